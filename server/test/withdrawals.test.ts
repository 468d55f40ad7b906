// The withdrawal function (issue #22): finding an order by reference and e-mail (never telling whether it exists) or
// by id for its customer, withdrawing all or part of a delivered order within the period, cancelling one not shipped
// yet, the acknowledgement e-mail in the order's language, the period's last day on both sides, throttling,
// idempotent retries, two submissions at once, and returns and withdrawals never taking the same item twice.
import { DEMO_GUEST } from '../db/seed/orders'
import { LANGS } from '../lib/lang'
import { orderCancelledMail, withdrawalMail } from '../mail/withdrawal'
import { addDays, shopDay, startOfShopDay, weekday, type CalendarDay } from '../lib/shopTime'
import { withdrawalPeriod } from '../services/withdrawals/period'
import { ANNA, APPROVED_CARD, BOB, GUEST_ADDRESS, PASSWORD } from './fixture'
import { appWith, Client, loggedIn, resetDb, startTestApp, type Json } from './harness'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => ctx.close())

const GRETA = DEMO_GUEST.email
const { withinPeriod: WITHIN, outOfPeriod: OUTSIDE, notShipped: UNSHIPPED } = DEMO_GUEST.references
const guest = (lang = 'de') => new Client(ctx.app, { 'accept-language': lang })

