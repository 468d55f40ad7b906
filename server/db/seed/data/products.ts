// All demo products, split by top category in ./products/*. Ids: clothing 1-35, other apparel 36-50,
// motorcycle accessories 101-128, fashion 201-227, home goods 301-328.
//
// SECURITY EXERCISE: exactly three products carry script-injection attempts in their `description` (every language),
// embedded in otherwise normal HTML, so that the storefront's sanitiser can be tested:
//   14  Brushed flannel overshirt       → <script>alert(1)</script>
//   221 Printed silk scarf "Giardino"    → <img src=x onerror="alert(1)">
//   327 Rattan reed diffuser "Orto"      → <a href="javascript:alert(1)">…</a>
import { apparelProducts } from './products/apparel'
import { clothingProducts } from './products/clothing'
import { fashionProducts } from './products/fashion'
import { homeProducts } from './products/home'
import { motoProducts } from './products/moto'
import type { SeedProduct } from './types'

export { apparelProducts, clothingProducts, fashionProducts, homeProducts, motoProducts }

/** Product ids whose description contains an injection attempt (see above). */
export const INJECTION_PRODUCT_IDS = [14, 221, 327] as const

const MIN_RELATED = 3

/** Tops up each product's related list with other products of the same category (deterministic). */
function withRelated(list: SeedProduct[]): SeedProduct[] {
  const byCategory = new Map<number, SeedProduct[]>()
  for (const p of list) byCategory.set(p.categoryId, [...(byCategory.get(p.categoryId) ?? []), p])
  return list.map((p) => {
    const related = (p.related ?? []).filter((id) => id !== p.id)
    const peers = byCategory.get(p.categoryId) ?? []
    const start = peers.findIndex((q) => q.id === p.id)
    for (let i = 1; i < peers.length && related.length < MIN_RELATED; i++) {
      const peer = peers[(start + i) % peers.length] as SeedProduct
      if (!related.includes(peer.id)) related.push(peer.id)
    }
    return related.length ? { ...p, related } : p
  })
}

export const products: SeedProduct[] = withRelated([
  ...clothingProducts,
  ...apparelProducts,
  ...motoProducts,
  ...fashionProducts,
  ...homeProducts,
])
