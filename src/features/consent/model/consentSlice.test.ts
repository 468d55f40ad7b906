import { configureStore } from '@reduxjs/toolkit'
import { REHYDRATE } from 'redux-persist/lib/constants'
import { setConfig } from '@/shared/config'
import { ACCEPT_ALL, REJECT_ALL, decideConsent } from './choices'
import { consentDecided, consentSettingsClosed, consentSettingsOpened, consentSlice } from './consentSlice'
import { selectConsentChoice, selectConsentDue, selectConsentGranted } from './selectors'

const makeStore = () => configureStore({ reducer: { consent: consentSlice.reducer } })
const restored = (stored?: unknown) => ({ type: REHYDRATE, key: 'storefront', payload: stored === undefined ? undefined : { consent: stored } })
const DAY = 24 * 60 * 60 * 1000

afterEach(() => setConfig(undefined))

describe('the consent record', () => {
  it('is not asked for before the persisted record is read, and is asked for on a first visit', () => {
    const store = makeStore()
    expect(selectConsentDue(store.getState())).toBe(false)
    store.dispatch(restored())
    expect(selectConsentDue(store.getState())).toBe(true)
    expect(selectConsentGranted(store.getState(), 'statistics')).toBe(false)
  })

  it('grants exactly the categories chosen, with the date and the policy version', () => {
    const store = makeStore()
    store.dispatch(restored())
    store.dispatch(consentDecided({ preferences: true, statistics: false, marketing: true }, 1, new Date('2026-11-24T10:00:00Z')))
    expect(store.getState().consent.record).toEqual({
      choice: { preferences: true, statistics: false, marketing: true },
      decidedAt: '2026-11-24T10:00:00.000Z',
      policyVersion: 1,
    })
    const now = Date.parse('2026-11-25T10:00:00Z')
    expect(selectConsentDue(store.getState(), now)).toBe(false)
    expect(selectConsentGranted(store.getState(), 'preferences', now)).toBe(true)
    expect(selectConsentGranted(store.getState(), 'statistics', now)).toBe(false)
    expect(selectConsentGranted(store.getState(), 'marketing', now)).toBe(true)
  })

  it('asks again after twelve months, and grants nothing meanwhile', () => {
    const store = makeStore()
    store.dispatch(restored())
    const decided = new Date('2025-11-20T10:00:00Z')
    store.dispatch(consentDecided(ACCEPT_ALL, 1, decided))
    expect(selectConsentDue(store.getState(), decided.getTime() + 364 * DAY)).toBe(false)
    expect(selectConsentDue(store.getState(), decided.getTime() + 366 * DAY)).toBe(true)
    expect(selectConsentGranted(store.getState(), 'statistics', decided.getTime() + 366 * DAY)).toBe(false)
  })

  it('asks again when the shop raises its policy version', () => {
    const store = makeStore()
    store.dispatch(restored())
    store.dispatch(decideConsent(ACCEPT_ALL))
    expect(selectConsentDue(store.getState())).toBe(false)
    setConfig({ consent: { policyVersion: 2, privacyPage: 'privacy', tags: [] } })
    expect(selectConsentDue(store.getState())).toBe(true)
    expect(selectConsentChoice(store.getState())).toBeNull()
    store.dispatch(decideConsent(REJECT_ALL))
    expect(store.getState().consent.record?.policyVersion).toBe(2)
    expect(selectConsentDue(store.getState())).toBe(false)
  })

  it('restores a stored record, and drops a damaged one (which asks again)', () => {
    const record = { choice: { preferences: false, statistics: true, marketing: false }, decidedAt: new Date().toISOString(), policyVersion: 1 }
    const store = makeStore()
    store.dispatch(restored({ record, settingsOpen: true }))
    expect(store.getState().consent).toEqual({ record, restored: true, settingsOpen: false })
    for (const damaged of [{ record: { ...record, choice: { statistics: 'yes' } } }, { record: { ...record, decidedAt: 'soon' } }, { record: 'x' }, 'x']) {
      const other = makeStore()
      other.dispatch(restored(damaged))
      expect(other.getState().consent.record).toBeNull()
      expect(selectConsentDue(other.getState())).toBe(true)
    }
  })

  it('replays to the same state in DevTools: every step is an action with readable names', () => {
    const store = makeStore()
    const actions = [
      restored(),
      consentSettingsOpened(),
      consentDecided(REJECT_ALL, 1, new Date('2026-01-02T03:04:05Z')),
      consentSettingsOpened(),
      consentSettingsClosed(),
    ]
    actions.forEach((action) => store.dispatch(action))
    const replayed = makeStore()
    actions.forEach((action) => replayed.dispatch(action))
    expect(replayed.getState()).toEqual(store.getState())
    expect(actions.slice(1).map((a) => a.type)).toEqual([
      'consent/consentSettingsOpened',
      'consent/consentDecided',
      'consent/consentSettingsOpened',
      'consent/consentSettingsClosed',
    ])
  })
})
