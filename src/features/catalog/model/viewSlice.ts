// How lists are shown (grid or list): a shopper's preference, remembered across visits.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export type ViewMode = 'grid' | 'list'

export const catalogViewSlice = createSlice({
  name: 'catalogView',
  initialState: { mode: 'grid' as ViewMode },
  reducers: {
    viewModeChanged(state, action: PayloadAction<ViewMode>) {
      state.mode = action.payload
    },
  },
  selectors: {
    selectViewMode: (state) => state.mode,
  },
})

export const { viewModeChanged } = catalogViewSlice.actions
export const { selectViewMode } = catalogViewSlice.selectors
