// react-intl in the language of the URL for everything the router renders (pages, layouts, error pages): the URL is
// the language's one source (useLocale). The route loaders load a language's messages before its URL renders.
// AppProviders' IntlProvider, outside the router, only serves what renders without one (component tests).
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { cachedMessages } from '@/shared/i18n/loadMessages'
import { useLocale } from '@/shared/i18n/useLocale'

export function LanguageOfUrl({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={cachedMessages(locale) ?? {}}
      onError={process.env.NODE_ENV === 'production' ? () => undefined : undefined}
    >
      {children}
    </IntlProvider>
  )
}
