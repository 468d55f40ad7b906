// The signature of server-to-server payment notifications (the sandbox providers' scheme; Stripe and others sign
// the same way): header `X-Payment-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">` with a
// shared secret. A notification is accepted only within five minutes of its timestamp, so a captured one cannot be
// replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto'

export const SIGNATURE_HEADER = 'x-payment-signature'
export const REPLAY_WINDOW_SECONDS = 5 * 60

const hmac = (secret: string, timestamp: number, rawBody: string) => createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest()

export function signNotification(secret: string, rawBody: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`
}

export type SignatureCheck = 'valid' | 'invalid' | 'stale'

/** Checks the header against the raw body: the HMAC first (compared in constant time), then the timestamp's age. */
export function checkSignature(secret: string, header: string | undefined, rawBody: string, now = Date.now()): SignatureCheck {
  if (!header || header.length > 1000) return 'invalid'
  let timestamp: number | null = null
  const signatures: Buffer[] = []
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2)
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    // Several v1 values are allowed so that a secret can be rotated without a gap.
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, 'hex'))
  }
  if (timestamp === null || !signatures.length) return 'invalid'
  const expected = hmac(secret, timestamp, rawBody)
  if (!signatures.some((s) => timingSafeEqual(s, expected))) return 'invalid'
  // Older than the window is a replay; more than the window ahead is not a clock we trust either.
  return Math.abs(now / 1000 - timestamp) > REPLAY_WINDOW_SECONDS ? 'stale' : 'valid'
}
