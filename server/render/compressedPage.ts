// A rendered page's bytes per content encoding, compressed once and kept with the page (a kept page is sent
// many times; compressing 100–250 KB of HTML costs more than sending it).
import zlib from 'node:zlib'

import type { Encoding } from '../http/negotiation'

const encoded = new WeakMap<object, { source: readonly unknown[]; forms: Map<Encoding, Buffer> }>()

/**
 * The HTML of `page` in `encoding`, computed on first use and kept as long as the page object lives and the files
 * it is filled into (`source`: template, config) are the same objects.
 */
export function pageBytes(page: object, source: readonly unknown[], html: () => string, encoding: Encoding): Buffer {
  let entry = encoded.get(page)
  if (!entry || entry.source.length !== source.length || entry.source.some((s, i) => s !== source[i])) {
    entry = { source, forms: new Map() }
    encoded.set(page, entry)
  }
  const { forms } = entry
  let bytes = forms.get(encoding)
  if (!bytes) {
    const plain = Buffer.from(html())
    bytes =
      encoding === 'br'
        ? zlib.brotliCompressSync(plain, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
          })
        : encoding === 'gzip'
          ? zlib.gzipSync(plain, { level: 6 })
          : plain
    forms.set(encoding, bytes)
  }
  return bytes
}
