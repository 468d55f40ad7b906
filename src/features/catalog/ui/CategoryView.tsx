// A category: breadcrumbs, title and description, subcategories, and its product listing.
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { useCachedNotFound } from '@/shared/api'
import { PageTitle } from '@/shared/ui/PageTitle'
import { SafeHtml } from '@/shared/ui/SafeHtml'
import { skipToken } from '@reduxjs/toolkit/query/react'
import { catalogApi, useGetProductsQuery } from '../api/catalogApi'
import { categoryArgs } from '../api/pageData'
import { catalogMessages as m } from '../messages'
import type { ProductSummary } from '../model/types'
import { categoryUrl } from '@contract/pageUrls'
import { alternatesFromSlugs, PageLinks } from '@/shared/seo/PageLinks'
import { canonicalListingQuery } from '../model/listingParams'
import { CrumbTrail } from './CrumbTrail'
import { ProductListing } from './ProductListing'
import { useListingState } from './useListingState'

interface CategoryViewProps {
  idCategory: number
  categorySlug: string
  renderActions?: (product: ProductSummary) => ReactNode
  /** Rendered instead when the back end does not know the category. */
  notFound: ReactNode
}

export function CategoryView({ idCategory, categorySlug, renderActions, notFound }: CategoryViewProps) {
  const intl = useIntl()
  const lang = useLocale()
  const [state] = useListingState()
  const args = (page: number) => categoryArgs(lang, { idCategory, categorySlug }, state, page)
  const knownGone = useCachedNotFound(catalogApi.endpoints.getProducts, args(1))
  const first = useGetProductsQuery(knownGone ? skipToken : args(1))
  if (knownGone || (first.error && 'status' in first.error && first.error.status === 404)) return <>{notFound}</>
  // Until the category arrives nothing is drawn in the viewport, so its description cannot push a skeleton down.
  if (!first.data && !first.isError) return <Box aria-busy sx={{ minHeight: '100vh' }} />
  const category = first.data?.category
  return (
    <Container maxWidth="xl" sx={{ py: 3 }}>
      {category ? <PageTitle title={category.name} description={category.metaDescription || undefined} /> : null}
      {category ? (
        <PageLinks alternates={alternatesFromSlugs(category.slugs, (l, slug) => categoryUrl(l, idCategory, slug), canonicalListingQuery(state))} />
      ) : null}
      <CrumbTrail crumbs={first.data?.breadcrumb ?? []} />
      <Typography variant="h1" gutterBottom>
        {category?.name ?? <Skeleton width={240} />}
      </Typography>
      {category?.descriptionHtml ? <SafeHtml html={category.descriptionHtml} sx={{ color: 'text.secondary', maxWidth: 820, mb: 2 }} /> : null}
      {first.data?.subcategories.length ? (
        <Box component="nav" aria-label={intl.formatMessage(m.subcategories)} sx={{ mb: 3 }}>
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            {first.data.subcategories.map((c) => (
              <Chip
                key={c.id}
                component={RouterLink}
                to={`/${lang}/${c.path}`}
                clickable
                label={c.count ? `${c.name} (${c.count})` : c.name}
                variant="outlined"
              />
            ))}
          </Stack>
        </Box>
      ) : null}
      <ProductListing
        source={{ useListing: useGetProductsQuery, argsFor: args }}
        first={first}
        label={category?.name ?? ''}
        listId={`category_${idCategory}`}
        breadcrumb={first.data?.breadcrumb}
        renderActions={renderActions}
      />
    </Container>
  )
}
