import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ShopForm } from '@/shared/forms'
import { renderWithProviders } from '@/test/renderWithProviders'
import { mapCountries } from '../map'
import { countriesFixture } from '../mocks/fixtures'
import { addressFormValues } from '../model/addressFormValues'
import type { AddressFormValues, AddressType } from '../model/types'
import { AddressFields, type AddressFieldsProps } from './AddressFields'

const countries = mapCountries(countriesFixture)
const ITALY = 1
const GERMANY = 2

function renderFields(props: Omit<AddressFieldsProps, 'countries'>, values: Partial<AddressFormValues> = {}, type: AddressType = props.section ?? 'shipping') {
  const initialValues = { ...addressFormValues(null, { firstName: 'Giulia', lastName: 'Romano', countryId: ITALY, type }), ...values }
  return renderWithProviders(
    <ShopForm<AddressFormValues> label="Address" onSubmit={jest.fn()} initialValues={initialValues}>
      <AddressFields countries={countries} {...props} />
    </ShopForm>,
  )
}

const textbox = (name: string) => screen.getByRole('textbox', { name })
const select = (name: string) => screen.getByRole('combobox', { name })

describe('AddressFields', () => {
  it.each<AddressType>(['shipping', 'billing'])('tells the browser which %s address each field is for', async (section) => {
    const user = userEvent.setup()
    await renderFields({ section, variant: 'checkout' })
    await user.click(screen.getByRole('button', { name: 'Add building, floor, etc.' }))
    const tokens = {
      'First name': 'given-name',
      'Last name': 'family-name',
      'Company (optional)': 'organization',
      Street: 'address-line1',
      'Address line 2 (optional)': 'address-line2',
      'Zip code': 'postal-code',
      City: 'address-level2',
      'Phone number (optional)': 'tel',
    }
    for (const [label, token] of Object.entries(tokens)) expect(textbox(label)).toHaveAttribute('autocomplete', `${section} ${token}`)
    expect(select('Country')).toHaveAttribute('autocomplete', `${section} country`)
    expect(select('State or province')).toHaveAttribute('autocomplete', `${section} address-level1`)
    expect(textbox('Phone number (optional)')).toHaveAttribute('inputmode', 'tel')
    expect(textbox('Phone number (optional)')).toHaveAttribute('type', 'tel')
  })

  it('keeps the plain autofill tokens for an address on its own', async () => {
    await renderFields({ variant: 'book' })
    expect(textbox('First name')).toHaveAttribute('autocomplete', 'given-name')
    expect(select('Country')).toHaveAttribute('autocomplete', 'country')
  })

  it('keeps address line 2 behind a button that reveals it and puts the cursor in it', async () => {
    const user = userEvent.setup()
    await renderFields({ variant: 'book' })
    expect(screen.queryByRole('textbox', { name: 'Address line 2 (optional)' })).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Add building, floor, etc.' }))
    expect(textbox('Address line 2 (optional)')).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Add building, floor, etc.' })).not.toBeInTheDocument()
    await user.keyboard('Scala B')
    await user.clear(textbox('Address line 2 (optional)'))
    expect(textbox('Address line 2 (optional)')).toBeInTheDocument()
  })

  it('shows address line 2 directly when the address has one', async () => {
    await renderFields({ variant: 'book' }, { address2: 'Scala B, piano 3' })
    expect(textbox('Address line 2 (optional)')).toHaveValue('Scala B, piano 3')
    expect(textbox('Address line 2 (optional)')).not.toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Add building, floor, etc.' })).not.toBeInTheDocument()
  })

  it('marks required fields as required and says which may be left empty', async () => {
    await renderFields({ variant: 'book' })
    for (const name of ['First name', 'Last name', 'Street', 'Zip code', 'City']) expect(textbox(name)).toBeRequired()
    for (const name of ['Country', 'State or province']) expect(select(name)).toBeRequired()
    for (const name of [
      'Address name (e.g. Home, Office) (optional)',
      'Company (optional)',
      'House or apartment number (optional)',
      'Phone number (optional)',
    ]) {
      expect(textbox(name)).not.toBeRequired()
    }
  })

  it('leaves the address’s name, type and default flag to the checkout', async () => {
    await renderFields({ section: 'shipping', variant: 'checkout' })
    expect(textbox('Street')).toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /Address name/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('combobox', { name: 'Use this address for' })).not.toBeInTheDocument()
    expect(screen.queryByRole('checkbox', { name: 'Use as my default address' })).not.toBeInTheDocument()
  })

  it('shows them in the address book', async () => {
    await renderFields({ variant: 'book' })
    expect(textbox('Address name (e.g. Home, Office) (optional)')).toBeInTheDocument()
    expect(select('Use this address for')).toHaveValue('shipping')
    expect(screen.getByRole('checkbox', { name: 'Use as my default address' })).not.toBeChecked()
  })

  it('asks a business billing address in Italy for the e-invoice fields at checkout', async () => {
    const user = userEvent.setup()
    await renderFields({ section: 'billing', variant: 'checkout' })
    const invoice = screen.getByRole('group', { name: 'Italian e-invoice' })
    expect(within(invoice).getByRole('textbox', { name: 'VAT number (optional)' })).toHaveAccessibleDescription(
      'Must be a valid EU VAT number for intra-community use, otherwise no invoice is issued.',
    )
    await user.type(textbox('Company (optional)'), 'Romano Srl')
    // A company's invoice needs VAT number, tax code and a PEC address or an SDI code.
    expect(within(invoice).getByRole('textbox', { name: 'VAT number' })).toBeRequired()
    expect(within(invoice).getByRole('textbox', { name: 'Tax code (codice fiscale)' })).toBeRequired()
    expect(within(invoice).getByRole('textbox', { name: 'PEC address' })).toBeRequired()
    await user.type(within(invoice).getByRole('textbox', { name: 'SDI code' }), 'M5UXCR1')
    expect(within(invoice).getByRole('textbox', { name: 'PEC address (optional)' })).not.toBeRequired()
  })

  it('shows only the VAT number for a billing address elsewhere in the EU', async () => {
    await renderFields({ section: 'billing', variant: 'checkout' }, { id_country: String(GERMANY) })
    expect(textbox('VAT number (optional)')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Italian e-invoice' })).not.toBeInTheDocument()
  })

  it('asks no tax fields of a shipping address at checkout', async () => {
    await renderFields({ section: 'shipping', variant: 'checkout' })
    expect(textbox('Street')).toBeInTheDocument()
    expect(screen.queryByRole('group', { name: 'Italian e-invoice' })).not.toBeInTheDocument()
    expect(screen.queryByRole('textbox', { name: /VAT number/ })).not.toBeInTheDocument()
  })
})
