// Accounts: registering, logging in and out (throttled), the profile, the address book, password reset through
// the outbox, newsletter and wishlist.
import { scryptSync } from 'node:crypto'
import { appWith, Client, loggedIn, resetDb, startTestApp } from './harness'
import { ANNA, APPROVED_CARD, BOB, PASSWORD } from './fixture'

let ctx: Awaited<ReturnType<typeof startTestApp>>

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => ctx.close())
beforeEach(() => resetDb(ctx))

const outbox = async (to: string) => (await ctx.app.inject({ method: 'GET', url: `/sandbox/mail.json?to=${encodeURIComponent(to)}` })).json().psdata

const newAccount = { email: 'Nina@Example.com', password: 'Str0ng!pass', firstname: 'Nina', lastname: 'Weber', terms_accepted: true }

describe('register and login', () => {
  it('registers, logs the new customer in and shows them in bootstrap', async () => {
    const client = new Client(ctx.app)
    const res = await client.call('register', newAccount)
    expect(res.status).toBe(201)
    expect(res.body.psdata.customer).toMatchObject({ email: 'nina@example.com', firstname: 'Nina', is_guest: false })
    const boot = await client.call('bootstrap')
    expect(boot.body.psdata.customer).toMatchObject({ email: 'nina@example.com', firstname: 'Nina' })
  })

  it('refuses a weak password with the unmet requirements and a taken e-mail', async () => {
    const weak = await new Client(ctx.app).call('register', { ...newAccount, password: 'weakpass' })
    expect(weak.status).toBe(422)
    expect(weak.body.errors.password).toBe('Password must meet the following requirements: an uppercase letter, a digit, a special character')
    const taken = await new Client(ctx.app).call('register', { ...newAccount, email: ANNA })
    expect(taken.status).toBe(422)
    expect(taken.body.errors.email).toMatch(/already exists/)
    const noTerms = await new Client(ctx.app).call('register', { ...newAccount, terms_accepted: false })
    expect(noTerms.body.errors.terms_accepted).toBeDefined()
  })

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await new Client(ctx.app).call('login', { email: ANNA, password: 'Wrong1!pass' })
    const unknown = await new Client(ctx.app).call('login', { email: 'nobody@example.com', password: 'Wrong1!pass' })
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ success: false, code: 401, psdata: null, message: 'Authentication failed', codes: { _: 'auth.failed' } })
    }
  })

  it('throttles repeated failures on an account (429), even with the right password', async () => {
    const client = new Client(ctx.app)
    for (let i = 0; i < 5; i++) expect((await client.call('login', { email: BOB, password: 'Wrong1!pass' })).status).toBe(401)
    expect((await client.call('login', { email: BOB, password: 'Wrong1!pass' })).status).toBe(429)
    expect((await client.call('login', { email: BOB, password: PASSWORD })).status).toBe(429)
    // Another account from the same address is not locked out.
    expect((await client.call('login', { email: ANNA, password: PASSWORD })).status).toBe(200)
  })

  it('throttles many attempts from one address', async () => {
    const client = new Client(ctx.app)
    const limit = ctx.shop.config.throttle.loginPerIp
    for (let i = 0; i < limit; i++) await client.call('login', { email: `x${i}@example.com`, password: 'Wrong1!pass' })
    expect((await client.call('login', { email: ANNA, password: PASSWORD })).status).toBe(429)
  })

  it('limits registrations from one address (429), and a refused one creates no account', async () => {
    const app = await appWith(ctx, { trustProxy: 1, throttle: { ...ctx.shop.config.throttle, registerPerIp: 2 } })
    const register = (n: number) => new Client(app, { 'x-forwarded-for': '198.51.100.7' }).call('register', { ...newAccount, email: `nina${n}@example.com` })
    expect([(await register(1)).status, (await register(2)).status, (await register(3)).status]).toEqual([201, 201, 429])
    expect(await ctx.db.query('select 1 from customers where email = $1', ['nina3@example.com'])).toHaveLength(0)
    await app.close()
  })

  it('logs out and issues a new session id', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const before = anna.sessionCookie
    expect((await anna.call('logout')).body.message).toBe('You have been logged out')
    expect(anna.sessionCookie).not.toBe(before)
    expect((await anna.call('getCustomer')).status).toBe(401)
  })

  it('turns a guest who checked out before into a customer with their orders', async () => {
    const guest = new Client(ctx.app)
    await guest.call('bootstrap')
    await guest.call('createCartItem', { id_product: 5 })
    await guest.call('updateCheckoutAddress', {
      email: 'guest@example.com',
      delivery_address: {
        firstname: 'Gina',
        lastname: 'Ospite',
        address1: 'Via Roma',
        house_number: '2',
        postcode: '00184',
        city: 'Roma',
        state: 'RM',
        country_iso: 'IT',
      },
    })
    await guest.call('updateCheckoutCarrier', { id_carrier: 1 })
    const order = await guest.call('createOrder', {
      gateway: 'CREDITCARD',
      terms_accepted: true,
      card: APPROVED_CARD,
    })
    expect(order.body.psdata.payment.status).toBe('approved')
    const account = await new Client(ctx.app).call('register', { ...newAccount, email: 'guest@example.com' })
    expect(account.status).toBe(201)
    const client = await loggedIn(ctx.app, 'guest@example.com', newAccount.password)
    expect((await client.call('getOrders')).body.psdata.orders).toHaveLength(1)
  })
})

