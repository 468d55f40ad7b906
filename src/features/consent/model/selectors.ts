// What the shop may do under the shopper's consent. A record counts while it is younger than twelve months and
// was given to the current version of the privacy policy; otherwise the shopper is asked again and, meanwhile,
// nothing optional is allowed.
import { getConfig, type ConsentCategory } from '@/shared/config'
import type { ConsentRecord, ConsentState } from './consentSlice'

const TWELVE_MONTHS_MS = 365 * 24 * 60 * 60 * 1000

interface WithConsent {
  consent: ConsentState
}

export function isRecordValid(record: ConsentRecord | null, now: number = Date.now()): record is ConsentRecord {
  if (!record) return false
  return record.policyVersion >= getConfig().consent.policyVersion && now - Date.parse(record.decidedAt) < TWELVE_MONTHS_MS
}

/** The one question features ask: may the shop use this category of cookies and storage now? */
export function selectConsentGranted(state: WithConsent, category: ConsentCategory, now: number = Date.now()): boolean {
  const { record } = state.consent
  return isRecordValid(record, now) && record.choice[category]
}

/** Whether to show the banner: the persisted record is known, and there is none that still counts. */
export function selectConsentDue(state: WithConsent, now: number = Date.now()): boolean {
  return state.consent.restored && !isRecordValid(state.consent.record, now)
}

export const selectConsentRestored = (state: WithConsent) => state.consent.restored

export const selectConsentSettingsOpen = (state: WithConsent) => state.consent.settingsOpen

/** The current choice (what the settings dialog starts from): the valid record's, else nothing optional. */
export function selectConsentChoice(state: WithConsent, now: number = Date.now()) {
  const { record } = state.consent
  return isRecordValid(record, now) ? record.choice : null
}
