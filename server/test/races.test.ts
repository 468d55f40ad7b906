// Requests of one shopper that arrive at the same moment (two tabs, a double click, a retry on a slow network, a
// script guessing passwords): each race fires its requests in parallel and checks what the database holds after.
// On PostgreSQL (DATABASE_URL) they truly overlap; on PGlite they interleave between queries.
import { ANNA, PASSWORD } from './fixture'
import { Client, loggedIn, resetDb, startTestApp } from './harness'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => ctx.close())
beforeEach(() => resetDb(ctx))

const MUG = 5
const JACKET = 2

const openCartsOfSession = async (client: Client) => {
  const [row] = await ctx.db.query<{ n: number }>(
    `select count(*)::int as n from carts c join sessions s on s.id_session = c.id_session where c.status = 'open' and c.id_customer is null
        and s.token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
    [client.sessionCookie!.split('=')[1]],
  )
  return row!.n
}

describe('the first writes of a session at once', () => {
  it('open one cart that keeps every line', async () => {
    const shopper = new Client(ctx.app)
    await shopper.call('bootstrap')
    const added = await Promise.all([
      shopper.call('createCartItem', { id_product: MUG }),
      shopper.call('createCartItem', { id_product: JACKET }),
      shopper.call('createCartItem', { id_product: MUG, quantity: 2 }),
    ])
    expect(added.map((r) => r.status)).toEqual([201, 201, 201])
    expect(await openCartsOfSession(shopper)).toBe(1)
    const cart = (await shopper.call('getCartItems')).body.psdata
    const quantities = Object.fromEntries(cart.products.map((p: { id_product: number; quantity: number }) => [p.id_product, p.quantity]))
    // Both adds of the mug count: neither overwrote the other's quantity.
    expect(quantities).toEqual({ [MUG]: 3, [JACKET]: 1 })
  })
})

describe('login attempts at once', () => {
  it('hold the per-account limit: no more wrong passwords are tried than the limit allows', async () => {
    const limit = ctx.shop.config.throttle.loginPerAccount
    const attempts = await Promise.all(Array.from({ length: limit * 3 }, (_, i) => new Client(ctx.app).call('login', { email: ANNA, password: `Wrong-${i}!` })))
    const statuses = attempts.map((r) => r.status)
    expect(statuses.filter((s) => s === 401)).toHaveLength(limit)
    expect(statuses.filter((s) => s === 429)).toHaveLength(limit * 2)
    // The account stays closed for this window, even to the right password.
    expect((await new Client(ctx.app).call('login', { email: ANNA, password: PASSWORD })).status).toBe(429)
  })
})

describe('one Idempotency-Key', () => {
  it('sent several times at once runs the call once and answers each with its result', async () => {
    const shopper = new Client(ctx.app)
    await shopper.call('bootstrap')
    const key = { 'idempotency-key': 'add-once' }
    const answers = await Promise.all(Array.from({ length: 4 }, () => shopper.call('createCartItem', { id_product: MUG }, key)))
    expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201])
    expect(answers.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(3)
    for (const answer of answers) expect(answer.body).toEqual(answers[0]!.body)
    expect((await shopper.call('getCartItems')).body.psdata.products_count).toBe(1)
  })

  it('commits the effect with its answer: a failure before the answer is stored leaves nothing, and the retry runs once', async () => {
    const shopper = new Client(ctx.app)
    await shopper.call('bootstrap')
    const key = { 'idempotency-key': 'dies-before-answer' }
    // The process "dies" at the last step: storing the answer fails after the handler has written the line.
    const query = ctx.db.query.bind(ctx.db)
    const spy = jest.spyOn(ctx.db, 'query').mockImplementation(async (sql: string, params?: unknown[]) => {
      if (/^update idempotency_keys set status_code/.test(sql)) {
        spy.mockRestore()
        throw new Error('connection lost')
      }
      return query(sql, params)
    })
    expect((await shopper.call('createCartItem', { id_product: MUG }, key)).status).toBe(500)
    expect((await shopper.call('getCartItems')).body.psdata.products_count).toBe(0)
    const retried = await shopper.call('createCartItem', { id_product: MUG }, key)
    expect(retried.status).toBe(201)
    expect(retried.headers['idempotent-replayed']).toBeUndefined()
    expect((await shopper.call('createCartItem', { id_product: MUG }, key)).headers['idempotent-replayed']).toBe('true')
    expect((await shopper.call('getCartItems')).body.psdata.products_count).toBe(1)
  })
})

describe('session ids', () => {
  const signedIn = async (client: Client) => (await client.call('getCustomer')).status === 200

  it('change on login, registration and password reset; the old one is worth nothing afterwards', async () => {
    const visitor = new Client(ctx.app)
    await visitor.call('bootstrap')
    const beforeLogin = visitor.sessionCookie!
    await visitor.call('login', { email: ANNA, password: PASSWORD })
    expect(visitor.sessionCookie).not.toBe(beforeLogin)
    expect(await signedIn(visitor)).toBe(true)
    expect(await signedIn(new Client(ctx.app, { cookie: beforeLogin }))).toBe(false)

    const newcomer = new Client(ctx.app)
    await newcomer.call('bootstrap')
    const beforeRegister = newcomer.sessionCookie!
    const registered = await newcomer.call('register', {
      email: 'new@example.com',
      password: 'Str0ng-Passw0rd!',
      firstname: 'Nina',
      lastname: 'Neu',
      terms_accepted: true,
    })
    expect(registered.status).toBe(201)
    expect(newcomer.sessionCookie).not.toBe(beforeRegister)
    expect(await signedIn(new Client(ctx.app, { cookie: beforeRegister }))).toBe(false)

    const forgetful = new Client(ctx.app)
    await forgetful.call('bootstrap')
    await forgetful.call('resetPasswordEmail', { email: ANNA })
    const [mail] = await ctx.db.query<{ text_body: string }>(`select text_body from mail_outbox where kind = 'password_reset' order by id_mail desc limit 1`)
    const token = /token=([\w-]+)/.exec(mail!.text_body)![1]!
    const beforeReset = forgetful.sessionCookie!
    expect((await forgetful.call('resetPasswordEnter', { token, password: 'N3w-Passw0rd!', confirmation: 'N3w-Passw0rd!' })).status).toBe(200)
    expect(forgetful.sessionCookie).not.toBe(beforeReset)
    expect(await signedIn(forgetful)).toBe(true)
    expect(await signedIn(new Client(ctx.app, { cookie: beforeReset }))).toBe(false)
    // The reset also ended Anna's other session.
    expect(await signedIn(visitor)).toBe(false)
  })

  it('ends on logout on the server: the id from before logging out no longer signs anyone in', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const stolen = anna.sessionCookie!
    await anna.call('logout')
    expect(await signedIn(new Client(ctx.app, { cookie: stolen }))).toBe(false)
  })
})
