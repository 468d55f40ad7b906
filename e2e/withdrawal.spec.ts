// Issue #22, the withdrawal function (Art. 11a Consumer Rights Directive) and order cancellation, against the real
// reference API: a guest withdraws in German by reference and e-mail and the acknowledgement e-mail holds the date,
// time and items; a signed-in customer withdraws one of two items in Italian; a customer cancels an unshipped order
// in French and the stock comes back; outside the period and with a wrong e-mail the shopper gets the translated
// refusal and nothing changes; "Withdraw from contract here" is on every page type and reachable by keyboard. axe
// checks every new screen. Orders are placed through the API (as another device would) and moved on with the test
// control /sandbox/test/order-status, as a warehouse system would report them.
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, openSession, test } from './fixtures'
import { API_ADDRESS, API_CARD, fillBag, guestEmail, outbox, pickProduct, type Listed } from './checkoutSupport'

const PASSWORD = 'Secret-Pass1!'
const DAY = 24 * 60 * 60 * 1000

async function call<T = unknown>(request: APIRequestContext, name: string, data: object = {}, lang = 'en'): Promise<T> {
  const response = await request.post(`/api/${name}`, { data, headers: { 'Accept-Language': lang } })
  expect(response.ok(), `${name}: ${response.status()} ${await response.text()}`).toBe(true)
  return ((await response.json()) as { psdata: T }).psdata
}

/** Places and pays an order in the request context's session: a guest (with `email`) or its signed-in customer. */
async function placeOrder(request: APIRequestContext, products: Listed[], { email, lang = 'en' }: { email?: string; lang?: string } = {}) {
  await call(request, 'bootstrap', {}, lang)
  for (const product of products) await call(request, 'createCartItem', { id_product: product.id_product, quantity: 1 }, lang)
  await call(request, 'updateCheckoutAddress', { ...(email ? { email } : {}), delivery_address: API_ADDRESS }, lang)
  const checkout = await call<{ carriers: { id_carrier: number; is_pickup: boolean }[] }>(request, 'getCheckout', {}, lang)
  const carrier = checkout.carriers.find((c) => !c.is_pickup)
  expect(carrier, 'a carrier that delivers to the address').toBeTruthy()
  await call(request, 'updateCheckoutCarrier', { id_carrier: carrier!.id_carrier }, lang)
  const created = await call<{ order: { id_order: number; reference: string }; payment: { status: string } }>(
    request,
    'createOrder',
    { gateway: 'CREDITCARD', terms_accepted: true, card: API_CARD },
    lang,
  )
  expect(created.payment.status).toBe('approved')
  return created.order
}

/** The warehouse reports the order delivered at `at` (the withdrawal period runs from then). */
async function deliver(request: APIRequestContext, reference: string, at: Date) {
  const response = await request.post('/sandbox/test/order-status', { data: { reference, status: 'delivered', at: at.toISOString() } })
  expect(response.ok(), await response.text()).toBe(true)
}

