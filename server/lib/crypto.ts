// Secrets: opaque random tokens (cookies, reset links, payment pages) stored only as SHA-256 hashes, and
// passwords hashed with Argon2id (OWASP Password Storage Cheat Sheet's first choice). Hashes written before it —
// scrypt at N=2^14 — still verify, and are replaced by an Argon2id hash at the customer's next sign-in.
import { hash as argon2Hash, verify as argon2Verify, type Options as Argon2Options } from '@node-rs/argon2'
import { createHash, randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export const newToken = (bytes = 32) => randomBytes(bytes).toString('base64url')
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

// OWASP's minimum for Argon2id: 19 MiB of memory, 2 passes, 1 lane — ~50 ms a hash on one core of the 2-core
// machine, and 19 MiB per concurrent hash (scrypt at OWASP's N=2^17 would take 128 MiB).
const ARGON2ID = 2 // Algorithm.Argon2id (a const enum, which isolated modules cannot import)
const ARGON2: Argon2Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 }
/** How a hash made with today's parameters begins (the PHC string format). */
const CURRENT = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`

/** A PHC string, `$argon2id$v=19$m=…,t=…,p=…$salt$hash`: it names its parameters, so they can be raised later. */
export const hashPassword = (password: string): Promise<string> => argon2Hash(password, ARGON2)

/** True when the stored hash was made with other (older, weaker) parameters: rehash it once the password is known. */
export const needsRehash = (encoded: string): boolean => !encoded.startsWith(CURRENT)

export async function verifyPassword(password: string, encoded: string | null): Promise<boolean> {
  if (!encoded) return false
  if (encoded.startsWith('$argon2')) return argon2Verify(encoded, password).catch(() => false)
  if (encoded.startsWith('scrypt$')) return verifyScrypt(password, encoded)
  return false
}

const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  new Promise<Buffer>((resolve, reject) => scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))))

/** The hashes of before Argon2id: `scrypt$N$r$p$salt$hash`. */
async function verifyScrypt(password: string, encoded: string): Promise<boolean> {
  const [, n, r, p, salt, hash] = encoded.split('$')
  if (!salt || !hash) return false
  const expected = Buffer.from(hash, 'base64url')
  const key = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, { N: Number(n), r: Number(r), p: Number(p) })
  return timingSafeEqual(key, expected)
}

let dummy: Promise<string> | undefined
/** Spends the same time as a real check, so that an unknown e-mail cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummy ??= hashPassword(newToken())
  await verifyPassword(password, await dummy)
  return false
}
