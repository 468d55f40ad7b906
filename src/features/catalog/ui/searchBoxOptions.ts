// The search combobox's pure rules: which text is worth asking about, the grouped options and their links, and how
// the arrow keys move through them.
import type { Locale } from '@/shared/config'
import type { Brand, CategoryRef, Suggestions } from '../model/types'

export const MIN_QUERY_LENGTH = 2
export const SUGGEST_DEBOUNCE_MS = 200

/**
 * The text sent for suggestions: trimmed, inner spaces collapsed, lower-cased. The search is case-insensitive, so
 * "Tee" and "tee " share one cache entry (and one request).
 */
export function normaliseQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase()
}

type ProductSuggestion = Suggestions['products'][number]

export type SuggestionOption =
  | { kind: 'products'; key: string; href: string; label: string; item: ProductSuggestion }
  | { kind: 'categories'; key: string; href: string; label: string; item: CategoryRef }
  | { kind: 'brands'; key: string; href: string; label: string; item: Brand }

export interface SuggestionGroup {
  kind: SuggestionOption['kind']
  options: SuggestionOption[]
}

/** Products, categories, then brands (only when brand pages exist); empty groups are left out. */
export function suggestionGroups(s: Suggestions, lang: Locale, brandsEnabled: boolean): SuggestionGroup[] {
  const groups: SuggestionGroup[] = [
    {
      kind: 'products',
      options: s.products.map((p) => ({ kind: 'products', key: `p${p.id}`, href: `/${lang}/${p.path}`, label: p.name, item: p })),
    },
    {
      kind: 'categories',
      options: s.categories.map((c) => ({ kind: 'categories', key: `c${c.id}`, href: `/${lang}/${c.path}`, label: c.name, item: c })),
    },
    {
      kind: 'brands',
      options: brandsEnabled ? s.brands.map((b) => ({ kind: 'brands', key: `b${b.id}`, href: `/${lang}/brands/${b.path}`, label: b.name, item: b })) : [],
    },
  ]
  return groups.filter((g) => g.options.length > 0)
}

/** The next active option for an arrow key, wrapping at both ends; from "none" (-1) down is the first, up the last. */
export function stepIndex(current: number, delta: 1 | -1, length: number): number {
  if (length === 0) return -1
  if (current < 0) return delta === 1 ? 0 : length - 1
  return (current + delta + length) % length
}
