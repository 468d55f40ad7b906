// The buy button. The shopping bag arrives with the Cart issue; until then the button is shown, disabled, with the
// reason in plain words (and as its description for screen readers). `actions` takes other features' buttons.
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { catalogMessages, productMessages as m } from '../messages'

export function AddToBag({ preorder, actions }: { preorder: boolean; actions?: ReactNode }) {
  const intl = useIntl()
  const reasonId = useId()
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1}>
        <Button variant="contained" size="large" disabled aria-describedby={reasonId} sx={{ flex: 1, minHeight: 48 }}>
          {intl.formatMessage(preorder ? catalogMessages.preorder : m.addToBag)}
        </Button>
        {actions}
      </Stack>
      <Typography id={reasonId} variant="body2" color="text.secondary">
        {intl.formatMessage(m.addToBagNotYet)}
      </Typography>
    </Stack>
  )
}
