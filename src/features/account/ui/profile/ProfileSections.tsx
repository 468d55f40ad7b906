// The profile page's own sections: personal data, password change, newsletter and consents (getCustomer once).
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import { useIntl } from 'react-intl'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { useGetCustomerQuery } from '../../api/accountApi'
import { passwordChangeMessages, preferencesMessages, profileMessages } from '../../messages/profile'
import { AccountSection } from '../shell/AccountSection'
import { PasswordChangeForm } from './PasswordChangeForm'
import { PreferencesForm } from './PreferencesForm'
import { ProfileForm } from './ProfileForm'

export function ProfileSections() {
  const intl = useIntl()
  const { data: customer, isError, refetch, isFetching } = useGetCustomerQuery()
  if (!customer) {
    if (isError) return <RetryAlert message={intl.formatMessage(profileMessages.loadFailed)} onRetry={() => void refetch()} disabled={isFetching} />
    return <Skeleton variant="rounded" height={320} aria-hidden />
  }
  return (
    <Stack spacing={3}>
      <AccountSection title={intl.formatMessage(profileMessages.personalTitle)}>
        <ProfileForm customer={customer} />
      </AccountSection>
      <AccountSection title={intl.formatMessage(passwordChangeMessages.title)}>
        <PasswordChangeForm />
      </AccountSection>
      <AccountSection title={intl.formatMessage(preferencesMessages.title)}>
        <PreferencesForm customer={customer} />
      </AccountSection>
    </Stack>
  )
}
