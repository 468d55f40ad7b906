// The cart: lines with stock limits, vouchers, totals with the free-shipping rules, and the merge on login.
import { Client, loggedIn, resetDb, startTestApp } from './harness'
import { ANNA, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => ctx.close())
beforeEach(() => resetDb(ctx))

async function shopper() {
  const client = new Client(ctx.app)
  await client.call('bootstrap')
  return client
}

describe('cart lines', () => {
  it('adds, changes and removes lines with their prices', async () => {
    const client = await shopper()
    const added = await client.call('createCartItem', { id_product: 1, id_product_attribute: 101, quantity: 2 })
    expect(added.status).toBe(201)
    expect(added.body.message).toBe('Product Added To Cart')
    const line = added.body.psdata.products[0]
    expect(line).toMatchObject({
      id_product: 1,
      id_product_attribute: 101,
      quantity: 2,
      price: 24,
      regular_price: 30,
      total: 48,
      attributes: 'Size: S, Colour: Black',
    })
    expect(added.body.psdata.totals).toMatchObject({ products: 48, discounts: 0, shipping: null, total: 48 })
    const changed = await client.call('updateCartItem', { id_product: 1, id_product_attribute: 101, quantity: 4 })
    expect(changed.body.psdata.products[0].quantity).toBe(4)
    expect((await client.call('bootstrap')).body.psdata.cart_count).toBe(4)
    const removed = await client.call('removeCartItem', { id_product: 1, id_product_attribute: 101 })
    expect(removed.body.psdata.products).toHaveLength(0)
    expect((await client.call('removeCartItem', { id_product: 1, id_product_attribute: 101 })).status).toBe(404)
  })

  it('picks the combination from a group selection, or the default one', async () => {
    const client = await shopper()
    const chosen = await client.call('createCartItem', { id_product: 1, group: { '1': 2, '2': 14 } })
    expect(chosen.body.psdata.products[0].id_product_attribute).toBe(104)
    const fallback = await client.call('createCartItem', { id_product: 1 })
    expect(fallback.body.psdata.products.map((p: { id_product_attribute: number }) => p.id_product_attribute)).toContain(101)
  })

  it('refuses more than the stock with "Product not added to cart" and the reason', async () => {
    const client = await shopper()
    const soldOut = await client.call('createCartItem', { id_product: 1, id_product_attribute: 102 })
    expect(soldOut.status).toBe(422)
    expect(soldOut.body).toMatchObject({ message: 'Product not added to cart', errors: { quantity: 'This product is out of stock.' } })
    const tooMany = await client.call('createCartItem', { id_product: 2, quantity: 5 })
    expect(tooMany.body.errors.quantity).toBe('Only 4 left in stock.')
    const helmet = await client.call('createCartItem', { id_product: 3 })
    expect(helmet.body.errors.quantity).toBe('This product is out of stock.')
    expect((await client.call('createCartItem', { id_product: 1, id_product_attribute: 999 })).body.errors.id_product_attribute).toBeDefined()
    expect((await client.call('createCartItem', { id_product: 404 })).status).toBe(404)
  })

  it('takes pre-orders beyond the stock', async () => {
    const client = await shopper()
    const res = await client.call('createCartItem', { id_product: 4, quantity: 3 })
    expect(res.status).toBe(201)
    expect(res.body.psdata.products[0]).toMatchObject({ availability: 'preorder', preorder: { available_date: '2030-01-15' } })
  })
})

describe('vouchers', () => {
  it('applies percentage, amount and free-shipping vouchers and explains refusals', async () => {
    const client = await shopper()
    await client.call('createCartItem', { id_product: 5, quantity: 1 })
    const tooSmall = await client.call('addOrRemoveCoupon', { code: 'fiveoff' })
    expect(tooSmall.body.errors.code).toMatch(/^The minimum amount to benefit from this voucher is/)
    expect((await client.call('addOrRemoveCoupon', { code: 'OLD2019' })).body.errors.code).toBe('This voucher has expired.')
    expect((await client.call('addOrRemoveCoupon', { code: 'NOPE' })).body.errors.code).toBe('This voucher does not exist.')
    await client.call('updateCartItem', { id_product: 5, quantity: 4 })
    const ten = await client.call('addOrRemoveCoupon', { code: 'save10' })
    expect(ten.body.psdata.totals).toMatchObject({ products: 50, discounts: 5, total: 45 })
    expect((await client.call('addOrRemoveCoupon', { code: 'SAVE10' })).body.errors.code).toBe('This voucher is already in your cart.')
    const five = await client.call('addOrRemoveCoupon', { code: 'FIVEOFF', action: 'add' })
    expect(five.body.psdata.totals).toMatchObject({ discounts: 10, total: 40 })
    const removed = await client.call('addOrRemoveCoupon', { code: 'SAVE10', action: 'remove' })
    expect(removed.body.psdata.vouchers.added.map((v: { code: string }) => v.code)).toEqual(['FIVEOFF'])
  })
})

describe('merge on login', () => {
  it("moves the guest's lines and vouchers into the customer's cart", async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    await anna.call('createCartItem', { id_product: 5, quantity: 1 })
    const guest = await shopper()
    await guest.call('createCartItem', { id_product: 5, quantity: 2 })
    await guest.call('createCartItem', { id_product: 2, quantity: 1 })
    await guest.call('addOrRemoveCoupon', { code: 'SAVE10' })
    const login = await guest.call('login', { email: ANNA, password: PASSWORD })
    expect(login.body.psdata.cart_count).toBe(4)
    const cart = (await guest.call('getCartItems')).body.psdata
    expect(cart.products.map((p: { id_product: number; quantity: number }) => [p.id_product, p.quantity])).toEqual([
      [5, 3],
      [2, 1],
    ])
    expect(cart.vouchers.added.map((v: { code: string }) => v.code)).toEqual(['SAVE10'])
    // The same cart on Anna's other device.
    expect((await anna.call('getCartItems')).body.psdata.products_count).toBe(4)
  })

  it('hands the guest cart to a customer who has none', async () => {
    const guest = await shopper()
    await guest.call('createCartItem', { id_product: 5, quantity: 2 })
    await guest.call('login', { email: ANNA, password: PASSWORD })
    expect((await guest.call('getCartItems')).body.psdata.products_count).toBe(2)
    await guest.call('logout')
    expect((await guest.call('getCartItems')).body.psdata.products_count).toBe(0)
  })
})
