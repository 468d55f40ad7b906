// /{lang}/brands (only when brand pages are on; the route's guard answers 404 otherwise).
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { BrandList, catalogMessages, CrumbTrail, useGetBrandsQuery } from '@/features/catalog'
import { PageTitle } from '@/shared/ui/PageTitle'
import { useLocale } from '@/shared/i18n/useLocale'

export default function BrandsPage() {
  const intl = useIntl()
  const lang = useLocale()
  const { data } = useGetBrandsQuery(lang)
  const title = intl.formatMessage(catalogMessages.brands)
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      <PageTitle title={title} />
      <CrumbTrail crumbs={[{ label: intl.formatMessage(catalogMessages.home), path: '' }]} current={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <BrandList brands={data} />
    </Container>
  )
}
