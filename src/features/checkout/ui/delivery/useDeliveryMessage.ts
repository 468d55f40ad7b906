// The delivery message as the shopper edits it: the saved one until they type, saved on Continue only if changed.
// Neither asked for nor saved when the back end offers no delivery messages (`offered` false).
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { isApiError, useIdempotencyKey } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { apiFailureText } from '@/shared/forms'
import { useAddOrEditDeliveryMessageMutation, useGetDeliveryMessageQuery } from '../../api/checkoutApi'

export function useDeliveryMessage(offered: boolean) {
  const intl = useIntl()
  const lang = useLocale()
  const { data: saved } = useGetDeliveryMessageQuery(lang, { skip: !offered })
  const [edited, setEdited] = useState<string | null>(null)
  const [save] = useAddOrEditDeliveryMessageMutation()
  const keyFor = useIdempotencyKey()
  const value = edited ?? saved ?? ''

  /** Null when saved (or nothing changed), else why not. */
  const commit = async (): Promise<string | null> => {
    const message = value.trim()
    if (!offered || message === (saved ?? '').trim()) return null
    try {
      await save({ lang, message, idempotencyKey: keyFor({ message }) }).unwrap()
      setEdited(null)
      return null
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiFailureText(intl, error)
    }
  }
  return { value, change: setEdited, commit }
}
