// A notice travels with the navigation that follows an account action (router state), so the next page — whichever
// it is — can say "Login successful" or "You have been logged out" once.
export type AccountNotice = 'loginSuccess' | 'loggedOut' | 'registered' | 'passwordReset'

const KEY = 'accountNotice'
const NOTICES: readonly AccountNotice[] = ['loginSuccess', 'loggedOut', 'registered', 'passwordReset']

export const noticeState = (notice: AccountNotice) => ({ [KEY]: notice })

export function readNotice(state: unknown): AccountNotice | null {
  const value = typeof state === 'object' && state !== null ? (state as Record<string, unknown>)[KEY] : undefined
  return NOTICES.includes(value as AccountNotice) ? (value as AccountNotice) : null
}
