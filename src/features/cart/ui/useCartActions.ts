// Changing and removing lines from the page or the bag: optimistic (the cache changes at once and is restored on
// failure, with a notice); a removal can be undone by adding the line back. The notices live in the bag slice.
// What the shop confirmed is reported (add_to_cart / remove_from_cart for the difference; an undone removal adds).
import { useCallback } from 'react'
import { analyticsEvents, lineFacts, useTrack } from '@/shared/analytics'
import { newIdempotencyKey } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { useAppDispatch } from '@/shared/store'
import { useCreateCartItemMutation, useRemoveCartItemMutation, useUpdateCartItemMutation } from '../api/cartApi'
import { cartNoticeDismissed, lineChangeFailed, lineRemoved, removalUndone, type CartSurface } from '../model/cartSlice'
import { stockReason } from '../model/errors'
import type { Cart, CartLine } from '@/shared/cart'

export function useCartActions(surface: CartSurface) {
  const dispatch = useAppDispatch()
  const lang = useLocale()
  const [update] = useUpdateCartItemMutation()
  const [remove] = useRemoveCartItemMutation()
  const [create] = useCreateCartItemMutation()
  const track = useTrack()
  const reportChange = useCallback(
    (line: CartLine, from: number, to: number, after: Cart) => {
      if (to > from) track(analyticsEvents.addToCart(lineFacts(line, to - from), after))
      if (to < from) track(analyticsEvents.removeFromCart(lineFacts(line, from - to), after))
    },
    [track],
  )

  const failed = useCallback((error: unknown) => dispatch(lineChangeFailed({ surface, reason: stockReason(error) })), [dispatch, surface])

  const changeQuantity = useCallback(
    (line: CartLine, quantity: number) => {
      const key = { productId: line.productId, attributeId: line.attributeId }
      update({ lang, ...key, quantity, idempotencyKey: newIdempotencyKey() })
        .unwrap()
        .then((cart) => reportChange(line, line.quantity, quantity, cart), failed)
    },
    [update, lang, failed, reportChange],
  )

  const removeLine = useCallback(
    (line: CartLine) => {
      const key = { productId: line.productId, attributeId: line.attributeId }
      dispatch(lineRemoved({ surface, line }))
      remove({ lang, ...key, idempotencyKey: newIdempotencyKey() })
        .unwrap()
        .then((cart) => reportChange(line, line.quantity, 0, cart), failed)
    },
    [remove, lang, failed, dispatch, surface, reportChange],
  )

  const undoRemove = useCallback(
    (line: CartLine) => {
      dispatch(removalUndone())
      create({ lang, productId: line.productId, attributeId: line.attributeId, quantity: line.quantity, idempotencyKey: newIdempotencyKey() })
        .unwrap()
        .then((cart) => reportChange(line, 0, line.quantity, cart), failed)
    },
    [create, lang, failed, dispatch, reportChange],
  )

  const clearNotice = useCallback(() => dispatch(cartNoticeDismissed()), [dispatch])

  return { changeQuantity, removeLine, undoRemove, clearNotice }
}
