// The review step: first the total, the terms and Place order — compact, so the button is in view without
// scrolling on a laptop screen (and right after the bag summary on a phone) — then the finished steps' summaries,
// each with Edit (drawn by the flow). One column on every screen: what is read first is also reached first by the
// keyboard.
import Box from '@mui/material/Box'
import Stack from '@mui/material/Stack'
import type { ReactNode } from 'react'
import type { StepProps } from '../stepProps'
import { PlaceOrderForm } from './PlaceOrderForm'

/** `sections`: the other steps' summaries with their Edit links, drawn by the flow. */
export function ReviewStep({ checkout, sections }: StepProps & { sections: ReactNode }) {
  return (
    <Stack spacing={2}>
      <Box sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: { md: 520 } }}>
        <PlaceOrderForm checkout={checkout} />
      </Box>
      <Box>{sections}</Box>
    </Stack>
  )
}
