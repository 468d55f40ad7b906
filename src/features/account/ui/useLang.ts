// The page's language (the URL's, which react-intl renders in).
import { useIntl } from 'react-intl'
import type { Locale } from '@/shared/config'

export const useLang = (): Locale => useIntl().locale as Locale
