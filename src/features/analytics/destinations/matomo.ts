// Matomo's e-commerce tracking, from the same events: a page view per page (with the page's own address and
// title), a product page's view as an e-commerce product view, the whole bag on each change, the order once, site
// search; other steps as events ("Shop", name). Matomo has no refunds: `refund` is not sent to it.
import { parseProductPath } from '@contract/pageUrls'
import type { AnalyticsEvent, AnalyticsItem } from '@/shared/analytics'

type Command = unknown[]

const categories = (i: AnalyticsItem) => [i.item_category, i.item_category2, i.item_category3, i.item_category4, i.item_category5].filter(Boolean)

const cartItem = (i: AnalyticsItem): Command => ['addEcommerceItem', i.item_id, i.item_name, categories(i), i.price, i.quantity]

const cartCommands = (items: AnalyticsItem[], value: number): Command[] => [['clearEcommerceCart'], ...items.map(cartItem), ['trackEcommerceCartUpdate', value]]

/** Product pages and search results are counted by their own kind of view (below), not as plain pages. */
const countedOtherwise = (path: string) => parseProductPath(path.split('/').pop() ?? '') !== null || /^\/[a-z]{2}\/search$/.test(path)

export function matomoCommands(event: AnalyticsEvent, page: { url: string; title: string } = { url: window.location.href, title: document.title }): Command[] {
  switch (event.name) {
    case 'page_view':
      if (countedOtherwise(event.params.page_path)) return []
      return [['setCustomUrl', event.params.page_location], ['setDocumentTitle', event.params.page_title], ['trackPageView']]
    case 'view_item': {
      const [product] = event.params.items
      if (!product) return []
      return [
        ['setCustomUrl', page.url.split('?')[0]],
        ['setDocumentTitle', page.title],
        ['setEcommerceView', product.item_id, product.item_name, categories(product), product.price],
        ['trackPageView'],
      ]
    }
    case 'add_to_cart':
    case 'remove_from_cart':
      return event.cart ? cartCommands(event.cart.items, event.cart.value) : []
    case 'view_cart':
    case 'begin_checkout':
      return cartCommands(event.params.items, event.params.value)
    case 'purchase': {
      const { params } = event
      const discount = params.items.reduce((sum, i) => sum + (i.discount ?? 0) * i.quantity, 0)
      return [
        ['clearEcommerceCart'],
        ...params.items.map(cartItem),
        ['trackEcommerceOrder', params.transaction_id, params.value + params.shipping, params.value, params.tax, params.shipping, discount || false],
      ]
    }
    case 'refund':
      return []
    case 'search':
      // The results page's title holds the term: the term is reported once, as the search.
      return [
        ['setCustomUrl', page.url.split('?')[0]],
        ['setDocumentTitle', 'Search'],
        ['trackSiteSearch', event.params.search_term],
      ]
    case 'view_item_list':
    case 'select_item':
      return [['trackEvent', 'Shop', event.name, event.params.item_list_id]]
    default:
      return [['trackEvent', 'Shop', event.name]]
  }
}

export function toMatomo(event: AnalyticsEvent): void {
  window._paq ??= []
  window._paq.push(...matomoCommands(event))
}
