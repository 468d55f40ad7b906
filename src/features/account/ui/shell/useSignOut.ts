// Signing out: the back end ends the session (the cart becomes the guest's again), the account's cached data is
// invalidated, and the shopper lands on the home page, told 'You have been logged out'.
import { useNavigate } from 'react-router'
import { useLogoutMutation } from '../../api/accountApi'
import { noticeState } from '../../model/notice'
import { useLocale } from '@/shared/i18n/useLocale'

export function useSignOut(): { signOut: () => Promise<boolean>; signingOut: boolean } {
  const [logout, { isLoading }] = useLogoutMutation()
  const navigate = useNavigate()
  const lang = useLocale()
  const signOut = async () => {
    try {
      await logout().unwrap()
    } catch {
      return false
    }
    void navigate(`/${lang}`, { state: noticeState('loggedOut') })
    return true
  }
  return { signOut, signingOut: isLoading }
}
