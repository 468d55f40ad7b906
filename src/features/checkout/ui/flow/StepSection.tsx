// One step of the checkout: a section named by its heading. The current step is open; a finished one shows a
// one-line summary and an Edit link; a later one only its heading, greyed, until the steps before it are done.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { flowMessages as m } from '../../messages/flow'
import type { Step } from '../../model/types'
import { stepHeadingId } from './useFocusOnStep'

export type StepStatus = 'current' | 'done' | 'upcoming'

interface StepSectionProps {
  step: Step
  number: number
  total: number
  title: string
  status: StepStatus
  /** h3 when the section is drawn inside the review step. */
  headingLevel?: 'h2' | 'h3'
  /** The search part of the Edit link; no link when the step cannot be changed here. */
  editSearch?: string
  summary?: ReactNode
  children?: ReactNode
}

export function StepSection({ step, number, total, title, status, headingLevel = 'h2', editSearch, summary, children }: StepSectionProps) {
  const intl = useIntl()
  const id = headingLevel === 'h2' ? stepHeadingId(step) : `${stepHeadingId(step)}-summary`
  return (
    <Box component="section" aria-labelledby={id} data-step={step} data-status={status} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography variant="overline" component="p" color="textSecondary" sx={{ lineHeight: 1.5 }}>
        {intl.formatMessage(m.stepOf, { number, total })}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
        <Typography
          id={id}
          component={headingLevel}
          variant={headingLevel === 'h2' ? 'h5' : 'h6'}
          tabIndex={-1}
          color={status === 'upcoming' ? 'text.secondary' : 'text.primary'}
          sx={{ flex: 1, '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {title}
        </Typography>
        {status === 'done' && editSearch ? (
          <Link component={RouterLink} to={{ search: editSearch }} aria-label={intl.formatMessage(m.editStep, { step: title })}>
            {intl.formatMessage(m.edit)}
          </Link>
        ) : null}
      </Box>
      {status === 'done' && summary ? (
        <Box sx={{ mt: 0.5, color: 'text.secondary' }} data-testid={`summary-${step}`}>
          {summary}
        </Box>
      ) : null}
      {status === 'current' ? <Box sx={{ mt: 2 }}>{children}</Box> : null}
    </Box>
  )
}
