// Any path no route claims. The redirect check answers first, so a moved page never flashes a 404.
import { useLocation } from 'react-router'
import { ErrorPage } from '@/shared/ui/ErrorPage'
import { PageFallback } from './PageFallback'
import { useRedirectTarget } from './RedirectCheck'

export function NotFound() {
  const { pathname } = useLocation()
  const { target, checking } = useRedirectTarget(pathname)
  if (checking || target) return <PageFallback />
  return <ErrorPage status={404} path={pathname} />
}
