// The ops journeys of issue #24 (deploy/README.md): Varnish from Debian's packages in front of two API processes on
// PostgreSQL, started by the recipe's own launcher (scripts/deployLocal.ts) on a throw-away schema, in Debian's
// Chromium. Not part of the main journeys (e2e/playwright.config.ts leaves this folder out); CI runs them after those:
//   DATABASE_URL=postgres://shop:shop@127.0.0.1:5432/shop_cdn npm run test:e2e:cdn   (after npm run build)
import { defineConfig } from '@playwright/test'
import path from 'node:path'
import base from '../playwright.config'
import { API_PORTS, DOWN_PURGER, LOG_DIR, SHOP_ORIGIN, VARNISH_PORT } from './deployment'

const ROOT = path.resolve(__dirname, '../..')

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: '*.spec.ts',
  testIgnore: [],
  outputDir: '../../test-results/cdn',
  // One shop for every journey (each buys out products of its own), one worker as in the main journeys.
  workers: 1,
  timeout: 60_000,
  use: { ...base.use, baseURL: SHOP_ORIGIN },
  webServer: {
    command: [
      `${process.execPath} --import tsx scripts/deployLocal.ts --throwaway --processes ${API_PORTS.length}`,
      `--port ${VARNISH_PORT} --api-port ${API_PORTS[0]} --log-dir ${LOG_DIR} --also-purge ${DOWN_PURGER}`,
    ].join(' '),
    cwd: ROOT,
    wait: { stdout: /Shop behind Varnish ready/ },
    timeout: 180_000,
    // The launcher stops Varnish and the API processes and drops its schema.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 30_000 },
    stdout: 'pipe',
    env: {
      DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://shop:shop@127.0.0.1:5432/shop_cdn',
      // Generated pictures are named by content hash: shared with the main journeys' runs.
      IMAGE_DIR: path.join(ROOT, 'data/e2e-images'),
      // The demo shop (sandbox card payments) with its test controls (the journeys' fixtures clear the per-address limits).
      SHOP_TEST_CONTROLS: '1',
      // Warnings and errors only: the purge retries the journeys look for, not a line per request.
      LOG_LEVEL: 'warn',
      // Stopped by the test run, not a load balancer: no grace period to wait out.
      SHUTDOWN_GRACE_SECONDS: '0',
      NODE_ENV: 'production',
    },
  },
})
