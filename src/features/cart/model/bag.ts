// Whether the bag (the cart drawer) is open and which line was just added: client state shared by the header's
// slot and the add buttons, kept outside the store so that the header's first download stays small.
import { useSyncExternalStore } from 'react'
import type { LineKey } from '@/shared/cart'

export interface BagState {
  open: boolean
  /** The line just added: the bag says 'Product Added To Cart' and shows it first. */
  added: LineKey | null
}

let state: BagState = { open: false, added: null }
const listeners = new Set<() => void>()

function set(next: BagState) {
  state = next
  listeners.forEach((l) => l())
}

export const openBag = (added: LineKey | null = null) => set({ open: true, added })
export const closeBag = () => set({ ...state, open: false })

export function useBag(): BagState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    () => state,
    () => state,
  )
}
