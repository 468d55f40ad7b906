import { useIntl } from 'react-intl'
import { PagePlaceholder } from '@/shared/ui/PagePlaceholder'
import { pageMessages } from '../pageMessages'

export default function BrandPage() {
  const intl = useIntl()
  return <PagePlaceholder title={intl.formatMessage(pageMessages.brand)} text={intl.formatMessage(pageMessages.placeholder)} />
}
