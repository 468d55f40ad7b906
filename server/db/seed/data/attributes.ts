// Attribute groups for product combinations. Attribute ids are unique across all groups:
//   group 1 Size (select)           ids 1-6      XS S M L XL XXL
//   group 2 Colour (color)          ids 10-23
//   group 3 Helmet size (radio)     ids 30-34    XS (53–54 cm) … XL (61–62 cm)
//   group 4 Capacity (select)       ids 40-43    15 L … 45 L (bags and motorcycle luggage)
//   group 5 Shoe size (select)      ids 50-60    EU 36 … EU 46
//   group 6 Bed linen size (select) ids 70-73    duvet cover sizes
import type { I18n, SeedAttributeGroup } from './types'

const same = (text: string): I18n => ({ en: text, de: text, it: text, es: text, fr: text })

/** Size attribute ids (group 1). */
export const SIZE = { XS: 1, S: 2, M: 3, L: 4, XL: 5, XXL: 6 } as const
export const ALL_SIZES = [SIZE.XS, SIZE.S, SIZE.M, SIZE.L, SIZE.XL, SIZE.XXL]

/** Colour attribute ids (group 2) with their names and hex values; products reuse the names in their titles. */
export const COLOURS = {
  black: { id: 10, hex: '#1d1d1f', name: { en: 'Black', de: 'Schwarz', it: 'Nero', es: 'Negro', fr: 'Noir' } },
  white: { id: 11, hex: '#f4f3ee', name: { en: 'White', de: 'Weiß', it: 'Bianco', es: 'Blanco', fr: 'Blanc' } },
  navy: { id: 12, hex: '#1f2a44', name: { en: 'Navy', de: 'Marineblau', it: 'Blu navy', es: 'Azul marino', fr: 'Bleu marine' } },
  grey: { id: 13, hex: '#9b9b98', name: { en: 'Grey marl', de: 'Grau meliert', it: 'Grigio melange', es: 'Gris jaspeado', fr: 'Gris chiné' } },
  red: { id: 14, hex: '#b3261e', name: { en: 'Red', de: 'Rot', it: 'Rosso', es: 'Rojo', fr: 'Rouge' } },
  sage: { id: 15, hex: '#8a9a7b', name: { en: 'Sage green', de: 'Salbeigrün', it: 'Verde salvia', es: 'Verde salvia', fr: 'Vert sauge' } },
  sand: { id: 16, hex: '#d8c8a8', name: { en: 'Sand', de: 'Sand', it: 'Sabbia', es: 'Arena', fr: 'Sable' } },
  burgundy: { id: 17, hex: '#6d1f2f', name: { en: 'Burgundy', de: 'Bordeaux', it: 'Bordeaux', es: 'Burdeos', fr: 'Bordeaux' } },
  sky: { id: 18, hex: '#8fb8de', name: { en: 'Sky blue', de: 'Himmelblau', it: 'Azzurro', es: 'Azul cielo', fr: 'Bleu ciel' } },
  mustard: { id: 19, hex: '#d4a017', name: { en: 'Mustard', de: 'Senfgelb', it: 'Senape', es: 'Mostaza', fr: 'Moutarde' } },
  olive: { id: 20, hex: '#6b6b3a', name: { en: 'Olive', de: 'Oliv', it: 'Verde oliva', es: 'Verde oliva', fr: 'Vert olive' } },
  cognac: { id: 21, hex: '#9a5b2e', name: { en: 'Cognac', de: 'Cognac', it: 'Cuoio', es: 'Coñac', fr: 'Cognac' } },
  cream: { id: 22, hex: '#efe6d2', name: { en: 'Cream', de: 'Cremeweiß', it: 'Panna', es: 'Crudo', fr: 'Écru' } },
  terracotta: { id: 23, hex: '#c0643f', name: { en: 'Terracotta', de: 'Terrakotta', it: 'Terracotta', es: 'Terracota', fr: 'Terre cuite' } },
} as const
export type ColourKey = keyof typeof COLOURS

