// Reloads the page: one place, so that tests can observe it (jsdom's location cannot be spied on), and so that
// what must be saved first is saved. redux-persist writes the client state a moment after each change: a reload
// in that moment would bring back the state from before it (a consent just withdrawn, and the tag with it).
const beforeReload: (() => Promise<unknown>)[] = []

/** Registers work to finish before any reload (app/persist: writing the persisted state). */
export function finishBeforeReload(task: () => Promise<unknown>): void {
  beforeReload.push(task)
}

/** Runs the registered work; settles when all of it has, whether it succeeded or not. */
export function finishPendingWork(): Promise<unknown> {
  return Promise.allSettled(beforeReload.map((task) => task()))
}

export function reloadPage(): void {
  void finishPendingWork().then(() => window.location.reload())
}
