import { mapReturns, returnRequestBody } from './map'

describe('mapReturns', () => {
  it('maps each return with its lines', () => {
    const returns = mapReturns({
      returns: [
        {
          id_order_return: 4,
          id_order: 31,
          reference: 'XKBKNABJK',
          status: 'requested',
          status_label: 'Return requested',
          date_add: '2026-03-20T10:00:00.000Z',
          lines: [{ id_order_detail: 101, product_name: 'Merino sweater', quantity: 1, reason: 'Too small' }],
        },
      ],
    })
    expect(returns).toEqual([
      {
        id: 4,
        orderId: 31,
        reference: 'XKBKNABJK',
        status: 'requested',
        statusLabel: 'Return requested',
        requestedAt: '2026-03-20T10:00:00.000Z',
        lines: [{ orderLineId: 101, name: 'Merino sweater', quantity: 1, reason: 'Too small' }],
      },
    ])
    expect(mapReturns({ returns: [] })).toEqual([])
  })
})

describe('returnRequestBody', () => {
  it('names the order and its lines as createReturn expects them', () => {
    expect(
      returnRequestBody({
        orderId: 31,
        lines: [
          { orderLineId: 101, quantity: 1, reason: 'Too small' },
          { orderLineId: 102, quantity: 2, reason: 'Too small' },
        ],
      }),
    ).toEqual({
      id_order: 31,
      lines: [
        { id_order_detail: 101, quantity: 1, reason: 'Too small' },
        { id_order_detail: 102, quantity: 2, reason: 'Too small' },
      ],
    })
  })
})
