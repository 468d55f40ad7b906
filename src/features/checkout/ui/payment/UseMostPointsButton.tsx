// "Use the most": fills in the most points this order can take and saves them in one go.
import Button from '@mui/material/Button'
import { useForm } from 'react-final-form'
import { useIntl } from 'react-intl'
import { pointsMessages as m } from '../../messages/payment'

export function UseMostPointsButton({ max }: { max: number }) {
  const intl = useIntl()
  const form = useForm()
  return (
    <Button
      type="button"
      variant="text"
      onClick={() => {
        form.change('points', String(max))
        void form.submit()
      }}
    >
      {intl.formatMessage(m.useMost)}
    </Button>
  )
}
