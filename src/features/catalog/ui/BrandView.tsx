// A brand: its logo and story, and its products with the listing's sort, filters and show more.
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { skipToken } from '@reduxjs/toolkit/query/react'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useCachedNotFound } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { PageTitle } from '@/shared/ui/PageTitle'
import { SafeHtml } from '@/shared/ui/SafeHtml'
import { catalogApi, useGetBrandQuery, type ListingArgs } from '../api/catalogApi'
import { catalogMessages as m } from '../messages'
import type { ListingPage, ProductSummary } from '../model/types'
import { alternatesOfPath, PageLinks } from '@/shared/seo/PageLinks'
import { canonicalListingQuery } from '../model/listingParams'
import { CrumbTrail } from './CrumbTrail'
import { ProductListing } from './ProductListing'
import type { PageQuery } from './ResultsPage'
import { useListingState } from './useListingState'

type BrandArgs = ListingArgs & { id: number }

/** The brand query seen as a page of products, so the shared listing can render it. */
function useBrandPage(args: BrandArgs): PageQuery & { data?: ListingPage } {
  const { data, isFetching, isError } = useGetBrandQuery(args)
  return { data: data?.listing, isFetching, isError }
}

export function BrandView({ id, notFound, renderActions }: { id: number; notFound: ReactNode; renderActions?: (p: ProductSummary) => ReactNode }) {
  const intl = useIntl()
  const lang = useLocale()
  const [state] = useListingState()
  const args = (page: number): BrandArgs => ({ lang, id, page, filters: state.filters, order: state.order })
  const knownGone = useCachedNotFound(catalogApi.endpoints.getBrand, args(1))
  const query = useGetBrandQuery(knownGone ? skipToken : args(1))
  if (knownGone || (query.error && 'status' in query.error && query.error.status === 404)) return <>{notFound}</>
  const brand = query.data?.brand
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      {brand ? <PageTitle title={brand.name} /> : null}
      {brand ? <PageLinks alternates={alternatesOfPath(`/brands/${brand.path}`, canonicalListingQuery(state))} /> : null}
      <CrumbTrail
        crumbs={[
          { label: intl.formatMessage(m.home), path: '' },
          { label: intl.formatMessage(m.brands), path: 'brands' },
        ]}
        current={brand?.name ?? ''}
      />
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', mb: 3 }}>
        {brand?.logo ? <Box component="img" src={brand.logo.url} alt="" width={96} height={96} sx={{ borderRadius: 1 }} /> : null}
        <Box>
          <Typography variant="h1">{brand?.name ?? <Skeleton width={200} />}</Typography>
          {brand?.descriptionHtml ? <SafeHtml html={brand.descriptionHtml} sx={{ color: 'text.secondary', maxWidth: 820 }} /> : null}
        </Box>
      </Box>
      <ProductListing
        source={{ useListing: useBrandPage, argsFor: args }}
        first={{ data: query.data?.listing, isFetching: query.isFetching, isError: query.isError, refetch: query.refetch }}
        label={brand?.name ?? ''}
        listId={`brand_${id}`}
        renderActions={renderActions}
      />
    </Container>
  )
}
