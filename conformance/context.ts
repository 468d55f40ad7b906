// What the suites share: the report, a way to open sessions, the back end's declared capabilities and what earlier
// checks found out about its catalogue (a product to buy, a category, a content page).
import { CAPABILITIES, type Capabilities, type Capability } from '@contract/capabilities'
import { Session } from './http'
import { Skip, type Report } from './report'

export interface Credentials {
  email: string
  password: string
}

/** A product that can be put in the bag (in stock, orderable), found by the catalogue checks. */
export interface Buyable {
  id_product: number
  name: string
  price: number
}

export interface KitContext {
  report: Report
  apiBase: string
  /** The customer given with --customer; without one the kit registers an account of its own. */
  customer: Credentials | null
  capabilities: Capabilities
  /** A new visitor (no cookies yet) speaking `lang`. */
  newSession(lang?: string): Session
  facts: {
    products?: { id_product: number; name: string; quantity: number; available_for_order: boolean; price: number; id_category?: number }[]
    buyable?: Buyable[]
    contentSlug?: string
  }
}

export function createContext(report: Report, apiBase: string, customer: Credentials | null): KitContext {
  return {
    report,
    apiBase,
    customer,
    capabilities: Object.fromEntries(Object.keys(CAPABILITIES).map((c) => [c, true])) as Capabilities,
    newSession: (lang = 'en') => new Session(apiBase, lang),
    facts: {},
  }
}

/** Skips a check whose capability the back end declared off (a skipped line, never a failure). */
export function requireCapability(ctx: KitContext, capability: Capability): void {
  if (!ctx.capabilities[capability]) throw new Skip(`the back end declares capability ${capability} off`)
}

/** Skips a check that needs what an earlier check failed to find. */
export function need<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Skip(`needs ${what}, which an earlier check did not find`)
  return value
}

/** A new Idempotency-Key (one per logical action, as the storefront sends them). */
export const newKey = () => `conformance-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
