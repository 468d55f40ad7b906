// Spec §5: title required, at least 3 characters; content required, at least 10; a rating is required. The upper
// limits are the API's (64 and 2000).
import { compose, rules, type Validator } from '@/shared/forms'
import { reviewMessages as m } from '../messages'

export const titleRule: Validator = compose(rules.required(), rules.length(3, 64))
export const contentRule: Validator = compose(rules.required(), rules.length(10, 2000))
export const ratingRule: Validator = (value) => (typeof value === 'number' && value >= 1 && value <= 5 ? undefined : { descriptor: m.ratingRequired })
