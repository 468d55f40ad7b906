// "A new version of the shop is available": offered when a new deployment's service worker is waiting. The page
// reloads into it only when the shopper says so (a form half filled is never lost to a reload they did not ask for).
import { lazy, Suspense } from 'react'
import { useAppSelector } from '@/shared/store'
import { withReloadGuard } from '@/shared/lib/reloadGuard'
import { selectUpdateAvailable } from '../model/updateSlice'

const UpdateSnackbar = lazy(withReloadGuard(() => import(/* webpackChunkName: "update-notice" */ './UpdateSnackbar')))

export function UpdatePrompt() {
  const available = useAppSelector(selectUpdateAvailable)
  if (!available) return null
  return (
    <Suspense fallback={null}>
      <UpdateSnackbar />
    </Suspense>
  )
}
