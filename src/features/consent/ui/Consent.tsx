// The consent's place in every page. Nothing is rendered on the server or before the persisted record is read (a
// returning shopper never sees the banner flash); then the consent layer arrives as its own chunk, after the page
// is live, so the first download stays as it was.
import { lazy, Suspense } from 'react'
import { useAppSelector } from '@/shared/store'
import { withReloadGuard } from '@/shared/lib/reloadGuard'
import { selectConsentRestored } from '../model/selectors'

const ConsentLayer = lazy(withReloadGuard(() => import(/* webpackChunkName: "consent" */ './ConsentLayer')))

export function Consent() {
  const restored = useAppSelector(selectConsentRestored)
  if (!restored) return null
  return (
    <Suspense fallback={null}>
      <ConsentLayer />
    </Suspense>
  )
}
