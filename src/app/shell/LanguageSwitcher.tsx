// Switches the language and stays on the same page (path, query and hash kept); remembers the choice in a cookie.
import { memo } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { getConfig, type Locale } from '@/shared/config'
import { isLocale, rememberLocale } from '@/shared/i18n/detectLocale'
import { LabelledSelect } from '@/shared/ui/LabelledSelect'
import { appMessages } from '../messages'
import { withLocale } from '../routing/localePaths'
import { LANGUAGE_NAMES } from '@contract/locales'
import { useLocale } from '@/shared/i18n/useLocale'

/** `compact`: the label is for screen readers only (the header has little room; the names speak for themselves). */
export const LanguageSwitcher = memo(function LanguageSwitcher({ compact = false }: { compact?: boolean }) {
  const intl = useIntl()
  const current = useLocale()
  const location = useLocation()
  const navigate = useNavigate()
  const change = (lang: Locale) => {
    rememberLocale(lang)
    void navigate(`${withLocale(lang, location.pathname)}${location.search}${location.hash}`)
  }
  return (
    <LabelledSelect
      label={intl.formatMessage(appMessages.language)}
      value={current}
      onChange={(lang) => isLocale(lang) && change(lang)}
      testId="language-switcher"
      hideLabel={compact}
    >
      {getConfig().locales.map((lang) => (
        <option key={lang} value={lang} lang={lang}>
          {LANGUAGE_NAMES[lang]}
        </option>
      ))}
    </LabelledSelect>
  )
})
