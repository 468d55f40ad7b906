// Compiled (pre-parsed) messages per locale, fetched on demand so that each visitor downloads one language only.
import type { MessageFormatElement } from 'react-intl'
import type { Locale } from '@/shared/config'

export type CompiledMessages = Record<string, MessageFormatElement[]>

const loaders: Record<Locale, () => Promise<{ default: CompiledMessages }>> = {
  en: () => import(/* webpackChunkName: "i18n-en" */ '../../../translations/compiled/en.json'),
  de: () => import(/* webpackChunkName: "i18n-de" */ '../../../translations/compiled/de.json'),
  it: () => import(/* webpackChunkName: "i18n-it" */ '../../../translations/compiled/it.json'),
  es: () => import(/* webpackChunkName: "i18n-es" */ '../../../translations/compiled/es.json'),
  fr: () => import(/* webpackChunkName: "i18n-fr" */ '../../../translations/compiled/fr.json'),
}

const cache = new Map<Locale, CompiledMessages>()

export async function loadMessages(locale: Locale): Promise<CompiledMessages> {
  const cached = cache.get(locale)
  if (cached) return cached
  const messages = (await loaders[locale]()).default
  cache.set(locale, messages)
  return messages
}

export function cachedMessages(locale: Locale): CompiledMessages | undefined {
  return cache.get(locale)
}
