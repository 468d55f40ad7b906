// psdata of the newsletter calls (docs/api.md, "Account"), as the back end sends it.
export interface PsSubscription {
  email: string
  subscribed: boolean
  /** False when the address was already subscribed (no second welcome e-mail). */
  welcome_sent?: boolean
}
