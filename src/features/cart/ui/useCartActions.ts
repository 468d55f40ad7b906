// Changing and removing lines from the page or the bag: optimistic (the cache changes at once and is restored on
// failure, with a message); a removal can be undone by adding the line back.
import { useCallback, useState } from 'react'
import { useIntl } from 'react-intl'
import { newIdempotencyKey } from '@/shared/api'
import type { Locale } from '@/shared/config'
import { useCreateCartItemMutation, useRemoveCartItemMutation, useUpdateCartItemMutation } from '../api/cartApi'
import { cartMessages as m } from '../messages'
import { stockReason } from '../model/errors'
import type { CartLine } from '@/shared/cart'

export type CartNotice = { kind: 'removed'; line: CartLine } | { kind: 'error'; text: string } | null

export function useCartActions(lang: Locale) {
  const intl = useIntl()
  const [update] = useUpdateCartItemMutation()
  const [remove] = useRemoveCartItemMutation()
  const [create] = useCreateCartItemMutation()
  const [notice, setNotice] = useState<CartNotice>(null)

  const failed = useCallback(
    (error: unknown) => {
      const reason = stockReason(error)
      setNotice({ kind: 'error', text: intl.formatMessage(m.updateFailed, { reason: reason ? intl.formatMessage(reason.message, reason.values) : '' }).trim() })
    },
    [intl],
  )

  const changeQuantity = useCallback(
    (line: CartLine, quantity: number) => {
      const key = { productId: line.productId, attributeId: line.attributeId }
      update({ lang, ...key, quantity, idempotencyKey: newIdempotencyKey() }).unwrap().catch(failed)
    },
    [update, lang, failed],
  )

  const removeLine = useCallback(
    (line: CartLine) => {
      const key = { productId: line.productId, attributeId: line.attributeId }
      setNotice({ kind: 'removed', line })
      remove({ lang, ...key, idempotencyKey: newIdempotencyKey() }).unwrap().catch(failed)
    },
    [remove, lang, failed],
  )

  const undoRemove = useCallback(
    (line: CartLine) => {
      setNotice(null)
      create({ lang, productId: line.productId, attributeId: line.attributeId, quantity: line.quantity, idempotencyKey: newIdempotencyKey() })
        .unwrap()
        .catch(failed)
    },
    [create, lang, failed],
  )

  return { changeQuantity, removeLine, undoRemove, notice, clearNotice: () => setNotice(null) }
}
