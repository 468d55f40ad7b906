import { hideSecrets } from './devToolsSanitizers'

it('hides card fields and passwords wherever they ride, and keeps the rest', () => {
  const action = {
    type: 'api/executeMutation/pending',
    meta: { arg: { endpointName: 'createOrder', originalArgs: { gateway: 'CREDITCARD', card: { name: 'Ann', number: '4242424242424242', cvv: '123' } } } },
  }
  const shown = JSON.stringify(hideSecrets(action))
  expect(shown).not.toContain('4242424242424242')
  expect(shown).not.toContain('"123"')
  expect(shown).toContain('CREDITCARD')
  expect(JSON.stringify(hideSecrets({ login: { email: 'a@b.c', password: 'Secret-1!' } }))).toBe('{"login":{"email":"a@b.c","password":"[hidden]"}}')
})
