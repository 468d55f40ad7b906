// The withdrawal period (Art. 9 Consumer Rights Directive): RETURN_DAYS days from the day the consumer receives the
// goods. Counted as Regulation 1182/71 counts periods, which the directive applies (recital 41): the day of delivery
// itself does not count, the period ends when the last day ends (24:00 in the shop's zone, Europe/Rome), and a last
// day on a Saturday or Sunday moves to the following Monday. Public holidays, which differ by country, are not
// counted here: a shop that wants to honour them can only be more generous than this.
import { addDays, shopDay, startOfShopDay, weekday, type CalendarDay } from '../../lib/shopTime'
import { RETURN_DAYS } from '@contract/shopRules'

export interface WithdrawalPeriod {
  /** The last day a withdrawal is on time, in the shop's zone. */
  lastDay: CalendarDay
  /** The first instant that is too late (00:00 the day after the last day). */
  endsAt: Date
  /** The last instant that is on time (one millisecond before endsAt): what the API shows as the deadline. */
  deadline: Date
}

export function withdrawalPeriod(deliveredAt: Date, days = RETURN_DAYS): WithdrawalPeriod {
  let lastDay = addDays(shopDay(deliveredAt), days)
  const dow = weekday(lastDay)
  if (dow === 6) lastDay = addDays(lastDay, 2)
  else if (dow === 0) lastDay = addDays(lastDay, 1)
  const endsAt = startOfShopDay(addDays(lastDay, 1))
  return { lastDay, endsAt, deadline: new Date(endsAt.getTime() - 1) }
}

/** Whether a withdrawal received at `at` is on time. */
export const withinPeriod = (deliveredAt: Date, at: Date, days = RETURN_DAYS) => at < withdrawalPeriod(deliveredAt, days).endsAt
