import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function AddressesPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.addresses)} text={intl.formatMessage(pageMessages.placeholder)} />
}
