// CREDITCARD sandbox: settles at once. Test numbers: 4000 0000 0000 0002 is declined; any other valid card
// (e.g. 4242 4242 4242 4242) is approved. The number is never stored, only its brand and last four digits.
import { cardBrand, cardDigits } from '@contract/card'
import { cardErrors } from './card'
import type { PaymentGateway } from './gateway'

export const DECLINED_TEST_CARDS = new Set(['4000000000000002', '4000000000009995'])

export const sandboxCard: PaymentGateway = {
  id: 'CREDITCARD',
  kind: 'card',
  validate: (request) => cardErrors(request.card),
  async start(request) {
    const number = cardDigits(request.card!.number)
    const brand = cardBrand(number)
    return {
      status: DECLINED_TEST_CARDS.has(number) ? 'declined' : 'approved',
      // A brand we cannot tell is recorded as a plain 'card' (what order details show before the last four digits).
      cardBrand: brand === 'unknown' ? 'card' : brand,
      cardLast4: number.slice(-4),
    }
  },
  // A card payment is settled when it starts: our record is the outcome.
  verify: async (_token, settled) => settled,
}
