// The phone budget of architecture §12 for interactions (INP ≤ 200 ms), kept from regressing: opening a category,
// the slowest of the shopper's frequent interactions, measured as `npm run interactions` measures it (4× slower CPU,
// 390 px), median of three. The journeys run on a machine that is not quiet, so they fail at twice the budget: a
// regression that large cannot land unnoticed. The figures in the README come from the script on a quiet machine.
import { expect, test } from '@playwright/test'
import { measureInteraction } from '../scripts/lib/interactionLatency'
import { median } from '../scripts/lib/median'
import { API_ORIGIN } from './origins'

const TWICE_THE_BUDGET = 400

test('on a phone, opening a category from the home page responds within twice the budget (INP, median of three)', async ({ browser }) => {
  const latencies = []
  for (let run = 0; run < 3; run++) latencies.push((await measureInteraction(browser, API_ORIGIN, 'open a category', { slowdown: 4 })).inp)
  expect(median(latencies), `latencies ${latencies.map(Math.round).join(', ')} ms`).toBeLessThanOrEqual(TWICE_THE_BUDGET)
})
