// A navigation inside the app while the browser is offline cannot fetch the next page's data: it becomes a full
// page load instead, which the service worker answers with its kept copy of that page, or the offline page.
import { useEffect } from 'react'
import { useNavigation } from 'react-router'

/** Rendered on its own (not a hook of the layout's root): only it re-renders as navigations start and end. */
export function OfflineNavigation(): null {
  const navigation = useNavigation()
  useEffect(() => {
    if (navigation.state !== 'loading' || navigator.onLine) return
    window.location.assign(`${navigation.location.pathname}${navigation.location.search}${navigation.location.hash}`)
  }, [navigation])
  return null
}
