// Baymard: shoppers choose by delivery date, not by shipping speed. The API gives each carrier's working days in
// transit to the checkout's destination (`delivery_days`); this turns them into dates from today, in the shopper's
// language. A carrier without them shows its own words instead.

export interface DayRange {
  min: number
  max: number
}

const isWeekend = (date: Date) => date.getDay() === 0 || date.getDay() === 6

/** `days` business days (Monday to Friday) after `from`. */
export function addBusinessDays(from: Date, days: number): Date {
  const date = new Date(from.getFullYear(), from.getMonth(), from.getDate())
  let left = days
  while (left > 0) {
    date.setDate(date.getDate() + 1)
    if (!isWeekend(date)) left -= 1
  }
  return date
}

export interface DateRange {
  from: Date
  to: Date
}

export function deliveryDates(days: DayRange, today: Date): DateRange {
  return { from: addBusinessDays(today, days.min), to: addBusinessDays(today, days.max) }
}

/** "Wed, 5 Jun – Fri, 7 Jun" in the shopper's language; one date when the range is one day. */
export function formatDateRange({ from, to }: DateRange, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short' })
  return from.getTime() === to.getTime() ? format.format(from) : format.formatRange(from, to)
}

/** The expected delivery dates of a carrier, or null when the back end did not say how long it takes. */
export function expectedDelivery(days: DayRange | null, locale: string, today = new Date()): string | null {
  return days ? formatDateRange(deliveryDates(days, today), locale) : null
}
