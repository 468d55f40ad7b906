// Google's gtag(): it queues its `arguments` object in the dataLayer (Google's tags recognise only that form, not an
// array). Used by the consent (Consent Mode signals, the tag's own set-up) and by analytics (events).
declare global {
  interface Window {
    /** Google's queue (gtag.js and Tag Manager read it). */
    dataLayer?: unknown[]
    /** Matomo's queue of commands. */
    _paq?: unknown[][]
  }
}

export function gtag(..._args: unknown[]): void {
  window.dataLayer ??= []
  // eslint-disable-next-line prefer-rest-params -- the Arguments object is what gtag.js expects in the dataLayer
  window.dataLayer.push(arguments)
}
