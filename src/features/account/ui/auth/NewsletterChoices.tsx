// The newsletter checkbox, its topics (shown once the shopper wants the newsletter) and the two consents of spec §3:
// order notifications and commercial information. Shared by registration and the account's preferences.
import { useIntl } from 'react-intl'
import { useField } from 'react-final-form'
import { CheckboxInput } from '@/shared/forms'
import { registerMessages } from '../../messages/auth'
import { preferencesMessages as p } from '../../messages/profile'
import { NEWSLETTER_SECTIONS, type NewsletterSection } from '../../model/newsletterSections'
import { CheckboxGroup } from '../fields/CheckboxGroup'

const SECTION_LABELS: Record<NewsletterSection, typeof p.sectionApparel> = {
  apparel: p.sectionApparel,
  motorcycle: p.sectionMotorcycle,
  fashion: p.sectionFashion,
  home: p.sectionHome,
}

export function NewsletterChoices() {
  const intl = useIntl()
  const newsletter = useField<boolean>('newsletter', { type: 'checkbox', subscription: { value: true } }).input.checked
  return (
    <>
      <CheckboxInput name="newsletter" label={intl.formatMessage(registerMessages.newsletter)} />
      {newsletter ? (
        <CheckboxGroup
          name="newsletter_sections"
          legend={intl.formatMessage(registerMessages.sectionsLegend)}
          options={NEWSLETTER_SECTIONS.map((s) => ({ value: s, label: intl.formatMessage(SECTION_LABELS[s]) }))}
        />
      ) : null}
      <CheckboxInput name="order_notifications" label={intl.formatMessage(registerMessages.orderNotifications)} />
      <CheckboxInput name="commercial_consent" label={intl.formatMessage(registerMessages.commercialConsent)} />
    </>
  )
}
