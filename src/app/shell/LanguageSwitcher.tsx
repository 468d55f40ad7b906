// Switches the language and stays on the same page (path, query and hash kept); remembers the choice in a cookie.
// A native <select>: fully keyboard- and screen-reader-operable, and light enough for the initial bundle.
import Box from '@mui/material/Box'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useNavigate } from 'react-router'
import { getConfig, type Locale } from '@/shared/config'
import { rememberLocale } from '@/shared/i18n/detectLocale'
import { selectLocale } from '@/shared/i18n/localeSlice'
import { useAppSelector } from '../hooks'
import { appMessages } from '../messages'
import { withLocale } from '../routing/localePaths'

/** Each language named in itself, so that a shopper finds theirs whatever page language they are on. */
const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'Deutsch', it: 'Italiano', es: 'Español', fr: 'Français' }

export function LanguageSwitcher() {
  const intl = useIntl()
  const id = useId()
  const current = useAppSelector(selectLocale)
  const location = useLocation()
  const navigate = useNavigate()
  const change = (lang: Locale) => {
    rememberLocale(lang)
    void navigate(`${withLocale(lang, location.pathname)}${location.search}${location.hash}`)
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: '0.875rem', color: 'text.secondary' }}>
        {intl.formatMessage(appMessages.language)}
      </Box>
      <Box
        component="select"
        id={id}
        value={current}
        data-testid="language-switcher"
        onChange={(event: React.ChangeEvent<HTMLSelectElement>) => change(event.target.value as Locale)}
        sx={{
          font: 'inherit',
          fontSize: '0.875rem',
          py: 0.75,
          px: 1,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.primary',
          '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        {getConfig().locales.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </Box>
    </Box>
  )
}
