// Runtime settings (maintenance mode, theme, the capabilities declared off) kept in the settings table so that every API process sharing the
// database agrees; each process reads them at most once a second — and at once when another process tells of a
// change (services/catalogChanges.ts), before it purges the cache in front: a page rendered with the settings of a
// second ago would otherwise go back into that cache with the old theme.
import { CAPABILITY_NAMES, type Capabilities, type Capability } from '@contract/capabilities'
import type { Db } from '../db/client'

export interface ShopSettings {
  maintenance_mode: boolean
  theme: 'blue' | 'default'
  /** The optional parts of the contract the shop does not offer (bootstrap's `capabilities` says them false). */
  capabilities_off: Capability[]
}

/** Brand pages exist when the theme shows them (blue, spec) and the shop has not declared brands off. */
export const brandsOffered = (settings: ShopSettings): boolean => settings.theme === 'blue' && !settings.capabilities_off.includes('brands')

/** bootstrap's `capabilities`: every capability of the contract, false for those declared off. */
export const declaredCapabilities = (settings: ShopSettings): Capabilities =>
  Object.fromEntries(CAPABILITY_NAMES.map((name) => [name, !settings.capabilities_off.includes(name)])) as Capabilities

const DEFAULTS: ShopSettings = { maintenance_mode: false, theme: 'blue', capabilities_off: [] }
const FRESH_MS = 1000

export class SettingsStore {
  private cached: ShopSettings | null = null
  private readAt = 0
  /** Changes with every forget(): a read that began before it is not kept. */
  private generation = 0

  constructor(private readonly db: Db) {}

  /** Fills in missing settings; explicit start-up values (from the environment) replace stored ones. */
  async init(overrides: Partial<ShopSettings>): Promise<void> {
    for (const [name, value] of Object.entries(DEFAULTS)) {
      await this.db.query('insert into settings (name, value) values ($1, $2::jsonb) on conflict (name) do nothing', [name, JSON.stringify(value)])
    }
    await this.update(overrides)
  }

  async get(): Promise<ShopSettings> {
    if (this.cached && Date.now() - this.readAt < FRESH_MS) return this.cached
    const generation = this.generation
    // Only the runtime settings: the table also keeps secrets (e.g. the payment notification secret).
    const rows = await this.db.query<{ name: string; value: unknown }>('select name, value from settings where name = any($1)', [Object.keys(DEFAULTS)])
    const stored = Object.fromEntries(rows.map((r) => [r.name, r.value]))
    const settings = { ...DEFAULTS, ...stored } as ShopSettings
    if (generation === this.generation) {
      this.cached = settings
      this.readAt = Date.now()
    }
    return settings
  }

  /** The settings may have changed (in another process): the next get() reads them. */
  forget(): void {
    this.cached = null
    this.generation++
  }

  async update(changes: Partial<ShopSettings>): Promise<ShopSettings> {
    for (const [name, value] of Object.entries(changes)) {
      if (value === undefined || value === null) continue
      await this.db.query('insert into settings (name, value) values ($1, $2::jsonb) on conflict (name) do update set value = excluded.value', [
        name,
        JSON.stringify(value),
      ])
    }
    this.forget()
    return this.get()
  }
}
