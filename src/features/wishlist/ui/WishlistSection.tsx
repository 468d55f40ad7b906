// The wishlist in the account: the saved products, removing them, and moving one into the shopping bag. Adding to
// the cart belongs to the cart feature: the page hands it in as `onMoveToCart` (resolving true once added).
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { errorMessages } from '@/shared/ui/errorMessages'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { useGetWishlistQuery, useRemoveFromWishlistMutation } from '../api/wishlistApi'
import { wishlistMessages as m } from '../messages'
import type { WishlistItem } from '../model/types'
import { WishlistItemRow } from './WishlistItemRow'
import { useLocale } from '@/shared/i18n/useLocale'

type Outcome = { text: string; ok: boolean }

export function WishlistSection({ onMoveToCart }: { onMoveToCart?: (item: WishlistItem) => Promise<boolean> }) {
  const intl = useIntl()
  const lang = useLocale()
  const { data, isError, refetch, isFetching } = useGetWishlistQuery(lang)
  const [remove, removing] = useRemoveFromWishlistMutation()
  const [moving, setMoving] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)

  const removeItem = async (item: WishlistItem): Promise<boolean> => {
    try {
      await remove({ productId: item.productId, attributeId: item.attributeId, lang }).unwrap()
      return true
    } catch {
      return false
    }
  }
  const onRemove = async (item: WishlistItem) => {
    const ok = await removeItem(item)
    setOutcome(ok ? { text: intl.formatMessage(m.removed, { name: item.name }), ok } : { text: intl.formatMessage(errorMessages.genericTitle), ok })
  }
  const onMove = async (item: WishlistItem) => {
    if (!onMoveToCart) return
    setMoving(true)
    const added = await onMoveToCart(item).catch(() => false)
    if (added) await removeItem(item)
    setMoving(false)
    setOutcome(added ? { text: intl.formatMessage(m.moved, { name: item.name }), ok: true } : { text: intl.formatMessage(m.notAdded), ok: false })
  }

  if (!data) {
    if (!isError) return <Skeleton variant="rounded" height={120} aria-hidden />
    return <RetryAlert message={intl.formatMessage(m.loadFailed)} onRetry={() => void refetch()} disabled={isFetching} />
  }
  return (
    <>
      <Box role="status" aria-live="polite">
        {outcome ? (
          <Alert severity={outcome.ok ? 'success' : 'error'} sx={{ mb: 2 }}>
            {outcome.text}
          </Alert>
        ) : null}
      </Box>
      {data.length === 0 ? (
        <Typography>{intl.formatMessage(m.empty)}</Typography>
      ) : (
        <Box component="ul" aria-label={intl.formatMessage(m.listLabel)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((item) => (
            <WishlistItemRow
              key={`${item.productId}-${item.attributeId}`}
              item={item}
              busy={moving || removing.isLoading}
              onRemove={() => void onRemove(item)}
              onMoveToCart={onMoveToCart ? () => void onMove(item) : undefined}
            />
          ))}
        </Box>
      )}
    </>
  )
}
