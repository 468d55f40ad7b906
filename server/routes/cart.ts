// The cart (guest or customer; a guest's cart merges into the customer's on login): read, add, change and
// remove lines, vouchers. Every write answers with the whole cart.
import { Cart } from '@contract/api/cart'
import { call } from '../http/calls'
import { dict, id, int, obj, oneOf, str } from '@contract/schema'
import { currentCart, MAX_LINE_QUANTITY } from '../services/cart/cart'
import { addToCart, removeFromCart, setLineQuantity } from '../services/cart/lineChanges'
import { addVoucherToCart, removeVoucherFromCart } from '../services/cart/vouchers'
import { cartSummary } from '../services/checkout/summary'

const quantity = () => int(1, MAX_LINE_QUANTITY)
const lineKey = { id_product: id(), id_product_attribute: int(0) }

const getCartItems = call({
  name: 'getCartItems',
  answer: Cart,
  async handler({ shop, session, lang }) {
    return { psdata: await cartSummary(shop.db, lang, await currentCart(shop.db, session)) }
  },
})

const createCartItem = call({
  name: 'createCartItem',
  answer: Cart,
  created: true,
  writes: true,
  body: obj({ ...lineKey, quantity: quantity(), group: dict(id(), '^[0-9]{1,9}$') }, ['id_product']),
  async handler({ shop, session, lang, body }) {
    const cart = await addToCart(shop.db, session, body)
    return { psdata: await cartSummary(shop.db, lang, cart), message: 'Product Added To Cart' }
  },
})

const updateCartItem = call({
  name: 'updateCartItem',
  answer: Cart,
  writes: true,
  body: obj({ ...lineKey, quantity: quantity() }, ['id_product', 'quantity']),
  async handler({ shop, session, lang, body }) {
    const cart = await setLineQuantity(shop.db, session, body, body.quantity)
    return { psdata: await cartSummary(shop.db, lang, cart), message: 'Cart updated' }
  },
})

const removeCartItem = call({
  name: 'removeCartItem',
  answer: Cart,
  writes: true,
  body: obj(lineKey, ['id_product']),
  async handler({ shop, session, lang, body }) {
    const cart = await removeFromCart(shop.db, session, body)
    return { psdata: await cartSummary(shop.db, lang, cart), message: 'Product removed from cart' }
  },
})

const addOrRemoveCoupon = call({
  name: 'addOrRemoveCoupon',
  answer: Cart,
  writes: true,
  body: obj({ code: str(64, 1), action: oneOf(['add', 'remove']) }, ['code']),
  async handler({ shop, session, lang, body }) {
    if (body.action === 'remove') {
      const cart = await removeVoucherFromCart(shop.db, session, body.code)
      return { psdata: await cartSummary(shop.db, lang, cart), message: 'Voucher removed' }
    }
    const cart = await addVoucherToCart(shop.db, session, lang, body.code)
    return { psdata: await cartSummary(shop.db, lang, cart), message: 'Voucher added' }
  },
})

export const cartCalls = [getCartItems, createCartItem, updateCartItem, removeCartItem, addOrRemoveCoupon]
