// Content negotiation as RFC 9110 §12.5 has it, q-values included (the `negotiator` package): whether a request
// takes an HTML page at all, and which compression it prefers. A link-preview bot or uptime monitor sending
// `Accept: */*` (or no Accept header) gets the page like a browser; only a client that refuses HTML (`Accept:
// application/json`, `text/html;q=0`) does not.
import Negotiator from 'negotiator'
import type { IncomingHttpHeaders } from 'node:http'

export type Encoding = 'br' | 'gzip' | 'identity'

export function acceptsHtml(headers: IncomingHttpHeaders): boolean {
  return new Negotiator({ headers }).mediaType(['text/html']) === 'text/html'
}

/** Brotli, else gzip, else none — as far as the client accepts each (`br;q=0` is a no). */
export function preferredEncoding(headers: IncomingHttpHeaders): Encoding {
  // On equal q-values ours decide (negotiator 1.x's `preferred`; @types/negotiator still describes 0.6).
  const negotiator = new Negotiator({ headers })
  const encoding = negotiator.encoding as (available: Encoding[], options: { preferred: Encoding[] }) => Encoding | undefined
  return encoding.call(negotiator, ENCODINGS, { preferred: ENCODINGS }) ?? 'identity'
}

const ENCODINGS: Encoding[] = ['br', 'gzip', 'identity']
