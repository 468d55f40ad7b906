// The two one-click answers of the banner and the dialog, and the decision itself.
import { getConfig } from '@/shared/config'
import { consentDecided, type ConsentChoice } from './consentSlice'

export const ACCEPT_ALL: ConsentChoice = { preferences: true, statistics: true, marketing: true }
export const REJECT_ALL: ConsentChoice = { preferences: false, statistics: false, marketing: false }

/** The decision under the shop's current privacy policy. */
export const decideConsent = (choice: ConsentChoice) => consentDecided(choice, getConfig().consent.policyVersion)
