// /{lang}: a text hero (a fast first paint), the home lists, the recommended clothing and the brands.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink, useParams } from 'react-router'
import {
  ProductRail, RECOMMENDED_LISTING, useGetBrandsQuery, useGetProductsBestsellersQuery, useGetProductsFeaturedQuery, useGetProductsLatestQuery, useGetProductsQuery,
} from '@/features/catalog'
import { useBootstrapQuery } from '@/features/shop'
import { getConfig, type Locale } from '@/shared/config'
import { PageTitle } from '@/shared/ui/PageTitle'
import { useCardActions } from '../cardActions'
import { pageMessages } from '../pageMessages'
import { homeMessages as m } from './homeMessages'

function BrandStrip({ lang }: { lang: Locale }) {
  const intl = useIntl()
  const { data } = useGetBrandsQuery(lang)
  if (!data?.length) return null
  return (
    <Box component="section" aria-labelledby="home-brands" sx={{ my: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography id="home-brands" variant="h2">
          {intl.formatMessage(m.brands)}
        </Typography>
        <Link component={RouterLink} to={`/${lang}/brands`}>
          {intl.formatMessage(m.allBrands)}
        </Link>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 2, overflowX: 'auto', pb: 1 }}>
        {data.map((brand) => (
          <li key={brand.id}>
            <Link component={RouterLink} to={`/${lang}/brands/${brand.path}`} sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, width: 112 }} color="text.primary">
              {brand.logo ? <Box component="img" src={brand.logo.url} alt="" width={96} height={96} loading="lazy" sx={{ borderRadius: 1 }} /> : null}
              <span>{brand.name}</span>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  )
}

export default function HomePage() {
  const intl = useIntl()
  const lang = useParams().lang as Locale
  const actions = useCardActions(lang)
  const featured = useGetProductsFeaturedQuery(lang)
  const bestsellers = useGetProductsBestsellersQuery(lang)
  const latest = useGetProductsLatestQuery(lang)
  const recommended = useGetProductsQuery({ lang, ...RECOMMENDED_LISTING })
  // The strip sits at the end of the page: it waits for the shop's own setting rather than asking for brands a
  // shop without brand pages does not show (the configured theme is only the fallback when bootstrap failed).
  const shop = useBootstrapQuery(lang)
  const brandsEnabled = shop.data?.settings.brandsEnabled ?? (shop.isError && getConfig().theme === 'blue')
  const seeAll = (to: string) => (
    <Link component={RouterLink} to={to}>
      {intl.formatMessage(m.seeAll)}
    </Link>
  )
  return (
    <>
      <PageTitle title={intl.formatMessage(pageMessages.home)} description={intl.formatMessage(m.heroText)} />
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Container maxWidth="xl" sx={{ py: { xs: 6, md: 10 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '3rem' }, maxWidth: 720 }}>
            {intl.formatMessage(m.heroTitle)}
          </Typography>
          <Typography sx={{ mt: 2, maxWidth: 640, fontSize: '1.125rem', opacity: 0.92 }}>{intl.formatMessage(m.heroText)}</Typography>
          <Button component={RouterLink} to={`/${lang}/10-${recommended.data?.category?.slugs[lang] ?? 'clothing'}`} variant="contained" color="secondary" size="large" sx={{ mt: 4 }}>
            {intl.formatMessage(m.heroCta)}
          </Button>
        </Container>
      </Box>
      <Container maxWidth="xl">
        <ProductRail title={intl.formatMessage(m.featured)} lang={lang} products={featured.data} renderActions={actions} priority />
        <ProductRail title={intl.formatMessage(m.bestsellers)} lang={lang} products={bestsellers.data} renderActions={actions} />
        <ProductRail
          title={intl.formatMessage(m.recommended)}
          lang={lang}
          products={recommended.data?.products}
          renderActions={actions}
          action={seeAll(`/${lang}/10-${recommended.data?.category?.slugs[lang] ?? 'clothing'}`)}
        />
        <ProductRail title={intl.formatMessage(m.latest)} lang={lang} products={latest.data} renderActions={actions} />
        {brandsEnabled ? <BrandStrip lang={lang} /> : null}
      </Container>
    </>
  )
}
