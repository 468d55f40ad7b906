// Size guides: a measurement table for the product's size group (clothing, helmets, shoes, bed linen), with
// headings in the request language.
import type { Lang } from '../../lib/lang'
import { t, type MessageKey } from '../../lib/messages'

const TABLES: Record<string, { columns: MessageKey[]; rows: Record<string, string[]> }> = {
  clothing: {
    columns: ['size.size', 'size.chest', 'size.waist', 'size.hips'],
    rows: {
      XS: ['80-84', '64-68', '88-92'],
      S: ['86-90', '70-74', '94-98'],
      M: ['92-96', '76-80', '100-104'],
      L: ['98-102', '82-86', '106-110'],
      XL: ['104-108', '88-94', '112-116'],
      XXL: ['110-116', '96-102', '118-124'],
    },
  },
  helmet: {
    columns: ['size.size', 'size.head'],
    rows: { XS: ['53-54'], S: ['55-56'], M: ['57-58'], L: ['59-60'], XL: ['61-62'] },
  },
  shoe: {
    columns: ['size.size', 'size.foot'],
    rows: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`EU ${36 + i}`, [(22.5 + i * 0.65).toFixed(1)]])),
  },
  bed: {
    columns: ['size.size', 'size.duvet'],
    rows: {},
  },
}

/** Picks the table whose size names match the product's sizes; null when none fits. */
export function sizeGuide(lang: Lang, sizeNames: string[]) {
  const names = sizeNames.map((n) => n.split(' (')[0]!.trim())
  for (const table of Object.values(TABLES)) {
    const rows = names.filter((n) => n in table.rows).map((n) => [n, ...table.rows[n]!])
    if (rows.length) return { title: t(lang, 'size.title'), columns: table.columns.map((c) => t(lang, c)), rows, note: t(lang, 'size.note') }
  }
  // Sizes without a measurement table (e.g. bed linen "155 x 200"): the size names are the measurements.
  if (names.length) return { title: t(lang, 'size.title'), columns: [t(lang, 'size.size')], rows: names.map((n) => [n]), note: t(lang, 'size.note') }
  return null
}
