// After a choice a banner or dialog disappears with the focused button: focus goes to the page's main content
// instead of being lost to the document (keyboard and screen-reader users continue where the page starts).
export function focusMain(): void {
  document.getElementById('main')?.focus({ preventScroll: true })
}
