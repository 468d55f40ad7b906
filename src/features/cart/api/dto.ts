// Raw psdata of the cart's own calls beyond the cart (which lives in shared/cart).
export interface PsCarrierChoices {
  country_iso: string | null
  carriers: { id_carrier: number; name: string; price: number; is_free: boolean; is_pickup: boolean }[]
}
