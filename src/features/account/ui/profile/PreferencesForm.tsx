// Newsletter topics and consents (updateCustomer): 'Contact Details Updated' once saved.
import Stack from '@mui/material/Stack'
import { useMemo, useState } from 'react'
import { useIntl } from 'react-intl'
import { isApiError } from '@/shared/api'
import { apiSubmissionErrors, FormActions, ShopForm } from '@/shared/forms'
import { useUpdateCustomerMutation } from '../../api/accountApi'
import { preferencesMessages as m } from '../../messages/profile'
import type { Customer } from '../../model/types'
import { NewsletterChoices } from '../auth/NewsletterChoices'

type Values = { newsletter: boolean; newsletter_sections: string[]; order_notifications: boolean; commercial_consent: boolean }

export function PreferencesForm({ customer }: { customer: Customer }) {
  const intl = useIntl()
  const [update] = useUpdateCustomerMutation()
  const [saved, setSaved] = useState(false)
  const initialValues = useMemo<Values>(
    () => ({
      newsletter: customer.newsletter,
      newsletter_sections: customer.newsletterSections,
      order_notifications: customer.orderNotifications,
      commercial_consent: customer.commercialConsent,
    }),
    [customer],
  )
  const onSubmit = async (v: Values) => {
    setSaved(false)
    try {
      await update({
        newsletter: Boolean(v.newsletter),
        newsletterSections: v.newsletter ? (v.newsletter_sections ?? []) : [],
        orderNotifications: Boolean(v.order_notifications),
        commercialConsent: Boolean(v.commercial_consent),
      }).unwrap()
    } catch (error) {
      if (!isApiError(error)) throw error
      return apiSubmissionErrors(intl, error, { fields: ['newsletter', 'order_notifications', 'commercial_consent'] })
    }
    setSaved(true)
    return undefined
  }
  return (
    <ShopForm<Values> label={intl.formatMessage(m.title)} onSubmit={onSubmit} initialValues={initialValues}>
      <Stack spacing={1}>
        <NewsletterChoices />
        <FormActions submitLabel={intl.formatMessage(m.save)} success={saved ? intl.formatMessage(m.updated) : undefined} />
      </Stack>
    </ShopForm>
  )
}
