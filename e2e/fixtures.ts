// Shared helpers of the journeys: an axe check for every page visited, and the reference API's test controls.
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test'
import { answerConsentInPage } from './answeredConsent'
import { axeViolations } from './axe'

/**
 * The shape of a screen: its accessibility tree with every text and value blanked, the window's width, the path and
 * the theme's colours. Journeys pass the same screens many times (each checkout journey walks the same steps with
 * another product and address); axe judges roles, names, structure and colours, which these decide.
 */
async function screenShape(page: Page): Promise<string> {
  const tree = await page.locator('body').ariaSnapshot()
  const blanked = tree.replace(/"(?:[^"\\]|\\.)*"/g, '""').replace(/: .*$/gm, ': …')
  const colours = await page.evaluate(() =>
    ['body', 'header', 'main a', 'main button']
      .map((selector) => document.querySelector(selector))
      .map((element) => (element ? `${getComputedStyle(element).color} ${getComputedStyle(element).backgroundColor}` : ''))
      .join(),
  )
  return `${page.viewportSize()?.width}|${new URL(page.url()).pathname}|${colours}|${blanked}`
}
const checkedShapes = new Set<string>()

/**
 * Every page visited is checked for content wider than the window (a sideways-scrolling page), and by axe — once per
 * shape of screen in a worker: a screen already checked in the same shape is not checked again.
 */
export async function expectNoAxeViolations(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0)
  // Colours are judged once fades are over, not half-way through one (a fading alert is briefly too light).
  // Endless ones (a loading skeleton's pulse) never finish and are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  const shape = await screenShape(page)
  if (checkedShapes.has(shape)) return
  expect(await axeViolations(page), 'axe violations (WCAG 2.2 A and AA)').toEqual([])
  checkedShapes.add(shape)
}

/**
 * The demo's content pages carry an injected `onerror` on purpose. It reaches only DOMPurify's inert DOMParser
 * document, where Chromium still reports the handler the policy would refuse — one it would never run (the app
 * itself sets no inline handler).
 */
export const isSanitiserReport = (consoleText: string) => /^Executing inline event handler violates/.test(consoleText)

/**
 * Opens a page and waits for its own first call, which opens the shopper's session (the answer sets its cookie). A
 * call a journey sends through `page.request` (which shares the page's cookies) before that answer would start a
 * second session, and the page's answer would then replace it: the bag filled there would look empty.
 */
export async function openSession(page: Page, path: string) {
  const opened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/bootstrap' && response.ok())
  await page.goto(path)
  await opened
}

export async function setShopSettings(page: Page, settings: { maintenance_mode?: boolean; theme?: string; capabilities_off?: string[] }) {
  const response = await page.request.post('/sandbox/test/settings', { data: settings })
  expect(response.ok()).toBe(true)
}

/**
 * A shopper who already answered the cookie banner (accepting all), as stored by the shop: every journey but the
 * consent's own starts so, and the banner does not sit over the buttons a journey clicks on a phone.
 */
export async function rememberConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript(answerConsentInPage)
}

export const test = base.extend<{ consentAnswered: boolean }>({
  /** Set false (test.use) for a first visit that meets the consent banner. */
  consentAnswered: [true, { option: true }],
  context: async ({ context, consentAnswered }, use) => {
    if (consentAnswered) await rememberConsent(context)
    await use(context)
  },
  // Every journey also proves the pages' Content-Security-Policy lets the shop run: Chromium reports each
  // script, style or request the policy refused on the console.
  page: async ({ page }, use) => {
    // Every journey is a shopper of their own, though all come from this machine's one address: the shop's
    // per-address counters (sign-in, registration, look-ups, fair use) start at zero for each.
    expect((await page.request.post('/sandbox/test/clear-throttles', { data: {} })).ok()).toBe(true)
    const refused: string[] = []
    page.on('console', (message) => {
      const text = message.text()
      if (message.type() === 'error' && /Content Security Policy/i.test(text) && !isSanitiserReport(text)) refused.push(text)
    })
    await use(page)
    expect(refused, 'Content-Security-Policy violations').toEqual([])
  },
})
export { expect }
