// The optional parts of the contract the back end offers (bootstrap's `capabilities`, contract/capabilities.ts): the
// app provides them from bootstrap, and a feature asks before it shows a part the back end may not offer (brand
// pages, collection points, loyalty points, returns, review editing, delivery messages). Until bootstrap answers —
// and for a back end that declares nothing — every part is offered.
import { createContext, useContext } from 'react'
import { declaredCapabilities, type Capabilities, type Capability } from '@contract/capabilities'

export type { Capabilities, Capability }
export { declaredCapabilities }

export const ALL_CAPABILITIES: Capabilities = declaredCapabilities(undefined)

export const CapabilitiesContext = createContext<Capabilities>(ALL_CAPABILITIES)

export const useCapabilities = (): Capabilities => useContext(CapabilitiesContext)
