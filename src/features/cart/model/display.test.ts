import { mapCart } from '@/shared/cart'
import { cartFixture, cartLineFixture } from '@/shared/cart/mocks/fixtures'
import { freeShippingNotice, instalmentsOffered, shippingLine } from './display'

const cartOf = (...lines: Parameters<typeof cartLineFixture>[0][]) => mapCart(cartFixture(lines.map((l) => cartLineFixture(l))))

describe('free shipping to Italy, as the API reports it', () => {
  it('says nothing for an empty bag', () => {
    expect(freeShippingNotice(mapCart(cartFixture([])))).toEqual({ kind: 'none' })
  })

  it('shows what is missing up to 150 EUR, with the progress', () => {
    expect(freeShippingNotice(cartOf({ price: 60, quantity: 1 }))).toEqual({
      kind: 'progress',
      country: 'IT',
      remaining: 90,
      from: 150,
      percent: 40,
      brand: null,
    })
  })

  it('is reached from 150 EUR', () => {
    expect(freeShippingNotice(cartOf({ price: 75, quantity: 2 }))).toEqual({ kind: 'reached', country: 'IT' })
  })

  it('is reached from 100 EUR of the brand with its own threshold', () => {
    expect(freeShippingNotice(cartOf({ price: 50, quantity: 2, id_manufacturer: 3 }))).toEqual({ kind: 'brandReached', country: 'IT', brand: 'Nordkap' })
  })

  it('points at the brand threshold when it is closer', () => {
    const notice = freeShippingNotice(cartOf({ price: 80, quantity: 1, id_manufacturer: 3 }))
    expect(notice).toMatchObject({ kind: 'progress', remaining: 70, brand: { name: 'Nordkap', remaining: 20 } })
  })

  it('prices shipping at checkout unless the API says it is free or a carrier is chosen', () => {
    const cart = cartOf({ price: 20 })
    expect(shippingLine(cart)).toEqual({ kind: 'atCheckout' })
    expect(shippingLine({ ...cart, freeShipping: { ...cart.freeShipping, qualifies: true } })).toEqual({ kind: 'free' })
    expect(shippingLine({ ...cart, totals: { ...cart.totals, shipping: 6.9 } })).toEqual({ kind: 'amount', amount: 6.9 })
    expect(shippingLine({ ...cart, totals: { ...cart.totals, shipping: 0 } })).toEqual({ kind: 'free' })
  })
})

describe('the instalments note', () => {
  it('shows for totals from 30 to 2000 EUR only', () => {
    expect(instalmentsOffered(cartOf({ price: 29.99 }))).toBe(false)
    expect(instalmentsOffered(cartOf({ price: 30 }))).toBe(true)
    expect(instalmentsOffered(cartOf({ price: 1000, quantity: 2 }))).toBe(true)
    expect(instalmentsOffered(cartOf({ price: 1000.01, quantity: 2 }))).toBe(false)
  })
})
