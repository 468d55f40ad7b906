// Changing and removing lines from the page or the bag: optimistic (the cache changes at once and is restored on
// failure, with a notice); a removal can be undone by adding the line back. The notices live in the bag slice.
import { useCallback } from 'react'
import { newIdempotencyKey } from '@/shared/api'
import type { Locale } from '@/shared/config'
import { useAppDispatch } from '@/shared/store'
import { useCreateCartItemMutation, useRemoveCartItemMutation, useUpdateCartItemMutation } from '../api/cartApi'
import { cartNoticeDismissed, lineChangeFailed, lineRemoved, removalUndone, type CartSurface } from '../model/bagSlice'
import { stockReason } from '../model/errors'
import type { CartLine } from '@/shared/cart'

export function useCartActions(lang: Locale, surface: CartSurface) {
  const dispatch = useAppDispatch()
  const [update] = useUpdateCartItemMutation()
  const [remove] = useRemoveCartItemMutation()
  const [create] = useCreateCartItemMutation()

  const failed = useCallback((error: unknown) => dispatch(lineChangeFailed({ surface, reason: stockReason(error) })), [dispatch, surface])

  const changeQuantity = useCallback(
    (line: CartLine, quantity: number) => {
      const key = { productId: line.productId, attributeId: line.attributeId }
      update({ lang, ...key, quantity, idempotencyKey: newIdempotencyKey() })
        .unwrap()
        .catch(failed)
    },
    [update, lang, failed],
  )

  const removeLine = useCallback(
    (line: CartLine) => {
      const key = { productId: line.productId, attributeId: line.attributeId }
      dispatch(lineRemoved({ surface, line }))
      remove({ lang, ...key, idempotencyKey: newIdempotencyKey() })
        .unwrap()
        .catch(failed)
    },
    [remove, lang, failed, dispatch, surface],
  )

  const undoRemove = useCallback(
    (line: CartLine) => {
      dispatch(removalUndone())
      create({ lang, productId: line.productId, attributeId: line.attributeId, quantity: line.quantity, idempotencyKey: newIdempotencyKey() })
        .unwrap()
        .catch(failed)
    },
    [create, lang, failed, dispatch],
  )

  const clearNotice = useCallback(() => dispatch(cartNoticeDismissed()), [dispatch])

  return { changeQuantity, removeLine, undoRemove, clearNotice }
}
