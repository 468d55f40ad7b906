import { LOCALES } from '@/shared/config'
import { formatMoney } from '@/shared/i18n/money'
import * as events from './events'
import { productFacts } from './items'
import { cancellationRefund, paidPurchase } from './orderOutcome'
import { isEcommerce } from './types'

// A product as the catalogue has it: a variant with its own reference and a discount, in a category path.
const groups = [
  {
    name: 'Size',
    options: [
      { id: 1, name: 'S' },
      { id: 2, name: 'M' },
    ],
  },
  { name: 'Colour', options: [{ id: 7, name: 'Red' }] },
]
const tee = { sku: 'AP-TS-0001-1', name: 'Organic tee', brand: { name: 'Alba Tessile' }, price: { value: 19.9, regularPrice: 19.9 } }
const variantM = { sku: 'AP-TS-0001-2', attributes: [2, 7], price: { value: 15.92, regularPrice: 19.9 } }
const breadcrumb = [
  { label: 'Home', path: '' },
  { label: 'Apparel', path: '3-apparel' },
  { label: 'Clothing', path: '10-clothing' },
  { label: 'T-shirts', path: '30-t-shirts' },
  { label: 'Organic tee', path: '1-organic-tee.html' },
]

describe('GA4 items', () => {
  it('name the chosen variant by its reference and options, with the breadcrumb as categories and the unit discount', () => {
    const event = events.viewItem(productFacts(tee, { variant: variantM, groups, breadcrumb }))
    expect(event).toEqual({
      name: 'view_item',
      params: {
        currency: 'EUR',
        value: 15.92,
        items: [
          {
            item_id: 'AP-TS-0001-2',
            item_name: 'Organic tee',
            item_brand: 'Alba Tessile',
            item_category: 'Apparel',
            item_category2: 'Clothing',
            item_category3: 'T-shirts',
            item_variant: 'Size: M, Colour: Red',
            price: 15.92,
            discount: 3.98,
            quantity: 1,
          },
        ],
      },
    })
  })

  it('without a variant: the product’s own reference, no variant, no discount when none', () => {
    const [item] = (events.viewItem(productFacts(tee)).params as { items: object[] }).items
    expect(item).toEqual({ item_id: 'AP-TS-0001-1', item_name: 'Organic tee', item_brand: 'Alba Tessile', price: 19.9, quantity: 1 })
  })

  it('keeps at most five categories', () => {
    const deep = Array.from({ length: 7 }, (_, i) => ({ label: `C${i}`, path: `${i}-c` }))
    const [item] = (events.viewItem(productFacts(tee, { breadcrumb: deep })).params as unknown as { items: Record<string, unknown>[] }).items
    expect(Object.keys(item!).filter((key) => key.startsWith('item_category'))).toHaveLength(5)
    expect(item!.item_category5).toBe('C4')
  })

  it('lists carry their id, name and each product’s position, counted on from the pages before', () => {
    const list = { id: 'category_10', name: 'Clothing' }
    const event = events.viewItemList(list, [productFacts(tee), productFacts({ ...tee, sku: 'B-1', name: 'Other' })], 24)
    expect(event.params).toMatchObject({ item_list_id: 'category_10', item_list_name: 'Clothing' })
    expect((event.params as { items: object[] }).items).toEqual([
      expect.objectContaining({ item_id: 'AP-TS-0001-1', index: 24, item_list_id: 'category_10', item_list_name: 'Clothing' }),
      expect.objectContaining({ item_id: 'B-1', index: 25 }),
    ])
    expect(events.selectItem(list, productFacts(tee), 3).params).toMatchObject({ items: [expect.objectContaining({ index: 3, item_list_id: 'category_10' })] })
  })
})

const line = (sku: string, price: number, quantity: number, regularPrice = price) => ({ sku, name: sku, attributes: '', price, regularPrice, quantity })

