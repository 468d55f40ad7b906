// /{lang}/error: the error page on its own, for back ends and gateways that send shoppers there (?status=&message=).
import { useSearchParams } from 'react-router'
import { ErrorPage } from '@/shared/ui/ErrorPage'

export function ErrorRoute() {
  const [params] = useSearchParams()
  const status = Number(params.get('status'))
  return <ErrorPage status={Number.isInteger(status) && status >= 400 && status < 600 ? status : 500} message={params.get('message') ?? undefined} />
}
