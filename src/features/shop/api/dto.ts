// Raw psdata of the shop-wide calls, as the back end sends it.
// The types are the contract's (contract/api): a change of the contract the app does not follow fails the type check.
import type { Bootstrap, MenuNode, Redirect, ZoneDelivery } from '@contract/api/shop'

export type PsMenuNode = MenuNode
export type PsZoneDelivery = ZoneDelivery
export type PsBootstrap = Bootstrap
export type PsRedirect = Redirect
