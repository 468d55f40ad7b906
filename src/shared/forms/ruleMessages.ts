// Messages of the generic validation rule set (spec §5). `{field}` is the field's translated label.
import { defineMessages } from 'react-intl'

export const ruleMessages = defineMessages({
  accepted: { id: 'forms.rules.accepted', defaultMessage: 'Please accept the {field}.', description: 'A checkbox that must be ticked' },
  alpha: { id: 'forms.rules.alpha', defaultMessage: '{field} can only contain alphabetical characters.', description: 'Letters only' },
  alphaSpaces: { id: 'forms.rules.alphaSpaces', defaultMessage: '{field} can only contain letters and spaces.', description: 'Letters and spaces only' },
  alphanumeric: { id: 'forms.rules.alphanumeric', defaultMessage: '{field} can only contain letters and numbers.', description: 'Letters and digits only' },
  between: { id: 'forms.rules.between', defaultMessage: '{field} must be between {min} and {max}.', description: 'Numeric range' },
  confirm: { id: 'forms.rules.confirm', defaultMessage: '{field} does not match.', description: 'Confirmation field differs from its original' },
  containsAlpha: { id: 'forms.rules.containsAlpha', defaultMessage: '{field} must contain alphabetical characters.', description: 'Needs a letter' },
  containsAlphanumeric: {
    id: 'forms.rules.containsAlphanumeric',
    defaultMessage: '{field} must contain letters or numbers.',
    description: 'Needs a letter or digit',
  },
  containsAlphaSpaces: {
    id: 'forms.rules.containsAlphaSpaces',
    defaultMessage: '{field} must contain letters or spaces.',
    description: 'Needs a letter or space',
  },
  containsLowercase: {
    id: 'forms.rules.containsLowercase',
    defaultMessage: '{field} must contain a lowercase letter.',
    description: 'Needs a lowercase letter',
  },
  containsNumeric: { id: 'forms.rules.containsNumeric', defaultMessage: '{field} must contain numbers.', description: 'Needs a digit' },
  containsSymbol: { id: 'forms.rules.containsSymbol', defaultMessage: '{field} must contain a symbol.', description: 'Needs a symbol' },
  containsUppercase: {
    id: 'forms.rules.containsUppercase',
    defaultMessage: '{field} must contain an uppercase letter.',
    description: 'Needs an uppercase letter',
  },
  dateAfter: { id: 'forms.rules.dateAfter', defaultMessage: '{field} must be after {date}.', description: 'Date lower bound' },
  dateBefore: { id: 'forms.rules.dateBefore', defaultMessage: '{field} must be before {date}.', description: 'Date upper bound' },
  dateBetween: { id: 'forms.rules.dateBetween', defaultMessage: '{field} must be between {start} and {end}.', description: 'Date range' },
  dateFormat: { id: 'forms.rules.dateFormat', defaultMessage: '{field} is not a valid date, please use the format {format}.', description: 'Unparseable date' },
  email: { id: 'forms.rules.email', defaultMessage: 'Please enter a valid email address.', description: 'Malformed e-mail address' },
  endsWith: { id: 'forms.rules.endsWith', defaultMessage: '{field} doesn’t end with {list}.', description: 'Wrong ending' },
  is: { id: 'forms.rules.is', defaultMessage: '{field} is not an allowed value.', description: 'Value not in the allowed list' },
  length: { id: 'forms.rules.length', defaultMessage: '{field} must be between {min} and {max} characters.', description: 'Text length range' },
  lowercase: { id: 'forms.rules.lowercase', defaultMessage: '{field} can only contain lowercase letters.', description: 'Lowercase only' },
  matches: { id: 'forms.rules.matches', defaultMessage: '{field} is not an allowed value.', description: 'Pattern mismatch' },
  max: { id: 'forms.rules.max', defaultMessage: '{field} must be no more than {max}.', description: 'Numeric maximum' },
  min: { id: 'forms.rules.min', defaultMessage: '{field} must be at least {min}.', description: 'Numeric minimum' },
  minLength: { id: 'forms.rules.minLength', defaultMessage: '{field} must be at least {min} characters.', description: 'Minimum text length' },
  not: { id: 'forms.rules.not', defaultMessage: '“{value}” is not an allowed {field}.', description: 'Forbidden value' },
  number: { id: 'forms.rules.number', defaultMessage: '{field} must be a number.', description: 'Not a number' },
  requireOne: { id: 'forms.rules.requireOne', defaultMessage: '{field} is required.', description: 'One of several fields must be filled' },
  required: { id: 'forms.rules.required', defaultMessage: '{field} is required.', description: 'Empty required field' },
  startsWith: { id: 'forms.rules.startsWith', defaultMessage: '{field} doesn’t start with {list}.', description: 'Wrong beginning' },
  symbol: { id: 'forms.rules.symbol', defaultMessage: '{field} can only contain symbols.', description: 'Symbols only' },
  uppercase: { id: 'forms.rules.uppercase', defaultMessage: '{field} can only contain uppercase letters.', description: 'Uppercase only' },
  url: { id: 'forms.rules.url', defaultMessage: 'Please enter a valid URL.', description: 'Malformed web address' },
})

export const formMessages = defineMessages({
  incompleteTitle: { id: 'forms.form.incompleteTitle', defaultMessage: 'Form incomplete.', description: 'Heading shown after submitting a form with errors' },
  incomplete: {
    id: 'forms.form.incomplete',
    defaultMessage: 'Sorry, not all fields are filled out correctly.',
    description: 'Text shown after submitting a form with errors',
  },
  fixErrors: {
    id: 'forms.form.fixErrors',
    defaultMessage: 'Please fix the errors above before submitting',
    description: 'Hint next to a disabled submit button',
  },
  checking: { id: 'forms.field.checking', defaultMessage: 'Checking…', description: 'A field whose value is being verified by the server' },
})
