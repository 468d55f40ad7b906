// The cart (guest or customer; a guest's cart merges into the customer's on login): read, add, change and
// remove lines, vouchers. Every write answers with the whole cart.
import { Cart } from '@contract/api/cart'
import { call } from '../http/calls'
import { notFound } from '../lib/apiError'
import { dict, id, int, obj, oneOf, str } from '@contract/schema'
import { currentCart, currentOrNewCart, MAX_LINE_QUANTITY, touchCart } from '../services/cart/cart'
import { assertStock, resolvePurchasable } from '../services/cart/stock'
import { addVoucher, removeVoucher } from '../services/cart/vouchers'
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
    await session.ensure()
    const cart = await shop.db.transaction(async (tx) => {
      const item = await resolvePurchasable(tx, body.id_product, body.id_product_attribute || undefined, body.group)
      const cart = await currentOrNewCart(tx, session)
      const [line] = await tx.query<{ quantity: number }>(
        'select quantity from cart_products where id_cart = $1 and id_product = $2 and id_product_attribute = $3',
        [cart.id_cart, item.id_product, item.id_product_attribute],
      )
      const wanted = (line?.quantity ?? 0) + (body.quantity ?? 1)
      assertStock(item, wanted)
      await tx.query(
        `insert into cart_products (id_cart, id_product, id_product_attribute, quantity) values ($1, $2, $3, $4)
         on conflict (id_cart, id_product, id_product_attribute) do update set quantity = excluded.quantity`,
        [cart.id_cart, item.id_product, item.id_product_attribute, wanted],
      )
      await touchCart(tx, cart.id_cart)
      return cart
    })
    return { psdata: await cartSummary(shop.db, lang, cart), message: 'Product Added To Cart' }
  },
})

const updateCartItem = call({
  name: 'updateCartItem',
  answer: Cart,
  writes: true,
  body: obj({ ...lineKey, quantity: quantity() }, ['id_product', 'quantity']),
  async handler({ shop, session, lang, body }) {
    const cart = await currentCart(shop.db, session)
    if (!cart) throw notFound('cart.line_not_found')
    const ipa = body.id_product_attribute ?? 0
    await shop.db.transaction(async (tx) => {
      const [line] = await tx.query('select 1 from cart_products where id_cart = $1 and id_product = $2 and id_product_attribute = $3', [
        cart.id_cart,
        body.id_product,
        ipa,
      ])
      if (!line) throw notFound('cart.line_not_found')
      const item = await resolvePurchasable(tx, body.id_product, ipa || undefined)
      assertStock(item, body.quantity)
      await tx.query('update cart_products set quantity = $4 where id_cart = $1 and id_product = $2 and id_product_attribute = $3', [
        cart.id_cart,
        body.id_product,
        ipa,
        body.quantity,
      ])
      await touchCart(tx, cart.id_cart)
    })
    return { psdata: await cartSummary(shop.db, lang, cart), message: 'Cart updated' }
  },
})

const removeCartItem = call({
  name: 'removeCartItem',
  answer: Cart,
  writes: true,
  body: obj(lineKey, ['id_product']),
  async handler({ shop, session, lang, body }) {
    const cart = await currentCart(shop.db, session)
    const removed = cart
      ? await shop.db.query('delete from cart_products where id_cart = $1 and id_product = $2 and id_product_attribute = $3 returning id_cart', [
          cart.id_cart,
          body.id_product,
          body.id_product_attribute ?? 0,
        ])
      : []
    if (!removed.length) throw notFound('cart.line_not_found')
    await touchCart(shop.db, cart!.id_cart)
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
      const cart = await currentCart(shop.db, session)
      if (!cart || !(await removeVoucher(shop.db, cart.id_cart, body.code))) throw notFound('voucher.not_in_cart')
      return { psdata: await cartSummary(shop.db, lang, cart), message: 'Voucher removed' }
    }
    const cart = await shop.db.transaction(async (tx) => {
      const cart = await currentOrNewCart(tx, session)
      await addVoucher(tx, lang, cart.id_cart, body.code)
      return cart
    })
    return { psdata: await cartSummary(shop.db, lang, cart), message: 'Voucher added' }
  },
})

export const cartCalls = [getCartItems, createCartItem, updateCartItem, removeCartItem, addOrRemoveCoupon]
