// The card fields' validators: the contract's card rules (@contract/card) worded for the shopper (the same sentences the API uses,
// translated: the API's refusals' wordings). Each returns a message descriptor for the field adapter, or undefined when the value passes.
import { refusalMessages as api } from '@/shared/api'
import { compose, rules, type RuleMessage, type Validator } from '@/shared/forms'
import { cvvLength, cvvValid, expiryProblem, luhnValid } from '@contract/card'

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The card number typed so far, for the CVV rule (field names follow the API's: card.number). */
const typedNumber = (all: object) => text((all as { card?: { number?: unknown } }).card?.number)

const numberValid: Validator = (value) => (luhnValid(text(value)) ? undefined : { descriptor: api.cardNumberInvalid })

export const cardNumberRule: Validator = compose(rules.required(), numberValid)

/** `now` is injectable so that a test does not depend on today's date. */
export const expiryRule = (now: () => Date = () => new Date()): Validator =>
  compose(rules.required(), (value) => {
    const problem = expiryProblem(text(value), now())
    if (problem === 'format') return { descriptor: api.cardExpiryFormat }
    if (problem === 'past') return { descriptor: api.cardExpired }
    return undefined
  })

const cvvMatchesBrand: Validator = (value, all): RuleMessage | undefined => {
  const number = typedNumber(all)
  return cvvValid(text(value), number) ? undefined : { descriptor: api.cardCvvInvalid, values: { n: cvvLength(number) } }
}

export const cvvRule: Validator = compose(rules.required(), cvvMatchesBrand)

export const cardNameRule: Validator = rules.required()
