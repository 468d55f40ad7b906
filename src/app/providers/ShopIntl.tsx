// The shop's one IntlProvider configuration, for a language whose messages are loaded: in the language of the URL
// inside the router (LanguageOfUrl), in the stored language outside it (AppProviders).
import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import type { Locale } from '@/shared/config'
import { cachedMessages } from '@/shared/i18n/loadMessages'

export function ShopIntl({ locale, children }: { locale: Locale; children: ReactNode }) {
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
