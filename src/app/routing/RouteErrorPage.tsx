// What a route shows when its loader, guard or render failed: the error page in the default layout, or in the
// maintenance layout while the shop is in maintenance mode.
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router'
import { ErrorPage } from '@/shared/ui/ErrorPage'
import { LayoutFrame } from '../layouts/Layouts'
import { useMaintenance } from './LocaleRoot'

function describe(error: unknown): { status: number; message?: string; guardFailed?: boolean } {
  if (isRouteErrorResponse(error)) {
    const data = error.data as { message?: string; guardFailed?: boolean } | undefined
    return { status: error.status, message: data?.message ?? error.statusText, guardFailed: data?.guardFailed }
  }
  return { status: 500, message: error instanceof Error ? error.message : undefined }
}

export function RouteErrorPage() {
  const error = useRouteError()
  const { pathname } = useLocation()
  const maintenance = useMaintenance()
  const { status, message, guardFailed } = describe(error)
  return (
    <LayoutFrame name={maintenance ? 'maintenance' : 'default'}>
      <ErrorPage status={maintenance ? 503 : status} message={message} path={pathname} guardFailed={guardFailed} />
    </LayoutFrame>
  )
}
