// A brand page's address: "{id}-{slug}", the id being the leading number.
export function brandIdFromParam(param: string): number | null {
  const match = /^(\d+)-/.exec(param)
  return match ? Number(match[1]) : null
}
