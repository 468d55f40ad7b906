// What a page needs to know when it is rendered on the server rather than in a browser: the public origin of its
// absolute URLs (canonical, hreflang, structured data) and a place to report the HTTP status it stands for (a 404
// page answers 404). In the browser there is no provider and both fall back to the window.
import { createContext, useContext } from 'react'

export interface ServerRender {
  /** The shop's public origin, e.g. https://shop.example.com. */
  origin: string
  /** Called while rendering by the page that decides the response's status (an error page). */
  reportStatus: (status: number) => void
}

const ServerRenderContext = createContext<ServerRender | null>(null)

export const ServerRenderProvider = ServerRenderContext.Provider

/** The origin of the page's absolute URLs. */
export function usePageOrigin(): string {
  return useContext(ServerRenderContext)?.origin ?? window.location.origin
}

/** Declares the HTTP status the rendered page stands for; a no-op in the browser. */
export function useResponseStatus(status: number): void {
  // Reported during render on purpose: the server reads it once the whole page has rendered, before it answers.
  useContext(ServerRenderContext)?.reportStatus(status)
}
