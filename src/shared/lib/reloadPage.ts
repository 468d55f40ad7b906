// Reloads the page: one place, so that tests can observe it (jsdom's location cannot be spied on).
export function reloadPage(): void {
  window.location.reload()
}
