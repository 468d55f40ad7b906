// Texts of the shipping country: the picker and the geo notice.
import { defineMessages } from 'react-intl'

export const countryMessages = defineMessages({
  pickerLabel: { id: 'country.picker.label', defaultMessage: 'Ship to', description: 'Label of the shipping country picker' },
  noticeTitle: {
    id: 'country.notice.title',
    defaultMessage: 'Your location: {country}',
    description: 'Geo notice heading: the visitor’s detected country (a form without articles or prepositions suits every country name)',
  },
  noticeText: {
    id: 'country.notice.text',
    defaultMessage: 'Your shipping country is {current}. Switch to {country} to see prices and delivery there.',
    description: 'Geo notice: what switching changes',
  },
  noticeTextLanguage: {
    id: 'country.notice.textLanguage',
    defaultMessage: 'Your shipping country is {current}. Switch to {country} to see prices and delivery there, and the shop in {language}.',
    description: 'Geo notice when the shop also speaks the visitor’s language',
  },
  switch: { id: 'country.notice.switch', defaultMessage: 'Switch to {country}', description: 'Geo notice: ship to the detected country' },
  stay: { id: 'country.notice.stay', defaultMessage: 'Stay with {current}', description: 'Geo notice: keep the current shipping country' },
})
