import { redirectTarget } from './redirect'

describe('following payment.redirect_url', () => {
  it('stays in the app for the shop’s checkout pages and leaves for anything else', () => {
    expect(redirectTarget('/en/checkout/validate?order=A&token=t', 'en', 'https://shop.test')).toEqual({ inApp: '/en/checkout/validate?order=A&token=t' })
    expect(redirectTarget('https://shop.test/en/checkout/failed?x=1', 'en', 'https://shop.test')).toEqual({ inApp: '/en/checkout/failed?x=1' })
    expect(redirectTarget('/sandbox/pay/paypal/tok', 'en', 'https://shop.test')).toEqual({ external: 'https://shop.test/sandbox/pay/paypal/tok' })
    expect(redirectTarget('https://pay.example/en/checkout/x', 'en', 'https://shop.test')).toEqual({ external: 'https://pay.example/en/checkout/x' })
  })
})
