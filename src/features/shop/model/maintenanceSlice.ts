// Whether the back end said it is under maintenance: any call answering 503 switches the whole shop to the
// maintenance page (spec §2), until a fresh bootstrap says the shop is open again.
import { createSlice, isRejectedWithValue } from '@reduxjs/toolkit'

export interface MaintenanceState {
  apiUnavailable: boolean
}

const initialState: MaintenanceState = { apiUnavailable: false }

const is503 = (payload: unknown) => typeof payload === 'object' && payload !== null && (payload as { status?: unknown }).status === 503

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
      if (is503(action.payload)) state.apiUnavailable = true
    })
  },
  selectors: {
    selectApiUnavailable: (state) => state.apiUnavailable,
  },
})

export const { maintenanceEnded } = maintenanceSlice.actions
export const { selectApiUnavailable } = maintenanceSlice.selectors
