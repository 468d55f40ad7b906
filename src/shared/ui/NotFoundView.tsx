// The 404 page for the current path, for pages that learn from the back end that their subject does not exist.
import { useLocation } from 'react-router'
import { ErrorPage } from './ErrorPage'

export function NotFoundView() {
  return <ErrorPage status={404} path={useLocation().pathname} />
}
