// /{lang}: a text hero (a fast first paint), the home lists, the recommended clothing and the brands.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { memo } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import {
  BrandStrip,
  ProductRail,
  RECOMMENDED_LISTING,
  type ProductSummary,
  useGetProductsBestsellersQuery,
  useGetProductsFeaturedQuery,
  useGetProductsLatestQuery,
  useGetProductsQuery,
} from '@/features/catalog'
import { useShopData } from '@/features/shop'
import { getConfig } from '@/shared/config'
import { HydrateSeparately } from '@/shared/ui/HydrateSeparately'
import { PageTitle } from '@/shared/ui/PageTitle'
import { useCardActions } from '../cardActions'
import { pageMessages } from '../pageMessages'
import { homeMessages as m } from './homeMessages'
import { ShopJsonLd } from './ShopJsonLd'
import { useLocale } from '@/shared/i18n/useLocale'

const useFeatured = () => useGetProductsFeaturedQuery(useLocale()).data
const useBestsellers = () => useGetProductsBestsellersQuery(useLocale()).data
const useRecommendedListing = () => useGetProductsQuery({ lang: useLocale(), ...RECOMMENDED_LISTING }).data
const useRecommended = () => useRecommendedListing()?.products
const useLatest = () => useGetProductsLatestQuery(useLocale()).data

/** The home lists (spec §7), each read by its own rail so that one list arriving redraws only its rail. */
const LISTS: Record<'featured' | 'bestsellers' | 'recommended' | 'latest', () => ProductSummary[] | undefined> = {
  featured: useFeatured,
  bestsellers: useBestsellers,
  recommended: useRecommended,
  latest: useLatest,
}

/** The recommended category in the page's language (its slug comes with the list). */
function useRecommendedHref() {
  const lang = useLocale()
  return `/${lang}/${RECOMMENDED_LISTING.idCategory}-${useRecommendedListing()?.category?.slugs[lang] ?? RECOMMENDED_LISTING.categorySlug}`
}

interface HomeRailProps {
  list: keyof typeof LISTS
  title: string
  priority?: boolean
  /** Where "See all" leads, for a rail that has one. */
  seeAllHref?: string
}

const HomeRail = memo(function HomeRail({ list, title, priority = false, seeAllHref }: HomeRailProps) {
  const intl = useIntl()
  const useList = LISTS[list]
  const products = useList()
  const actions = useCardActions()
  const seeAll = seeAllHref ? (
    <Link component={RouterLink} to={seeAllHref}>
      {intl.formatMessage(m.seeAll)}
    </Link>
  ) : undefined
  return <ProductRail title={title} listId={`home_${list}`} products={products} renderActions={actions} action={seeAll} priority={priority} />
})

export default function HomePage() {
  const intl = useIntl()
  const recommendedHref = useRecommendedHref()
  // The strip sits at the end of the page: it waits for the shop's own setting rather than asking for brands a
  // shop without brand pages does not show (the configured theme is only the fallback when bootstrap failed).
  const { brandsEnabled } = useShopData((shop, isError) => ({ brandsEnabled: shop?.settings.brandsEnabled ?? (isError && getConfig().theme === 'blue') }))
  return (
    <>
      <PageTitle title={intl.formatMessage(pageMessages.home)} description={intl.formatMessage(m.heroText)} />
      <ShopJsonLd />
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Container maxWidth="xl" sx={{ py: { xs: 6, md: 10 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 720 }}>
            {intl.formatMessage(m.heroTitle)}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: '1.125rem', opacity: 0.92 }}>{intl.formatMessage(m.heroText)}</Typography>
          <Button component={RouterLink} to={recommendedHref} variant="contained" color="secondary" size="large" sx={{ mt: 4 }}>
            {intl.formatMessage(m.heroCta)}
          </Button>
        </Container>
      </Box>
      <Container maxWidth="xl">
        <HomeRail list="featured" title={intl.formatMessage(m.featured)} priority />
        <HydrateSeparately>
          <HomeRail list="bestsellers" title={intl.formatMessage(m.bestsellers)} />
        </HydrateSeparately>
        <HydrateSeparately>
          <HomeRail list="recommended" title={intl.formatMessage(m.recommended)} seeAllHref={recommendedHref} />
        </HydrateSeparately>
        <HydrateSeparately>
          <HomeRail list="latest" title={intl.formatMessage(m.latest)} />
        </HydrateSeparately>
        {brandsEnabled ? <BrandStrip /> : null}
      </Container>
    </>
  )
}
