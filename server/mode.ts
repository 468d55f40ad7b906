// Demo or production (SHOP_MODE): `npm start` is the demo shop — sandbox payments, the outbox at /sandbox/mail, the
// demo catalogue and accounts seeded on first start — and says so; SHOP_MODE=production turns every sandbox surface
// off (config.ts reads SHOP_MODE and the flags that follow from it) and refuses to start with what belongs to the demo. The rules of
// both live here; start.ts applies them.
import type { ServerConfig } from './config'
import type { Queryable } from './db/client'
import { customers as demoCustomers } from './db/seed/data/customers'
import { verifyPassword } from './lib/crypto'

/** What stops a production start before anything is opened: each a sentence naming the setting. */
export function productionRefusals(config: ServerConfig, env: NodeJS.ProcessEnv): string[] {
  if (!config.production) return []
  const refusals: string[] = []
  if (!config.publicUrl) refusals.push('PUBLIC_URL is not set: links in e-mails would follow whatever Host header a request sends')
  if (!config.smtpUrl) refusals.push('SMTP_URL is not set: e-mails would stay in a table nobody reads')
  if (config.company.demo) refusals.push('COMPANY_NAME is not set: the legal notice would show the demo’s sample company')
  if (env.SANDBOX_MAIL === '1') refusals.push('SANDBOX_MAIL=1 would publish every e-mail (reset links included) at /sandbox/mail')
  if (env.SHOP_TEST_CONTROLS === '1') refusals.push('SHOP_TEST_CONTROLS=1 would let anyone change settings and force failures')
  return refusals
}

/** Demo accounts whose password is still the published one (README): anyone could sign in as them. */
export async function demoSecretsIn(db: Queryable): Promise<string[]> {
  const found: string[] = []
  for (const customer of demoCustomers) {
    const [row] = await db.query<{ passwd: string | null }>('select passwd from customers where email = $1 and not is_guest', [customer.email])
    if (row && (await verifyPassword(customer.password, row.passwd))) found.push(customer.email)
  }
  return found
}

/** Printed at a demo start: what is sandboxed, where the mail goes, how to sign in, how to run a real shop. */
export function demoBanner(config: ServerConfig): string {
  const base = config.publicUrl ?? `http://localhost:${config.port}`
  const [demo] = demoCustomers
  return [
    'DEMO SHOP (SHOP_MODE=demo): not for real customers.',
    '  payments: sandboxes — card 4242 4242 4242 4242 approves, 4000 0000 0000 0002 is declined; PayPal and Multisafepay are test pages',
    config.smtpUrl
      ? `  e-mails: sent through SMTP_URL, and listed at ${base}/sandbox/mail`
      : `  e-mails: not sent; read them at ${base}/sandbox/mail (password resets, confirmations, newsletter)`,
    `  demo data: sign in as ${demo!.email} / ${demo!.password}`,
    '  a real shop: SHOP_MODE=production with DATABASE_URL, PUBLIC_URL, SMTP_URL and COMPANY_* (README: Production)',
  ].join('\n')
}
