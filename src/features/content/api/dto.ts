// psdata of getContent (a CMS page).
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type { ContentPage } from '@contract/api/content'

export type PsContentPage = ContentPage
