// The newsletter's domain: what the sign-up and the unsubscribe page show.
export interface Subscription {
  email: string
  /** False when the address was already subscribed: no second welcome e-mail went out. */
  welcomeSent: boolean
}

export interface Unsubscription {
  email: string
}
