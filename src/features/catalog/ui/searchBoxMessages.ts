// Texts of the header's search combobox, ids `catalog.search.*` (the field's own label and placeholder are in
// SearchBoxField). Kept apart from ../messages.ts on purpose: the header's field is in the first download, and
// importing any message from that file would add every catalogue text to it (defineMessages calls are not
// tree-shaken).
import { defineMessages } from 'react-intl'

export const searchMessages = defineMessages({
  title: { id: 'catalog.search.title', defaultMessage: 'Search', description: 'Heading (for screen readers) of the full-screen search on small screens' },
  suggestions: {
    id: 'catalog.search.suggestions',
    defaultMessage: 'Search suggestions',
    description: 'Accessible name of the list of suggestions under the search field',
  },
  products: { id: 'catalog.search.products', defaultMessage: 'Products', description: 'Heading of the product suggestions' },
  categories: { id: 'catalog.search.categories', defaultMessage: 'Categories', description: 'Heading of the category suggestions' },
  brands: { id: 'catalog.search.brands', defaultMessage: 'Brands', description: 'Heading of the brand suggestions' },
  loading: { id: 'catalog.search.loading', defaultMessage: 'Searching…', description: 'Shown while suggestions load' },
  noSuggestions: {
    id: 'catalog.search.noSuggestions',
    defaultMessage: 'No suggestions for “{query}”. Press Enter to search all products.',
    description: 'Shown when nothing matches the typed text; Enter opens the full search results',
  },
  count: {
    id: 'catalog.search.count',
    defaultMessage:
      '{count, plural, =0 {No suggestions.} one {# suggestion. Use the up and down arrow keys to browse.} other {# suggestions. Use the up and down arrow keys to browse.}}',
    description: 'Announced to screen readers when suggestions arrive',
  },
  clear: { id: 'catalog.search.clear', defaultMessage: 'Clear search', description: 'Button emptying the search field' },
  close: { id: 'catalog.search.close', defaultMessage: 'Close search', description: 'Button closing the full-screen search on small screens' },
})
