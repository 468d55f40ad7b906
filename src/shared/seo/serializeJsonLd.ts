// Structured data (schema.org JSON-LD) as the text of an inline <script type="application/ld+json">: written so that
// no value — a product's name, a review, a profile URL — can close the script element or start markup, and still
// the same JSON. Such a script is data, never run, so the pages' Content-Security-Policy needs no hash for it.

/** A JSON-LD document: one schema.org node with its context, or a graph of nodes (schema-dts types build them). */
export interface JsonLdDocument {
  readonly '@context': 'https://schema.org'
}

const UNSAFE: Record<string, string> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** JSON whose text never contains `<`, `>` or `&` (escaped as \u003c…, still the same JSON value). */
export function serializeJsonLd(data: JsonLdDocument): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c] ?? c)
}
