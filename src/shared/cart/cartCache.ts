// The cart's cache entry (`getCartItems`, one per language) is written by the cart's own calls and by the
// checkout's, which answer with the whole cart too: storing that answer keeps the order summary in step without
// asking the server again. The cart feature owns the endpoint; this is the one way anything stores a cart in it.
import type { UnknownAction } from '@reduxjs/toolkit'
import { baseApi } from '@/shared/api'
import type { Locale } from '@/shared/config'
import type { Cart } from './types'

type Upsert = (endpoint: 'getCartItems', lang: Locale, cart: Cart) => UnknownAction

/** Replaces the cached cart of `lang` — when the cart's calls are loaded at all (a page without them keeps none). */
export function storeCart(dispatch: (action: UnknownAction) => unknown, lang: Locale, cart: Cart): void {
  if (!('getCartItems' in baseApi.endpoints)) return
  // baseApi's type knows no injected endpoint, hence the cast; the name and argument are the cart feature's.
  dispatch((baseApi.util.upsertQueryData as unknown as Upsert)('getCartItems', lang, cart))
}
