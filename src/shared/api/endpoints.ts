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

/** Spec §7: these calls resolve to `null` instead of an error when they fail ("null when not successful"). */
export const NULL_ON_FAILURE_CALLS: ReadonlySet<string> = new Set(['removeAddress', 'validateOrder'])
