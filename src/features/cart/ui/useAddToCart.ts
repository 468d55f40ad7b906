// Adding to the bag, from the product page, a card or the wishlist: one Idempotency-Key per click (the base
// query's retry reuses it), a click while an add runs is ignored (a double click never adds twice), and on success
// the bag opens on the line added (and the add is reported: add_to_cart). A failure leaves the cart as it was and
// says why.
import type { ProductId } from '@/shared/ids'
import { useCallback, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { analyticsEvents, lineFacts, useTrack } from '@/shared/analytics'
import { newIdempotencyKey, refusalMessages } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { useAppDispatch } from '@/shared/store'
import { useCreateCartItemMutation } from '../api/cartApi'
import { drawerOpened } from '../model/cartSlice'
import { reasonText, stockReason } from '../model/errors'

export interface AddToCartState {
  /** Resolves true once added. */
  add: (productId: ProductId, attributeId: number | null, quantity?: number) => Promise<boolean>
  pending: boolean
  /** The translated failure ('Product not added to cart' or the API's reason), null otherwise. */
  error: string | null
}

export function useAddToCart(): AddToCartState {
  const intl = useIntl()
  const lang = useLocale()
  const dispatch = useAppDispatch()
  const [create] = useCreateCartItemMutation()
  const track = useTrack()
  const running = useRef(false)
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const add = useCallback(
    async (productId: ProductId, attributeId: number | null, quantity = 1) => {
      if (running.current) return false
      running.current = true
      setPending(true)
      setError(null)
      try {
        const key = { productId, attributeId: attributeId ?? 0 }
        const cart = await create({ lang, ...key, quantity, idempotencyKey: newIdempotencyKey() }).unwrap()
        // Without a combination the API chose the default one: show the line it added.
        const line = cart.lines.find((l) => l.productId === productId && (attributeId === null || l.attributeId === attributeId))
        if (line) track(analyticsEvents.addToCart(lineFacts(line, quantity), cart))
        dispatch(drawerOpened(line ? { productId, attributeId: line.attributeId } : key))
        return true
      } catch (e) {
        const reason = stockReason(e)
        const notAdded = intl.formatMessage(refusalMessages.cartNotAdded)
        setError(reason ? `${notAdded}: ${reasonText(intl, reason)}` : notAdded)
        return false
      } finally {
        running.current = false
        setPending(false)
      }
    },
    [create, intl, lang, dispatch, track],
  )
  return { add, pending, error }
}
