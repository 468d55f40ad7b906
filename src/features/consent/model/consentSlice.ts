// The shopper's cookie consent (a slice, so DevTools replays every choice): the record of their decision — what
// they allowed, when, under which version of the privacy policy — and whether the settings dialog is open.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { REHYDRATE } from 'redux-persist/lib/constants'
import type { ConsentCategory } from '@/shared/config'

export const CONSENT_CATEGORIES = ['preferences', 'statistics', 'marketing'] as const satisfies readonly ConsentCategory[]

export type ConsentChoice = Record<ConsentCategory, boolean>

export interface ConsentRecord {
  choice: ConsentChoice
  /** ISO date and time of the decision. */
  decidedAt: string
  policyVersion: number
}

export interface ConsentState {
  record: ConsentRecord | null
  /** Whether the persisted record has been read (until then nobody knows whether to ask). */
  restored: boolean
  settingsOpen: boolean
}

const initialState: ConsentState = { record: null, restored: false, settingsOpen: false }

/** A stored record as it was written, or null for anything else (an old or damaged entry asks again). */
function storedRecord(value: unknown): ConsentRecord | null {
  const record = value as Partial<ConsentRecord> | null | undefined
  if (!record || typeof record.decidedAt !== 'string' || Number.isNaN(Date.parse(record.decidedAt))) return null
  if (typeof record.policyVersion !== 'number' || typeof record.choice !== 'object' || !record.choice) return null
  const choice = record.choice as Partial<ConsentChoice>
  if (!CONSENT_CATEGORIES.every((category) => typeof choice[category] === 'boolean')) return null
  return {
    choice: { preferences: choice.preferences!, statistics: choice.statistics!, marketing: choice.marketing! },
    decidedAt: record.decidedAt,
    policyVersion: record.policyVersion,
  }
}

export const consentSlice = createSlice({
  name: 'consent',
  initialState,
  reducers: {
    consentDecided: {
      reducer(state, action: PayloadAction<ConsentRecord>) {
        state.record = action.payload
        state.settingsOpen = false
      },
      // The time is part of the action, so that replaying it in DevTools gives the same record.
      prepare: (choice: ConsentChoice, policyVersion: number, at: Date = new Date()) => ({
        payload: { choice, policyVersion, decidedAt: at.toISOString() },
      }),
    },
    consentSettingsOpened(state) {
      state.settingsOpen = true
    },
    consentSettingsClosed(state) {
      state.settingsOpen = false
    },
  },
  extraReducers: (builder) => {
    // redux-persist restores the record; the reducer takes it over itself (so the dialog's state is never
    // restored, and a damaged record is dropped), which also marks the moment the shop knows whether to ask.
    builder.addMatcher(
      (action): action is PayloadAction<{ consent?: { record?: unknown } } | undefined> => action.type === REHYDRATE,
      (state, action) => {
        state.record = storedRecord(action.payload?.consent?.record)
        state.restored = true
      },
    )
  },
})

export const { consentDecided, consentSettingsOpened, consentSettingsClosed } = consentSlice.actions
