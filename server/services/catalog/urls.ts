// Where product manuals live (the pages' own addresses are contract/pageUrls.ts's).
import type { Lang } from '../../lib/lang'

/** A product family's manual in one language (generated at seed time under the image directory). */
export const manualFile = (reference: string, lang: Lang) => `${reference.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${lang}.pdf`
export const manualUrl = (reference: string, lang: Lang) => `/img/manuals/${manualFile(reference, lang)}`
