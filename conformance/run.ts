// Runs the kit against a back end: the suites in order (each may use what an earlier one found — the capabilities,
// a product to buy), and the report. Used by the command (cli.ts) and by the tests that run it in-process.
import { createContext, type Credentials } from './context'
import { apiBaseOf } from './http'
import { Report } from './report'
import { accountSuite } from './suites/account'
import { cartSuite } from './suites/cart'
import { catalogSuite } from './suites/catalog'
import { purchaseSuite } from './suites/purchase'
import { siteSuite } from './suites/site'

export interface RunOptions {
  /** The shop's origin (its API at /api) or the API's own base URL. */
  baseUrl: string
  customer?: Credentials | null
  /** Where each line goes as it is found (the command prints it). */
  print?: (line: string) => void
}

export async function runConformance({ baseUrl, customer = null, print }: RunOptions): Promise<Report> {
  const report = new Report(print)
  const ctx = createContext(report, apiBaseOf(baseUrl), customer)
  for (const suite of [siteSuite, catalogSuite, cartSuite, accountSuite, purchaseSuite]) await suite(ctx)
  return report
}
