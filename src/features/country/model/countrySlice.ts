// The shopper's shipping country (a slice, so DevTools replays it): the one they chose, and the detected country
// whose geo notice they answered (it is not offered again for that country).
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface CountryState {
  /** ISO 3166-1 alpha-2 of the chosen shipping country; none until the shopper chooses. */
  chosen: string | null
  /** The detected country the geo notice was answered for ("switch" or "stay"). */
  noticeAnsweredFor: string | null
}

const initialState: CountryState = { chosen: null, noticeAnsweredFor: null }

export const countrySlice = createSlice({
  name: 'country',
  initialState,
  reducers: {
    shippingCountryChosen(state, action: PayloadAction<string>) {
      state.chosen = action.payload
    },
    geoNoticeAnswered(state, action: PayloadAction<string>) {
      state.noticeAnsweredFor = action.payload
    },
  },
  selectors: {
    selectChosenCountry: (state) => state.chosen,
    selectGeoNoticeAnsweredFor: (state) => state.noticeAnsweredFor,
  },
})

export const { shippingCountryChosen, geoNoticeAnswered } = countrySlice.actions
export const { selectChosenCountry, selectGeoNoticeAnsweredFor } = countrySlice.selectors
