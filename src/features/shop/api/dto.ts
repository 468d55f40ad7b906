// Raw psdata of the shop-wide calls, as the back end sends it.
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

export interface PsBootstrap {
  settings?: {
    maintenance_mode?: boolean
    theme?: string
    shop_name?: string
    free_shipping?: { country: string; from: number }
    instalments?: { min: number; max: number }
    return_days?: number
  }
  menuItems?: PsMenuNode[]
  customer?: { id_customer: number; firstname: string; lastname: string; email: string } | null
  cart_count?: number
  detected_country?: string | null
  countries?: { iso_code: string; name: string; is_eu: boolean }[]
  cms_pages?: { id_cms: number; title: string; link_rewrite: string; url: string; role?: 'terms' | 'privacy' | null }[]
}

export interface PsRedirect {
  to: string | null
  status?: number
}
