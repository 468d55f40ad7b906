// Clicks on buttons the shopper made before the app was live, kept by the page (server/render/pageTemplate.ts):
// replayed once React is hydrating, which then hydrates the clicked part at once and handles the click as usual.
declare global {
  interface Window {
    __earlyClicks?: HTMLElement[]
    /** React handles clicks (hydration has started). */
    __appLive?: boolean
    /** Hydrated, and the shopper's persisted state restored (set by index.tsx; read by measuring scripts). */
    __appSettled?: boolean
  }
}

export function replayEarlyClicks(): void {
  window.__appLive = true
  const clicks = window.__earlyClicks ?? []
  window.__earlyClicks = []
  for (const target of clicks) if (target.isConnected) target.click()
}
