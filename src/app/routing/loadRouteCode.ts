// Before hydrating a server-rendered page, the browser loads the code of the routes it matched (lazy routes and
// the one-segment page), so that its first render is the server's HTML and nothing suspends (React Router's rule
// for lazy routes with server rendering).
import { matchRoutes, type RouteObject } from 'react-router'
import { resolveSlug } from './slugPatterns'
import { preloadSlugPage } from './SlugRoute'

export async function loadRouteCode(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? []
  await Promise.all(
    matches.map(async ({ route, params }) => {
      if (typeof route.lazy === 'function') {
        Object.assign(route, await route.lazy())
        route.lazy = undefined
      }
      const slug = route.path === ':slug' ? resolveSlug(params.slug ?? '') : null
      if (slug && slug.kind !== 'none') await preloadSlugPage(slug.kind)
    }),
  )
}
