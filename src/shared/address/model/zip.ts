// Postcodes per country. The rule (a pattern and an example) comes from the back end's country list, so the shop
// and the API always agree on what a valid postcode is.
import type { Country } from './types'

export type ZipProblem = 'required' | 'format'

export function normalizeZip(input: string): string {
  return input.trim().replace(/\s+/g, ' ').toUpperCase()
}

/** Undefined when the postcode suits the country; countries without postcodes accept an empty one. */
export function zipProblem(input: string, country: Pick<Country, 'needsZip' | 'zipPattern'>): ZipProblem | undefined {
  const zip = normalizeZip(input)
  if (!country.needsZip || !country.zipPattern) return undefined
  if (zip === '') return 'required'
  try {
    return new RegExp(country.zipPattern).test(zip) ? undefined : 'format'
  } catch {
    // A pattern this browser cannot compile is the back end's to enforce.
    return undefined
  }
}
