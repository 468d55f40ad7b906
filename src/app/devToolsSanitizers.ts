// What Redux DevTools may show: everything, except secrets riding on actions and state — card fields and
// passwords in a request's arguments (RTK Query puts them on its actions' meta and on mutation entries).
const SECRET_KEYS = new Set(['card', 'number', 'cvv', 'expiry', 'password', 'new_password', 'newPassword', 'confirmation'])

/** A copy of `value` with every secret field replaced by "[hidden]". */
export function hideSecrets<T>(value: T, depth = 0): T {
  if (depth > 8 || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => hideSecrets(item, depth + 1)) as T
  const copy: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) copy[key] = SECRET_KEYS.has(key) ? '[hidden]' : hideSecrets(item, depth + 1)
  return copy as T
}

export const devToolsOptions = {
  name: 'Storefront',
  actionSanitizer: <A>(action: A) => hideSecrets(action),
  stateSanitizer: <S>(state: S) => hideSecrets(state),
}