/** Helmet size attribute ids (group 3). */
export const HELMET = { XS: 30, S: 31, M: 32, L: 33, XL: 34 } as const
export const ALL_HELMET_SIZES = [HELMET.XS, HELMET.S, HELMET.M, HELMET.L, HELMET.XL]

/** Capacity attribute ids (group 4). */
export const CAPACITY = { L15: 40, L25: 41, L35: 42, L45: 43 } as const

/** Shoe size attribute id (group 5) for an EU size 36-46. */
export const shoe = (eu: number): number => 50 + (eu - 36)
export const shoeRange = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => shoe(from + i))

/** Bed linen size attribute ids (group 6). */
export const BED = { B135: 70, B155: 71, B200: 72, B240: 73 } as const

export const GROUP = { SIZE: 1, COLOUR: 2, HELMET: 3, CAPACITY: 4, SHOE: 5, BED: 6 } as const

export const attributeGroups: SeedAttributeGroup[] = [
  {
    id: GROUP.SIZE,
    type: 'select',
    name: { en: 'Size', de: 'Größe', it: 'Taglia', es: 'Talla', fr: 'Taille' },
    attributes: [
      { id: SIZE.XS, name: same('XS') },
      { id: SIZE.S, name: same('S') },
      { id: SIZE.M, name: same('M') },
      { id: SIZE.L, name: same('L') },
      { id: SIZE.XL, name: same('XL') },
      { id: SIZE.XXL, name: same('XXL') },
    ],
  },
  {
    id: GROUP.COLOUR,
    type: 'color',
    name: { en: 'Colour', de: 'Farbe', it: 'Colore', es: 'Color', fr: 'Couleur' },
    attributes: Object.values(COLOURS).map((c) => ({ id: c.id, name: c.name, color: c.hex })),
  },
  {
    id: GROUP.HELMET,
    type: 'radio',
    name: { en: 'Helmet size', de: 'Helmgröße', it: 'Taglia casco', es: 'Talla de casco', fr: 'Taille de casque' },
    attributes: [
      { id: HELMET.XS, name: same('XS (53–54 cm)') },
      { id: HELMET.S, name: same('S (55–56 cm)') },
      { id: HELMET.M, name: same('M (57–58 cm)') },
      { id: HELMET.L, name: same('L (59–60 cm)') },
      { id: HELMET.XL, name: same('XL (61–62 cm)') },
    ],
  },
  {
    id: GROUP.CAPACITY,
    type: 'select',
    name: { en: 'Capacity', de: 'Volumen', it: 'Capacità', es: 'Capacidad', fr: 'Capacité' },
    attributes: [
      { id: CAPACITY.L15, name: same('15 L') },
      { id: CAPACITY.L25, name: same('25 L') },
      { id: CAPACITY.L35, name: same('35 L') },
      { id: CAPACITY.L45, name: same('45 L') },
    ],
  },
  {
    id: GROUP.SHOE,
    type: 'select',
    name: { en: 'Shoe size (EU)', de: 'Schuhgröße (EU)', it: 'Numero (EU)', es: 'Talla de calzado (EU)', fr: 'Pointure (EU)' },
    attributes: Array.from({ length: 11 }, (_, i) => ({ id: shoe(36 + i), name: same(String(36 + i)) })),
  },
  {
    id: GROUP.BED,
    type: 'select',
    name: { en: 'Duvet cover size', de: 'Bettbezug-Größe', it: 'Misura copripiumino', es: 'Medida de la funda nórdica', fr: 'Dimensions de la housse' },
    attributes: [
      { id: BED.B135, name: same('135 × 200 cm') },
      { id: BED.B155, name: same('155 × 220 cm') },
      { id: BED.B200, name: same('200 × 200 cm') },
      { id: BED.B240, name: same('240 × 220 cm') },
    ],
  },
]
