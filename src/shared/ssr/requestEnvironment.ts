// Where a store's requests go. In the browser: the page's origin and the global fetch. The server renderer gives
// each request's store its own (as the thunk middleware's extra argument), so concurrent renders never share one
// and the reference API can answer in-process.
export interface RequestEnvironment {
  /** Origin that relative API base URLs resolve against. */
  origin: string
  fetch: typeof fetch
}

export function environmentOf(extra: unknown): RequestEnvironment | undefined {
  const env = extra as Partial<RequestEnvironment> | undefined
  return env && typeof env.origin === 'string' && typeof env.fetch === 'function' ? (env as RequestEnvironment) : undefined
}
