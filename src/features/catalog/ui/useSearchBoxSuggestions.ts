// The suggestions for what the shopper is typing: asked for once the text has 2 characters and has rested for
// 200 ms, cached per text (typing the same text again makes no request), and never mixed up between texts.
import { useMemo } from 'react'
import { useLocale } from '@/shared/i18n/useLocale'
import { useSearchSuggestionsQuery } from '../api/catalogApi'
import { MIN_QUERY_LENGTH, normaliseQuery, SUGGEST_DEBOUNCE_MS, suggestionGroups } from './searchBoxOptions'
import { useDebouncedValue } from './useDebouncedValue'

/** idle: too short to ask; loading: nothing to show yet; ready: suggestions (maybe none) to show; error: stay quiet. */
export type SuggestionStatus = 'idle' | 'loading' | 'ready' | 'error'

export function useSearchBoxSuggestions(text: string, brandsEnabled: boolean) {
  const lang = useLocale()
  const query = normaliseQuery(text)
  const debounced = useDebouncedValue(query, SUGGEST_DEBOUNCE_MS)
  const skip = query.length < MIN_QUERY_LENGTH || debounced.length < MIN_QUERY_LENGTH
  // The cache (kept 120 s) is the point here: a text asked about before is answered without a request.
  const result = useSearchSuggestionsQuery({ lang, query: debounced }, { skip, refetchOnMountOrArgChange: false })
  // currentData belongs to the text being asked about now, so a slow answer to an older text never lands here. While
  // a newer text loads, the previous text's suggestions stay (data) rather than blinking away.
  const suggestions = skip ? undefined : (result.currentData ?? (result.isFetching ? result.data : undefined))
  const groups = useMemo(() => (suggestions ? suggestionGroups(suggestions, lang, brandsEnabled) : []), [suggestions, lang, brandsEnabled])
  const options = useMemo(() => groups.flatMap((g) => g.options), [groups])
  const settled = !skip && debounced === query && result.currentData !== undefined && !result.isFetching
  let status: SuggestionStatus = 'idle'
  if (query.length >= MIN_QUERY_LENGTH) {
    if (result.isError && !result.isFetching && debounced === query) status = 'error'
    else status = suggestions ? 'ready' : 'loading'
  }
  return { groups, options, status, settled, query }
}
