// psdata → domain for the newsletter calls. Pure functions; a back-end change touches dto.ts and this file only.
import type { Subscription, Unsubscription } from '../model/types'
import type { PsSubscription } from './dto'

/** subscribeNewsletter. A back end that does not say whether it sent the welcome e-mail is taken to have sent it. */
export const mapSubscription = (psdata: PsSubscription): Subscription => ({ email: psdata.email, welcomeSent: psdata.welcome_sent ?? true })

export const mapUnsubscription = (psdata: PsSubscription): Unsubscription => ({ email: psdata.email })
