// Texts of an address's fields (spec §3) and its country-aware rules, with the Italian e-invoice. The ids keep the
// account's prefix they were first translated under; messages added since use 'address.'.
import { defineMessages } from 'react-intl'

export const addressFieldMessages = defineMessages({
  alias: { id: 'account.addressForm.alias', defaultMessage: 'Address name (e.g. Home, Office)', description: 'Label of the address alias field' },
  company: { id: 'account.addressForm.company', defaultMessage: 'Company', description: 'Label of the company field (the form adds the optional marker)' },
  street: { id: 'account.addressForm.street', defaultMessage: 'Street', description: 'Label of the street field (address line 1)' },
  houseNumber: { id: 'account.addressForm.houseNumber', defaultMessage: 'House or apartment number', description: 'Label of the house number field' },
  address2: {
    id: 'account.addressForm.address2',
    defaultMessage: 'Address line 2',
    description: 'Label of the second address line (the form adds the optional marker)',
  },
  addAddress2: {
    id: 'address.fields.addAddress2',
    defaultMessage: 'Add building, floor, etc.',
    description: 'Small text button that reveals the second address line (building, staircase, floor, c/o) and moves focus into it',
  },
  optional: {
    id: 'address.fields.optional',
    defaultMessage: '{label} (optional)',
    description: 'Label of a field that may be left empty; {label} is the field name, e.g. "Company (optional)"',
  },
  postcode: { id: 'account.addressForm.postcode', defaultMessage: 'Zip code', description: 'Label of the postcode field' },
  zipExample: { id: 'account.addressForm.zipExample', defaultMessage: 'For example {example}', description: 'Hint under the postcode field' },
  city: { id: 'account.addressForm.city', defaultMessage: 'City', description: 'Label of the city field' },
  state: { id: 'account.addressForm.state', defaultMessage: 'State or province', description: 'Label of the state select' },
  country: { id: 'account.addressForm.country', defaultMessage: 'Country', description: 'Label of the country select' },
  phone: { id: 'account.addressForm.phone', defaultMessage: 'Phone number', description: 'Label of the phone field' },
  vatNumber: { id: 'account.addressForm.vatNumber', defaultMessage: 'VAT number', description: 'Label of the VAT number field' },
  taxCode: { id: 'account.addressForm.taxCode', defaultMessage: 'Tax code (codice fiscale)', description: 'Label of the Italian tax code field' },
  pec: { id: 'account.addressForm.pec', defaultMessage: 'PEC address', description: 'Label of the Italian certified e-mail (PEC) field' },
  sdi: { id: 'account.addressForm.sdi', defaultMessage: 'SDI code', description: 'Label of the Italian e-invoicing recipient code field' },
  type: { id: 'account.addressForm.type', defaultMessage: 'Use this address for', description: 'Label of the address type select' },
  typeShipping: { id: 'account.addressForm.typeShipping', defaultMessage: 'Shipping', description: 'Address type option' },
  typeBilling: { id: 'account.addressForm.typeBilling', defaultMessage: 'Billing', description: 'Address type option' },
  isDefault: { id: 'account.addressForm.isDefault', defaultMessage: 'Use as my default address', description: 'Default address checkbox' },
  chooseCountry: { id: 'account.addressForm.chooseCountry', defaultMessage: 'Choose a country', description: 'Empty option of the country select' },
  chooseState: { id: 'account.addressForm.chooseState', defaultMessage: 'Choose a state or province', description: 'Empty option of the state select' },
  invoiceTitle: { id: 'account.addressForm.invoiceTitle', defaultMessage: 'Italian e-invoice', description: 'Heading of the Italian invoice fields' },
  invoiceHint: {
    id: 'account.addressForm.invoiceHint',
    defaultMessage: 'An invoice for a business billing address in Italy needs the VAT number, the tax code and a PEC address or an SDI code.',
    description: 'Explanation of the Italian invoice fields',
  },
  vatHelp: {
    id: 'account.addressForm.vatHelp',
    defaultMessage: 'Must be a valid EU VAT number for intra-community use, otherwise no invoice is issued.',
    description: 'Hint under the VAT number field',
  },
})

export const addressRuleMessages = defineMessages({
  zipFormat: { id: 'account.addressRules.zipFormat', defaultMessage: 'Zip code must look like {example}.', description: 'Postcode does not fit the country' },
  stateRequired: {
    id: 'account.addressRules.stateRequired',
    defaultMessage: 'Please choose a state or province.',
    description: 'State missing where the country has states',
  },
  countryRequired: { id: 'account.addressRules.countryRequired', defaultMessage: 'Please choose a country.', description: 'No country chosen' },
  phone: { id: 'account.addressRules.phone', defaultMessage: 'Please enter a valid phone number.', description: 'Malformed phone number' },
  vatFormat: {
    id: 'account.addressRules.vatFormat',
    defaultMessage: 'This is not a valid EU VAT number (for example {example}).',
    description: 'VAT number with the wrong format for its country',
  },
  vatChecksum: {
    id: 'account.addressRules.vatChecksum',
    defaultMessage: 'This VAT number does not exist. Please check it for typos.',
    description: 'VAT number whose check digit is wrong',
  },
  vatCountry: {
    id: 'account.addressRules.vatCountry',
    defaultMessage: 'The VAT number must belong to the country of the address.',
    description: 'VAT number of another country',
  },
  vatNotRegistered: {
    id: 'account.addressRules.vatNotRegistered',
    defaultMessage: 'This VAT number is not registered for intra-community trade (VIES).',
    description: 'The EU VIES service does not know the number',
  },
  taxCode: { id: 'account.addressRules.taxCode', defaultMessage: 'Please enter a valid tax code.', description: 'Malformed Italian tax code' },
  sdi: { id: 'account.addressRules.sdi', defaultMessage: 'The SDI code has 7 letters or digits.', description: 'Malformed SDI code' },
  invoiceVat: {
    id: 'account.addressRules.invoiceVat',
    defaultMessage: 'An Italian invoice needs a VAT number.',
    description: 'Italian business billing address without VAT number',
  },
  invoiceTaxCode: {
    id: 'account.addressRules.invoiceTaxCode',
    defaultMessage: 'An Italian invoice needs a tax code.',
    description: 'Italian business billing address without tax code',
  },
  invoicePecOrSdi: {
    id: 'account.addressRules.invoicePecOrSdi',
    defaultMessage: 'An Italian invoice needs a PEC address or an SDI code.',
    description: 'Italian business billing address without PEC and SDI',
  },
})
