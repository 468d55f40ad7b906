// Helpers to write product families once per language and expand them into products
// (one product per colourway / scent / print, each with its own id, reference and slug).
import { mapI18n, slugs } from '../helpers'
import type { I18n, Lang, SeedProduct } from '../types'


type Combination = NonNullable<SeedProduct['combinations']>[number]
type Feature = NonNullable<SeedProduct['features']>[number]

// ───────────────────────── combinations ─────────────────────────

export interface GridOptions {
  /** Combinations containing all of these attribute ids get stock 0. */
  zero?: number[][]
  /** Combinations containing all of these attribute ids do not exist. */
  missing?: number[][]
  /** Price impact (EUR) added for each attribute id present. */
  impact?: Record<number, number>
}

const matches = (attrs: number[], pattern: number[]): boolean => pattern.every((id) => attrs.includes(id))

/** Crosses the axes (one list of attribute ids per group) into combinations with deterministic stock. */
export function grid(seed: number, axes: number[][], options: GridOptions = {}): Combination[] {
  const crossed = axes.reduce<number[][]>((acc, axis) => acc.flatMap((prefix) => axis.map((id) => [...prefix, id])), [[]])
  const out: Combination[] = []
  crossed.forEach((attributes, i) => {
    if (options.missing?.some((m) => matches(attributes, m))) return
    const zero = options.zero?.some((z) => matches(attributes, z)) ?? false
    const quantity = zero ? 0 : 1 + ((seed * 31 + i * 17 + seed * i * 7) % 24)
    const priceImpact = attributes.reduce((sum, id) => sum + (options.impact?.[id] ?? 0), 0)
    out.push(priceImpact ? { attributes, quantity, priceImpact } : { attributes, quantity })
  })
  return out
}

// ───────────────────────── features ─────────────────────────

export const FN = {
  material: { en: 'Material', de: 'Material', it: 'Materiale', es: 'Material', fr: 'Matière' },
  lining: { en: 'Lining', de: 'Futter', it: 'Fodera', es: 'Forro', fr: 'Doublure' },
  care: { en: 'Care', de: 'Pflege', it: 'Manutenzione', es: 'Cuidados', fr: 'Entretien' },
  origin: { en: 'Made in', de: 'Hergestellt in', it: 'Prodotto in', es: 'Fabricado en', fr: 'Fabriqué en' },
  fit: { en: 'Fit', de: 'Passform', it: 'Vestibilità', es: 'Corte', fr: 'Coupe' },
  weight: { en: 'Weight', de: 'Gewicht', it: 'Peso', es: 'Peso', fr: 'Poids' },
  certification: { en: 'Certification', de: 'Zertifizierung', it: 'Omologazione', es: 'Homologación', fr: 'Homologation' },
  dimensions: { en: 'Dimensions', de: 'Maße', it: 'Dimensioni', es: 'Dimensiones', fr: 'Dimensions' },
  capacity: { en: 'Capacity', de: 'Volumen', it: 'Capacità', es: 'Capacidad', fr: 'Capacité' },
  battery: { en: 'Battery life', de: 'Akkulaufzeit', it: 'Autonomia', es: 'Autonomía', fr: 'Autonomie' },
  warranty: { en: 'Warranty', de: 'Garantie', it: 'Garanzia', es: 'Garantía', fr: 'Garantie' },
  protection: { en: 'Protection', de: 'Schutz', it: 'Protezione', es: 'Protección', fr: 'Protection' },
  scent: { en: 'Scent notes', de: 'Duftnoten', it: 'Note olfattive', es: 'Notas olfativas', fr: 'Notes olfactives' },
  burnTime: { en: 'Burn time', de: 'Brenndauer', it: 'Durata', es: 'Duración', fr: 'Durée de combustion' },
  waterproof: { en: 'Water resistance', de: 'Wasserdichtigkeit', it: 'Impermeabilità', es: 'Impermeabilidad', fr: 'Étanchéité' },
} as const

export const feat = (name: I18n, value: I18n): Feature => ({ name, value })

