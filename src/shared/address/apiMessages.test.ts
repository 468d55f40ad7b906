import { createIntl } from 'react-intl'
import de from '../../../translations/compiled/de.json'
import { addressApiMessage } from './apiMessages'

const english = createIntl({ locale: 'en', messages: {}, onError: () => undefined })
const german = createIntl({ locale: 'de', messages: de as never })

describe('the back end’s answers about an address', () => {
  it('are translated, with the example postcode the back end names', () => {
    expect(addressApiMessage(english, 'Invalid postcode - should look like "00184"')).toBe('Zip code must look like 00184.')
    expect(addressApiMessage(english, 'An Italian invoice needs a tax code.')).toBe('An Italian invoice needs a tax code.')
    expect(addressApiMessage(german, 'Please choose a country.')).not.toBe('Please choose a country.')
  })

  it('leave any other message to the caller', () => expect(addressApiMessage(english, 'Address not found')).toBeUndefined())
})
