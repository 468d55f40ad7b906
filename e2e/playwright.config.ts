// End-to-end journeys in Debian's Chromium (never a downloaded browser) against the built SPA served by the
// reference API on a throw-away database.
import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromiumLaunch } from '../scripts/lib/chromium'
import { API_ORIGIN, API_PORT, STOREFRONT_ORIGIN } from './origins'

const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'))

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The ops journeys behind Varnish start a deployment of their own (e2e/cdn/playwright.config.ts).
  testIgnore: path.join(__dirname, 'cdn', '**'),
  outputDir: '../test-results',
  // One worker: journeys share one shop (some switch it into maintenance mode, another theme, a forced API failure or
  // the demo customer's bag), and on a 2-core machine a second worker made every journey twice as slow — Chromium
  // and the API already use both cores.
  workers: 1,
  retries: 0,
  // Bounds for a hang, not measures of speed: a checkout journey takes 25 s alone on a 2-core machine and more beside
  // another, and a page's first render under that load can take several seconds. A passing step waits no longer.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL: API_ORIGIN,
    locale: 'en-US',
    // The shop honours reduced motion (transitions end at once), which keeps checks from catching a fade half-way.
    reducedMotion: 'reduce',
    // The shopper is in Italy, the shop's home market (the API reads the country a CDN would tell it): no geo notice
    // in journeys that are not about it.
    extraHTTPHeaders: { 'X-Country-Code': 'IT' },
    // The service worker is for the offline journeys (which allow it): elsewhere each page comes from the server.
    serviceWorkers: 'block',
    // Recording a trace costs a quarter of every journey's time (a DOM snapshot per action), kept or not: only on
    // request (E2E_TRACE=1, e.g. to study a failure locally). A failure still writes its error context (the page's
    // accessibility tree at the failing step) and a screenshot.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunch,
  },
  webServer: {
    command: 'npx tsx server/start.ts',
    cwd: path.resolve(__dirname, '..'),
    url: `${API_ORIGIN}/robots.txt`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: {
      PORT: String(API_PORT),
      // The same build served from a second origin, as from a CDN (crossOrigin.spec.ts).
      ALLOWED_ORIGINS: STOREFRONT_ORIGIN,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Generated pictures are named by content hash: every throw-away database can share them.
      IMAGE_DIR: path.resolve(__dirname, '../data/e2e-images'),
      SHOP_TEST_CONTROLS: '1',
      // A line per request would bury the journeys' output; warnings and errors still show.
      LOG_LEVEL: 'warn',
      SKIP_BUILD: process.env.SKIP_BUILD ?? '0',
      // React's production builds; the shop is the demo (SHOP_MODE's default): outbox and sandbox payments on.
      NODE_ENV: 'production',
    },
  },
})