async function register(request: APIRequestContext, tag: string, lang: string) {
  const email = `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await call(request, 'register', { email, password: PASSWORD, firstname: 'Giulia', lastname: 'Romano', terms_accepted: true }, lang)
  return email
}

interface WithdrawalOrder {
  withdrawal: { mode: string; closed_reason: string | null }
  products: { name: string; withdrawable_quantity: number }[]
  withdrawals: unknown[]
}
const withdrawalOrder = (request: APIRequestContext, identity: object) => call<WithdrawalOrder>(request, 'getWithdrawalOrder', identity)
const stockOf = async (request: APIRequestContext, product: Listed) =>
  (await call<{ quantity: number }>(request, 'getProduct', { product_id: product.id_product })).quantity

/** A product's name in a language (an order keeps its lines' names in the language it was placed in). */
const nameIn = async (request: APIRequestContext, product: Listed, lang: string) =>
  (await call<{ name: string }>(request, 'getProduct', { product_id: product.id_product }, lang)).name

const withdrawalMails = async (request: APIRequestContext, email: string) => (await outbox(request, email)).filter((m) => m.kind === 'withdrawal')

test.describe('the withdrawal function', () => {
  test.use({ timezoneId: 'Europe/Rome' })

  test('a guest withdraws from a delivered order in German by reference and e-mail; the acknowledgement e-mail holds the date, time and items', async ({
    page,
    request,
  }) => {
    const product = await pickProduct(request, 11)
    const email = guestEmail('withdraw-de')
    const { reference } = await placeOrder(request, [product], { email, lang: 'de' })
    await deliver(request, reference, new Date(Date.now() - 2 * DAY))
    const name = await nameIn(request, product, 'de')

    // From any page's footer, without signing in (this browser never placed the order).
    await page.goto('/de')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Vertrag hier widerrufen' }).click()
    await expect(page).toHaveURL(/\/de\/withdrawal$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Vertrag widerrufen' })).toBeVisible()
    await expectNoAxeViolations(page)
    const find = page.getByRole('form', { name: 'Bestellung suchen' })
    await find.getByLabel('Bestellnummer').fill(reference.toLowerCase())
    await find.getByLabel('E-Mail-Adresse').fill(email.toUpperCase())
    await find.getByRole('button', { name: 'Meine Bestellung suchen' }).click()

    await expect(page.getByRole('heading', { level: 2, name: `Bestellung ${reference}` })).toBeFocused()
    const details = page.getByRole('form', { name: 'Ihr Widerruf' })
    await expect(details.getByText(`1 × ${name}`)).toBeVisible()
    await expectNoAxeViolations(page)
    await details.getByLabel('Ihr Name').fill('Gina Ospite')
    await details.getByRole('button', { name: 'Weiter' }).click()

    await expect(page.getByRole('heading', { level: 2, name: 'Prüfen und bestätigen' })).toBeFocused()
    await expect(page.getByText('Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren:')).toBeVisible()
    await expectNoAxeViolations(page)
    // Nothing is recorded before the confirmation.
    expect((await withdrawalOrder(request, { reference, email })).withdrawals).toEqual([])
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click()

    await expect(page.getByRole('heading', { level: 2, name: 'Widerruf eingegangen' })).toBeFocused()
    const receipt = await page.getByText(new RegExp(`^Ihr Widerruf der Bestellung ${reference} ist am .+ um .+ bei uns eingegangen\\.$`)).textContent()
    const [, date, time] = /ist am (.+) um (.+) bei uns eingegangen/.exec(receipt ?? '') ?? []
    expect(date).toBe(new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(new Date()))
    await expect(page.getByRole('list', { name: 'Artikel' }).getByRole('listitem')).toHaveText([`1 × ${name}`])
    await expect(page.getByText('Bitte senden Sie die Waren innerhalb von 14 Tagen nach Ihrem Widerruf an diese Adresse zurück:')).toBeVisible()
    await expect(page.getByText(/^Wir haben eine Eingangsbestätigung an .+@example\.com gesendet\.$/)).toBeVisible()
    await expect(page.getByText(email)).toHaveCount(0)
    await expectNoAxeViolations(page)

    // The acknowledgement, in German, with the date and time the page showed (both in the shop's zone here) and the items.
    const [mail, ...more] = await withdrawalMails(request, email)
    expect(more).toEqual([])
    expect(mail!.lang).toBe('de')
    expect(mail!.subject).toBe(`Ihr Widerruf der Bestellung ${reference}`)
    expect(mail!.text).toContain(`${date} um ${time}`)
    expect(mail!.text).toContain(name)
    expect(mail!.text).toContain('Gina Ospite')
    // Recorded once: a second look-up finds nothing left to withdraw.
    const after = await withdrawalOrder(request, { reference, email })
    expect(after.withdrawals).toHaveLength(1)
    expect(after.withdrawal).toEqual(expect.objectContaining({ mode: 'closed', closed_reason: 'already_withdrawn' }))
  })

  test('a signed-in customer withdraws one of two items in Italian, from the order details', async ({ page, request }) => {
    const [kept, returned] = [await pickProduct(request, 13), await pickProduct(request, 14)]
    expect(kept!.id_product).not.toBe(returned!.id_product)
    // The page's own session signs up and orders (its request context shares the page's cookies).
    await openSession(page, '/it')
    const email = await register(page.request, 'withdraw-it', 'it')
    const { reference } = await placeOrder(page.request, [kept!, returned!], { lang: 'it' })
    await deliver(request, reference, new Date(Date.now() - DAY))
    const [keptName, returnedName] = [await nameIn(request, kept!, 'it'), await nameIn(request, returned!, 'it')]

    await page.goto(`/it/my-account/orders?order=${reference}`)
    const main = page.getByRole('main')
    await main.getByRole('link', { name: 'Recedi dal contratto qui' }).click()
    await expect(page).toHaveURL(new RegExp(`/it/withdrawal\\?order=${reference}$`))
    const picker = page.getByRole('form', { name: 'I tuoi ordini' })
    await expect(picker.getByRole('radio', { name: new RegExp(reference) })).toBeChecked()
    await expect(picker.getByLabel('Indirizzo e-mail')).toHaveCount(0)
    await expectNoAxeViolations(page)
    await picker.getByRole('button', { name: 'Continua' }).click()

    const details = page.getByRole('form', { name: 'Il tuo recesso' })
    await expect(details.getByLabel('Il tuo nome')).toHaveValue('Giulia Romano')
    await details.getByRole('radio', { name: 'Solo da alcuni articoli' }).check()
    await details.getByLabel(`Quantità di ${returnedName} per il recesso`).selectOption('1')
    await expectNoAxeViolations(page)
    await details.getByRole('button', { name: 'Continua' }).click()

    await expect(page.getByRole('heading', { level: 2, name: 'Controlla e conferma' })).toBeFocused()
    await expect(page.getByRole('list', { name: /Con la presente notifico il recesso/ }).getByRole('listitem')).toHaveText([`1 × ${returnedName}`])
    await expectNoAxeViolations(page)
    await page.getByRole('button', { name: 'Conferma recesso' }).click()

    await expect(page.getByRole('heading', { level: 2, name: 'Recesso ricevuto' })).toBeFocused()
    await expect(page.getByRole('list', { name: 'Articoli' }).getByRole('listitem')).toHaveText([`1 × ${returnedName}`])
    await expectNoAxeViolations(page)

    // The order details list the withdrawal with its date and time; the other item can still be withdrawn.
    await page.getByRole('link', { name: 'Vedi l’ordine' }).click()
    await expect(page.getByRole('heading', { name: 'Recessi' })).toBeVisible()
    await expect(page.getByText(/^Recesso ricevuto il .+, .+$/)).toBeVisible()
    await expect(main.getByRole('link', { name: 'Recedi dal contratto qui' })).toBeVisible()
    await expectNoAxeViolations(page)
    const order = await withdrawalOrder(request, { reference, email })
    expect(Object.fromEntries(order.products.map((p) => [p.name, p.withdrawable_quantity]))).toEqual({ [keptName]: 1, [returnedName]: 0 })
    const [mail] = await withdrawalMails(request, email)
    expect(mail!.lang).toBe('it')
    expect(mail!.text).toContain(returnedName)
    expect(mail!.text).not.toContain(keptName)
  })

  test('a customer cancels an unshipped order in French and the stock comes back', async ({ page, request }) => {
    const product = await pickProduct(request, 15)
    await openSession(page, '/fr')
    const email = await register(page.request, 'cancel-fr', 'fr')
    const before = await stockOf(request, product)
    const { reference } = await placeOrder(page.request, [product], { lang: 'fr' })
    expect(await stockOf(request, product)).toBe(before - 1)

    await page.goto(`/fr/my-account/orders?order=${reference}`)
    const main = page.getByRole('main')
    await expect(main.getByText('Cette commande n’a pas encore été expédiée : vous pouvez encore l’annuler.')).toBeVisible()
    await expectNoAxeViolations(page)
    await main.getByRole('button', { name: 'Annuler la commande' }).click()
    const dialog = page.getByRole('alertdialog', { name: `Annuler la commande ${reference} ?` })
    await expect(dialog.getByRole('button', { name: 'Conserver la commande' })).toBeFocused()
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Oui, annuler la commande' }).click()

    const outcome = page.getByRole('status').filter({ hasText: `La commande ${reference} a été annulée.` })
    await expect(outcome).toBeFocused()
    await expect(dialog).toHaveCount(0)
    await expect(main.getByRole('button', { name: 'Annuler la commande' })).toHaveCount(0)
    await expect(main.getByRole('link', { name: 'Se rétracter du contrat ici' })).toHaveCount(0)
    await expectNoAxeViolations(page)
    expect(await stockOf(request, product)).toBe(before)
    const mails = (await outbox(request, email)).filter((m) => m.kind === 'order_cancellation')
    expect(mails.map((m) => m.lang)).toEqual(['fr'])
  })

  test('outside the period, and with a wrong e-mail: the translated refusal, and nothing changes', async ({ page, request }) => {
    const product = await pickProduct(request, 16)
    const email = guestEmail('withdraw-refused')
    const late = await placeOrder(request, [product], { email, lang: 'es' })
    await deliver(request, late.reference, new Date(Date.now() - 20 * DAY))

    await page.goto('/es/withdrawal')
    const find = page.getByRole('form', { name: 'Buscar tu pedido' })
    await find.getByLabel('Referencia del pedido').fill(late.reference)
    await find.getByLabel('Correo electrónico').fill(email)
    await find.getByRole('button', { name: 'Buscar mi pedido' }).click()
    await expect(find.getByRole('alert')).toHaveText('El plazo de desistimiento de este pedido ha finalizado.')
    await expect(page.getByRole('form', { name: 'Tu desistimiento' })).toHaveCount(0)
    await expectNoAxeViolations(page)

    // The right reference with another e-mail: the one answer that never tells whether the order exists.
    await find.getByLabel('Correo electrónico').fill('someone-else@example.com')
    await find.getByRole('button', { name: 'Buscar mi pedido' }).click()
    await expect(find.getByRole('alert')).toHaveText(
      'No hemos encontrado ningún pedido con esta referencia y este correo electrónico. Comprueba ambos datos e inténtalo de nuevo.',
    )
    await expectNoAxeViolations(page)

    const order = await withdrawalOrder(request, { reference: late.reference, email })
    expect(order.withdrawals).toEqual([])
    expect(order.withdrawal).toEqual(expect.objectContaining({ mode: 'closed', closed_reason: 'period_over' }))
    expect(await withdrawalMails(request, email)).toEqual([])
  })
})

/** Tabs forward until `target` has the focus (a keyboard user's way through the form). */
async function tabTo(page: Page, target: Locator, max = 40) {
  await expect(target).toBeVisible()
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target}`)
}

