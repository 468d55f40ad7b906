// The pluggable online check of EU VAT numbers (VIES). Off by default here: the format and checksum checks in
// vatNumber.ts decide alone; with VIES_CHECK=1 the European Commission's service must also confirm the number.
export type ViesResult = 'valid' | 'invalid' | 'unavailable'

export interface VatChecker {
  check(countryPrefix: string, number: string): Promise<ViesResult>
}

export const offlineChecker: VatChecker = {
  check: async () => 'unavailable',
}

const VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api/check-vat-number'

export const viesChecker: VatChecker = {
  async check(countryPrefix, number) {
    try {
      const response = await fetch(VIES_URL, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ countryCode: countryPrefix, vatNumber: number }),
        signal: AbortSignal.timeout(5000),
      })
      if (!response.ok) return 'unavailable'
      const body = (await response.json()) as { valid?: boolean }
      return body.valid === true ? 'valid' : body.valid === false ? 'invalid' : 'unavailable'
    } catch {
      // VIES is often down for a member state; an unreachable service must not block a checkout.
      return 'unavailable'
    }
  },
}
