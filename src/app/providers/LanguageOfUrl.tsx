// react-intl in the language of the URL for everything the router renders (pages, layouts, error pages): the URL is
// the language's one source (useLocale). The route loaders load a language's messages before its URL renders.
// AppProviders' IntlProvider, outside the router, only serves what renders without one (component tests).
import type { ReactNode } from 'react'
import { LocaleOfUrl, useLocale } from '@/shared/i18n/useLocale'
import { ShopIntl } from './ShopIntl'

function IntlOfPage({ children }: { children: ReactNode }) {
  return <ShopIntl locale={useLocale()}>{children}</ShopIntl>
}

export function LanguageOfUrl({ children }: { children: ReactNode }) {
  return (
    <LocaleOfUrl>
      <IntlOfPage>{children}</IntlOfPage>
    </LocaleOfUrl>
  )
}
