// The call table: every call name maps to a method and a path under its client's base URL. The defaults follow
// the contract (`POST /<callName>`); a deployment overrides single entries through config.endpoints.
import { getConfig, type EndpointDef } from '@/shared/config'

export type ClientName = 'api' | 'content'

export interface ResolvedEndpoint extends EndpointDef {
  baseUrl: string
}

export function resolveEndpoint(call: string, client: ClientName = 'api'): ResolvedEndpoint {
  const config = getConfig()
  const override = config.endpoints[call] ?? {}
  return {
    method: override.method ?? 'POST',
    path: override.path ?? `/${call}`,
    baseUrl: client === 'content' ? config.contentBaseUrl : config.apiBaseUrl,
  }
}

/**
 * The call that opens the visitor's session cookie (the app's first call). A write sent while it is on its way
 * waits for it: sent in parallel, a cookie-less write would open a second session, and whichever cookie arrived
 * last would win — possibly the one without the cart the write just filled.
 */
export const SESSION_OPENING_CALL = 'bootstrap'

/** Spec §7: these calls resolve to `null` instead of an error when they fail ("null when not successful"). */
export const NULL_ON_FAILURE_CALLS: ReadonlySet<string> = new Set(['removeAddress', 'validateOrder'])
