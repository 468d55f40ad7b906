/** Server rendering: what pages report to the renderer, and the store's request environment on the server. */
export { ServerRenderProvider, usePageOrigin, useResponseStatus, useStylesSentWithPage, type ServerRender } from './serverRender'
export { type RequestEnvironment, environmentOf } from './requestEnvironment'
