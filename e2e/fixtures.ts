// Shared helpers of the journeys: an axe check for every page visited, and the reference API's test controls.
import AxeBuilder from '@axe-core/playwright'
import { expect, test as base, type Page } from '@playwright/test'

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const summary = results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  expect(summary, 'axe violations').toEqual([])
}

export async function setShopSettings(page: Page, settings: { maintenance_mode?: boolean; theme?: string }) {
  const response = await page.request.post('/sandbox/test/settings', { data: settings })
  expect(response.ok()).toBe(true)
}

export const test = base
export { expect }
