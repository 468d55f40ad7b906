import { createIntl } from 'react-intl'
import de from '../../../../translations/compiled/de.json'
import { apiErrorMessages } from '@/shared/forms'
import { cartMessages } from '../messages'
import { reasonText, stockReason, voucherReason } from './errors'

const german = createIntl({ locale: 'de', messages: de as never })

it('says the bag needs a connection when the device is offline, and gives the stock reasons the API sends, by code', () => {
  expect(stockReason({ status: 'NETWORK', code: 0, message: 'Network Error' })).toEqual({ message: cartMessages.needsConnection })
  const onlyTwo = stockReason({
    status: 422,
    message: 'Nicht hinzugefügt',
    fieldErrors: { quantity: 'Es sind nur noch zwei da.' },
    codes: { _: 'cart.not_added', quantity: 'stock.limited' },
    params: { quantity: { available: 2 } },
  })
  expect(reasonText(german, onlyTwo!)).toBe('Nur noch 2 auf Lager.')
  expect(stockReason({ status: 500, code: 500, message: 'Something went wrong' })).toBeNull()
  expect(stockReason({ status: 429, code: 429, message: 'Too many attempts. Please try again later.' })).toEqual({ message: apiErrorMessages.throttled })
})

it('words a refused voucher by its code, and keeps the back end’s sentence for a code it does not know', () => {
  const expired = voucherReason({ status: 422, message: '…', fieldErrors: { code: 'Abgelaufen!' }, codes: { code: 'voucher.expired' } })
  expect(reasonText(german, expired)).toBe('Dieser Gutschein ist abgelaufen.')
  const own = voucherReason({ status: 422, message: '…', fieldErrors: { code: 'Nur montags gültig.' }, codes: { code: 'shop.mondays_only' } })
  expect(reasonText(german, own)).toBe('Nur montags gültig.')
})
