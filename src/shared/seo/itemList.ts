// A listing's items as schema.org ItemList (Google's "summary page" carousel): each item's own page, in the
// listing's order. The pages themselves carry the items' full data.
import type { ItemList, WithContext } from 'schema-dts'

/** `urls` are absolute, on the page's own origin; none for an empty list. */
export function itemList(urls: readonly string[]): WithContext<ItemList> | null {
  if (urls.length === 0) return null
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: urls.map((url, i) => ({ '@type': 'ListItem', position: i + 1, url })),
  }
}