export const ORIGIN = {
  italy: { en: 'Italy', de: 'Italien', it: 'Italia', es: 'Italia', fr: 'Italie' },
  portugal: { en: 'Portugal', de: 'Portugal', it: 'Portogallo', es: 'Portugal', fr: 'Portugal' },
  spain: { en: 'Spain', de: 'Spanien', it: 'Spagna', es: 'España', fr: 'Espagne' },
  germany: { en: 'Germany', de: 'Deutschland', it: 'Germania', es: 'Alemania', fr: 'Allemagne' },
  turkey: { en: 'Turkey', de: 'Türkei', it: 'Turchia', es: 'Turquía', fr: 'Turquie' },
  scotland: { en: 'Scotland', de: 'Schottland', it: 'Scozia', es: 'Escocia', fr: 'Écosse' },
  morocco: { en: 'Morocco', de: 'Marokko', it: 'Marocco', es: 'Marruecos', fr: 'Maroc' },
  romania: { en: 'Romania', de: 'Rumänien', it: 'Romania', es: 'Rumanía', fr: 'Roumanie' },
  switzerland: { en: 'Switzerland', de: 'Schweiz', it: 'Svizzera', es: 'Suiza', fr: 'Suisse' },
  france: { en: 'France', de: 'Frankreich', it: 'Francia', es: 'Francia', fr: 'France' },
} as const

export const CARE = {
  wash30: {
    en: 'Machine wash at 30 °C',
    de: 'Maschinenwäsche bei 30 °C',
    it: 'Lavaggio in lavatrice a 30 °C',
    es: 'Lavado a máquina a 30 °C',
    fr: 'Lavage en machine à 30 °C',
  },
  wash40: {
    en: 'Machine wash at 40 °C',
    de: 'Maschinenwäsche bei 40 °C',
    it: 'Lavaggio in lavatrice a 40 °C',
    es: 'Lavado a máquina a 40 °C',
    fr: 'Lavage en machine à 40 °C',
  },
  wash60: {
    en: 'Machine wash at 60 °C',
    de: 'Maschinenwäsche bei 60 °C',
    it: 'Lavaggio in lavatrice a 60 °C',
    es: 'Lavado a máquina a 60 °C',
    fr: 'Lavage en machine à 60 °C',
  },
  wool: {
    en: 'Hand wash cold or wool cycle, dry flat',
    de: 'Handwäsche kalt oder Wollprogramm, liegend trocknen',
    it: 'Lavaggio a mano in acqua fredda o programma lana, asciugare in piano',
    es: 'Lavado a mano en frío o programa de lana, secar en plano',
    fr: 'Lavage à la main à froid ou programme laine, séchage à plat',
  },
  dry: { en: 'Dry clean only', de: 'Nur chemische Reinigung', it: 'Solo lavaggio a secco', es: 'Solo limpieza en seco', fr: 'Nettoyage à sec uniquement' },
  wipe: {
    en: 'Wipe clean with a damp cloth',
    de: 'Mit einem feuchten Tuch abwischen',
    it: 'Pulire con un panno umido',
    es: 'Limpiar con un paño húmedo',
    fr: 'Nettoyer avec un chiffon humide',
  },
  leather: {
    en: 'Wipe clean and treat with leather balm',
    de: 'Abwischen und mit Lederbalsam pflegen',
    it: 'Pulire e trattare con balsamo per pelle',
    es: 'Limpiar y tratar con bálsamo para cuero',
    fr: 'Essuyer et nourrir avec un baume pour cuir',
  },
  dishwasher: {
    en: 'Dishwasher and microwave safe',
    de: 'Spülmaschinen- und mikrowellengeeignet',
    it: 'Lavabile in lavastoviglie, adatto al microonde',
    es: 'Apto para lavavajillas y microondas',
    fr: 'Compatible lave-vaisselle et micro-ondes',
  },
  oil: {
    en: 'Hand wash and oil now and then',
    de: 'Von Hand spülen und gelegentlich ölen',
    it: 'Lavare a mano e oliare di tanto in tanto',
    es: 'Lavar a mano y aceitar de vez en cuando',
    fr: 'Laver à la main et huiler de temps en temps',
  },
} as const

export const FIT = {
  regular: { en: 'Regular fit', de: 'Normale Passform', it: 'Vestibilità regolare', es: 'Corte regular', fr: 'Coupe droite' },
  slim: { en: 'Slim fit', de: 'Schmale Passform', it: 'Vestibilità slim', es: 'Corte entallado', fr: 'Coupe ajustée' },
  relaxed: { en: 'Relaxed fit', de: 'Lockere Passform', it: 'Vestibilità comoda', es: 'Corte holgado', fr: 'Coupe ample' },
} as const

