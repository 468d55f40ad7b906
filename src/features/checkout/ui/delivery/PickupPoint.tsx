// Under a selected collection-point carrier: the point chosen (or why one is needed) and the button opening the
// picker. The button is what Continue sends the focus to when no point has been chosen.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Typography from '@mui/material/Typography'
import type { Ref } from 'react'
import { useIntl } from 'react-intl'
import { deliveryMessages as m } from '../../messages/flow'
import type { Pudo } from '../../model/types'
import { pudoText } from './pudoText'

interface Props {
  pudo: Pudo | null
  onOpen: () => void
  buttonRef: Ref<HTMLButtonElement>
}

export function PickupPoint({ pudo, onOpen, buttonRef }: Props) {
  const intl = useIntl()
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      <Typography variant="body2" data-testid="chosen-pudo" color={pudo ? 'text.primary' : 'text.secondary'}>
        {pudo ? pudoText(intl, pudo) : intl.formatMessage(m.pickupNeedsPoint)}
      </Typography>
      <Button ref={buttonRef} variant="outlined" size="small" onClick={onOpen}>
        {intl.formatMessage(pudo ? m.changePoint : m.choosePoint)}
      </Button>
    </Box>
  )
}
