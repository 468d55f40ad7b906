import { unshippedOrderFixture, withdrawalFixture, withdrawalOrderFixture } from '../mocks/fixtures'
import { identificationBody, mapWithdrawal, mapWithdrawalOrder, withdrawalBody } from './map'

describe('mapWithdrawalOrder', () => {
  it('maps the order, its withdrawal mode and deadline, the lines with what can still be withdrawn, and its withdrawals', () => {
    const order = mapWithdrawalOrder(
      withdrawalOrderFixture({
        products: [{ id_order_detail: 101, name: 'Merino sweater', attributes: 'Size: M', quantity: 2, withdrawable_quantity: 1, default_image: null }],
        withdrawals: [withdrawalFixture({ lines: [{ id_order_detail: 101, product_name: 'Merino sweater', quantity: 1 }] })],
      }),
    )
    expect(order).toEqual({
      id: 31,
      reference: 'XKBKNABJK',
      placedAt: '2026-03-14T10:30:00.000Z',
      status: 'delivered',
      statusLabel: 'Delivered',
      deliveredAt: '2026-03-16T10:30:00.000Z',
      mode: 'withdraw',
      deadline: '2026-03-30T21:59:59.999Z',
      closedReason: null,
      lines: [{ id: 101, name: 'Merino sweater', attributes: 'Size: M', quantity: 2, withdrawableQuantity: 1, image: null }],
      withdrawals: [
        {
          id: 5,
          kind: 'withdrawal',
          reference: 'XKBKNABJK',
          receivedAt: '2026-03-20T14:05:00.000Z',
          name: 'Giulia Romano',
          emailMasked: 'g•••@example.com',
          lines: [{ orderLineId: 101, name: 'Merino sweater', quantity: 1 }],
          reason: null,
          returnAddress: ['Ridgeline – Returns', 'Via Tortona 31', '20144 Milano MI', 'Italy'],
        },
      ],
    })
    expect(mapWithdrawalOrder(unshippedOrderFixture())).toMatchObject({ mode: 'cancel', deliveredAt: null, deadline: null })
  })

  it('keeps the kind of a cancellation', () => {
    expect(mapWithdrawal(withdrawalFixture({ kind: 'cancellation' })).kind).toBe('cancellation')
  })
})

describe('the payloads', () => {
  it('name the order by reference (trimmed, in capitals) and e-mail (trimmed), or by id for a customer', () => {
    expect(identificationBody({ kind: 'guest', reference: ' xkbknabjk ', email: ' Giulia@Example.com ' })).toEqual({
      reference: 'XKBKNABJK',
      email: 'Giulia@Example.com',
    })
    expect(identificationBody({ kind: 'customer', orderId: 31 })).toEqual({ id_order: 31 })
  })

  it('send no lines for the whole order and no empty reason', () => {
    expect(withdrawalBody({ order: { kind: 'customer', orderId: 31 }, name: ' Giulia Romano ', lines: null, reason: '  ' })).toEqual({
      id_order: 31,
      name: 'Giulia Romano',
    })
  })

  it('send the chosen lines and the reason', () => {
    expect(
      withdrawalBody({
        order: { kind: 'guest', reference: 'XKBKNABJK', email: 'giulia@example.com' },
        name: 'Giulia Romano',
        lines: [{ orderLineId: 101, quantity: 1 }],
        reason: 'Too warm',
      }),
    ).toEqual({
      reference: 'XKBKNABJK',
      email: 'giulia@example.com',
      name: 'Giulia Romano',
      lines: [{ id_order_detail: 101, quantity: 1 }],
      reason: 'Too warm',
    })
  })
})
