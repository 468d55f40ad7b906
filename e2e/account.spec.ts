// Issue "Account": registration, sign-in and sign-out, profile, the address book with an Italian e-invoice
// address, the password reset through the outbox, the auth guard's return trip, the guest cart merging at
// sign-in, and the account in French. axe checks every page visited.
import type { APIRequestContext, Page } from '@playwright/test'
import { expect, expectNoAxeViolations, openSession, test } from './fixtures'

const PASSWORD = 'Secret-Pass1!'
const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** Creates an account through the API (signs that request context in). */
async function registerByApi(request: APIRequestContext, email: string) {
  const response = await request.post('/api/register', {
    data: { email, password: PASSWORD, firstname: 'Giulia', lastname: 'Romano', terms_accepted: true },
  })
  expect(response.ok()).toBe(true)
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

async function signOutFromHeader(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'My account' }).click()
  await page.getByRole('menuitem', { name: 'Sign out' }).click()
  await expect(page.getByText('You have been logged out')).toBeVisible()
}

/** The first product of the home page's featured list that can be put in a cart. */
async function purchasableProduct(request: APIRequestContext): Promise<number> {
  const body = (await (await request.post('/api/bootstrap', { data: {} })).json()) as {
    psdata: { featuredProductsList: { id_product: number; available_for_order: boolean; quantity: number }[] }
  }
  const product = body.psdata.featuredProductsList.filter((p) => p.available_for_order && p.quantity > 2)
  expect(product.length).toBeGreaterThan(1)
  return product[0]!.id_product
}

