// Voucher codes. "Today" for the demo is 2026-11-21: the valid codes run until the end of 2030, EXPIRED15 ended last year.
import { L } from './helpers'
import type { SeedVoucher } from './types'

export const vouchers: SeedVoucher[] = [
  {
    code: 'WELCOME10',
    name: L('10% off your order', '10 % Rabatt auf Ihre Bestellung', '10% di sconto sul tuo ordine', '10 % de descuento en tu pedido', '10 % de remise sur votre commande'),
    type: 'percentage',
    value: 10,
    minAmount: 0,
    validFrom: '2026-01-01',
    validTo: '2030-12-31',
    active: true,
  },
  {
    code: 'SAVE20',
    name: L(
      '20 EUR off orders from 100 EUR',
      '20 EUR Rabatt ab 100 EUR Bestellwert',
      '20 EUR di sconto sugli ordini da 100 EUR',
      '20 EUR de descuento en pedidos desde 100 EUR',
      '20 EUR de remise dès 100 EUR d’achat',
    ),
    type: 'amount',
    value: 20,
    minAmount: 100,
    validFrom: '2026-01-01',
    validTo: '2030-12-31',
    active: true,
  },
  {
    code: 'FREESHIP',
    name: L('Free shipping', 'Kostenloser Versand', 'Spedizione gratuita', 'Envío gratuito', 'Livraison gratuite'),
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
    name: L('15% off (expired)', '15 % Rabatt (abgelaufen)', '15% di sconto (scaduto)', '15 % de descuento (caducado)', '15 % de remise (expiré)'),
    type: 'percentage',
    value: 15,
    minAmount: 0,
    validFrom: '2025-01-01',
    validTo: '2025-12-31',
    active: true,
  },
]
