// What the end-to-end test controls (http/testControls.ts, SHOP_TEST_CONTROLS=1) hold between requests: forced
// failures of the next call(s) of a name, and the service worker's pretend revision. Apart from the routes so that
// the shop (shop.ts) can hold one without importing them.

export class TestControls {
  private readonly failures = new Map<string, { status: number; times: number }>()
  /** Appended to /sw.js: another revision is, to the browser, a new version of the shop. */
  serviceWorkerRevision: string | null = null

  failNext(call: string, status: number, times: number): void {
    this.failures.set(call, { status, times })
  }

  /** The status to fail this call with, consuming one forced failure; null to run it normally. */
  take(call: string): number | null {
    const failure = this.failures.get(call)
    if (!failure) return null
    failure.times -= 1
    if (failure.times <= 0) this.failures.delete(call)
    return failure.status
  }
}
