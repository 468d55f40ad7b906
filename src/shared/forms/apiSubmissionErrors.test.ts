import { FORM_ERROR } from 'final-form'
import { createIntl } from 'react-intl'
import { apiSubmissionErrors } from './apiSubmissionErrors'

// English defaults (no catalogue loaded): missing-translation reports are expected here.
const intl = createIntl({ locale: 'en', messages: {}, onError: () => undefined })
const known = (message: string) => (message === 'Postcode is required.' ? 'Please enter a zip code.' : undefined)
const fields = ['postcode', 'city']

describe('landing a failed call on a form', () => {
  it('puts field errors on their fields, translated when known and renamed by the map', () => {
    const error = {
      status: 422,
      message: 'Please fix the errors above before submitting',
      fieldErrors: { 'delivery_address.postcode': 'Postcode is required.', 'delivery_address.city': 'City is odd.' },
    }
    const fieldMap = (field: string) => field.replace(/^delivery_address\./, '')
    expect(apiSubmissionErrors(intl, error, { known, fields, fieldMap })).toEqual({ postcode: 'Please enter a zip code.', city: 'City is odd.' })
  })

  it('says errors of fields the form does not have at the form level', () => {
    const error = { status: 422, message: 'Please fix the errors above before submitting', fieldErrors: { email: 'Postcode is required.' } }
    expect(apiSubmissionErrors(intl, error, { known, fields })).toEqual({ [FORM_ERROR]: 'Please enter a zip code.' })
  })

  it('has one sentence for a failure of the transport or the server', () => {
    expect(apiSubmissionErrors(intl, { status: 'NETWORK', message: 'Network Error' }, { known, fields })).toEqual({
      [FORM_ERROR]: 'Network Error. Please check your connection and try again.',
    })
    expect(apiSubmissionErrors(intl, { status: 500, message: 'Something went wrong' }, { known, fields })).toEqual({
      [FORM_ERROR]: 'Something went wrong. Please try again.',
    })
    expect(apiSubmissionErrors(intl, { status: 404, message: 'Postcode is required.' }, { known, fields })).toEqual({
      [FORM_ERROR]: 'Please enter a zip code.',
    })
  })
})
