// Where the ops journeys find the deployment scripts/deployLocal.ts starts for them (playwright.config.ts): Varnish,
// whose address is the shop's; the API processes behind it and their logs; a purge target that is down.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

const PORT = Number(process.env.CDN_E2E_PORT ?? 4332)

export const VARNISH_PORT = PORT
export const SHOP_ORIGIN = `http://localhost:${PORT}`
export const API_PORTS = [PORT + 1, PORT + 2]
/** A second purge target every API process is given, on a port nothing listens on. */
export const DOWN_PURGER = `http://127.0.0.1:${PORT + 3}/`
/** Each API process's output, its JSON log: api-<port>.log. Made once by the runner (the config), whose environment
 * the workers inherit. */
export const LOG_DIR = (process.env.CDN_E2E_LOGS ??= mkdtempSync(path.join(tmpdir(), 'storefront-cdn-e2e-')))
