// Registration (spec §2, §3, §5): name, e-mail, optional form of address, a password with its strength meter and
// repetition, newsletter topics, the two consents and the terms of service (required, linking to the terms page).
// The back end signs the new customer in; the page decides where they go next.
import { useContentPageHref } from '@/shared/content/contentPageLinks'
import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { useMemo, type ReactNode } from 'react'
import { FormattedMessage, useIntl } from 'react-intl'
import { isApiError, useIdempotencyKey } from '@/shared/api'
import { apiSubmissionErrors, CheckboxInput, emailRule, rules, ShopForm, TextInput } from '@/shared/forms'
import { useRegisterMutation } from '../../api/accountApi'
import { fieldMessages, registerMessages } from '../../messages/auth'
import type { Registration, SignedIn } from '../../model/types'
import { NewPasswordFields } from '../fields/NewPasswordFields'
import { NewsletterChoices } from './NewsletterChoices'
import { PersonFields } from './PersonFields'
import { analyticsEvents, useTrack } from '@/shared/analytics'

type Values = {
  firstname: string
  lastname: string
  email: string
  gender: '' | 'm' | 'f'
  password: string
  password_repeat: string
  newsletter: boolean
  newsletter_sections: string[]
  order_notifications: boolean
  commercial_consent: boolean
  terms_accepted: boolean
}

const FIELDS = [
  'firstname',
  'lastname',
  'email',
  'gender',
  'password',
  'password_repeat',
  'newsletter',
  'order_notifications',
  'commercial_consent',
  'terms_accepted',
]
const INITIAL: Partial<Values> = {
  gender: '',
  newsletter: false,
  newsletter_sections: [],
  order_notifications: true,
  commercial_consent: false,
  terms_accepted: false,
}

function toRegistration(v: Values): Registration {
  return {
    email: v.email.trim(),
    password: v.password,
    firstName: v.firstname.trim(),
    lastName: v.lastname.trim(),
    gender: v.gender || null,
    birthday: null,
    newsletter: Boolean(v.newsletter),
    newsletterSections: v.newsletter ? (v.newsletter_sections ?? []) : [],
    orderNotifications: Boolean(v.order_notifications),
    commercialConsent: Boolean(v.commercial_consent),
    termsAccepted: true,
  }
}

interface RegisterFormProps {
  onRegistered: (signedIn: SignedIn) => Promise<void> | void
  /** The e-mail to start from (a guest's checkout e-mail on the order confirmation). */
  initialEmail?: string
}

export function RegisterForm({ onRegistered, initialEmail }: RegisterFormProps) {
  const intl = useIntl()
  const initialValues = useMemo(() => (initialEmail ? { ...INITIAL, email: initialEmail } : INITIAL), [initialEmail])
  const [register] = useRegisterMutation()
  const track = useTrack()
  const keyFor = useIdempotencyKey()
  const onSubmit = async (values: Values) => {
    const registration = toRegistration(values)
    let signedIn: SignedIn
    try {
      signedIn = await register({ registration, idempotencyKey: keyFor(registration) }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, { fields: FIELDS })
    }
    track(analyticsEvents.signUp())
    await onRegistered(signedIn)
    return undefined
  }
  const termsHref = useContentPageHref('terms')
  const termsLink = (chunks: ReactNode[]) => (
    <Link key="terms" href={termsHref} target="_blank" rel="noopener" underline="always">
      {chunks}
    </Link>
  )
  return (
    <ShopForm<Values> label={intl.formatMessage(registerMessages.submit)} onSubmit={onSubmit} initialValues={initialValues}>
      <Stack spacing={2}>
        <PersonFields />
        <TextInput name="email" type="email" autoComplete="email" label={intl.formatMessage(fieldMessages.email)} validate={emailRule} />
        <NewPasswordFields
          name="password"
          repeatName="password_repeat"
          label={intl.formatMessage(fieldMessages.password)}
          repeatLabel={intl.formatMessage(registerMessages.repeatPassword)}
        />
        <NewsletterChoices />
        <CheckboxInput name="terms_accepted" label={intl.formatMessage(registerMessages.termsField)} validate={rules.accepted()}>
          <FormattedMessage {...registerMessages.terms} values={{ link: termsLink }} />
        </CheckboxInput>
        <Button type="submit" variant="contained" size="large">
          {intl.formatMessage(registerMessages.submit)}
        </Button>
      </Stack>
    </ShopForm>
  )
}
