// The reference shop's commercial rules that both sides know. Free shipping, the return period and the instalment
// range are settings a back end states in its bootstrap (settings.free_shipping, return_days, instalments): the API
// sends these, and the app reads the bootstrap's at run time, using these only until it has one (or when a back end
// sends none). The instalment count is fixed: the API splits a payment in three and the app shows each part.
import { roundCents } from './money'

/** Free shipping to this country from this products total (after discounts), in EUR; brands may have their own. */
export const FREE_SHIPPING = { country: 'IT', from: 150 } as const

/** Days after delivery to withdraw from a purchase or return it (the legal minimum of the EU's consumer rights). */
export const RETURN_DAYS = 14

/** Order totals (EUR) that may be paid in instalments, bounds included. */
export const INSTALMENTS = { min: 30, max: 2000 } as const

export const INSTALMENT_COUNT = 3

export const instalmentsAvailable = (total: number) => total >= INSTALMENTS.min && total <= INSTALMENTS.max

/** Each instalment, rounded to the cent. */
export const instalmentAmount = (total: number) => roundCents(total / INSTALMENT_COUNT)
