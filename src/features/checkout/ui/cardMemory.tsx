// The typed card, held in memory while the shopper moves from payment to review, and kept after a failed attempt
// (a decline goes through the validate and failed pages and back), so nothing is typed twice. The checkout routes
// share one provider (pages/checkout/CheckoutLayout); leaving them, or a reload, forgets the card. Deliberately not
// Redux: the store is persisted and visible in DevTools, and card data must never be stored, logged or put in a URL.
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react'
import type { CardInput } from '../model/types'

interface CardMemory {
  card: CardInput | null
  remember: (card: CardInput | null) => void
}

const CardMemoryContext = createContext<CardMemory | null>(null)

/** Provides a card memory — or uses the one already above it, so the flow works inside and outside the layout. */
export function CardMemoryProvider({ children }: { children: ReactNode }) {
  const outer = useContext(CardMemoryContext)
  const [card, remember] = useState<CardInput | null>(null)
  const value = useMemo(() => ({ card, remember }), [card])
  if (outer) return children
  return <CardMemoryContext.Provider value={value}>{children}</CardMemoryContext.Provider>
}

export function useCardMemory(): CardMemory {
  const memory = useContext(CardMemoryContext)
  if (!memory) throw new Error('useCardMemory needs a CardMemoryProvider (CheckoutFlow and CheckoutLayout provide it)')
  return memory
}
