import { mapSubscription, mapUnsubscription } from './map'

describe('mapSubscription', () => {
  it('says whether the welcome e-mail went out', () => {
    expect(mapSubscription({ email: 'fan@example.com', subscribed: true, welcome_sent: true })).toEqual({ email: 'fan@example.com', welcomeSent: true })
    expect(mapSubscription({ email: 'fan@example.com', subscribed: true, welcome_sent: false })).toEqual({ email: 'fan@example.com', welcomeSent: false })
  })

  it('takes an answer without welcome_sent as a new subscription', () => {
    expect(mapSubscription({ email: 'fan@example.com', subscribed: true }).welcomeSent).toBe(true)
  })
})

describe('mapUnsubscription', () => {
  it('keeps the address that was taken off the list', () => {
    expect(mapUnsubscription({ email: 'fan@example.com', subscribed: false })).toEqual({ email: 'fan@example.com' })
  })
})
