// Debian's Chromium as every script and the journeys run it (architecture §11): never a downloaded browser, and the
// flags that keep a headless run on a shared machine quiet and repeatable (no GPU, no QUIC, no background updates).
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Playwright's launch options for it. */
export const chromiumLaunch = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }
