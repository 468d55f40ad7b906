// The bag of a guest: kept by the session cookie and by nothing else, lines added, changed and removed, vouchers,
// the refusals of each — and the Idempotency-Key of a write: the same key and payload replay the first answer (and
// change nothing again), the same key with another payload is 409 idempotency.key_reused.
import { need, newKey, type KitContext } from '../context'
import { expectRefusal, expectSuccess, expectThat } from '../expect'

interface CartLine {
  id_product: number
  id_product_attribute: number | null
  cart_quantity: number
}

const lineOf = (cart: { products: CartLine[] }, id: number) => cart.products.find((p) => p.id_product === id)

export async function cartSuite(ctx: KitContext): Promise<void> {
  const { report } = ctx
  const guest = ctx.newSession()
  await guest.call('bootstrap')
  const product = ctx.facts.buyable?.[0]

  await report.check('getCartItems', "a new visitor's bag is empty", async () => {
    const cart = expectSuccess(await guest.call('getCartItems'))
    expectThat(cart.products.length === 0, `psdata.products has ${cart.products.length} lines for a new visitor, expected none`)
  })
  const key = newKey()
  const added = await report.check('createCartItem', 'adds a product to the bag: 201 with the bag', async () => {
    const { id_product } = need(product, 'a product in stock')
    const cart = expectSuccess(await guest.call('createCartItem', { id_product, quantity: 1 }, { idempotencyKey: key }), 201)
    const line = lineOf(cart, id_product)
    expectThat(line, `psdata.products has no line of product ${id_product} after adding it`)
    expectThat(line.cart_quantity === 1, `psdata.products[].cart_quantity is ${line.cart_quantity}, expected 1`)
    return line
  })
  await report.check('createCartItem', 'the same Idempotency-Key and payload replay the answer (Idempotent-Replayed: true) and add nothing', async () => {
    const { id_product } = need(added, 'a line in the bag')
    const replay = await guest.call('createCartItem', { id_product, quantity: 1 }, { idempotencyKey: key })
    const cart = expectSuccess(replay, 201)
    expectThat(
      replay.headers.get('idempotent-replayed') === 'true',
      `header Idempotent-Replayed is ${JSON.stringify(replay.headers.get('idempotent-replayed'))}, expected "true"`,
    )
    expectThat(
      lineOf(cart, id_product)?.cart_quantity === 1,
      `psdata.products[].cart_quantity is ${lineOf(cart, id_product)?.cart_quantity} after the replay, expected 1`,
    )
    const now = expectSuccess(await guest.call('getCartItems'), 200, 'getCartItems')
    expectThat(
      lineOf(now, id_product)?.cart_quantity === 1,
      `getCartItems psdata.products[].cart_quantity is ${lineOf(now, id_product)?.cart_quantity} after the replay: the retry added again`,
    )
  })
  await report.check('getCartItems', 'a read ignores Idempotency-Key: asked again with the same key, it answers afresh', async () => {
    need(added, 'a line in the bag')
    const readKey = newKey()
    expectSuccess(await guest.call('getCartItems', {}, { idempotencyKey: readKey }))
    const again = await guest.call('getCartItems', {}, { idempotencyKey: readKey })
    expectSuccess(again)
    expectThat(again.headers.get('idempotent-replayed') !== 'true', 'header Idempotent-Replayed is "true" on a read: reads are not kept under a key')
  })
  await report.check('createCartItem', 'the same Idempotency-Key with another payload is 409 idempotency.key_reused', async () => {
    const { id_product } = need(added, 'a line in the bag')
    expectRefusal(await guest.call('createCartItem', { id_product, quantity: 2 }, { idempotencyKey: key }), 409, 'idempotency.key_reused')
  })
  await report.check('getCartItems', 'the bag belongs to the session cookie: another visitor sees an empty bag', async () => {
    need(added, 'a line in the bag')
    const other = ctx.newSession()
    await other.call('bootstrap')
    const cart = expectSuccess(await other.call('getCartItems'))
    expectThat(cart.products.length === 0, `psdata.products has ${cart.products.length} lines for another visitor: bags leak between sessions`)
    const mine = expectSuccess(await guest.call('getCartItems'))
    expectThat(mine.products.length === 1, `psdata.products has ${mine.products.length} lines for the visitor who added one`)
  })
  await report.check('getCartItems', 'bootstrap counts the bag (psdata.cart_count)', async () => {
    need(added, 'a line in the bag')
    const boot = expectSuccess(await guest.call('bootstrap'))
    expectThat(boot.cart_count === 1, `bootstrap psdata.cart_count is ${boot.cart_count}, expected 1`)
  })
  await report.check('updateCartItem', 'sets the quantity of a line', async () => {
    const line = need(added, 'a line in the bag')
    const cart = expectSuccess(
      await guest.call(
        'updateCartItem',
        { id_product: line.id_product, id_product_attribute: line.id_product_attribute ?? undefined, quantity: 2 },
        { idempotencyKey: newKey() },
      ),
    )
    expectThat(
      lineOf(cart, line.id_product)?.cart_quantity === 2,
      `psdata.products[].cart_quantity is ${lineOf(cart, line.id_product)?.cart_quantity}, expected 2`,
    )
  })
  await report.check('createCartItem', 'a quantity of 0 is 422 field.too_small', async () => {
    const { id_product } = need(product, 'a product in stock')
    expectRefusal(await guest.call('createCartItem', { id_product, quantity: 0 }, { idempotencyKey: newKey() }), 422, 'validation.failed', {
      quantity: 'field.too_small',
    })
  })
  await report.check('createCartItem', 'an unknown product is 404 product.not_found', async () => {
    expectRefusal(await guest.call('createCartItem', { id_product: 987654321 }, { idempotencyKey: newKey() }), 404, 'product.not_found')
  })
  await report.check('createCartItem', 'more than the stock is 422 cart.not_added with stock.limited or cart.quantity_max', async () => {
    const line = need(added, 'a line in the bag')
    const answer = await guest.call('createCartItem', { id_product: line.id_product, quantity: 99 }, { idempotencyKey: newKey() })
    const body = expectRefusal(answer, 422, 'cart.not_added')
    const code = body.codes?.quantity
    expectThat(
      code === 'stock.limited' || code === 'cart.quantity_max' || code === 'stock.out',
      `codes.quantity is ${JSON.stringify(code)}, expected stock.limited, stock.out or cart.quantity_max`,
    )
  })
  await report.check('addOrRemoveCoupon', 'an unknown voucher is 422 voucher.unknown on code', async () => {
    need(added, 'a line in the bag')
    expectRefusal(await guest.call('addOrRemoveCoupon', { code: 'NO-SUCH-VOUCHER-42' }, { idempotencyKey: newKey() }), 422, 'validation.failed', {
      code: 'voucher.unknown',
    })
  })
  await report.check('addOrRemoveCoupon', 'removing a voucher not in the bag is 404 voucher.not_in_cart', async () => {
    expectRefusal(
      await guest.call('addOrRemoveCoupon', { code: 'NO-SUCH-VOUCHER-42', action: 'remove' }, { idempotencyKey: newKey() }),
      404,
      'voucher.not_in_cart',
    )
  })
  await report.check('removeCartItem', 'removes a line', async () => {
    const line = need(added, 'a line in the bag')
    const cart = expectSuccess(
      await guest.call(
        'removeCartItem',
        { id_product: line.id_product, id_product_attribute: line.id_product_attribute ?? undefined },
        { idempotencyKey: newKey() },
      ),
    )
    expectThat(!lineOf(cart, line.id_product), `psdata.products still has product ${line.id_product} after removing it`)
  })
  await report.check('removeCartItem', 'a line not in the bag is 404 cart.line_not_found', async () => {
    const { id_product } = need(product, 'a product')
    expectRefusal(await guest.call('removeCartItem', { id_product }, { idempotencyKey: newKey() }), 404, 'cart.line_not_found')
  })
}
