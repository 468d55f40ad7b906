// An address's phone number, checked alike by the address form and the API: loosely on purpose (a carrier dials it,
// nothing parses it) — digits, spaces and ( ) . / -, an optional leading +, 6 to 20 characters.
export const isValidPhone = (input: string): boolean => /^\+?[0-9 ()./-]{6,20}$/.test(input.trim())