test('a guest withdraws with the keyboard only, the focus led from step to step', async ({ page, request }) => {
  const product = await pickProduct(request, 18)
  const email = guestEmail('withdraw-keys')
  const { reference } = await placeOrder(request, [product], { email })
  await deliver(request, reference, new Date(Date.now() - DAY))
  const key = page.keyboard

  await page.goto('/en/withdrawal')
  const find = page.getByRole('form', { name: 'Find your order' })
  await tabTo(page, find.getByLabel('Order reference'))
  await key.type(reference)
  await tabTo(page, find.getByLabel('E-mail address'))
  await key.type(email)
  await key.press('Enter')

  await expect(page.getByRole('heading', { level: 2, name: `Order ${reference}` })).toBeFocused()
  await tabTo(page, page.getByLabel('Your name'))
  await key.type('Gina Ospite')
  await tabTo(page, page.getByRole('button', { name: 'Continue' }))
  await key.press('Enter')

  await expect(page.getByRole('heading', { level: 2, name: 'Check and confirm' })).toBeFocused()
  await tabTo(page, page.getByRole('button', { name: 'Confirm withdrawal' }))
  await key.press('Enter')
  await expect(page.getByRole('heading', { level: 2, name: 'Withdrawal received' })).toBeFocused()
  expect(await withdrawalMails(request, email)).toHaveLength(1)
})

