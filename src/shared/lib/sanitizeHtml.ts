// Cleans HTML from the back end (descriptions, CMS pages) with DOMPurify: no scripts, event handlers, javascript:
// URLs, styles or forms. The browser's window backs it; the server renderer, which has none, lends it one
// (jsdom) first, so both sides sanitise with the same rules.
import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify'

let purifier: DOMPurify | undefined

function withShopRules(instance: DOMPurify): DOMPurify {
  // Links that leave the shop open safely in a new tab (DOMPurify keeps only safe URL schemes); pictures the back
  // end sent without a text alternative are treated as decorative rather than read out as a file name.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '')
  })
  return instance
}

/** For the server renderer: the window DOMPurify parses in. */
export function setSanitizerWindow(window: WindowLike): void {
  purifier = withShopRules(createDOMPurify(window))
}

export function sanitizeHtml(html: string): string {
  purifier ??= withShopRules(createDOMPurify(window))
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  })
}
