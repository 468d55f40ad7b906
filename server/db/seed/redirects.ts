// Seeds the redirect table with the legacy paths of the old static route table (spec §2), in every language.
import type { Queryable } from '../client'
import { LANGS } from '../../lib/lang'
import { insertRows } from './insert'

/** Legacy path (after the language) → current path; '' is the language's home. */
export const LEGACY_PATHS: [string, string][] = [
  ['home', ''],
  ['page', ''],
  ['product', 'search'],
  ['category', ''],
  ['auth/login', 'login'],
  ['auth/register', 'register'],
  ['auth/reset-password', 'forgot-password'],
  ['auth/set-new-password', 'reset-password'],
  ['auth/reset-password-success', 'login'],
  ['brands/show', 'brands'],
  ['account', 'my-account'],
  ['bag', 'cart'],
]

export async function seedRedirects(db: Queryable): Promise<void> {
  await insertRows(
    db,
    'redirects',
    ['from_path', 'to_path', 'status'],
    LANGS.flatMap((lang) => LEGACY_PATHS.map(([from, to]) => [`/${lang}/${from}`, to ? `/${lang}/${to}` : `/${lang}`, 301])),
  )
}
