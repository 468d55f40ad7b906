// The installable app's manifest, in the page's language (public/manifest.<lang>.webmanifest; it follows a change
// of language). Linked once the app is live, as the service worker registers — the other half of an installable
// app: a browser fetches a linked manifest and its icons as soon as the page has loaded, which on a phone can be
// before the first paint, beside the page's main picture. The offline page, which the installed app opens without
// a network, links it in its server HTML too (its route says `manifest: 'server'`).
import { useSyncExternalStore } from 'react'
import { useLocale } from '@/shared/i18n/useLocale'

const noChanges = () => () => undefined

export function AppManifestLink({ fromServer }: { fromServer: boolean }) {
  const lang = useLocale()
  // false in the server's render and while hydrating it, true from the first render after (or without) it.
  const live = useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
  if (!live && !fromServer) return null
  return <link rel="manifest" href={`/manifest.${lang}.webmanifest`} />
}
