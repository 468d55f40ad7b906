// axe-core in a journey's page: the WCAG 2.2 A and AA rules, run where the shopper is.
//
// axe-core is put into a document once and run there as often as a journey asks. @axe-core/playwright's builder
// evaluated axe's 580 kB source twice in every frame for each check (and configured it a third time), and a fresh
// copy runs cold: 1.4–1.6 s a check where a run in a document that already has axe takes 0.4–0.7 s — a fifth of the
// journeys' time went to it. What is checked is the same: axe.run on the whole document with the builder's legacy
// settings (each frame has its own copy and answers for itself; only frames of the page's own origin are asked).
import type { Page } from '@playwright/test'
import axe from 'axe-core'

/** Every rule of WCAG 2.0, 2.1 and 2.2 at levels A and AA (2.2 adds target-size). */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']

const injection = `${axe.source};axe.configure({ allowedOrigins: ['<same_origin>'] })`

/** The violations axe finds in the page (and its frames) under these tags, each as "rule: target, target". */
export async function axeViolations(page: Page, tags: string[] = WCAG_22_AA): Promise<string[]> {
  for (const frame of page.frames()) {
    // A frame that cannot run scripts (a sandboxed mail preview) is left out, as the builder left it out.
    const present = await frame.evaluate(() => 'axe' in window).catch(() => true)
    if (!present) await frame.evaluate(injection).catch(() => undefined)
  }
  const violations = await page.evaluate(async (values) => {
    const { axe } = window
    const scrolled = { left: window.scrollX, top: window.scrollY }
    const sized = axe.getRules(values).some((rule) => rule.ruleId === 'target-size')
    if ((scrolled.left === 0 && scrolled.top === 0) || !sized) return (await axe.run(document, { runOnly: { type: 'tag', values } })).violations
    // Scrolled, the sticky header lies over what went up under it, and axe would measure a link there by the sliver
    // still showing. Target sizes are judged as the page opens (at the top: nothing under the header), everything
    // else where the shopper is.
    const here = await axe.run(document, { runOnly: { type: 'tag', values }, rules: { 'target-size': { enabled: false } } })
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' })
    try {
      const sizes = await axe.run(document, { runOnly: { type: 'rule', values: ['target-size'] } })
      return [...here.violations, ...sizes.violations]
    } finally {
      window.scrollTo({ ...scrolled, behavior: 'instant' })
    }
  }, tags)
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

declare global {
  interface Window {
    axe: typeof axe
  }
}
