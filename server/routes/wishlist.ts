// The wishlist of a logged-in customer (services/wishlist.ts): every call answers with the whole list.
import { Wishlist } from '@contract/api/wishlist'
import { call } from '../http/calls'
import { id, int, obj } from '@contract/schema'
import { addWishlistLine, listWishlist, removeWishlistLine } from '../services/wishlist'

const key = obj({ id_product: id(), id_product_attribute: int(0) }, ['id_product'])

const getWishlist = call({
  name: 'getWishlist',
  answer: Wishlist,
  auth: true,
  async handler({ shop, session, lang }) {
    return { psdata: await listWishlist(shop, lang, session.requireCustomer().id_customer) }
  },
})

const addToWishlist = call({
  name: 'addToWishlist',
  answer: Wishlist,
  created: true,
  auth: true,
  writes: true,
  body: key,
  async handler({ shop, session, lang, body }) {
    const idCustomer = session.requireCustomer().id_customer
    await addWishlistLine(shop.db, idCustomer, body)
    return { psdata: await listWishlist(shop, lang, idCustomer), message: 'Added to wishlist' }
  },
})

const removeFromWishlist = call({
  name: 'removeFromWishlist',
  answer: Wishlist,
  auth: true,
  writes: true,
  body: key,
  async handler({ shop, session, lang, body }) {
    const idCustomer = session.requireCustomer().id_customer
    await removeWishlistLine(shop.db, idCustomer, body)
    return { psdata: await listWishlist(shop, lang, idCustomer), message: 'Removed from wishlist' }
  },
})

export const wishlistCalls = [getWishlist, addToWishlist, removeFromWishlist]
