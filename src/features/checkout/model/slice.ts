// The checkout's client state: the step the shopper is on (mirroring the URL's ?step=, which is the source) and
// a non-sensitive draft — the guest's e-mail before the API knows it, the chosen gateway and instalments. It is
// persisted, so a reload resumes where the shopper was. Card fields never come here (see model/types CardInput).
// `droppedCarrier` remembers a shipping method the API dropped when the delivery address changed, so the delivery
// step can tell the shopper why they must choose again.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { GatewayId, Step } from './types'

export interface CheckoutDraft {
  email: string
  gateway: GatewayId | null
  instalments: boolean
}

export interface DroppedCarrier {
  id: number
  name: string
}

export interface CheckoutState {
  step: Step | null
  draft: CheckoutDraft
  droppedCarrier: DroppedCarrier | null
}

const initialState: CheckoutState = { step: null, draft: { email: '', gateway: null, instalments: false }, droppedCarrier: null }

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    stepEntered(state, action: PayloadAction<Step>) {
      state.step = action.payload
    },
    contactEmailEntered(state, action: PayloadAction<string>) {
      state.draft.email = action.payload.trim()
    },
    gatewayChosen(state, action: PayloadAction<GatewayId>) {
      if (action.payload !== state.draft.gateway) state.draft.instalments = false
      state.draft.gateway = action.payload
    },
    instalmentsChosen(state, action: PayloadAction<boolean>) {
      state.draft.instalments = action.payload
    },
    /** Saving an address made the API drop the chosen shipping method (it does not serve the new address). */
    carrierDropped(state, action: PayloadAction<DroppedCarrier>) {
      state.droppedCarrier = action.payload
    },
    /** A shipping method (and collection point) was saved for this checkout. */
    carrierChosen(state, _action: PayloadAction<{ id: number; pudoId: number | null }>) {
      state.droppedCarrier = null
    },
    /** An order was paid: the next checkout starts afresh (the e-mail stays, it is the same shopper). */
    checkoutCompleted(state) {
      state.step = null
      state.draft = { ...initialState.draft, email: state.draft.email }
      state.droppedCarrier = null
    },
  },
  selectors: {
    selectCheckoutStep: (state) => state.step,
    selectCheckoutDraft: (state) => state.draft,
    // A state persisted before this field existed has none.
    selectDroppedCarrier: (state) => state.droppedCarrier ?? null,
  },
})

export const { stepEntered, contactEmailEntered, gatewayChosen, instalmentsChosen, carrierDropped, carrierChosen, checkoutCompleted } = checkoutSlice.actions
export const { selectCheckoutStep, selectCheckoutDraft, selectDroppedCarrier } = checkoutSlice.selectors
