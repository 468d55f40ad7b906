// psdata of the order and return calls as the reference API sends them (server/routes/{orders,returns}.ts). An order
// goes to the account fixtures' customer address; the envelope helpers (ok, fail) are the account fixtures' too.
import { addressFixture } from '@/features/account/mocks/fixtures'
import { psPicture } from '@/shared/api/mocks/fixtures'
import type { PsOrder, PsOrders, PsReturn } from '../api/dto'

type OrderRow = PsOrders['orders'][number]

/** A row of getOrders (with the withdrawal mode its order has). */
export function orderSummaryFixture(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id_order: 31,
    reference: 'XKBKNABJK',
    date_add: '2026-03-14T10:30:00.000Z',
    status: 'delivered',
    status_label: 'Delivered',
    total_paid: 150,
    total_tax: 27.05,
    products_count: 2,
    carrier_name: 'Courier',
    gateway: 'CREDITCARD',
    withdrawal: { mode: 'withdraw' },
    ...overrides,
  }
}

export function orderFixture(overrides: Partial<PsOrder> = {}): PsOrder {
  const address = addressFixture()
  return {
    ...orderSummaryFixture(),
    history: [
      { status: 'awaiting_payment', label: 'Awaiting payment', date_add: '2026-03-14T10:30:00.000Z' },
      { status: 'delivered', label: 'Delivered', date_add: '2026-03-16T10:30:00.000Z' },
    ],
    products: [
      {
        id_order_detail: 101,
        id_product: 5,
        id_product_attribute: 12,
        name: 'Merino sweater',
        reference: 'MS-1',
        attributes: 'Size: M',
        quantity: 2,
        unit_price: 60,
        regular_unit_price: 75,
        total: 120,
        default_image: psPicture('ms', 'Merino sweater'),
        url: '/en/5-merino-sweater.html',
        returned_quantity: 0,
        returnable_quantity: 2,
        withdrawn_quantity: 0,
      },
      // No longer in the catalogue: no picture, no page.
      {
        id_order_detail: 102,
        id_product: 6,
        id_product_attribute: 0,
        name: 'Riding gloves',
        reference: 'RG-1',
        attributes: '',
        quantity: 1,
        unit_price: 30,
        regular_unit_price: 30,
        total: 30,
        default_image: null,
        url: null,
        returned_quantity: 0,
        returnable_quantity: 1,
        withdrawn_quantity: 0,
      },
    ],
    totals: { products: 150, discounts: 0, shipping: 0, points: 0, vat_exempt: 0, tax: 27.05, total: 150, duties_excluded: false },
    vouchers: [],
    carrier: { id_carrier: 1, name: 'Courier' },
    pudo: null,
    delivery_message: 'Leave it with the concierge',
    addresses: { delivery: address, invoice: address },
    email: 'giulia@example.com',
    gateway_name: 'Credit card',
    payment: { status: 'approved', card_brand: 'visa', card_last4: '4242', instalments: 1 },
    points_used: 0,
    points_earned: 150,
    returns: [],
    return_deadline: '2026-03-30T10:30:00.000Z',
    is_returnable: true,
    downloads: [{ name: 'Riding gloves', url: '/img/manuals/rg-en.pdf', mime: 'application/pdf' }],
    withdrawal: { mode: 'withdraw', deadline: '2026-03-30T21:59:59.999Z', closed_reason: null },
    withdrawals: [],
    ...overrides,
  }
}

/** A return request as createReturn answers it (and getReturns lists it). */
export function returnFixture(overrides: Partial<PsReturn> = {}): PsReturn {
  return {
    id_order_return: 1,
    id_order: 31,
    reference: 'XKBKNABJK',
    status: 'requested',
    status_label: 'Return requested',
    date_add: '2026-03-20T10:00:00.000Z',
    lines: [],
    ...overrides,
  }
}