export const warranty = (years: number): I18n =>
  ({ en: `${years} years`, de: `${years} Jahre`, it: `${years} anni`, es: `${years} años`, fr: `${years} ans` })

// ───────────────────────── families ─────────────────────────

/** A word or phrase that tells the variants apart (colour, scent, print…), in each language. */
export interface Variant {
  /** Appended to the family name: "Merino crew-neck sweater – Sage green". */
  label?: I18n
  /** Hex of the variant colour; becomes the first palette entry. */
  hex?: string
  price?: number
  discount?: SeedProduct['discount']
  quantity?: number
  preorder?: SeedProduct['preorder']
  groups?: number[]
  combinations?: (id: number) => Combination[]
  palette?: string[]
  imageCount?: number
  features?: Feature[]
  dateAdd?: string
  sales?: number
  weight?: number
  related?: number[]
}

export interface Family {
  /** Id of the first variant; the others follow (firstId + 1, …). */
  firstId: number
  /** Reference prefix, e.g. 'AP-TS'; the reference is prefix + 4-digit id. */
  code: string
  categoryId: number
  brandId: number
  name: I18n
  /** Short and long descriptions; `w` is the variant label written for running text (lowercase except in German). */
  short: (w: I18n | undefined) => I18n
  description: (w: I18n | undefined) => I18n
  price: number
  discount?: SeedProduct['discount']
  quantity?: number
  preorder?: SeedProduct['preorder']
  groups?: number[]
  combinations?: (id: number, v: Variant) => Combination[]
  sizeGuide?: boolean
  manual?: boolean
  related?: number[]
  palette: string[]
  imageCount?: number
  features?: Feature[]
  dateAdd: string
  sales: number
  weight?: number
  variants?: Variant[]
}

/** The label as it reads inside a sentence: lowercase, except German (nouns and colour names stay capitalised). */
const inText = (label: I18n): I18n => mapI18n(label, (text, lang: Lang) => (lang === 'de' ? text : text.toLowerCase()))

const addDays = (iso: string, days: number): string => {
  const d = new Date(`${iso}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function family(f: Family): SeedProduct[] {
  const variants = f.variants ?? [{}]
  const ids = variants.map((_, i) => f.firstId + i)
  return variants.map((v, i) => {
    const id = ids[i] as number
    const w = v.label ? inText(v.label) : undefined
    const name = v.label ? mapI18n(f.name, (text, lang) => `${text} – ${v.label![lang]}`) : f.name
    const groups = v.groups ?? f.groups
    const combinations = v.combinations ? v.combinations(id) : f.combinations ? f.combinations(id, v) : undefined
    const quantity = combinations ? combinations.reduce((s, c) => s + c.quantity, 0) : (v.quantity ?? f.quantity ?? 0)
    const basePalette = v.palette ?? f.palette
    const palette = v.hex ? [v.hex, ...basePalette].slice(0, 3) : basePalette
    const related = [...ids.filter((other) => other !== id).slice(0, 4), ...(f.related ?? []), ...(v.related ?? [])]
    const product: SeedProduct = {
      id,
      reference: `${f.code}-${String(id).padStart(4, '0')}`,
      categoryId: f.categoryId,
      brandId: f.brandId,
      name,
      slug: slugs(name),
      descriptionShort: f.short(w),
      description: f.description(w),
      price: v.price ?? f.price,
      quantity,
      palette,
      imageCount: v.imageCount ?? f.imageCount ?? 3,
      dateAdd: v.dateAdd ?? addDays(f.dateAdd, i * 11),
      sales: v.sales ?? Math.max(0, f.sales - i * 23),
    }
    const discount = v.discount ?? f.discount
    if (discount) product.discount = discount
    const preorder = v.preorder ?? f.preorder
    if (preorder) product.preorder = preorder
    if (groups && combinations) {
      product.groups = groups
      product.combinations = combinations
    }
    if (f.sizeGuide) product.sizeGuide = true
    if (f.manual) product.manual = true
    if (related.length) product.related = [...new Set(related)]
    const features = [...(f.features ?? []), ...(v.features ?? [])]
    if (features.length) product.features = features
    const weight = v.weight ?? f.weight
    if (weight !== undefined) product.weight = weight
    return product
  })
}
