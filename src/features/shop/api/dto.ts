// Raw psdata of the shop-wide calls, as the back end sends it.
import type { Capability } from '@/shared/capabilities'

export interface PsMenuNode {
  id: number | string
  slug: string
  type: string
  label: string
  url: string
  children: PsMenuNode[]
  depth: number
  page_identifier?: string
}

export interface PsZoneDelivery {
  countries: string[]
  carriers: { name: string; price: number; free_shipping_applies: boolean; delivery_days: { min: number; max: number } | null }[]
}

export interface PsBootstrap {
  settings?: {
    maintenance_mode?: boolean
    theme?: string
    shop_name?: string
    free_shipping?: { country: string; from: number; brands?: { id_manufacturer: number; from: number }[] }
    /** Per shipping zone, every carrier that delivers to the door, cheapest first. */
    home_delivery?: PsZoneDelivery[]
    instalments?: { min: number; max: number }
    return_days?: number
    returns?: { country: string; method: 'mail' | string; free_countries: string[]; label_fee: number | null }
    /** The shop's profiles elsewhere (absolute URLs). */
    same_as?: string[]
  }
  menuItems?: PsMenuNode[]
  customer?: { id_customer: number; firstname: string; lastname: string; email: string } | null
  cart_count?: number
  detected_country?: string | null
  countries?: { iso_code: string; name: string; is_eu: boolean }[]
  cms_pages?: { id_cms: number; title: string; link_rewrite: string; url: string; role?: 'terms' | 'privacy' | null }[]
  /** The optional parts of the contract this back end offers; one left out (or all) is offered. */
  capabilities?: Partial<Record<Capability, boolean>>
}

export interface PsRedirect {
  to: string | null
  status?: number
}
