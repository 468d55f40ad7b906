// Voucher codes. "Today" for the demo is 2026-11-21: the valid codes run until the end of 2030, EXPIRED15 ended last year.
import type { SeedVoucher } from './types'

export const vouchers: SeedVoucher[] = [
  {
    code: 'WELCOME10',
    name: {
      en: '10% off your order',
      de: '10 % Rabatt auf Ihre Bestellung',
      it: '10% di sconto sul tuo ordine',
      es: '10 % de descuento en tu pedido',
      fr: '10 % de remise sur votre commande',
    },
    type: 'percentage',
    value: 10,
    minAmount: 0,
    validFrom: '2026-01-01',
    validTo: '2030-12-31',
    active: true,
  },
  {
    code: 'SAVE20',
    name: {
      en: '20 EUR off orders from 100 EUR',
      de: '20 EUR Rabatt ab 100 EUR Bestellwert',
      it: '20 EUR di sconto sugli ordini da 100 EUR',
      es: '20 EUR de descuento en pedidos desde 100 EUR',
      fr: '20 EUR de remise dès 100 EUR d’achat',
    },
    type: 'amount',
    value: 20,
    minAmount: 100,
    validFrom: '2026-01-01',
    validTo: '2030-12-31',
    active: true,
  },
  {
    code: 'FREESHIP',
    name: { en: 'Free shipping', de: 'Kostenloser Versand', it: 'Spedizione gratuita', es: 'Envío gratuito', fr: 'Livraison gratuite' },
    type: 'free_shipping',
    value: 0,
    minAmount: 0,
    validFrom: '2026-01-01',
    validTo: '2030-12-31',
    active: true,
  },
  {
    // Expired: valid only during last year. Still "active", so the expiry date is what must reject it.
    code: 'EXPIRED15',
    name: {
      en: '15% off (expired)',
      de: '15 % Rabatt (abgelaufen)',
      it: '15% di sconto (scaduto)',
      es: '15 % de descuento (caducado)',
      fr: '15 % de remise (expiré)',
    },
    type: 'percentage',
    value: 15,
    minAmount: 0,
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    active: true,
  },
]
