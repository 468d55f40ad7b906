import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { accountHandlers } from '@/features/account/mocks/handlers'
import { sessionHandlers } from '@/features/account/mocks/session'
import { renderApp } from './renderApp'
import { ruleIndex } from './ruleIndex'
import { server } from './server'

jest.setTimeout(60_000)

/**
 * Every element's computed style, each property with its value, as jsdom gives it now. Computed from the last
 * element to the first: jsdom computes an element's ancestors in the same call (for the inherited properties) and
 * keeps them, so each is computed with the rules its last descendant sees.
 */
function computedStyles() {
  // A change to the document: jsdom and the setup's cache compute every style again.
  document.body.append(document.createElement('hr'))
  document.body.lastElementChild!.remove()
  return [...document.querySelectorAll('*')].reverse().map((element) => {
    const style = window.getComputedStyle(element)
    const properties = Array.from({ length: style.length }, (_, i) => style.item(i))
    return `${element.tagName}.${element.getAttribute('class') ?? ''} ${properties.map((p) => `${p}: ${style.getPropertyValue(p)}`).join('; ')}`
  })
}

describe('the rule index of the web tests’ style computation', () => {
  afterEach(() => {
    ruleIndex.enabled = true
  })

  it('is in place (it reaches into jsdom: an upgrade that moves its style sheet list shows here)', () => {
    expect(ruleIndex.installed).toBe(true)
  })

  it('gives every element of a page the style jsdom computes from all the rules', async () => {
    server.use(...sessionHandlers({ signedIn: true }).handlers, ...accountHandlers)
    const user = userEvent.setup()
    await renderApp('/en/my-account/addresses')
    // A form with native selects, text fields and a checkbox, inside the account layout with its header and menus.
    await user.click(await screen.findByRole('button', { name: 'Add a new address' }, { timeout: 10_000 }))
    await screen.findByRole('form', { name: 'New address' })
    expect([...document.styleSheets].reduce((rules, sheet) => rules + sheet.cssRules.length, 0)).toBeGreaterThan(300)
    const indexed = computedStyles()
    ruleIndex.enabled = false
    const unindexed = computedStyles()
    expect(indexed.length).toBeGreaterThan(300)
    expect(indexed).toEqual(unindexed)
    // Styles that hide: what role queries look at.
    expect(unindexed.some((style) => style.includes('visibility: hidden') || style.includes('display: none'))).toBe(true)
  })
})
