// The footer's content, below the withdrawal control the layout's <footer> starts with (app/layouts): the shop's
// promises (spec §1), the newsletter sign-up and links to the content pages.
import AutorenewIcon from '@mui/icons-material/Autorenew'
import CreditCardIcon from '@mui/icons-material/CreditCard'
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined'
import SupportAgentIcon from '@mui/icons-material/SupportAgent'
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Grid from '@mui/material/Grid'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { ConsentSettingsLink } from '@/features/consent'
import { NewsletterSignup } from '@/features/newsletter'
import { useShopData } from '@/features/shop'
import { getConfig } from '@/shared/config'
import { FREE_SHIPPING, INSTALMENTS, RETURN_DAYS } from '@contract/shopRules'
import { formatMoney } from '@/shared/i18n/money'
import { useLocale } from '@/shared/i18n/useLocale'
import { appMessages as m } from '../messages'
import { ShippingCountryPicker } from './ShippingCountryPicker'

/** When the shop's own list is not here (bootstrap failed): content pages resolve by their English slug in every language. */
const FALLBACK_CONTENT_LINKS = [
  ['about-us', m.footerAbout],
  ['shipping', m.footerShipping],
  ['returns', m.footerReturns],
  ['contact', m.footerContact],
  ['terms', m.footerTerms],
  ['privacy', m.footerPrivacy],
  // Required on every page (imprint; accessibility statement under the European Accessibility Act).
  ['legal-notice', m.footerLegalNotice],
  ['accessibility-statement', m.footerAccessibility],
] as const

function ShopPromise({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="body2">{text}</Typography>
    </Stack>
  )
}

export default function Footer() {
  const intl = useIntl()
  const lang = useLocale()
  const { settings, contentPages } = useShopData((shop) => ({ settings: shop?.settings, contentPages: shop?.contentPages }))
  const free = settings?.freeShipping ?? FREE_SHIPPING
  const instalments = settings?.instalments ?? INSTALMENTS
  const money = (n: number) => formatMoney(n, lang)
  // The back end's content pages, in its order, with the page's language's titles and slugs (no redirect per click).
  const contentLinks = contentPages?.length
    ? contentPages.map((page) => ({ slug: page.slug, label: page.title }))
    : FALLBACK_CONTENT_LINKS.map(([slug, label]) => ({ slug, label: intl.formatMessage(label) }))
  return (
    <Container sx={{ py: 4 }}>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {[
          <ShopPromise key="ship" icon={<LocalShippingOutlinedIcon />} text={intl.formatMessage(m.freeShipping, { amount: money(free.from) })} />,
          <ShopPromise key="ret" icon={<AutorenewIcon />} text={intl.formatMessage(m.easyReturns, { days: settings?.returnDays ?? RETURN_DAYS })} />,
          <ShopPromise
            key="pay"
            icon={<CreditCardIcon />}
            text={intl.formatMessage(m.instalments, { min: money(instalments.min), max: money(instalments.max) })}
          />,
          <ShopPromise key="sup" icon={<SupportAgentIcon />} text={intl.formatMessage(m.support)} />,
        ].map((item) => (
          <Grid key={item.key} size={{ xs: 12, sm: 6, md: 3 }} component="li">
            {item}
          </Grid>
        ))}
      </Grid>
      <Box sx={{ mt: 4 }}>
        <NewsletterSignup />
      </Box>
      <Box sx={{ mt: 4 }}>
        <ShippingCountryPicker />
      </Box>
      <Stack component="nav" aria-label={intl.formatMessage(m.footerHelp)} direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', mt: 4 }}>
        {contentLinks.map(({ slug, label }) => (
          <Link key={slug} component={RouterLink} to={`/${lang}/${slug}`} color="textPrimary">
            {label}
          </Link>
        ))}
        <ConsentSettingsLink />
      </Stack>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
        {intl.formatMessage(m.footerPrices)}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        {intl.formatMessage(m.copyright, { year: new Date().getFullYear(), shop: getConfig().shopName })}
      </Typography>
    </Container>
  )
}
