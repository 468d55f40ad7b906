// The buy button. The page hands in what adding does (the cart feature's mutation) and its state: pending while
// the call runs (a second click is ignored), and the failure's text, shown under the button. `actions` takes other
// features' buttons.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { catalogMessages, productMessages as m } from '../messages'

/** What the buy box offers to buy: the chosen combination (null: the product has none) and quantity. */
export interface Purchase {
  variantId: number | null
  quantity: number
  preorder: boolean
  /** False when nothing can be bought (out of stock, no such combination, a new variant loading). */
  canBuy: boolean
}

export interface AddToCartProps {
  preorder: boolean
  /** False when nothing can be bought (out of stock, no such combination, a new variant loading). */
  canBuy?: boolean
  onAdd?: () => void
  pending?: boolean
  error?: string | null
  actions?: ReactNode
}

export function AddToCart({ preorder, canBuy = true, onAdd, pending = false, error = null, actions }: AddToCartProps) {
  const intl = useIntl()
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button
          variant="contained"
          size="large"
          disabled={!onAdd || !canBuy || pending}
          aria-busy={pending}
          // The second click of a double click (detail 2) is not a second add.
          onClick={(event) => event.detail <= 1 && onAdd?.()}
          sx={{ flex: 1, minHeight: 48 }}
        >
          {intl.formatMessage(preorder ? catalogMessages.preorder : m.addToBag)}
        </Button>
        {actions}
      </Stack>
      {error ? (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  )
}
