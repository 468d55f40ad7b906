// The footer's newsletter sign-up: one e-mail field. The answer replaces the form (a new subscription says where
// the welcome e-mail went); a refusal says why in the shopper's language and keeps what they typed.
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { FORM_ERROR } from 'final-form'
import { useState } from 'react'
import { useIntl } from 'react-intl'
import { analyticsEvents, useTrack } from '@/shared/analytics'
import { isApiError } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { emailRule, ruleMessages, ShopForm, TextInput } from '@/shared/forms'
import { useSubscribeNewsletterMutation } from '../api/newsletterApi'
import { newsletterMessages as m } from '../messages'
import type { Subscription } from '../model/types'

type Values = { email: string }

export function NewsletterSignup() {
  const intl = useIntl()
  const lang = useLocale()
  const [subscribe] = useSubscribeNewsletterMutation()
  const track = useTrack()
  const [done, setDone] = useState<Subscription | null>(null)

  const onSubmit = async ({ email }: Values) => {
    try {
      setDone(await subscribe({ email: email.trim(), lang }).unwrap())
      // A lead, by its source only: the address stays with the shop.
      track(analyticsEvents.newsletterLead())
      return undefined
    } catch (error) {
      if (!isApiError(error)) throw error
      if (error.fieldErrors?.email) return { email: intl.formatMessage(ruleMessages.email) }
      return { [FORM_ERROR]: intl.formatMessage(error.status === 429 ? m.throttled : m.failed) }
    }
  }

  return (
    <Stack component="section" aria-labelledby="newsletter-title" spacing={1.5} sx={{ maxWidth: 480 }}>
      <Typography id="newsletter-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
        {intl.formatMessage(m.title)}
      </Typography>
      {done ? (
        <Alert severity="success" role="status">
          {intl.formatMessage(done.welcomeSent ? m.subscribed : m.already, { email: done.email })}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="textSecondary">
            {intl.formatMessage(m.intro)}
          </Typography>
          <ShopForm<Values> label={intl.formatMessage(m.formLabel)} onSubmit={onSubmit}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextInput
                id="newsletter-email"
                name="email"
                type="email"
                autoComplete="email"
                size="small"
                label={intl.formatMessage(m.email)}
                validate={emailRule}
                sx={{ flex: 1 }}
              />
              <Button type="submit" variant="contained" sx={{ flexShrink: 0, minHeight: 40 }}>
                {intl.formatMessage(m.submit)}
              </Button>
            </Stack>
          </ShopForm>
        </>
      )}
    </Stack>
  )
}