describe('bag and checkout events', () => {
  const cart = { lines: [line('A', 19.9, 3), line('B', 0.1, 2, 0.2)], vouchers: [{ code: 'WELCOME10' }] }

  it('value is the sum of the items in whole cents, with the vouchers as the coupon', () => {
    const event = events.beginCheckout(cart)
    expect(event.params).toMatchObject({ currency: 'EUR', value: 59.9, coupon: 'WELCOME10' })
    expect(events.addShippingInfo(cart, 'ParcelLine Standard').params).toMatchObject({ shipping_tier: 'ParcelLine Standard', value: 59.9 })
    expect(events.addPaymentInfo(cart, 'CREDITCARD').params).toMatchObject({ payment_type: 'CREDITCARD' })
  })

  it('the same amounts in every language: numbers, only their display differs', () => {
    for (const locale of LOCALES) {
      const { value, currency } = events.viewCart(cart).params as { value: number; currency: string }
      expect([value, currency]).toEqual([59.9, 'EUR'])
      expect(formatMoney(value, locale, currency)).toMatch(/59[.,]90/)
    }
  })

  it('an add or removal is about the quantity changed, and carries the bag after it (for Matomo), not as a GA4 parameter', () => {
    const added = events.addToCart({ id: 'A', name: 'A', price: 19.9, quantity: 2 }, cart)
    expect(added.params).toEqual({ currency: 'EUR', value: 39.8, items: [{ item_id: 'A', item_name: 'A', price: 19.9, quantity: 2 }] })
    expect('cart' in added && added.cart).toMatchObject({ value: 59.9, items: [expect.objectContaining({ item_id: 'A', quantity: 3 }), expect.anything()] })
    expect(events.removeFromCart({ id: 'B', name: 'B', price: 0.1, quantity: 1 }).name).toBe('remove_from_cart')
  })
})

describe('orders', () => {
  const order = {
    reference: 'KQZPXWRTA',
    lines: [{ reference: 'AP-TS-0001-2', name: 'Organic tee', attributes: 'Size: M', unitPrice: 15.92, regularUnitPrice: 19.9, quantity: 2 }],
    vouchers: [],
    totals: { shipping: 4.9, tax: 6.62, total: 36.74 },
  }

  it('a purchase names the order by its reference only, with tax, shipping and the goods’ value', () => {
    expect(events.purchase(order)).toEqual({
      name: 'purchase',
      params: {
        transaction_id: 'KQZPXWRTA',
        currency: 'EUR',
        value: 31.84,
        tax: 6.62,
        shipping: 4.9,
        items: [{ item_id: 'AP-TS-0001-2', item_name: 'Organic tee', item_variant: 'Size: M', price: 15.92, discount: 3.98, quantity: 2 }],
      },
    })
    expect(events.refund(order)).toMatchObject({ name: 'refund', params: { transaction_id: 'KQZPXWRTA', value: 31.84 } })
  })

  it('a purchase only once the payment went through', () => {
    for (const status of ['payment_accepted', 'processing', 'shipped', 'delivered']) expect(paidPurchase({ ...order, status })?.name).toBe('purchase')
    for (const status of ['awaiting_payment', 'payment_error', 'canceled']) expect(paidPurchase({ ...order, status })).toBeNull()
  })

  it('a cancellation refunds a paid order — with its amounts when the page has them, else by its reference — and nothing for an unpaid one', () => {
    expect(cancellationRefund('processing', order)).toEqual(events.refund(order))
    expect(cancellationRefund('payment_accepted', { reference: 'KQZPXWRTA' })).toEqual({ name: 'refund', params: { transaction_id: 'KQZPXWRTA' } })
    expect(cancellationRefund('awaiting_payment', order)).toBeNull()
  })

  it('a refund is an e-commerce event also without items (GTM gets it as { event, ecommerce }); a search is not', () => {
    expect(isEcommerce(events.refund({ reference: 'KQZPXWRTA' }))).toBe(true)
    expect(isEcommerce(events.search('merino')!)).toBe(false)
  })
})

describe('other events', () => {
  it('a search reports its term, but not an e-mail address typed into the search box', () => {
    expect(events.search('  merino  ')).toEqual({ name: 'search', params: { search_term: 'merino' } })
    expect(events.search('anna@example.com')).toBeNull()
    expect(events.search('  ')).toBeNull()
  })

  it('a page view has the path without its query, the title and the language', () => {
    expect(events.pageView('/de/10-kleidung', 'Kleidung | Ridgeline', 'de', 'https://shop.example')).toEqual({
      name: 'page_view',
      params: { page_location: 'https://shop.example/de/10-kleidung', page_path: '/de/10-kleidung', page_title: 'Kleidung | Ridgeline', language: 'de' },
    })
    expect(events.login()).toEqual({ name: 'login', params: { method: 'password' } })
    expect(events.signUp().name).toBe('sign_up')
    expect(events.newsletterLead()).toEqual({ name: 'generate_lead', params: { lead_source: 'newsletter' } })
  })
})
