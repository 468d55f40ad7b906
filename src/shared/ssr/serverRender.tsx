// What a page needs to know when it is rendered on the server rather than in a browser: the public origin of its
// absolute URLs (canonical, hreflang, structured data), a place to report the HTTP status it stands for (a 404
// page answers 404) and one to name what it draws only later in the browser, whose styles go with the page. In the
// browser there is no provider: the first two fall back to the window, the last does nothing.
import { createContext, useContext, type ReactElement } from 'react'

export interface ServerRender {
  /** The shop's public origin, e.g. https://shop.example.com. */
  origin: string
  /** Called while rendering by the page that decides the response's status (an error page). */
  reportStatus: (status: number) => void
  /** Called while rendering with what a part draws later in the browser: its styles are sent with the page. */
  sendStylesOf?: (element: ReactElement) => void
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

/**
 * Sends the styles of what a part draws only later in the browser (below the fold, when the shopper comes near it)
 * with the server's page. The browser's Emotion takes the page's styles as inserted, so drawing that part later
 * compiles and inserts nothing — otherwise the first loading rail of a product page compiled its styles (stylis:
 * parse, prefix, serialise) in the middle of the tap on "Add to bag" that followed the scroll, ~50–100 ms of it at
 * 4× CPU. `make` runs on the server only; a no-op in the browser.
 */
export function useStylesSentWithPage(make: () => ReactElement): void {
  useContext(ServerRenderContext)?.sendStylesOf?.(make())
}