describe('profile', () => {
  it('reads and updates the profile; a wrong current password is "Invalid Password"', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    expect((await anna.call('getCustomer')).body.psdata).toMatchObject({ email: ANNA, firstname: 'Anna', newsletter: true })
    const renamed = await anna.call('updateCustomer', { firstname: 'Annalisa', commercial_consent: true })
    expect(renamed.body).toMatchObject({
      code: 200,
      message: 'The user account data was successfully updated!',
      psdata: { firstname: 'Annalisa', commercial_consent: true },
    })
    const wrong = await anna.call('updateCustomer', { new_password: 'N3w!password', password: 'nope' })
    expect(wrong.status).toBe(422)
    expect(wrong.body.message).toBe('Invalid Password')
    const missing = await anna.call('updateCustomer', { email: 'anna.new@example.com' })
    expect(missing.body.errors.password).toBeDefined()
    const changed = await anna.call('updateCustomer', { new_password: 'N3w!password', password: PASSWORD })
    expect(changed.status).toBe(200)
    expect((await new Client(ctx.app).call('login', { email: ANNA, password: 'N3w!password' })).status).toBe(200)
  })

  it('refuses names with digits and an e-mail already used', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const bad = await anna.call('updateCustomer', { firstname: 'R2D2' })
    expect(bad.body).toMatchObject({ code: 422, message: 'Could not update user! check password or lastname, firstname format.' })
    const taken = await anna.call('updateCustomer', { email: BOB, password: PASSWORD })
    expect(taken.body.errors.email).toMatch(/already exists/)
  })
})

