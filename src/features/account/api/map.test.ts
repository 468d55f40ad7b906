import { addressFormValues, mapCountries } from '@/shared/address'
import { countriesFixture } from '@/shared/address/mocks/fixtures'
import { addressFixture } from '../mocks/fixtures'
import { addressBody, addressUpdateBody, customerUpdateBody, mapAddresses, registrationBody } from './map'

describe('mapAddresses', () => {
  it('maps every address of the book', () => {
    const book = mapAddresses([addressFixture(), addressFixture({ id_address: 12, alias: 'Office', address_type: 'billing', is_default: false })])
    expect(book.map((a) => [a.id, a.alias, a.firstName, a.street, a.type, a.isDefault])).toEqual([
      [11, 'Home', 'Giulia', 'Via Roma', 'shipping', true],
      [12, 'Office', 'Giulia', 'Via Roma', 'billing', false],
    ])
    expect(book[0]?.lines).toEqual(['Giulia Romano', 'Via Roma 1', '20121 Milano MI', 'Italy'])
  })
})

describe('addressBody and addressUpdateBody', () => {
  const italy = mapCountries(countriesFixture).list.find((c) => c.iso === 'IT')
  const values = { ...addressFormValues(mapAddresses([addressFixture()])[0] ?? null, {}), city: ' Milano ', postcode: '20121', sdi: 'm5uxcr1' }

  it('sends the typed address with the country’s rules applied', () => {
    expect(addressBody({ values, country: italy })).toEqual({
      alias: 'Home',
      company: '',
      firstname: 'Giulia',
      lastname: 'Romano',
      address1: 'Via Roma',
      house_number: '1',
      address2: '',
      postcode: '20121',
      city: 'Milano',
      state: 'MI',
      id_country: 1,
      phone: '+39 02 1234567',
      vat_number: '',
      tax_code: '',
      pec: '',
      sdi: 'M5UXCR1',
      address_type: 'shipping',
      is_default: true,
    })
  })

  it('names the address an update replaces', () => {
    expect(addressUpdateBody(11, { values: { ...values, is_default: false }, country: italy })).toMatchObject({
      id_address: 11,
      alias: 'Home',
      is_default: false,
    })
  })
})

describe('registrationBody', () => {
  it('names the registration’s fields as register expects them', () => {
    expect(
      registrationBody({
        email: 'giulia@example.com',
        password: 'Secret-Pass1!',
        firstName: 'Giulia',
        lastName: 'Romano',
        gender: 'f',
        birthday: null,
        newsletter: true,
        newsletterSections: ['home'],
        orderNotifications: true,
        commercialConsent: false,
        termsAccepted: true,
      }),
    ).toEqual({
      email: 'giulia@example.com',
      password: 'Secret-Pass1!',
      firstname: 'Giulia',
      lastname: 'Romano',
      gender: 'f',
      birthday: null,
      newsletter: true,
      newsletter_sections: ['home'],
      order_notifications: true,
      commercial_consent: false,
      terms_accepted: true,
    })
  })
})

describe('customerUpdateBody', () => {
  it('renames the changed fields and sends nothing else', () => {
    expect(customerUpdateBody({ firstName: 'Giulia Maria', lastName: 'Romano', email: 'giulia@example.com', gender: null, birthday: null })).toEqual({
      firstname: 'Giulia Maria',
      lastname: 'Romano',
      email: 'giulia@example.com',
      gender: null,
      birthday: null,
    })
    expect(customerUpdateBody({ newsletter: true, newsletterSections: ['motorcycle'], orderNotifications: false, commercialConsent: false })).toEqual({
      newsletter: true,
      newsletter_sections: ['motorcycle'],
      order_notifications: false,
      commercial_consent: false,
    })
  })

  it('sends the current password with a new one, and leaves out fields that are undefined', () => {
    const body = customerUpdateBody({ password: 'Secret-Pass1!', newPassword: 'Newer-Pass2!', email: undefined })
    expect(body).toEqual({ password: 'Secret-Pass1!', new_password: 'Newer-Pass2!' })
    expect(Object.keys(body)).toEqual(['password', 'new_password'])
  })
})
