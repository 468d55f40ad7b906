// Raw psdata of every cart call (docs/api.md, "Cart"; server/services/checkout/summary.ts).
export interface PsCartLine {
  id_product: number
  id_product_attribute: number
  name: string
  link_rewrite: string
  url: string
  reference: string
  quantity: number
  cart_quantity: number
  price: number
  regular_price: number
  has_discount: boolean
  discount?: unknown
  total: number
  regular_total: number
  attributes: string
  attributes_array: { group: string; name: string; id_attribute: number }[]
  default_image: { url: string; width: number; height: number; legend?: string } | null
  quantity_available: number
  availability: string
  preorder: { available_date: string } | null
  id_manufacturer: number | null
}

export interface PsCart {
  id_cart: number | null
  products: PsCartLine[]
  products_count: number
  totals: {
    products: number
    products_regular: number
    discounts: number
    shipping: number | null
    points: number
    vat_exempt: number
    tax: number
    total: number
    duties_excluded: boolean
  }
  vouchers: { allowed: boolean; added: { id_cart_rule: number; code: string; name: string; voucher_type: string; value: number; amount: number }[] }
  free_shipping: {
    country: string
    from: number
    remaining: number
    qualifies: boolean
    brands: { id_manufacturer: number; name: string; from: number; remaining: number }[]
  }
  instalments: { available: boolean; min: number; max: number }
  errors: string[]
  /** `errors` with their codes and values (a back end that sends no codes sends `errors` alone). */
  problems?: { code: string; message: string; params?: Record<string, string | number> }[]
}
