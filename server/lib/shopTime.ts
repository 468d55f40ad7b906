// The shop's own time zone (Europe/Rome: the reference shop is Italian): calendar days of legal periods and the dates
// and times e-mails state are the shop's, whatever the server's or the shopper's zone.
import type { Lang } from './lang'

export const SHOP_TIME_ZONE = 'Europe/Rome'

export interface CalendarDay {
  year: number
  month: number
  day: number
}

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: SHOP_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
})

/** The wall clock in the shop's zone at an instant, read as if it were UTC (so that the difference is the zone's offset). */
function wallClock(at: Date): number {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, Number(x.value)]))
  return Date.UTC(p.year!, p.month! - 1, p.day!, p.hour!, p.minute!, p.second!)
}

/** The calendar day an instant falls on in the shop's zone. */
export function shopDay(at: Date): CalendarDay {
  const wall = new Date(wallClock(at))
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth() + 1, day: wall.getUTCDate() }
}

/** `days` later (or earlier) on the calendar; months and years roll over. */
export function addDays(day: CalendarDay, days: number): CalendarDay {
  const d = new Date(Date.UTC(day.year, day.month - 1, day.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() }
}

/** 0 = Sunday … 6 = Saturday. */
export const weekday = (day: CalendarDay) => new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay()

/** The instant a calendar day starts (00:00) in the shop's zone. Midnight is never skipped by a daylight-saving change in Europe. */
export function startOfShopDay(day: CalendarDay): Date {
  const utcMidnight = Date.UTC(day.year, day.month - 1, day.day)
  // The offset at UTC midnight, then again at the corrected instant (they differ only on the night of a change).
  let at = utcMidnight - (wallClock(new Date(utcMidnight)) - utcMidnight)
  at = utcMidnight - (wallClock(new Date(at)) - at)
  return new Date(at)
}

const formats = new Map<Lang, Intl.DateTimeFormat>()

/** Date and time in the shop's zone, with the zone named, as the language writes it ("3. Juli 2026 um 23:59 MESZ"). */
export function formatShopDateTime(lang: Lang, at: Date): string {
  let format = formats.get(lang)
  if (!format) {
    format = new Intl.DateTimeFormat(lang, {
      timeZone: SHOP_TIME_ZONE,
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      timeZoneName: 'short',
    })
    formats.set(lang, format)
  }
  return format.format(at)
}

/** The date alone in the shop's zone ("3 luglio 2026"). */
export const formatShopDate = (lang: Lang, at: Date) =>
  new Intl.DateTimeFormat(lang, { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' }).format(at)
