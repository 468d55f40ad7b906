// Spec §7: requests of idempotent methods are never retried; other requests are retried once on these statuses.
// Every retried request carries an Idempotency-Key (the same on the retry), so the back end answers a retry of
// something it already did with the first result instead of doing it twice.
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504])
const IDEMPOTENT_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE'])

export const isIdempotentMethod = (method: string) => IDEMPOTENT_METHODS.has(method.toUpperCase())

export function shouldRetry(method: string, status: unknown, attempt: number): boolean {
  return attempt === 0 && !isIdempotentMethod(method) && typeof status === 'number' && RETRY_STATUSES.has(status)
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID()
}