describe('addresses', () => {
  const home = {
    alias: 'Seaside',
    firstname: 'Anna',
    lastname: 'Rossi',
    address1: 'Lungomare',
    house_number: '8',
    postcode: '00184',
    city: 'Roma',
    state: 'RM',
    country_iso: 'IT',
    phone: '+39 06 123456',
  }

  it('creates, lists, updates and removes own addresses', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const created = await anna.call('createAddress', { ...home, is_default: true })
    expect(created.status).toBe(201)
    const id = created.body.psdata.id_address
    expect(created.body.psdata).toMatchObject({ alias: 'Seaside', country_iso: 'IT', country: 'Italy', state_name: 'Roma', is_default: true })
    const list = (await anna.call('getAddresses')).body.psdata
    expect(list.filter((a: { is_default: boolean; address_type: string }) => a.is_default && a.address_type === 'shipping')).toHaveLength(1)
    const updated = await anna.call('updateAddress', { ...home, id_address: id, city: 'Ostia' })
    expect(updated.body).toMatchObject({ message: 'Success update customer address', psdata: { city: 'Ostia' } })
    expect((await anna.call('removeAddress', { id_address: id })).status).toBe(200)
    expect((await anna.call('removeAddress', { id_address: id })).status).toBe(404)
  })

  it("answers 404 for someone else's address", async () => {
    const bob = await loggedIn(ctx.app, BOB, PASSWORD)
    const bobs = (await bob.call('getAddresses')).body.psdata[0].id_address
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    expect((await anna.call('updateAddress', { ...home, id_address: bobs })).status).toBe(404)
    expect((await anna.call('removeAddress', { id_address: bobs })).status).toBe(404)
  })

  it('checks postcodes and states per country, VAT numbers and the Italian invoice fields', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    const res = await anna.call('createAddress', { ...home, postcode: '1234', state: null })
    expect(res.status).toBe(422)
    expect(res.body.errors).toEqual({ postcode: 'Invalid postcode - should look like "00184"', state: 'Please choose a state or province.' })
    const invoice = await anna.call('createAddress', { ...home, address_type: 'billing', company: 'Rossi Srl', vat_number: 'IT00743110158' })
    expect(invoice.body.errors).toEqual({
      vat_number: 'Please enter a valid VAT number.',
      tax_code: 'An Italian invoice needs a tax code.',
      sdi: 'An Italian invoice needs a PEC address or an SDI code.',
    })
    const ok = await anna.call('createAddress', {
      ...home,
      address_type: 'billing',
      company: 'Rossi Srl',
      vat_number: '00743110157',
      tax_code: 'RSSNNA80A41F205O',
      pec: 'rossi@pec.it',
    })
    expect(ok.status).toBe(201)
    expect(ok.body.psdata.vat_number).toBe('IT00743110157')
    const swiss = await anna.call('createAddress', { ...home, country_iso: 'CH', postcode: '8001', state: null, city: 'Zürich' })
    expect(swiss.status).toBe(201)
  })
})

describe('password reset', () => {
  it('sends a single-use link by e-mail that sets a new password', async () => {
    const client = new Client(ctx.app, { 'accept-language': 'it' })
    const asked = await client.call('resetPasswordEmail', { email: ANNA })
    expect(asked.status).toBe(200)
    const [mail] = await outbox(ANNA)
    expect(mail).toMatchObject({ kind: 'password_reset', subject: 'Reimposta la password' })
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1]
    expect(mail.text).toContain('/it/reset-password?token=')
    const mismatch = await client.call('resetPasswordEnter', { token, password: 'Fr3sh!pass', confirmation: 'other' })
    expect(mismatch.body.errors.confirmation).toBe('Passwords do not match')
    const done = await client.call('resetPasswordEnter', { token, password: 'Fr3sh!pass', confirmation: 'Fr3sh!pass' })
    expect(done.body).toMatchObject({ code: 200, psdata: { customer: { email: ANNA } } })
    expect((await client.call('resetPasswordEnter', { token, password: 'Fr3sh!pass', confirmation: 'Fr3sh!pass' })).body.errors.token).toBeDefined()
    expect((await new Client(ctx.app).call('login', { email: ANNA, password: 'Fr3sh!pass' })).status).toBe(200)
  })

  it('says the same for unknown addresses, sends nothing, and throttles', async () => {
    const client = new Client(ctx.app)
    const res = await client.call('resetPasswordEmail', { email: 'ghost@example.com' })
    expect(res.status).toBe(200)
    expect(await outbox('ghost@example.com')).toHaveLength(0)
    for (let i = 0; i < 2; i++) await client.call('resetPasswordEmail', { email: BOB })
    expect((await client.call('resetPasswordEmail', { email: BOB })).status).toBe(200)
    expect((await client.call('resetPasswordEmail', { email: BOB })).status).toBe(429)
  })

  it('refuses an expired link', async () => {
    await new Client(ctx.app).call('resetPasswordEmail', { email: BOB })
    const token = /token=([\w-]+)/.exec((await outbox(BOB))[0].text)![1]
    await ctx.db.query("update password_resets set expires_at = now() - interval '1 minute'")
    const res = await new Client(ctx.app).call('resetPasswordEnter', { token, password: 'Fr3sh!pass', confirmation: 'Fr3sh!pass' })
    expect(res.body.errors.token).toBe('This link is invalid or has expired.')
  })
})

