// How many of the chosen product a shopper may pick: 1 up to the stock; pre-orders (no stock yet) up to a fixed cap;
// nothing when the product cannot be bought at all.
import type { Availability } from '../model/types'

/** Pre-orders have no stock to limit them; one order line takes at most this many. */
export const PREORDER_MAX = 10

export interface QuantityBounds {
  min: 1
  /** 0 when nothing can be ordered. */
  max: number
}

export function quantityBounds(stock: number, availability: Availability, selectionExists = true): QuantityBounds {
  if (!selectionExists) return { min: 1, max: 0 }
  if (stock > 0) return { min: 1, max: Math.floor(stock) }
  return { min: 1, max: availability === 'preorder' ? PREORDER_MAX : 0 }
}

/** Any typed or stepped value brought into the bounds (1 when nothing can be ordered, so the field still reads 1). */
export function clampQuantity(value: number, { min, max }: QuantityBounds): number {
  if (!Number.isFinite(value)) return min
  return Math.max(min, Math.min(Math.trunc(value), Math.max(max, min)))
}
