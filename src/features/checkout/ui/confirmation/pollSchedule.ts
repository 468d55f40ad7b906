// How often a pending payment is checked again: after 3 s, then backing off by half each time up to every 15 s,
// for about three minutes — by then the provider's notification will settle the order and the shopper gets an
// e-mail; the page offers to check again instead of polling for ever.
export interface PollSchedule {
  /** Wait before the check after `attempt` checks that found the payment pending (0-based). */
  delay: (attempt: number) => number
  /** No automatic check once this much time has passed since the first one. */
  budgetMs: number
}

export const POLL_SCHEDULE: PollSchedule = {
  delay: (attempt) => Math.min(3000 * 1.5 ** attempt, 15_000),
  budgetMs: 3 * 60_000,
}
