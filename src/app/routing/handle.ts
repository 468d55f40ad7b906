// Route metadata (`handle`): which layout frames the page, whether it needs a signed-in customer, and an optional
// validate check whose failure shows the error page with its status (default 404).
import type { Params } from 'react-router'
import type { ShopSettings } from '@/features/shop'

export type LayoutName = 'default' | 'blank' | 'auth' | 'maintenance'

export interface ValidateContext {
  params: Params
  settings: ShopSettings | undefined
}

/** true = valid; false = 404; { status } = that status. */
export type ValidateResult = boolean | { status: number }

export interface RouteHandle {
  layout?: LayoutName
  auth?: boolean
  validate?: (context: ValidateContext) => ValidateResult
  /** 'page': the page renders its own alternates and canonical (they depend on its data); else the shell does. */
  links?: 'page'
  /** 'server': the page links the app's manifest in its server HTML too (see shell/AppManifestLink). */
  manifest?: 'server'
}

export function layoutOf(matches: readonly { handle?: unknown }[]): LayoutName {
  for (let i = matches.length - 1; i >= 0; i--) {
    const layout = (matches[i]?.handle as RouteHandle | undefined)?.layout
    if (layout) return layout
  }
  return 'default'
}

export function guardFailure(result: ValidateResult): number | undefined {
  if (result === true) return undefined
  if (result === false) return 404
  return result.status
}

export function pageStatesLinks(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.links === 'page')
}

export function linksManifestFromServer(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.manifest === 'server')
}
