// Start-up, stage 3 (see src/index.tsx): the routes, the layout and the pages' loaders.
export { createAppRouter, routeTable } from '../router'
export { loadRouteCode } from '../routing/loadRouteCode'
