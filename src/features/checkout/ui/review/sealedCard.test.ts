import { createOrderBody } from '../../api/requests'
import { sealedCard } from './sealedCard'

describe('the card on createOrder’s actions', () => {
  it('is readable for the request body but shows nowhere when the action is serialised or listed', () => {
    const card = sealedCard({ name: 'Ann Lee', number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' })
    const action = { type: 'api/executeMutation/pending', meta: { arg: { originalArgs: { gateway: 'CREDITCARD', card } } } }
    expect(JSON.stringify(action)).not.toMatch(/4111|123|Ann/)
    expect(Object.keys(card)).toEqual([])
    expect(createOrderBody({ gateway: 'CREDITCARD', card, instalments: false }).card).toEqual({
      name: 'Ann Lee',
      number: '4111111111111111',
      expiry: '12/30',
      cvv: '123',
    })
  })
})
