// A form's footer: the submit button (with any secondary action beside it, e.g. Cancel) and, once a save went
// through, the success message right below the button the shopper pressed.
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import type { ReactNode } from 'react'
import { useFormState } from 'react-final-form'

interface FormActionsProps {
  submitLabel: string
  /** Said after a successful save (the form decides when, e.g. it clears it when the next submit starts). */
  success?: ReactNode
  /** Secondary actions beside the submit button. */
  children?: ReactNode
}

export function FormActions({ submitLabel, success, children }: FormActionsProps) {
  // Read from the form itself, so no caller can hand in a stale flag; ShopForm's fieldset disables it as well.
  const { submitting } = useFormState({ subscription: { submitting: true } })
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2 }}>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submitLabel}
        </Button>
        {children}
      </Box>
      {success ? (
        <Alert severity="success" role="status">
          {success}
        </Alert>
      ) : null}
    </>
  )
}