/** Moves the focus backwards from the start of the page (the last control first) until `target` has it. */
async function shiftTabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Shift+Tab')
    if (await target.evaluate((el) => el === document.activeElement)) return
  }
  throw new Error(`Shift+Tab never reached ${target}`)
}

test.describe('"Withdraw from contract here" on every page type', () => {
  test('visible in the footer and reachable by keyboard: home, category, product, content, cart, checkout, account', async ({ page, request }) => {
    test.setTimeout(120_000)
    const product = await pickProduct(request, 17)
    const productUrl = (await call<{ url: string }>(request, 'getProduct', { product_id: product.id_product })).url
    await fillBag(page, product)
    const pages = ['/en', '/en/10-clothing', productUrl, '/en/about-us', '/en/cart', '/en/checkout']
    const signIn = async () => {
      await register(page.request, 'footer', 'en')
      return '/en/my-account'
    }
    for (const path of [...pages, 'account']) {
      const url = path === 'account' ? await signIn() : path
      await page.goto(url)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Withdraw from contract here' })
      await expect(link, url).toBeVisible()
      await expect(link).toHaveAttribute('href', '/en/withdrawal')
      await shiftTabTo(page, link)
      await expect(link, url).toBeFocused()
    }
    // Enter follows it.
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/en\/withdrawal$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Withdraw from contract' })).toBeVisible()
  })
})
