// psdata of the withdrawal calls as the issue #22 contract defines them (getWithdrawalOrder, createWithdrawal,
// getOrders rows with their withdrawal mode). The order is the orders fixtures' delivered order XKBKNABJK: two
// sweaters and a pair of gloves, delivered on 16 March 2026, withdrawable until the end of 30 March.
import { psPicture } from '@/shared/api/mocks/fixtures'
import type { PsOrderRow, PsWithdrawal, PsWithdrawalOrder } from '../api/dto'

export function withdrawalOrderFixture(overrides: Partial<PsWithdrawalOrder> = {}): PsWithdrawalOrder {
  return {
    id_order: 31,
    reference: 'XKBKNABJK',
    date_add: '2026-03-14T10:30:00.000Z',
    status: 'delivered',
    status_label: 'Delivered',
    delivered_at: '2026-03-16T10:30:00.000Z',
    withdrawal: { mode: 'withdraw', deadline: '2026-03-30T21:59:59.999Z', closed_reason: null },
    products: [
      {
        id_order_detail: 101,
        name: 'Merino sweater',
        attributes: 'Size: M',
        quantity: 2,
        withdrawable_quantity: 2,
        default_image: psPicture('ms', 'Merino sweater'),
      },
      { id_order_detail: 102, name: 'Riding gloves', attributes: '', quantity: 1, withdrawable_quantity: 1, default_image: psPicture('rg', 'Riding gloves') },
    ],
    withdrawals: [],
    ...overrides,
  }
}

/** The same order not shipped yet: a withdrawal cancels it. */
export const unshippedOrderFixture = (overrides: Partial<PsWithdrawalOrder> = {}) =>
  withdrawalOrderFixture({
    status: 'payment_accepted',
    status_label: 'Payment accepted',
    delivered_at: null,
    withdrawal: { mode: 'cancel', deadline: null, closed_reason: null },
    ...overrides,
  })

export function withdrawalFixture(overrides: Partial<PsWithdrawal> = {}): PsWithdrawal {
  return {
    id_withdrawal: 5,
    kind: 'withdrawal',
    reference: 'XKBKNABJK',
    received_at: '2026-03-20T14:05:00.000Z',
    name: 'Giulia Romano',
    email_masked: 'g•••@example.com',
    lines: [
      { id_order_detail: 101, product_name: 'Merino sweater', quantity: 2 },
      { id_order_detail: 102, product_name: 'Riding gloves', quantity: 1 },
    ],
    reason: null,
    return_address: ['Ridgeline – Returns', 'Via Tortona 31', '20144 Milano MI', 'Italy'],
    ...overrides,
  }
}

export function orderRowFixture(overrides: Partial<PsOrderRow> = {}): PsOrderRow {
  return {
    id_order: 31,
    reference: 'XKBKNABJK',
    date_add: '2026-03-14T10:30:00.000Z',
    status: 'delivered',
    status_label: 'Delivered',
    total_paid: 150,
    total_tax: 27.05,
    products_count: 3,
    carrier_name: 'Courier',
    gateway: 'CREDITCARD',
    withdrawal: { mode: 'withdraw' },
    ...overrides,
  }
}
