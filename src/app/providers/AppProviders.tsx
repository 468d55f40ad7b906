// Redux, react-intl (messages of the current language, already loaded) and the MUI theme of the shop's setting.
import CssBaseline from '@mui/material/CssBaseline'
import { ThemeProvider } from '@mui/material/styles'
import { useMemo, type ReactNode } from 'react'
import { Provider } from 'react-redux'
import { shopApi } from '@/features/shop'
import { ALL_CAPABILITIES, CapabilitiesContext } from '@/shared/capabilities'
import { getConfig } from '@/shared/config'
import { selectLocale } from '@/shared/i18n/localeSlice'
import { useAppSelector } from '@/shared/store'
import type { AppStore } from '../store'
import { ShopIntl } from './ShopIntl'
import { makeTheme } from './theme'

function IntlFrame({ children }: { children: ReactNode }) {
  return <ShopIntl locale={useAppSelector(selectLocale)}>{children}</ShopIntl>
}

function ThemeFrame({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale)
  const setting = useAppSelector((state) => shopApi.endpoints.bootstrap.select(locale)(state).data?.settings.blueTheme)
  const blue = setting ?? getConfig().theme === 'blue'
  const theme = useMemo(() => makeTheme(blue ? 'blue' : 'default'), [blue])
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  )
}

/** What the back end offers, for the features that hide what it does not (@/shared/capabilities). */
function CapabilitiesFrame({ children }: { children: ReactNode }) {
  const locale = useAppSelector(selectLocale)
  const declared = useAppSelector((state) => shopApi.endpoints.bootstrap.select(locale)(state).data?.settings.capabilities)
  return <CapabilitiesContext.Provider value={declared ?? ALL_CAPABILITIES}>{children}</CapabilitiesContext.Provider>
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <IntlFrame>
        <ThemeFrame>
          <CapabilitiesFrame>{children}</CapabilitiesFrame>
        </ThemeFrame>
      </IntlFrame>
    </Provider>
  )
}