const outbox = async (to: string): Promise<Json[]> =>
  (await ctx.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(to)}` })).json().psdata
const withdrawalsOf = async (reference: string) =>
  ctx.db.query<{ kind: string; lines: number }>(
    `select w.kind, (select sum(quantity) from withdrawal_lines l where l.id_withdrawal = w.id_withdrawal)::int as lines
       from withdrawals w join orders o on o.id_order = w.id_order where o.reference = $1`,
    [reference],
  )
const statusOf = async (reference: string) => (await ctx.db.query<{ status: string }>('select status from orders where reference = $1', [reference]))[0]!.status

/** Anna's seeded orders, newest first: not shipped yet, delivered two days ago (two products), delivered long ago. */
async function annasOrders(anna: Client) {
  const orders: Json[] = (await anna.call('getOrders')).body.psdata.orders
  const [unshipped, recent, old] = orders
  expect([unshipped.status, recent.status, old.status]).toEqual(['payment_accepted', 'delivered', 'delivered'])
  return { unshipped, recent, old }
}

/** Moves an order on through the test control, as a warehouse would report it. */
async function markOrder(reference: string, status: 'shipped' | 'delivered', at: Date) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/sandbox/test/order-status',
    headers: { 'content-type': 'application/json' },
    payload: { reference, status, at: at.toISOString() },
  })
  expect(res.statusCode).toBe(200)
  return res.json().psdata
}

/** Noon of a calendar day in Rome. */
const noonInRome = (day: CalendarDay) => new Date(startOfShopDay(day).getTime() + 12 * 3600_000)

/** A date and time as Rome's wall clock: "2026-07-03 23:59:59". */
const romeWallClock = (at: string) =>
  new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Rome', dateStyle: 'short', timeStyle: 'medium' }).format(new Date(at))

describe('the withdrawal period', () => {
  it.each([
    ['a Friday delivery: 14 days later, a Friday, until 24:00 in Rome (summer time)', '2026-06-19T16:00:00Z', '2026-07-03T21:59:59.999Z'],
    ['a Saturday delivery: the last day, a Saturday, moves to the Monday', '2026-06-20T10:00:00Z', '2026-07-06T21:59:59.999Z'],
    ['a delivery at 00:30 in Rome counts on Rome’s calendar, not UTC’s', '2026-06-19T22:30:00Z', '2026-07-06T21:59:59.999Z'],
    ['a last day after the clocks go back ends at 24:00 winter time', '2026-10-20T10:00:00Z', '2026-11-03T22:59:59.999Z'],
    ['a last day on the Sunday the clocks go back moves to the Monday', '2026-10-11T10:00:00Z', '2026-10-26T22:59:59.999Z'],
    ['a last day after the clocks go forward ends at 24:00 summer time', '2026-03-15T23:30:00Z', '2026-03-30T21:59:59.999Z'],
  ])('%s', (_case, delivered, deadline) => {
    const period = withdrawalPeriod(new Date(delivered), 14)
    expect(period.deadline.toISOString()).toBe(deadline)
    // The last millisecond is on time, the next one is not.
    expect(period.endsAt.getTime()).toBe(new Date(deadline).getTime() + 1)
  })
})

describe('the e-mails in every language', () => {
  const receivedAt = new Date('2026-07-03T14:05:00.000Z')
  const data = {
    reference: 'ABCDEFGHI',
    name: 'Jo Doe',
    receivedAt,
    orderedAt: new Date('2026-06-01T10:00:00.000Z'),
    deliveredAt: new Date('2026-06-24T10:00:00.000Z'),
    lines: [{ name: 'Storm Jacket', attributes: 'Size: M', quantity: 2 }],
    reason: null,
    returnAddress: ['Shop – Returns', 'Via Tortona 31'],
    refund: 42.5,
    url: 'https://shop.example/x/withdrawal',
  }

  it.each(LANGS)('%s: every text filled in, with the time received in Rome (16:05) and the items', (lang) => {
    for (const mail of [
      withdrawalMail('Shop', lang, 'jo@example.com', { ...data, kind: 'withdrawal' }),
      withdrawalMail('Shop', lang, 'jo@example.com', { ...data, kind: 'cancellation' }),
      orderCancelledMail('Shop', lang, 'jo@example.com', { ...data, cancelledAt: receivedAt }),
    ]) {
      expect(mail.lang).toBe(lang)
      expect(mail.subject).toContain('ABCDEFGHI')
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/[{}]/)
      expect(mail.text).toMatch(/16:05|4:05\s?PM/)
      expect(mail.text).toContain('2 × Storm Jacket (Size: M)')
    }
    const withdrawal = withdrawalMail('Shop', lang, 'jo@example.com', { ...data, kind: 'withdrawal' })
    expect(withdrawal.text).toContain('Shop – Returns\nVia Tortona 31')
  })

  it('speaks each language in its own words', () => {
    const subjects = LANGS.map((lang) => withdrawalMail('Shop', lang, 'jo@example.com', { ...data, kind: 'withdrawal' }).subject)
    expect(new Set(subjects).size).toBe(LANGS.length)
  })
})

describe('getWithdrawalOrder', () => {
  beforeEach(() => resetDb(ctx))

  it('finds a guest’s order by reference and e-mail, whatever their case and spaces, with what may be withdrawn until when', async () => {
    const res = await guest().call('getWithdrawalOrder', { reference: ` ${WITHIN.toLowerCase()} `, email: ` ${GRETA.toUpperCase()} ` })
    expect(res.status).toBe(200)
    const order = res.body.psdata
    expect(order).toMatchObject({ reference: WITHIN, status: 'delivered', status_label: 'Zugestellt', withdrawals: [] })
    expect(order.withdrawal).toMatchObject({ mode: 'withdraw', closed_reason: null })
    // The end of a day in Rome, at least 14 days after the one it was delivered on.
    expect(romeWallClock(order.withdrawal.deadline)).toMatch(/ 23:59:59$/)
    expect(new Date(order.withdrawal.deadline).getTime() - new Date(order.delivered_at).getTime()).toBeGreaterThan(14 * 86_400_000)
    for (const line of order.products) expect(line).toMatchObject({ quantity: 1, withdrawable_quantity: 1 })
    expect(order.products.map((p: Json) => p.name).sort()).toEqual(['Crème-Brûlée-Becher', 'Sturmjacke'])
  })

  it('answers a wrong e-mail exactly as a reference that does not exist: nobody learns which orders exist', async () => {
    const wrongEmail = await guest().call('getWithdrawalOrder', { reference: WITHIN, email: 'someone.else@example.com' })
    const noSuchOrder = await guest().call('getWithdrawalOrder', { reference: 'ZZZZZZZZZ', email: GRETA })
    for (const res of [wrongEmail, noSuchOrder]) {
      expect(res.status).toBe(404)
      expect(res.body).toEqual({
        success: false,
        code: 404,
        psdata: null,
        message: 'We could not find an order with this reference and e-mail address.',
        codes: { _: 'withdrawal.order_not_found' },
      })
    }
  })

  it('shows a signed-in customer their own order by id, and nobody else’s', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const { recent } = await annasOrders(anna)
    expect((await anna.call('getWithdrawalOrder', { id_order: recent.id_order })).body.psdata).toMatchObject({ reference: recent.reference })
    const bob = await loggedIn(ctx.app, BOB, PASSWORD)
    const notHis = await bob.call('getWithdrawalOrder', { id_order: recent.id_order })
    expect(notHis.status).toBe(404)
    expect(notHis.body.codes).toEqual({ _: 'withdrawal.order_not_found' })
    expect((await guest().call('getWithdrawalOrder', { id_order: recent.id_order })).status).toBe(401)
  })

  it('refuses a malformed payload with field errors', async () => {
    const client = guest()
    expect((await client.call('getWithdrawalOrder', {})).body.errors).toEqual({ reference: 'Reference is required.', email: 'Email is required.' })
    expect((await client.call('getWithdrawalOrder', { reference: WITHIN, email: 'not an e-mail' })).body.errors).toEqual({
      email: 'Please enter a valid email address.',
    })
    const both = await client.call('getWithdrawalOrder', { id_order: 1, reference: WITHIN, email: GRETA })
    expect([both.status, both.body.errors]).toEqual([422, { id_order: 'Send either id_order, or reference and email.' }])
  })

  it('tells an order not shipped yet (cancel), one past its period and one with nothing left apart', async () => {
    const client = guest()
    const mode = async (reference: string) => (await client.call('getWithdrawalOrder', { reference, email: GRETA })).body.psdata.withdrawal
    expect(await mode(UNSHIPPED)).toEqual({ mode: 'cancel', deadline: null, closed_reason: null })
    expect(await mode(OUTSIDE)).toMatchObject({ mode: 'closed', closed_reason: 'period_over' })
    await client.call('createWithdrawal', { reference: WITHIN, email: GRETA, name: 'Greta Gast' })
    expect(await mode(WITHIN)).toMatchObject({ mode: 'closed', closed_reason: 'already_withdrawn' })
  })
})

describe('createWithdrawal', () => {
  beforeEach(() => resetDb(ctx))

  it('withdraws a guest from a whole delivered order and acknowledges it in German with date, time and items', async () => {
    const client = guest()
    const res = await client.call('createWithdrawal', { reference: WITHIN, email: GRETA, name: '  Greta Gast ', reason: 'Passt nicht' })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Withdrawal received')
    const { withdrawal, order } = res.body.psdata
    expect(withdrawal).toMatchObject({
      kind: 'withdrawal',
      reference: WITHIN,
      name: 'Greta Gast',
      email_masked: 'g•••@example.com',
      reason: 'Passt nicht',
      return_address: ['Ridgeline – Returns', 'Via Tortona 31', '20144 Milano MI', 'Italy'],
    })
    expect(withdrawal.lines.map((l: Json) => [l.product_name, l.quantity]).sort()).toEqual([
      ['Crème-Brûlée-Becher', 1],
      ['Sturmjacke', 1],
    ])
    expect(Date.now() - new Date(withdrawal.received_at).getTime()).toBeLessThan(60_000)
    expect(order.withdrawal).toMatchObject({ mode: 'closed', closed_reason: 'already_withdrawn' })
    expect(order.withdrawals).toEqual([withdrawal])
    expect(order.products.map((p: Json) => p.withdrawable_quantity)).toEqual([0, 0])
    // The order itself stays delivered: the goods are on their way back.
    expect(await statusOf(WITHIN)).toBe('delivered')

    const mails = await outbox(GRETA)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail).toMatchObject({ kind: 'withdrawal', lang: 'de', subject: `Ihr Widerruf der Bestellung ${WITHIN}` })
    const time = new Intl.DateTimeFormat('de', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' }).format(new Date(withdrawal.received_at))
    expect(mail.text).toMatch(new RegExp(`Widerruf des Vertrags am \\d{1,2}\\. \\S+ \\d{4} um ${time} (MEZ|MESZ) erhalten`))
    expect(mail.text).toContain('Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren.')
    expect(mail.text).toContain('1 × Sturmjacke')
    expect(mail.text).toContain('1 × Crème-Brûlée-Becher')
    expect(mail.text).toContain('Grund: Passt nicht')
    expect(mail.text).toContain('Via Tortona 31\n20144 Milano MI')
    expect(mail.text).toMatch(/binnen 14 Tagen ab Eingang Ihres Widerrufs/)
    // The guest finds the order again through the withdrawal page.
    expect(mail.text).toMatch(/Bestellung ansehen: http:\/\/localhost(:\d+)?\/de\/withdrawal$/m)
    expect(mail.html).toContain('<blockquote')

    const again = await client.call('createWithdrawal', { reference: WITHIN, email: GRETA, name: 'Greta Gast' })
    expect(again.status).toBe(422)
    expect(again.body).toMatchObject({
      message: 'This order has already been withdrawn from.',
      errors: { order: 'This order has already been withdrawn from.' },
      codes: { _: 'withdrawal.already_withdrawn', order: 'withdrawal.already_withdrawn' },
    })
    expect(await withdrawalsOf(WITHIN)).toHaveLength(1)
    expect(await outbox(GRETA)).toHaveLength(1)
  })

  it('lets a customer withdraw one of two items in Italian; the other stays withdrawable and returnable, the withdrawn one is neither', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const { recent } = await annasOrders(anna)
    const details = (await anna.call('getOrder', { id_order: recent.id_order })).body.psdata
    const [first, second] = details.products
    const res = await anna.call('createWithdrawal', {
      id_order: recent.id_order,
      name: 'Anna Rossi',
      lines: [{ id_order_detail: first.id_order_detail, quantity: 1 }],
    })
    expect(res.status).toBe(201)
    expect(res.body.psdata.withdrawal).toMatchObject({ kind: 'withdrawal', reason: null, lines: [{ id_order_detail: first.id_order_detail, quantity: 1 }] })
    expect(res.body.psdata.order.withdrawal.mode).toBe('withdraw')
    expect(res.body.psdata.order.products.map((p: Json) => p.withdrawable_quantity)).toEqual([0, 1])

    const order = (await anna.call('getOrder', { id_order: recent.id_order }, { 'accept-language': 'it' })).body.psdata
    expect(order.withdrawal).toMatchObject({ mode: 'withdraw', closed_reason: null })
    expect(order.withdrawals).toEqual([res.body.psdata.withdrawal])
    expect(order.products.map((p: Json) => [p.withdrawn_quantity, p.returnable_quantity])).toEqual([
      [1, 0],
      [0, 1],
    ])
    expect(order.history.at(-1)).toMatchObject({ status: 'withdrawal_received', label: 'Recesso ricevuto' })
    const returned = await anna.call('createReturn', {
      id_order: recent.id_order,
      lines: [{ id_order_detail: first.id_order_detail, quantity: 1, reason: 'Rotto' }],
    })
    expect(returned.body.errors).toEqual({ 'lines.0.quantity': 'At most 0 can be returned.' })

    const [mail] = await outbox(ANNA)
    expect(mail).toMatchObject({ kind: 'withdrawal', lang: 'it', subject: `Il tuo recesso dall’ordine ${recent.reference}` })
    const time = new Intl.DateTimeFormat('it', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' }).format(
      new Date(res.body.psdata.withdrawal.received_at),
    )
    expect(mail.text).toMatch(new RegExp(`recesso dal contratto il \\d{1,2} \\S+ \\d{4} alle ore ${time} (CET|CEST)`))
    expect(mail.text).toContain(`1 × ${first.name}`)
    expect(mail.text).not.toContain(second.name)
    // A customer is sent to the order in their account.
    expect(mail.text).toContain(`/it/my-account/orders?order=${recent.reference}`)
  })

  it('refuses what the order does not allow, with a code per line, and changes nothing', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const { recent } = await annasOrders(anna)
    const [first] = (await anna.call('getOrder', { id_order: recent.id_order })).body.psdata.products
    const res = await anna.call('createWithdrawal', {
      id_order: recent.id_order,
      name: 'Anna Rossi',
      lines: [
        { id_order_detail: first.id_order_detail, quantity: 2 },
        { id_order_detail: 999_999, quantity: 1 },
        { id_order_detail: first.id_order_detail, quantity: 1 },
      ],
    })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({
      'lines.0.quantity': 'At most 1 can be withdrawn.',
      'lines.1.id_order_detail': 'This product is not part of the order.',
      'lines.2.id_order_detail': 'This product is listed twice.',
    })
    expect(res.body.codes).toEqual({
      _: 'validation.failed',
      'lines.0.quantity': 'withdrawal.quantity_too_high',
      'lines.1.id_order_detail': 'withdrawal.unknown_line',
      'lines.2.id_order_detail': 'withdrawal.duplicate_line',
    })
    const noName = await anna.call('createWithdrawal', { id_order: recent.id_order, name: '   ' })
    expect(noName.body.errors).toEqual({ name: 'Name is required.' })
    expect(await withdrawalsOf(recent.reference)).toEqual([])
    expect(await outbox(ANNA)).toEqual([])
  })

  it('cancels a guest’s order that has not shipped: stock back, money on record as due, the same acknowledgement', async () => {
    const stock = async () =>
      (
        await ctx.db.query<{ quantity: number }>(
          `select c.quantity from combinations c join order_details d on d.id_product_attribute = c.id_product_attribute
             join orders o on o.id_order = d.id_order where o.reference = $1`,
          [UNSHIPPED],
        )
      )[0]!.quantity
    const before = await stock()
    const client = guest()
    // A line of another order (Anna's) is no line of this one.
    const partial = await client.call('createWithdrawal', {
      reference: UNSHIPPED,
      email: GRETA,
      name: 'Greta Gast',
      lines: [{ id_order_detail: 1, quantity: 1 }],
    })
    expect(partial.body.codes).toEqual({ _: 'validation.failed', 'lines.0.id_order_detail': 'withdrawal.unknown_line' })
    expect(await stock()).toBe(before)
    const [line] = (await client.call('getWithdrawalOrder', { reference: UNSHIPPED, email: GRETA })).body.psdata.products
    expect(line).toMatchObject({ quantity: 1, withdrawable_quantity: 1 })

    const res = await client.call('createWithdrawal', { reference: UNSHIPPED, email: GRETA, name: 'Greta Gast' })
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Order cancelled')
    expect(res.body.psdata.withdrawal).toMatchObject({
      kind: 'cancellation',
      return_address: null,
      lines: [{ id_order_detail: line.id_order_detail, quantity: 1 }],
    })
    expect(res.body.psdata.order).toMatchObject({ status: 'refunded', withdrawal: { mode: 'closed', closed_reason: 'cancelled' } })
    expect(await stock()).toBe(before + 1)
    const [payment] = await ctx.db.query<{ refund_status: string }>(
      'select p.refund_status from payments p join orders o on o.id_order = p.id_order where o.reference = $1',
      [UNSHIPPED],
    )
    expect(payment!.refund_status).toBe('due')
    const [mail] = await outbox(GRETA)
    expect(mail).toMatchObject({ kind: 'withdrawal', lang: 'de', subject: `Ihre Stornierung der Bestellung ${UNSHIPPED}` })
    expect(mail.text).toContain('Ihre Bestellung war noch nicht versandt, daher haben wir sie storniert.')
    expect(mail.text).toMatch(/Wir erstatten Ihnen \d+,\d\d\s€ unverzüglich/)
    expect(mail.text).toContain('Sie müssen nichts zurücksenden.')

    const again = await client.call('createWithdrawal', { reference: UNSHIPPED, email: GRETA, name: 'Greta Gast' })
    expect(again.body.codes).toEqual({ _: 'withdrawal.already_withdrawn', order: 'withdrawal.already_withdrawn' })
  })

  it('asks a cancellation to cover the whole order', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const { unshipped } = await annasOrders(anna)
    const [line] = (await anna.call('getWithdrawalOrder', { id_order: unshipped.id_order })).body.psdata.products
    const { reference } = unshipped
    await ctx.db.query('update order_details set quantity = 2 where id_order_detail = $1', [line.id_order_detail])
    const res = await anna.call('createWithdrawal', {
      id_order: unshipped.id_order,
      name: 'Anna Rossi',
      lines: [{ id_order_detail: line.id_order_detail, quantity: 1 }],
    })
    expect([res.status, res.body.codes]).toEqual([422, { _: 'withdrawal.cancel_whole_order', lines: 'withdrawal.cancel_whole_order' }])
    expect(await statusOf(reference)).toBe('payment_accepted')
    const whole = await anna.call('createWithdrawal', {
      id_order: unshipped.id_order,
      name: 'Anna Rossi',
      lines: [{ id_order_detail: line.id_order_detail, quantity: 2 }],
    })
    expect(whole.status).toBe(201)
  })

  it('refuses an order that was cancelled before, and one whose payment failed', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const { unshipped, recent } = await annasOrders(anna)
    await anna.call('updateOrder', { id_order: unshipped.id_order, action: 'cancel' })
    const cancelled = await anna.call('createWithdrawal', { id_order: unshipped.id_order, name: 'Anna Rossi' })
    expect([cancelled.status, cancelled.body.codes]).toEqual([422, { _: 'withdrawal.not_eligible', order: 'withdrawal.not_eligible' }])
    await ctx.db.query(`update orders set status = 'payment_error' where id_order = $1`, [recent.id_order])
    expect((await anna.call('createWithdrawal', { id_order: recent.id_order, name: 'Anna Rossi' })).body.codes).toEqual({
      _: 'withdrawal.not_eligible',
      order: 'withdrawal.not_eligible',
    })
    expect((await anna.call('getWithdrawalOrder', { id_order: recent.id_order })).body.psdata.withdrawal.closed_reason).toBe('not_eligible')
  })
})

describe('the last day of the period', () => {
  beforeEach(() => resetDb(ctx))

  const today = () => shopDay(new Date())

  it('accepts a withdrawal on the last day (delivered 14 days before today, in Rome)', async () => {
    const delivered = await markOrder(WITHIN, 'delivered', noonInRome(addDays(today(), -14)))
    const client = guest()
    const order = (await client.call('getWithdrawalOrder', { reference: WITHIN, email: GRETA })).body.psdata
    expect(order.delivered_at).toBe(delivered.delivered_at)
    expect(order.withdrawal.mode).toBe('withdraw')
    // Today until midnight in Rome — or, today being a Saturday or Sunday, until Monday's midnight.
    const weekend = [0, 6].includes(weekday(today()))
    const lastDay = weekend ? addDays(today(), weekday(today()) === 6 ? 2 : 1) : today()
    const pad = (n: number) => String(n).padStart(2, '0')
    expect(romeWallClock(order.withdrawal.deadline)).toBe(`${lastDay.year}-${pad(lastDay.month)}-${pad(lastDay.day)} 23:59:59`)
    expect((await client.call('createWithdrawal', { reference: WITHIN, email: GRETA, name: 'Greta Gast' })).status).toBe(201)
  })

  it('refuses one the day after the last day, and changes nothing', async () => {
    // The latest weekday before today: a last day on a weekend would move to the Monday.
    let lastDay = addDays(today(), -1)
    while ([0, 6].includes(weekday(lastDay))) lastDay = addDays(lastDay, -1)
    await markOrder(WITHIN, 'delivered', noonInRome(addDays(lastDay, -14)))
    const client = guest()
    const order = (await client.call('getWithdrawalOrder', { reference: WITHIN, email: GRETA })).body.psdata
    expect(order.withdrawal).toMatchObject({ mode: 'closed', closed_reason: 'period_over' })
    expect(order.products.map((p: Json) => p.withdrawable_quantity)).toEqual([0, 0])
    const res = await client.call('createWithdrawal', { reference: WITHIN, email: GRETA, name: 'Greta Gast' })
    expect(res.status).toBe(422)
    expect(res.body).toMatchObject({
      message: 'The withdrawal period for this order has ended.',
      codes: { order: 'withdrawal.period_over' },
    })
    expect(await withdrawalsOf(WITHIN)).toEqual([])
    expect(await outbox(GRETA)).toEqual([])
  })

  it('has not started before delivery: a shipped order may be withdrawn from, with no deadline yet', async () => {
    await markOrder(UNSHIPPED, 'shipped', new Date())
    const client = guest()
    const order = (await client.call('getWithdrawalOrder', { reference: UNSHIPPED, email: GRETA })).body.psdata
    expect(order).toMatchObject({ status: 'shipped', delivered_at: null, withdrawal: { mode: 'withdraw', deadline: null, closed_reason: null } })
    const res = await client.call('createWithdrawal', { reference: UNSHIPPED, email: GRETA, name: 'Greta Gast' })
    expect(res.body.psdata.withdrawal.kind).toBe('withdrawal')
  })
})

describe('the account', () => {
  beforeEach(() => resetDb(ctx))

  it('lists what the withdrawal function offers for each order', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const orders: Json[] = (await anna.call('getOrders')).body.psdata.orders
    expect(orders.map((o) => o.withdrawal)).toEqual([{ mode: 'cancel' }, { mode: 'withdraw' }, { mode: 'closed' }])
  })

  it('confirms a cancel made from the account by e-mail, in the order’s language, with the refund', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const { unshipped } = await annasOrders(anna)
    const res = await anna.call('updateOrder', { id_order: unshipped.id_order, action: 'cancel' })
    expect(res.body.psdata.status).toBe('refunded')
    const mails = await outbox(ANNA)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ kind: 'order_cancellation', lang: 'it', subject: `Ordine ${unshipped.reference} annullato` })
    expect(mails[0].text).toMatch(new RegExp(`abbiamo annullato il tuo ordine ${unshipped.reference} il \\d{1,2} \\S+ \\d{4} alle ore \\d{2}:\\d{2}`))
    expect(mails[0].text).toContain(`Ti rimborseremo ${new Intl.NumberFormat('it', { style: 'currency', currency: 'EUR' }).format(unshipped.total_paid)}`)
    expect(mails[0].text).toContain('1 × Maglietta Bio')
    // A refused second cancel writes no e-mail.
    expect((await anna.call('updateOrder', { id_order: unshipped.id_order, action: 'cancel' })).status).toBe(422)
    expect(await outbox(ANNA)).toHaveLength(1)
  })

  it('links every order confirmation to the withdrawal function, in the shopper’s language', async () => {
    const shopper = guest('de')
    await shopper.call('bootstrap')
    await shopper.call('createCartItem', { id_product: 5 })
    await shopper.call('updateCheckoutAddress', { email: 'neu@example.com', delivery_address: { ...GUEST_ADDRESS, phone: '+39 06 1234567' } })
    await shopper.call('updateCheckoutCarrier', { id_carrier: 1 })
    expect((await shopper.call('createOrder', { gateway: 'CREDITCARD', terms_accepted: true, card: APPROVED_CARD })).status).toBe(201)
    const [mail] = await outbox('neu@example.com')
    expect(mail.kind).toBe('order_confirmation')
    expect(mail.html).toMatch(/<a href="http:\/\/localhost(:\d+)?\/de\/withdrawal">Vertrag hier widerrufen<\/a>/)
    expect(mail.text).toMatch(
      /bis 14 Tage nach der Lieferung ohne Angabe von Gründen widerrufen\.\nVertrag hier widerrufen: http:\/\/localhost(:\d+)?\/de\/withdrawal/,
    )
  })
})

describe('returns and withdrawals', () => {
  beforeEach(() => resetDb(ctx))

  it('never take the same item twice, also when sent at the same moment', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const { recent } = await annasOrders(anna)
    const [first, second] = (await anna.call('getOrder', { id_order: recent.id_order })).body.psdata.products
    // A return first: the returned item can no longer be withdrawn.
    expect(
      (await anna.call('createReturn', { id_order: recent.id_order, lines: [{ id_order_detail: first.id_order_detail, quantity: 1, reason: 'Rotto' }] }))
        .status,
    ).toBe(201)
    const late = await anna.call('createWithdrawal', {
      id_order: recent.id_order,
      name: 'Anna Rossi',
      lines: [{ id_order_detail: first.id_order_detail, quantity: 1 }],
    })
    expect(late.body.codes).toEqual({ _: 'validation.failed', 'lines.0.quantity': 'withdrawal.quantity_too_high' })
    expect(late.body.params).toEqual({ 'lines.0.quantity': { max: 0 } })
    // The other item, returned (twice) and withdrawn (twice) at once: exactly one request takes it.
    const line = [{ id_order_detail: second.id_order_detail, quantity: 1 }]
    const answers = await Promise.all([
      anna.call('createReturn', { id_order: recent.id_order, lines: [{ ...line[0], reason: 'Grande' }] }),
      anna.call('createWithdrawal', { id_order: recent.id_order, name: 'Anna Rossi', lines: line }),
      anna.call('createReturn', { id_order: recent.id_order, lines: [{ ...line[0], reason: 'Grande' }] }),
      anna.call('createWithdrawal', { id_order: recent.id_order, name: 'Anna Rossi', lines: line }),
    ])
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422, 422])
    const [taken] = await ctx.db.query<{ n: number }>(
      `select (select coalesce(sum(quantity), 0) from order_return_lines where id_order_detail = $1)
            + (select coalesce(sum(quantity), 0) from withdrawal_lines where id_order_detail = $1) as n`,
      [second.id_order_detail],
    )
    expect(Number(taken!.n)).toBe(1)
    // Nothing is left: the order is closed to the withdrawal function.
    expect((await anna.call('getWithdrawalOrder', { id_order: recent.id_order })).body.psdata.withdrawal).toMatchObject({
      mode: 'closed',
      closed_reason: 'already_withdrawn',
    })
  })
})

describe('submissions at once, retries and abuse', () => {
  beforeEach(() => resetDb(ctx))

  it.each([
    ['without', () => ({})],
    ['each with its own', (tab: string) => ({ 'idempotency-key': `tab-${tab}` })],
  ])('records one withdrawal when tabs confirm at the same moment (%s Idempotency-Key)', async (_case, key) => {
    const tabs = ['a', 'b', 'c']
    const answers = await Promise.all(tabs.map((tab) => guest().call('createWithdrawal', { reference: WITHIN, email: GRETA, name: 'Greta Gast' }, key(tab))))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422])
    for (const refused of answers.filter((r) => r.status === 422))
      expect(refused.body.codes).toEqual({ _: 'withdrawal.already_withdrawn', order: 'withdrawal.already_withdrawn' })
    expect(await withdrawalsOf(WITHIN)).toEqual([{ kind: 'withdrawal', lines: 2 }])
    expect(await outbox(GRETA)).toHaveLength(1)
  })

  it('cancels once when two tabs cancel an unshipped order at the same moment: the stock comes back once', async () => {
    const stock = async () => (await ctx.db.query<{ quantity: number }>('select quantity from products where id_product = 1'))[0]!.quantity
    const before = await stock()
    const answers = await Promise.all([guest(), guest()].map((c) => c.call('createWithdrawal', { reference: UNSHIPPED, email: GRETA, name: 'Greta Gast' })))
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422])
    expect(await withdrawalsOf(UNSHIPPED)).toEqual([{ kind: 'cancellation', lines: 1 }])
    expect(await stock()).toBe(before + 1)
    expect(await outbox(GRETA)).toHaveLength(1)
  })

  it('replays a retry with the same Idempotency-Key instead of withdrawing again', async () => {
    const client = guest()
    const payload = { reference: WITHIN, email: GRETA, name: 'Greta Gast' }
    const first = await client.call('createWithdrawal', payload, { 'idempotency-key': 'withdraw-1' })
    const retry = await client.call('createWithdrawal', payload, { 'idempotency-key': 'withdraw-1' })
    expect(first.status).toBe(201)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.body).toEqual(first.body)
    expect(await withdrawalsOf(WITHIN)).toHaveLength(1)
    expect(await outbox(GRETA)).toHaveLength(1)
    // Another payload under the key is refused.
    expect((await client.call('createWithdrawal', { ...payload, reason: 'x' }, { 'idempotency-key': 'withdraw-1' })).status).toBe(409)
  })

  it('throttles look-ups from one address (429 with Retry-After)', async () => {
    const client = guest()
    const limit = ctx.shop.config.throttle.withdrawalPerIp
    for (let i = 0; i < limit; i++) expect((await client.call('getWithdrawalOrder', { reference: `NOPE${i}`, email: GRETA })).status).toBe(404)
    const res = await client.call('getWithdrawalOrder', { reference: WITHIN, email: GRETA })
    expect(res.status).toBe(429)
    expect(res.body).toMatchObject({ message: 'Too many attempts. Please try again later.', codes: { _: 'throttled' } })
    const retryAfter = Number(res.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(ctx.shop.config.throttle.windowSeconds)
    // Submissions from that address too.
    expect((await client.call('createWithdrawal', { reference: WITHIN, email: GRETA, name: 'Greta Gast' })).status).toBe(429)
    expect(await withdrawalsOf(WITHIN)).toEqual([])
  })

  it('throttles guesses at one order’s e-mail from many addresses; the right e-mail before the limit clears them', async () => {
    const app = await appWith(ctx, { throttle: { ...ctx.shop.config.throttle, withdrawalPerIp: 1000 } })
    const limit = ctx.shop.config.throttle.withdrawalPerReference
    const lookUp = (email: string) => new Client(app).call('getWithdrawalOrder', { reference: WITHIN, email })
    for (let i = 0; i < limit - 1; i++) expect((await lookUp(`guess${i}@example.com`)).status).toBe(404)
    expect((await lookUp(GRETA)).status).toBe(200)
    for (let i = 0; i < limit; i++) expect((await lookUp(`guess${i}@example.com`)).status).toBe(404)
    // Over the limit, even the right e-mail waits: guessing cannot go on.
    const locked = await lookUp(GRETA)
    expect([locked.status, locked.body.codes]).toEqual([429, { _: 'throttled' }])
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    await app.close()
  })

  it('throttles submissions for one order', async () => {
    const app = await appWith(ctx, { throttle: { ...ctx.shop.config.throttle, withdrawalsPerOrder: 1 } })
    const anna = await loggedIn(app, ANNA, PASSWORD)
    const { recent } = await annasOrders(anna)
    const [first, second] = (await anna.call('getOrder', { id_order: recent.id_order })).body.psdata.products
    const once = await anna.call('createWithdrawal', {
      id_order: recent.id_order,
      name: 'Anna Rossi',
      lines: [{ id_order_detail: first.id_order_detail, quantity: 1 }],
    })
    expect(once.status).toBe(201)
    const twice = await anna.call('createWithdrawal', {
      id_order: recent.id_order,
      name: 'Anna Rossi',
      lines: [{ id_order_detail: second.id_order_detail, quantity: 1 }],
    })
    expect([twice.status, twice.body.codes]).toEqual([429, { _: 'throttled' }])
    expect(await withdrawalsOf(recent.reference)).toHaveLength(1)
    await app.close()
  })
})

describe('the test control for deliveries', () => {
  beforeEach(() => resetDb(ctx))

  it('ships and delivers an order at a given moment, shipping it first when it had not been', async () => {
    const at = new Date('2026-05-04T08:30:00.000Z')
    expect(await markOrder(UNSHIPPED, 'delivered', at)).toEqual({ reference: UNSHIPPED, status: 'delivered', delivered_at: at.toISOString() })
    const history = await ctx.db.query<{ status: string; date_add: Date }>(
      'select h.status, h.date_add from order_history h join orders o on o.id_order = h.id_order where o.reference = $1 order by h.id_order_history',
      [UNSHIPPED],
    )
    expect(history.slice(-2).map((h) => [h.status, new Date(h.date_add).toISOString()])).toEqual([
      ['shipped', at.toISOString()],
      ['delivered', at.toISOString()],
    ])
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/sandbox/test/order-status',
      headers: { 'content-type': 'application/json' },
      payload: { reference: 'NOSUCHREF', status: 'shipped' },
    })
    expect(unknown.statusCode).toBe(404)
  })
})
