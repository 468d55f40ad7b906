// One JSON-LD document in the page. Rendered on the server into the first HTML (where search engines and
// link-preview bots read it) and hydrated from the same data, so the text is the same on both sides.
import { serializeJsonLd, type JsonLdDocument } from './serializeJsonLd'

export function JsonLd({ data }: { data: JsonLdDocument | null }) {
  return data ? <script type="application/ld+json">{serializeJsonLd(data)}</script> : null
}
