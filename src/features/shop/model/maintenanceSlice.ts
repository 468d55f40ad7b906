// Whether the back end said it is under maintenance: any read answering 503 switches the whole shop to the
// maintenance page (spec §2), until a fresh bootstrap says the shop is open again. A write answering 503 does not:
// the form that sent it says so where the shopper is (placing an order must not vanish behind the maintenance page
// with the typed card and the order attempt's key), and the next read shows the maintenance page if it is one.
import { createSlice, isRejectedWithValue } from '@reduxjs/toolkit'

export interface MaintenanceState {
  apiUnavailable: boolean
}

const initialState: MaintenanceState = { apiUnavailable: false }

const is503 = (payload: unknown) => typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 503

/** RTK Query puts the endpoint's kind on its actions: `meta.arg.type` is 'query' or 'mutation'. */
const isWrite = (meta: unknown) => (meta as { arg?: { type?: unknown } } | undefined)?.arg?.type === 'mutation'

export const maintenanceSlice = createSlice({
  name: 'maintenance',
  initialState,
  reducers: {
    maintenanceEnded(state) {
      state.apiUnavailable = false
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(isRejectedWithValue, (state, action) => {
      if (is503(action.payload) && !isWrite(action.meta)) state.apiUnavailable = true
    })
  },
  selectors: {
    selectApiUnavailable: (state) => state.apiUnavailable,
  },
})

export const { maintenanceEnded } = maintenanceSlice.actions
export const { selectApiUnavailable } = maintenanceSlice.selectors
