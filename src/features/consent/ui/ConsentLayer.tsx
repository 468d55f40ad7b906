// What the consent shows and does once the stored record is known: its effects on the page's tags, the banner
// while a decision is due, and the settings dialog (its own chunk, fetched the first time it opens; it then stays
// mounted for its closing transition).
import { lazy, Suspense, useState } from 'react'
import { useAppSelector } from '@/shared/store'
import { withReloadGuard } from '@/shared/lib/reloadGuard'
import { selectConsentDue, selectConsentSettingsOpen } from '../model/selectors'
import ConsentBanner from './ConsentBanner'
import { ConsentEffects } from './ConsentEffects'

const ConsentDialog = lazy(withReloadGuard(() => import(/* webpackChunkName: "consent-settings" */ './ConsentDialog')))

export default function ConsentLayer() {
  const due = useAppSelector(selectConsentDue)
  const open = useAppSelector(selectConsentSettingsOpen)
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return (
    <>
      <ConsentEffects />
      {due && !open ? <ConsentBanner /> : null}
      {opened ? (
        <Suspense fallback={null}>
          <ConsentDialog open={open} />
        </Suspense>
      ) : null}
    </>
  )
}
