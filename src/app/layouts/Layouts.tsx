// The four page frames of spec §2. Each has a skip link, exactly one <main> and a footer with the withdrawal
// function's control (Art. 11a Consumer Rights Directive: reachable from every page, the checkout's too).
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { lazy, Suspense, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { getConfig } from '@/shared/config'
import { useLocale } from '@/shared/i18n/useLocale'
import { useNearViewport } from '@/shared/lib/useNearViewport'
import { WithdrawalLink } from '@/shared/ui/WithdrawalLink'
import { appMessages } from '../messages'
import { Header } from '../shell/Header'
import { LanguageSwitcher } from '../shell/LanguageSwitcher'
import type { LayoutName } from '../routing/handle'

// Below the fold on every page: its code (with the newsletter form's) is fetched and drawn only when the shopper
// comes near it, so it never competes with the page's own pictures and data on arrival.
const Footer = lazy(() => import(/* webpackChunkName: "footer" */ '../shell/Footer'))
const FOOTER_AHEAD = '400px 0px'

/**
 * The default layout's footer: the withdrawal control first, in every page's HTML and never replaced (a keyboard
 * user who tabbed to it keeps the focus when the rest arrives), then the shop's footer once the shopper comes near.
 */
function FooterWhenNear() {
  const [ref, near] = useNearViewport<HTMLElement>(FOOTER_AHEAD)
  const space = <Box sx={{ minHeight: 240 }} />
  return (
    <Box ref={ref} component="footer" sx={{ mt: 8, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Container sx={{ pt: 4 }}>
        <WithdrawalLink />
      </Container>
      {near ? (
        <Suspense fallback={space}>
          <Footer />
        </Suspense>
      ) : (
        space
      )}
    </Box>
  )
}

interface LayoutProps {
  children: ReactNode
}

function SkipLink() {
  const intl = useIntl()
  return (
    <Box
      component="a"
      href="#main"
      sx={{ position: 'absolute', left: 8, top: -48, zIndex: 2000, bgcolor: 'background.paper', color: 'primary.main', p: 1, '&:focus': { top: 8 } }}
    >
      {intl.formatMessage(appMessages.skipToContent)}
    </Box>
  )
}

function Main({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
      {children}
    </Box>
  )
}

function Logo() {
  const intl = useIntl()
  const lang = useLocale()
  const shop = getConfig().shopName
  return (
    <Typography
      component={RouterLink}
      to={`/${lang}`}
      aria-label={intl.formatMessage(appMessages.home, { shop })}
      variant="h5"
      sx={{ fontWeight: 800, letterSpacing: '0.08em', textTransform: 'uppercase', color: 'primary.main', textDecoration: 'none' }}
    >
      {shop}
    </Typography>
  )
}

/** The footer of the frames without the shop's footer: the withdrawal control alone. */
function LegalFooter({ bar = false }: { bar?: boolean }) {
  return (
    <Box component="footer" sx={bar ? { mt: 4, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' } : { mt: 3 }}>
      <Container maxWidth="lg" sx={{ py: 2, textAlign: bar ? 'left' : 'center' }}>
        <WithdrawalLink />
      </Container>
    </Box>
  )
}

function DefaultLayout({ children }: LayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      <Main>{children}</Main>
      <FooterWhenNear />
    </Box>
  )
}

/**
 * The checkout's frame: the shop's logo (the way back home) and nothing else to leave by — but the language, which
 * the shopper may change at any step: the switcher keeps the path and query (the step), and the bag and the
 * checkout's address live on the server and in the store, so they stay.
 */
function BlankLayout({ children }: LayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Box component="header" sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
        <Container maxWidth="lg" sx={{ py: 1, display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
          <Logo />
          <LanguageSwitcher compact />
        </Container>
      </Box>
      <Main>{children}</Main>
      <LegalFooter bar />
    </Box>
  )
}

function AuthLayout({ children }: LayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', py: 4 }}>
      <SkipLink />
      <Box component="header" sx={{ mb: 3 }}>
        <Logo />
      </Box>
      <Container maxWidth="sm" sx={{ flex: 1 }}>
        <Box sx={{ p: { xs: 1, sm: 3 }, bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Main>{children}</Main>
        </Box>
      </Container>
      <LegalFooter />
    </Box>
  )
}

function MaintenanceLayout({ children }: LayoutProps) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', py: 4 }}>
      <Box component="header">
        <Logo />
      </Box>
      <Main>{children}</Main>
      <LegalFooter />
    </Box>
  )
}

const LAYOUTS: Record<LayoutName, (props: LayoutProps) => ReactNode> = {
  default: DefaultLayout,
  blank: BlankLayout,
  auth: AuthLayout,
  maintenance: MaintenanceLayout,
}

export function LayoutFrame({ name, children }: LayoutProps & { name: LayoutName }) {
  const Layout = LAYOUTS[name]
  return <Layout>{children}</Layout>
}
