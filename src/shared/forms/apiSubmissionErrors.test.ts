import { FORM_ERROR } from 'final-form'
import { createIntl } from 'react-intl'
import de from '../../../translations/compiled/de.json'
import { refusalMessages } from '@/shared/api'
import { apiErrorMessages } from './apiErrorMessages'
import { apiErrorText, apiSubmissionErrors } from './apiSubmissionErrors'

const german = createIntl({ locale: 'de', messages: de as never })
const fields = ['postcode', 'city']
const postcode = { code: 'address.postcode_invalid', params: { example: '00184' } }

describe('landing a failed call on a form', () => {
  it('puts field errors on their fields, worded by code (or as sent for an unknown code), renamed by the map', () => {
    const error = {
      status: 422,
      message: 'Bitte korrigieren Sie die Fehler.',
      fieldErrors: { 'delivery_address.postcode': 'PLZ falsch.', 'delivery_address.city': 'Stadt seltsam.' },
      codes: { _: 'validation.failed', 'delivery_address.postcode': postcode.code, 'delivery_address.city': 'shop.city_odd' },
      params: { 'delivery_address.postcode': postcode.params },
    }
    const fieldMap = (field: string) => field.replace(/^delivery_address\./, '')
    expect(apiSubmissionErrors(german, error, { fields, fieldMap })).toEqual({ postcode: 'Die Postleitzahl muss wie 00184 aussehen.', city: 'Stadt seltsam.' })
  })

  it('says errors of fields the form does not have at the form level', () => {
    const error = { status: 422, message: '…', fieldErrors: { email: 'E-Mail fehlt.' }, codes: { _: 'validation.failed', email: 'checkout.email_required' } }
    expect(apiSubmissionErrors(german, error, { fields })).toEqual({ [FORM_ERROR]: german.formatMessage(refusalMessages.checkoutEmailRequired) })
  })

  it('has one sentence for a failure of the transport or the server, and words a whole answer by its code', () => {
    expect(apiSubmissionErrors(german, { status: 'NETWORK', message: 'Network Error' }, { fields })).toEqual({
      [FORM_ERROR]: german.formatMessage(apiErrorMessages.network),
    })
    expect(apiSubmissionErrors(german, { status: 500, message: 'Kaputt', codes: { _: 'server.error' } }, { fields })).toEqual({
      [FORM_ERROR]: german.formatMessage(apiErrorMessages.generic),
    })
    // A form with a sentence of its own for such a failure (here the bag's) says that instead; a worded code still wins.
    const generic = refusalMessages.cartNotAdded
    expect(apiSubmissionErrors(german, { status: 500, message: 'Kaputt', codes: { _: 'server.error' } }, { fields, generic })).toEqual({
      [FORM_ERROR]: 'Produkt wurde nicht in den Warenkorb gelegt',
    })
    expect(apiErrorText(german, { status: 403, message: 'Erst kaufen', codes: { _: 'review.purchase_required' } }, generic)).toBe(
      german.formatMessage(refusalMessages.reviewPurchaseRequired),
    )
    expect(apiErrorText(german, { status: 401, message: 'Falsch', codes: { _: 'auth.failed' } })).toBe('Anmeldung fehlgeschlagen')
    expect(apiErrorText(german, { status: 401, message: 'Login nötig', codes: { _: 'auth.required' } })).toBe(
      german.formatMessage(apiErrorMessages.sessionExpired),
    )
    expect(apiErrorText(german, { status: 429, message: 'Zu viele', codes: { _: 'throttled' } })).toBe(german.formatMessage(apiErrorMessages.throttled))
  })
})
