// Carriers and their prices (EUR, tax included) per shipping zone. A zone without a price row is not served.
// Free shipping (150 EUR to Italy, 100 EUR for Alba Tessile products) applies to carriers with freeShippingApplies: true,
// and only for Italian delivery addresses (spec §9). Keep these figures in sync with the "shipping" CMS page.
import type { SeedCarrier } from './types'

export const carriers: SeedCarrier[] = [
  {
    id: 1,
    key: 'standard',
    name: 'ParcelLine Standard',
    delay: {
      en: 'Standard courier, 2–3 working days in Italy, 3–6 in Europe',
      de: 'Standardversand, 2–3 Werktage in Italien, 3–6 in Europa',
      it: 'Corriere standard, 2–3 giorni lavorativi in Italia, 3–6 in Europa',
      es: 'Mensajería estándar, 2–3 días laborables en Italia, 3–6 en Europa',
      fr: 'Coursier standard, 2 à 3 jours ouvrés en Italie, 3 à 6 en Europe',
    },
    pickup: false,
    prices: [
      { zone: 'IT', price: 6.9, days: [2, 3] },
      { zone: 'EU', price: 9.9, days: [3, 6] },
      { zone: 'EUROPE_NON_EU', price: 14.9, days: [3, 6] },
      { zone: 'WORLD', price: 29.9, days: [6, 12] },
    ],
    freeShippingApplies: true,
  },
  {
    id: 2,
    key: 'express',
    name: 'ParcelLine Express',
    delay: {
      en: 'Express courier, next working day in Italy, 1–2 days in Europe',
      de: 'Expressversand, nächster Werktag in Italien, 1–2 Tage in Europa',
      it: 'Corriere espresso, giorno lavorativo successivo in Italia, 1–2 giorni in Europa',
      es: 'Mensajería exprés, siguiente día laborable en Italia, 1–2 días en Europa',
      fr: 'Coursier express, jour ouvré suivant en Italie, 1 à 2 jours en Europe',
    },
    pickup: false,
    // Not available outside Europe: no WORLD row.
    prices: [
      { zone: 'IT', price: 12.9, days: [1, 1] },
      { zone: 'EU', price: 19.9, days: [1, 2] },
      { zone: 'EUROPE_NON_EU', price: 29.9, days: [1, 2] },
    ],
    freeShippingApplies: false,
  },
  {
    id: 3,
    key: 'pickup',
    name: 'PuntoRitiro',
    delay: {
      en: 'Collection point or parcel locker near you, 3–5 working days',
      de: 'Abholstation oder Paketautomat in Ihrer Nähe, 3–5 Werktage',
      it: 'Punto di ritiro o locker vicino a te, 3–5 giorni lavorativi',
      es: 'Punto de recogida o taquilla cerca de ti, 3–5 días laborables',
      fr: 'Point relais ou consigne près de chez vous, 3 à 5 jours ouvrés',
    },
    pickup: true,
    // Collection points exist in Italy, Germany, France and Spain (see pudos.ts).
    prices: [
      { zone: 'IT', price: 3.9, days: [3, 5] },
      { zone: 'EU', price: 5.9, days: [3, 5] },
    ],
    freeShippingApplies: true,
  },
  {
    id: 4,
    key: 'economy',
    name: 'GlobeMail Economy',
    delay: {
      en: 'International economy, 7–15 working days',
      de: 'International Economy, 7–15 Werktage',
      it: 'Internazionale economy, 7–15 giorni lavorativi',
      es: 'Internacional económico, 7–15 días laborables',
      fr: 'International économique, 7 à 15 jours ouvrés',
    },
    pickup: false,
    // International only: no IT row.
    prices: [
      { zone: 'EU', price: 7.9, days: [7, 15] },
      { zone: 'EUROPE_NON_EU', price: 11.9, days: [7, 15] },
      { zone: 'WORLD', price: 19.9, days: [7, 15] },
    ],
    freeShippingApplies: false,
  },
]
