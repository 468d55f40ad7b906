// Helpers to write product families once per language and expand them into products
// (one product per colourway / scent / print, each with its own id, reference and slug).
import { L, mapI18n, slugs } from '../helpers'
import type { I18n, Lang, SeedProduct } from '../types'

export { L }

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
  material: L('Material', 'Material', 'Materiale', 'Material', 'Matière'),
  lining: L('Lining', 'Futter', 'Fodera', 'Forro', 'Doublure'),
  care: L('Care', 'Pflege', 'Manutenzione', 'Cuidados', 'Entretien'),
  origin: L('Made in', 'Hergestellt in', 'Prodotto in', 'Fabricado en', 'Fabriqué en'),
  fit: L('Fit', 'Passform', 'Vestibilità', 'Corte', 'Coupe'),
  weight: L('Weight', 'Gewicht', 'Peso', 'Peso', 'Poids'),
  certification: L('Certification', 'Zertifizierung', 'Omologazione', 'Homologación', 'Homologation'),
  dimensions: L('Dimensions', 'Maße', 'Dimensioni', 'Dimensiones', 'Dimensions'),
  capacity: L('Capacity', 'Volumen', 'Capacità', 'Capacidad', 'Capacité'),
  battery: L('Battery life', 'Akkulaufzeit', 'Autonomia', 'Autonomía', 'Autonomie'),
  warranty: L('Warranty', 'Garantie', 'Garanzia', 'Garantía', 'Garantie'),
  protection: L('Protection', 'Schutz', 'Protezione', 'Protección', 'Protection'),
  scent: L('Scent notes', 'Duftnoten', 'Note olfattive', 'Notas olfativas', 'Notes olfactives'),
  burnTime: L('Burn time', 'Brenndauer', 'Durata', 'Duración', 'Durée de combustion'),
  waterproof: L('Water resistance', 'Wasserdichtigkeit', 'Impermeabilità', 'Impermeabilidad', 'Étanchéité'),
} as const

export const feat = (name: I18n, value: I18n): Feature => ({ name, value })

export const ORIGIN = {
  italy: L('Italy', 'Italien', 'Italia', 'Italia', 'Italie'),
  portugal: L('Portugal', 'Portugal', 'Portogallo', 'Portugal', 'Portugal'),
  spain: L('Spain', 'Spanien', 'Spagna', 'España', 'Espagne'),
  germany: L('Germany', 'Deutschland', 'Germania', 'Alemania', 'Allemagne'),
  turkey: L('Turkey', 'Türkei', 'Turchia', 'Turquía', 'Turquie'),
  scotland: L('Scotland', 'Schottland', 'Scozia', 'Escocia', 'Écosse'),
  morocco: L('Morocco', 'Marokko', 'Marocco', 'Marruecos', 'Maroc'),
  romania: L('Romania', 'Rumänien', 'Romania', 'Rumanía', 'Roumanie'),
  switzerland: L('Switzerland', 'Schweiz', 'Svizzera', 'Suiza', 'Suisse'),
  france: L('France', 'Frankreich', 'Francia', 'Francia', 'France'),
} as const

export const CARE = {
  wash30: L('Machine wash at 30 °C', 'Maschinenwäsche bei 30 °C', 'Lavaggio in lavatrice a 30 °C', 'Lavado a máquina a 30 °C', 'Lavage en machine à 30 °C'),
  wash40: L('Machine wash at 40 °C', 'Maschinenwäsche bei 40 °C', 'Lavaggio in lavatrice a 40 °C', 'Lavado a máquina a 40 °C', 'Lavage en machine à 40 °C'),
  wash60: L('Machine wash at 60 °C', 'Maschinenwäsche bei 60 °C', 'Lavaggio in lavatrice a 60 °C', 'Lavado a máquina a 60 °C', 'Lavage en machine à 60 °C'),
  wool: L(
    'Hand wash cold or wool cycle, dry flat',
    'Handwäsche kalt oder Wollprogramm, liegend trocknen',
    'Lavaggio a mano in acqua fredda o programma lana, asciugare in piano',
    'Lavado a mano en frío o programa de lana, secar en plano',
    'Lavage à la main à froid ou programme laine, séchage à plat',
  ),
  dry: L('Dry clean only', 'Nur chemische Reinigung', 'Solo lavaggio a secco', 'Solo limpieza en seco', 'Nettoyage à sec uniquement'),
  wipe: L('Wipe clean with a damp cloth', 'Mit einem feuchten Tuch abwischen', 'Pulire con un panno umido', 'Limpiar con un paño húmedo', 'Nettoyer avec un chiffon humide'),
  leather: L(
    'Wipe clean and treat with leather balm',
    'Abwischen und mit Lederbalsam pflegen',
    'Pulire e trattare con balsamo per pelle',
    'Limpiar y tratar con bálsamo para cuero',
    'Essuyer et nourrir avec un baume pour cuir',
  ),
  dishwasher: L('Dishwasher and microwave safe', 'Spülmaschinen- und mikrowellengeeignet', 'Lavabile in lavastoviglie, adatto al microonde', 'Apto para lavavajillas y microondas', 'Compatible lave-vaisselle et micro-ondes'),
  oil: L(
    'Hand wash and oil now and then',
    'Von Hand spülen und gelegentlich ölen',
    'Lavare a mano e oliare di tanto in tanto',
    'Lavar a mano y aceitar de vez en cuando',
    'Laver à la main et huiler de temps en temps',
  ),
} as const

export const FIT = {
  regular: L('Regular fit', 'Normale Passform', 'Vestibilità regolare', 'Corte regular', 'Coupe droite'),
  slim: L('Slim fit', 'Schmale Passform', 'Vestibilità slim', 'Corte entallado', 'Coupe ajustée'),
  relaxed: L('Relaxed fit', 'Lockere Passform', 'Vestibilità comoda', 'Corte holgado', 'Coupe ample'),
} as const

export const warranty = (years: number): I18n =>
  L(`${years} years`, `${years} Jahre`, `${years} anni`, `${years} años`, `${years} ans`)

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
