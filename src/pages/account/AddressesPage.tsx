// /{lang}/my-account/addresses (signed-in customers): the address book. New addresses start with the customer's
// name and the country the shop detected for them.
import { useIntl } from 'react-intl'
import { AccountFrame, AddressBook } from '@/features/account'
import { useBootstrapQuery } from '@/features/shop'
import { pageMessages } from '../pageMessages'
import { useLocale } from '@/shared/i18n/useLocale'

export default function AddressesPage() {
  const intl = useIntl()
  const lang = useLocale()
  const bootstrap = useBootstrapQuery(lang).data
  const defaults = { firstName: bootstrap?.customer?.firstName, lastName: bootstrap?.customer?.lastName, countryIso: bootstrap?.detectedCountry }
  return (
    <AccountFrame title={intl.formatMessage(pageMessages.addresses)}>
      <AddressBook defaults={defaults} />
    </AccountFrame>
  )
}
