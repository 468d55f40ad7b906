// End-to-end journeys in Debian's Chromium (never a downloaded browser) against the built SPA served by the
// reference API on a throw-away database.
import { defineConfig } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { API_ORIGIN, API_PORT, STOREFRONT_ORIGIN } from './origins'

const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'))

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../test-results',
  // One worker: journeys share one shop (and some switch it into maintenance mode).
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
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
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
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