test.describe('account', () => {
  test('register → sign out → sign in (wrong, then right password) → profile → Italian address: add, edit, delete', async ({ page }) => {
    // Eight pages and as many axe checks: a bound like the checkout journeys', not a wait.
    const email = uniqueEmail('journey')
    await page.goto('/en/register')
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('First name').fill('Giulia')
    await page.getByLabel('Last name').fill('Romano')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('abc')
    await expect(page.getByText('Password strength: Very weak')).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await expect(page.getByText('Password strength: Strong')).toBeVisible()
    await page.getByLabel('Repeat password').fill(PASSWORD)
    await page.getByRole('checkbox', { name: 'Send me the newsletter' }).check()
    await page.getByRole('checkbox', { name: 'Motorcycle accessories' }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Please accept the terms of service.')).toBeVisible()
    await page.getByRole('checkbox', { name: 'I accept the terms of service' }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/en\/my-account$/)
    await expect(page.getByText('Welcome! Your account has been created and you are signed in.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Personal data' }).getByLabel('Email')).toHaveValue(email)
    await expectNoAxeViolations(page)

    await signOutFromHeader(page)
    await expect(page).toHaveURL(/\/en$/)
    // Nothing of the account stays reachable, and the session was never in the browser's storage.
    await page.goto('/en/my-account')
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fmy-account$/)
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }))).not.toContain(PASSWORD)

    await signIn(page, email, 'Wrong-Pass1!')
    await expect(page.getByRole('alert')).toContainText('Authentication failed')
    await expectNoAxeViolations(page)
    await signIn(page, email)
    await expect(page).toHaveURL(/\/en\/my-account$/)
    await expect(page.getByText('Login successful')).toBeVisible()

    const personal = page.getByRole('region', { name: 'Personal data' })
    await personal.getByLabel('First name').fill('Giulia Maria')
    await personal.getByRole('button', { name: 'Save changes' }).click()
    await expect(personal.getByText('The user account data was successfully updated!')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('region', { name: 'Personal data' }).getByLabel('First name')).toHaveValue('Giulia Maria')

    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My addresses' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'My addresses' })).toBeVisible()
    await page.getByRole('button', { name: 'Add a new address' }).click()
    const form = page.getByRole('form', { name: 'New address' })
    await form.getByLabel('Address name (e.g. Home, Office)').fill('Office')
    await form.getByLabel('Company (optional)').fill('Romano Srl')
    await form.getByLabel('Country').selectOption({ label: 'Italy' })
    await form.getByLabel('Street').fill('Via Torino')
    await form.getByLabel('House or apartment number').fill('5')
    await form.getByLabel('Zip code').fill('2012')
    await form.getByLabel('City').fill('Milano')
    await expect(form.getByText('Zip code must look like 20121.')).toBeVisible()
    await form.getByLabel('Zip code').fill('20123')
    await form.getByLabel('State or province').selectOption({ label: 'Milano' })
    await form.getByLabel('Use this address for').selectOption('billing')
    await form.getByLabel('VAT number').fill('IT00743110158')
    await form.getByLabel('Tax code (codice fiscale)').fill('RSSMRA85T10A562S')
    await expect(form.getByText('This VAT number does not exist. Please check it for typos.')).toBeVisible()
    await form.getByLabel('VAT number').fill('IT 00743110157')
    await form.getByLabel('SDI code').fill('M5UXCR1')
    await expectNoAxeViolations(page)
    await form.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByText('Address saved')).toBeVisible()
    const office = page.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem').filter({ hasText: 'Office' })
    await expect(office).toContainText('Romano Srl')
    await expect(office).toContainText('IT00743110157')
    await expectNoAxeViolations(page)

    await page.getByRole('button', { name: 'Edit address “Office”' }).click()
    const edit = page.getByRole('form', { name: 'Edit address' })
    await expect(edit.getByLabel('SDI code')).toHaveValue('M5UXCR1')
    await edit.getByLabel('City').fill('Roma')
    await edit.getByLabel('Zip code').fill('00184')
    await edit.getByLabel('State or province').selectOption({ label: 'Roma' })
    await edit.getByRole('button', { name: 'Save address' }).click()
    await expect(page.getByText('Address changed')).toBeVisible()
    await expect(office).toContainText('00184 Roma')

    await page.getByRole('button', { name: 'Delete address “Office”' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete this address?' })
    await expectNoAxeViolations(page)
    await dialog.getByRole('button', { name: 'Delete address' }).click()
    await expect(page.getByText('Address deleted')).toBeVisible()
    await expect(page.getByText('You have not saved any addresses yet.')).toBeVisible()
  })

  test('forgot password → the e-mail in the outbox → new password → sign in with it', async ({ page, request }) => {
    // Five pages (the outbox and the e-mail among them) with their axe checks: a bound like the checkout journeys', not a wait.
    const email = uniqueEmail('reset')
    await registerByApi(request, email)
    await page.goto('/en/login')
    await page.getByRole('link', { name: 'Forgot your password?' }).click()
    await expect(page).toHaveURL(/\/en\/forgot-password$/)
    await expectNoAxeViolations(page)
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send link' }).click()
    await expect(page.getByRole('status')).toContainText(`If an account exists for ${email}`)

    // As the README tells a newcomer: the demo's outbox, the e-mail, its link.
    await page.goto('/sandbox/mail')
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toContainText('In the outbox')
    await row.getByRole('link', { name: 'Reset your password' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible()
    // No axe check here: the sandbox shows the e-mail in a sandboxed frame, which axe cannot enter (it waits a minute
    // for the frame to answer); the outbox is the demo's developer page, not a shopper's.
    const resetLink = page.getByRole('link', { name: /\/en\/reset-password\?token=/ })
    const link = await resetLink.getAttribute('href')
    expect(link, 'reset link in the e-mail').toMatch(/^http:\/\/localhost:\d+\/en\/reset-password\?token=/)
    await page.goto(link!)
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible()
    await expectNoAxeViolations(page)
    await page.getByLabel('New password', { exact: true }).fill('Brand-New9?')
    await page.getByLabel('Repeat new password').fill('Brand-New9?')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page).toHaveURL(/\/en\/my-account$/)
    await expect(page.getByText('Your password has been reset and you are signed in.')).toBeVisible()

    // The link works once.
    await page.goto(new URL(link!).pathname + new URL(link!).search)
    await page.getByLabel('New password', { exact: true }).fill('Other-New9?')
    await page.getByLabel('Repeat new password').fill('Other-New9?')
    await page.getByRole('button', { name: 'Save new password' }).click()
    await expect(page.getByRole('alert')).toContainText('This link is invalid or has expired.')
    await expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible()

    await page.goto('/en/my-account')
    await signOutFromHeader(page)
    await page.goto('/en/login')
    await signIn(page, email, PASSWORD)
    await expect(page.getByRole('alert')).toContainText('Authentication failed')
    await signIn(page, email, 'Brand-New9?')
    await expect(page).toHaveURL(/\/en\/my-account$/)
  })

  test('an unauthenticated visit to the orders page goes through login and lands on the orders', async ({ page }) => {
    await page.goto('/en/my-account/orders')
    await expect(page).toHaveURL(/\/en\/login\?redirect=%2Fen%2Fmy-account%2Forders$/)
    await expect(page.getByText('Sign in to see your orders')).toBeVisible()
    await signIn(page, 'demo@example.com', 'Demo-Shop-2026!')
    await expect(page).toHaveURL(/\/en\/my-account\/orders$/)
    await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible()
    await expect(page.getByRole('table')).toBeVisible()
    await expectNoAxeViolations(page)
    // The demo customer's orders: open the most recent one.
    await page
      .getByRole('link', { name: /^View order / })
      .first()
      .click()
    await expect(page.getByRole('heading', { level: 2, name: /^Order / })).toBeVisible()
    await expect(page.getByText('Status history')).toBeVisible()
    await expectNoAxeViolations(page)
    await signOutFromHeader(page)
  })

  test('a guest’s cart merges into the account’s cart at sign-in', async ({ page, browser }) => {
    const email = uniqueEmail('cart')
    // The account already has one product in its cart, put there on another device.
    const otherDevice = await browser.newContext()
    await registerByApi(otherDevice.request, email)
    const productId = await purchasableProduct(otherDevice.request)
    expect((await otherDevice.request.post('/api/createCartItem', { data: { id_product: productId, quantity: 1 } })).ok()).toBe(true)
    await otherDevice.close()

    // A guest on this device adds two of the same product, then signs in.
    await openSession(page, '/en')
    expect((await page.request.post('/api/createCartItem', { data: { id_product: productId, quantity: 2 } })).ok()).toBe(true)
    await page.goto('/en/login')
    await signIn(page, email)
    await expect(page).toHaveURL(/\/en\/my-account$/)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shopping bag, 3 items' })).toBeVisible()

    // Signing out leaves the cart with the account: the guest's bag is empty again.
    await signOutFromHeader(page)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Shopping bag, empty' })).toBeVisible()
  })

  test('in French, the account speaks French', async ({ page, request }) => {
    const email = uniqueEmail('fr')
    await registerByApi(request, email)
    await page.goto('/fr/my-account/addresses')
    await expect(page).toHaveURL(/\/fr\/login\?redirect=/)
    await expect(page.getByText('Connectez-vous pour voir vos adresses')).toBeVisible()
    await page.getByLabel('E-mail').fill(email)
    await page.getByLabel('Mot de passe', { exact: true }).fill('Mauvais-Pass1!')
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page.getByRole('alert')).toContainText('Échec de l’authentification')
    await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Se connecter' }).click()
    await expect(page).toHaveURL(/\/fr\/my-account\/addresses$/)
    await expect(page.getByText('Connexion réussie')).toBeVisible()
    await page.getByRole('button', { name: 'Ajouter une nouvelle adresse' }).click()
    await page.getByRole('button', { name: 'Enregistrer l’adresse' }).click()
    await expect(page.getByRole('alert')).toContainText('Formulaire incomplet.')
    await expectNoAxeViolations(page)
  })
})
