// Refusals are worded by their code, in the shopper's language, whatever language or wording the back end used.
import { ERROR_CODES, type ErrorCode } from '@contract/errorCodes'
import { createIntl } from 'react-intl'
import de from '../../../../translations/compiled/de.json'
import fr from '../../../../translations/compiled/fr.json'
import { passwordMessages } from '@/shared/forms/password'
import type { ApiError } from '../apiError'
import { refusalMessages } from './messages'
import { answerRefusalText, fieldRefusalTexts, refusalText } from './refusalText'

const german = createIntl({ locale: 'de', messages: de as never })
const french = createIntl({ locale: 'fr', messages: fr as never })

describe('a refusal worded by its code', () => {
  it.each([
    ['stock.limited', { available: 2 }, 'Nur noch 2 auf Lager.'],
    ['voucher.expired', undefined, 'Dieser Gutschein ist abgelaufen.'],
    ['address.postcode_invalid', { example: '00184' }, 'Die Postleitzahl muss wie 00184 aussehen.'],
    ['card.number_invalid', undefined, 'Bitte geben Sie eine gültige Kartennummer ein.'],
    ['auth.failed', undefined, 'Anmeldung fehlgeschlagen'],
    ['email.taken', undefined, 'Mit dieser E-Mail-Adresse gibt es bereits ein Konto.'],
    ['return.period_over', { days: 14 }, 'Artikel können innerhalb von 14 Tagen nach der Zustellung zurückgesendet werden.'],
    ['stock.line_limited', { available: 1, name: 'Canvas tote' }, 'Nur noch 1 auf Lager für Canvas tote.'],
  ])('%s: the shopper’s sentence, not the back end’s', (code, params, text) => {
    expect(refusalText(german, { code, message: 'Some other words the back end chose.', params })).toBe(text)
  })

  it('formats money values in the shopper’s locale', () => {
    const minimum = refusalText(german, { code: 'voucher.minimum', message: 'Mindestbetrag 100 EUR', params: { amount: 100 } })
    expect(minimum).toBe(
      `Der Mindestbestellwert für diesen Gutschein beträgt ${new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(100)}.`,
    )
    const range = refusalText(french, { code: 'instalments.range', message: '…', params: { min: 30, max: 2000 } })
    expect(range).toContain(new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(2000))
  })

  it('names the password requirements the back end says are unmet', () => {
    const weak = refusalText(german, { code: 'password.weak', message: 'Password must meet…', params: { unmet: 'digit,special' } })
    expect(weak).toMatch(/^Das Passwort muss Folgendes enthalten: /)
    expect(weak).toContain(german.formatMessage(passwordMessages.digit))
    expect(weak).not.toContain(german.formatMessage(passwordMessages.uppercase))
  })

  it('shows the back end’s own message for a code it does not know, or no code at all', () => {
    expect(refusalText(german, { code: 'shop.closed_on_sundays', message: 'Sonntags geschlossen.' })).toBe('Sonntags geschlossen.')
    expect(refusalText(german, { message: 'Nur noch 2 auf Lager.' })).toBe('Nur noch 2 auf Lager.')
  })
})

// Each refusal a shopper can meet on a screen, as the back end sends it (its English sentence, params filled in), and
// what the shopper reads on a German page.
describe('the refusals of the orders, returns, reviews, checkout and account screens, in German', () => {
  const english = (code: ErrorCode, params: Record<string, string | number>) =>
    ERROR_CODES[code].replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole))

  it.each<[ErrorCode, Record<string, string | number>, string]>([
    ['return.quantity_too_high', { max: 2 }, 'Von diesem Artikel können Sie höchstens noch 2 Stück zurücksenden.'],
    ['return.quantity_too_high', { max: 0 }, 'Dieser Artikel kann nicht mehr zurückgesendet werden.'],
    ['return.unknown_line', {}, 'Dieser Artikel gehört nicht zu dieser Bestellung.'],
    ['return.duplicate_line', {}, 'Dieser Artikel steht zweimal in Ihrer Rücksendeanfrage.'],
    ['review.purchase_required', {}, 'Sie müssen dieses Produkt kaufen, bevor Sie eine Bewertung abgeben können.'],
    ['review.already_written', {}, 'Sie haben dieses Produkt bereits bewertet.'],
    ['order.stock_changed', {}, 'Einige Artikel in Ihrem Warenkorb sind nicht mehr auf Lager.'],
    [
      'order.not_cancellable',
      {},
      'Diese Bestellung kann nicht mehr storniert werden. Ist sie bereits unterwegs, können Sie nach der Lieferung den Vertrag widerrufen.',
    ],
    ['order.nothing_to_change', {}, 'An dieser Bestellung gibt es nichts zu ändern.'],
    ['order.already_left', {}, 'Der Lieferhinweis dieser Bestellung kann nicht mehr geändert werden.'],
    ['card.not_taken', {}, 'Kartendaten werden nur für eine Kartenzahlung benötigt.'],
    ['carrier.required', {}, 'Bitte wählen Sie eine Versandart.'],
    ['checkout.incomplete', {}, 'Für Ihre Bestellung fehlen noch Angaben. Bitte prüfen Sie die Schritte oben.'],
    ['checkout.delivery_address_required', {}, 'Bitte geben Sie zuerst eine Lieferadresse ein.'],
    ['checkout.address_twice', {}, 'Bitte wählen Sie eine gespeicherte Adresse oder geben Sie eine neue ein, nicht beides.'],
    ['vat.not_eu', {}, 'Eine USt-IdNr. kann nur für eine Adresse in der EU angegeben werden.'],
    ['name.invalid', {}, 'Ein Name darf keine Ziffern oder Zeichen wie @, #, $ oder % enthalten.'],
    ['reset.link_invalid', {}, 'Dieser Link ist ungültig oder abgelaufen. Links funktionieren einmal und eine Stunde lang.'],
    ['cart.not_added', {}, 'Produkt wurde nicht in den Warenkorb gelegt'],
  ])('%s %j', (code, params, text) => {
    const message = english(code, params)
    expect(refusalText(german, { code, message, params })).toBe(text)
    expect(text).not.toContain(message)
  })
})

describe('the refusals of a failed call', () => {
  const refused: ApiError = {
    status: 422,
    message: 'Bitte korrigieren Sie die Fehler.',
    fieldErrors: { quantity: 'Nur 2 verfügbar.', note: 'Notiz zu lang.' },
    codes: { _: 'cart.not_added', quantity: 'stock.limited', note: 'shop.note_too_long' },
    params: { quantity: { available: 2 } },
  }

  it('words each field by its code, and keeps the message of a field whose code it does not know', () => {
    expect(fieldRefusalTexts(french, refused)).toEqual({ quantity: french.formatMessage(refusalMessages.stockLimited, { count: 2 }), note: 'Notiz zu lang.' })
  })

  it('words the whole answer by its code; a code outside the contract keeps the back end’s message', () => {
    expect(answerRefusalText(german, { status: 401, message: 'Falsches Passwort', codes: { _: 'auth.failed' } })).toBe('Anmeldung fehlgeschlagen')
    expect(answerRefusalText(german, { status: 409, message: 'Bestellung gesperrt.', codes: { _: 'shop.order_locked' } })).toBe('Bestellung gesperrt.')
    // A code of the contract the app words by the HTTP status (see apiErrorText), and an answer without codes.
    expect(answerRefusalText(german, { status: 404, message: 'Produkt fehlt', codes: { _: 'product.not_found' } })).toBeUndefined()
    expect(answerRefusalText(german, { status: 404, message: 'Produkt fehlt' })).toBeUndefined()
  })
})
