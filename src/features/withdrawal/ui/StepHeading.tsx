// A step's heading. When the shopper moves to another step the focus moves to its heading, so a screen reader
// reads where they are and the keyboard continues from there (not from the top of the page).
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { useIntl } from 'react-intl'
import { withdrawalMessages as m } from '../messages'

interface Props {
  children: string
  /** 1 or 2; none for the confirmation. */
  step?: 1 | 2
  /** Take the focus when shown (false on arriving at the page: the page's own heading has it then). */
  focus: boolean
  /** For the step's section to be named by its heading. */
  id: string
}

export function StepHeading({ children, step, focus, id }: Props) {
  const intl = useIntl()
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  return (
    <>
      {step ? (
        <Typography variant="overline" component="p" color="textSecondary" sx={{ mt: 3 }}>
          {intl.formatMessage(m.stepOf, { step })}
        </Typography>
      ) : null}
      <Typography variant="h2" id={id} ref={ref} tabIndex={-1} sx={{ fontSize: '1.5rem', mt: step ? 0 : 3, mb: 2, outline: 'none' }}>
        {children}
      </Typography>
    </>
  )
}
