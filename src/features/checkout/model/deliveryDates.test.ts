import { addBusinessDays, expectedDelivery } from './deliveryDates'

describe('expected delivery dates', () => {
  // Thursday 4 June 2026.
  const thursday = new Date(2026, 5, 4, 15, 30)

  it('counts business days, skipping the weekend', () => {
    expect(addBusinessDays(thursday, 1)).toEqual(new Date(2026, 5, 5))
    expect(addBusinessDays(thursday, 2)).toEqual(new Date(2026, 5, 8))
    expect(addBusinessDays(new Date(2026, 5, 6), 1)).toEqual(new Date(2026, 5, 8))
  })

  // Intl puts thin and narrow no-break spaces around the dash; compare the words.
  const words = (text: string | null) => text?.replace(/\s+/g, ' ')

  it('formats the range in the shopper’s language', () => {
    expect(words(expectedDelivery({ min: 2, max: 3 }, 'en', thursday))).toBe('Mon, Jun 8 – Tue, Jun 9')
    expect(words(expectedDelivery({ min: 2, max: 3 }, 'de', thursday))).toBe('Mo., 8. – Di., 9. Juni')
    expect(words(expectedDelivery({ min: 3, max: 6 }, 'fr', thursday))).toBe('mar. 9 – ven. 12 juin')
    expect(words(expectedDelivery({ min: 1, max: 1 }, 'it', thursday))).toBe('ven 5 giu')
  })

  it('is null when the back end gives no days in transit', () => {
    expect(expectedDelivery(null, 'en', thursday)).toBeNull()
  })
})
