// Where the shop's terms of sale and privacy policy are, in the page's language: features link to them (the order
// button's and the registration's consent, the cookie banner) without knowing the shop's pages. The app provides
// the back end's answer (bootstrap `cms_pages[].role`); until it has one — or for a back end that names no such
// page — the English slug stands in, which the back end's redirect check moves to the language's own page.
import { createContext, useContext } from 'react'
import { useLocale } from '@/shared/i18n/useLocale'

export type ContentPageRole = 'terms' | 'privacy'

/** The slug of each role's page in the page's language. */
export type ContentPageSlugs = Partial<Record<ContentPageRole, string>>

const ContentPageSlugsContext = createContext<ContentPageSlugs>({})

export const ContentPageLinksProvider = ContentPageSlugsContext.Provider

export function useContentPageHref(role: ContentPageRole, englishSlug: string = role): string {
  const lang = useLocale()
  return `/${lang}/${useContext(ContentPageSlugsContext)[role] ?? englishSlug}`
}
