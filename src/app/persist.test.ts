import type { Storage } from 'redux-persist'
import { consentAwareStorage } from './persist'

function memoryStorage() {
  const items = new Map<string, string>()
  const storage: Storage = {
    getItem: async (key: string) => items.get(key) ?? null,
    setItem: async (key: string, value: string) => void items.set(key, value),
    removeItem: async (key: string) => void items.delete(key),
  }
  return { storage, stored: (key: string) => JSON.parse(items.get(key) ?? '{}') as Record<string, string> }
}

const consent = (preferences: boolean) =>
  JSON.stringify({ record: { choice: { preferences, statistics: false, marketing: false }, decidedAt: new Date().toISOString(), policyVersion: 1 }, restored: true, settingsOpen: false })
const state = (consentSlice?: string) => JSON.stringify({ locale: '{"current":"de"}', catalogView: '{"mode":"list"}', ...(consentSlice ? { consent: consentSlice } : {}) })

describe('consentAwareStorage', () => {
  it('stores the preference slices only while the state being written grants preferences', async () => {
    const { storage, stored } = memoryStorage()
    const guarded = consentAwareStorage(storage)
    await guarded.setItem('persist:storefront', state(consent(true)))
    expect(stored('persist:storefront').catalogView).toBe('{"mode":"list"}')
    // Withdrawn: the next write (the consent change itself) drops the stored preference.
    await guarded.setItem('persist:storefront', state(consent(false)))
    expect(stored('persist:storefront').catalogView).toBeUndefined()
    expect(stored('persist:storefront').locale).toBe('{"current":"de"}')
  })

  it('stores no preference before the shopper has answered', async () => {
    const { storage, stored } = memoryStorage()
    await consentAwareStorage(storage).setItem('persist:storefront', state())
    expect(stored('persist:storefront')).toEqual({ locale: '{"current":"de"}' })
  })
})