describe('newsletter and wishlist', () => {
  it('subscribes with a welcome e-mail and unsubscribes with its token', async () => {
    const client = new Client(ctx.app)
    const first = (await client.call('subscribeNewsletter', { email: 'fan@example.com' })).body
    expect(first.message).toBe('You are subscribed to the newsletter')
    expect(first.psdata).toEqual({ email: 'fan@example.com', subscribed: true, welcome_sent: true })
    const again = (await client.call('subscribeNewsletter', { email: 'fan@example.com' })).body
    expect(again.message).toBe('You are already subscribed')
    expect(again.psdata).toEqual({ email: 'fan@example.com', subscribed: true, welcome_sent: false })
    const mails = await outbox('fan@example.com')
    expect(mails).toHaveLength(1)
    const token = /unsubscribe\?token=([\w-]+)/.exec(mails[0].text)![1]
    expect((await client.call('unsubscribeNewsletter', { token })).body.psdata).toEqual({ email: 'fan@example.com', subscribed: false })
    expect((await client.call('unsubscribeNewsletter', { token })).status).toBe(404)
    expect((await client.call('unsubscribeNewsletter', {})).status).toBe(401)
  })

  it('keeps a wishlist per customer', async () => {
    const anna = await loggedIn(ctx.app, ANNA, PASSWORD)
    expect((await anna.call('addToWishlist', { id_product: 1, id_product_attribute: 103 })).status).toBe(201)
    await anna.call('addToWishlist', { id_product: 2 })
    const list = await anna.call('getWishlist')
    expect(list.body.psdata.products.map((p: { id_product: number }) => p.id_product).sort()).toEqual([1, 2])
    expect((await anna.call('addToWishlist', { id_product: 1, id_product_attribute: 999 })).status).toBe(404)
    expect((await anna.call('removeFromWishlist', { id_product: 2 })).body.psdata.products).toHaveLength(1)
    expect((await anna.call('removeFromWishlist', { id_product: 2 })).status).toBe(404)
    const bob = await loggedIn(ctx.app, BOB, PASSWORD)
    expect((await bob.call('getWishlist')).body.psdata.products).toHaveLength(0)
  })
})

describe('stored passwords', () => {
  const storedHash = async (email: string) => (await ctx.db.query<{ passwd: string }>('select passwd from customers where email = $1', [email]))[0]!.passwd
  /** A hash as the shop wrote them before Argon2id: scrypt, N=2^14. */
  const scryptHash = (password: string) => {
    const salt = Buffer.from('0123456789abcdef')
    const key = scryptSync(password, salt, 32, { N: 16384, r: 8, p: 1 })
    return ['scrypt', 16384, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$')
  }

  it('are Argon2id with OWASP’s parameters (19 MiB, 2 passes, 1 lane), and never the password', async () => {
    await new Client(ctx.app).call('register', newAccount)
    const hash = await storedHash('nina@example.com')
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(hash).not.toContain(newAccount.password)
  })

  it('written before (scrypt) still sign in, and are replaced by Argon2id at that sign-in; a wrong password changes nothing', async () => {
    const old = scryptHash(PASSWORD)
    await ctx.db.query('update customers set passwd = $1 where email = $2', [old, ANNA])
    expect((await new Client(ctx.app).call('login', { email: ANNA, password: 'Wrong1!pass' })).status).toBe(401)
    expect(await storedHash(ANNA)).toBe(old)
    expect((await new Client(ctx.app).call('login', { email: ANNA, password: PASSWORD })).status).toBe(200)
    const upgraded = await storedHash(ANNA)
    expect(upgraded).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    // The new hash holds the same password: the next sign-in works and leaves it as it is.
    expect((await new Client(ctx.app).call('login', { email: ANNA, password: PASSWORD })).status).toBe(200)
    expect(await storedHash(ANNA)).toBe(upgraded)
  })

  it('are upgraded once when two sign-ins race, and both sign in', async () => {
    await ctx.db.query('update customers set passwd = $1 where email = $2', [scryptHash(PASSWORD), ANNA])
    const answers = await Promise.all([1, 2].map(() => new Client(ctx.app).call('login', { email: ANNA, password: PASSWORD })))
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    expect(await storedHash(ANNA)).toMatch(/^\$argon2id\$/)
    expect((await new Client(ctx.app).call('login', { email: ANNA, password: PASSWORD })).status).toBe(200)
  })
})
