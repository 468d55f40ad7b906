// Small builders for the JSON schemas of call payloads. Every object rejects unknown fields and every string has a
// maximum length, so that a payload is either exactly what the call understands or a 422.
export type JsonSchema = Record<string, unknown>

export const obj = (properties: Record<string, JsonSchema>, required: string[] = []): JsonSchema => ({
  type: 'object',
  additionalProperties: false,
  properties,
  required,
})

export const str = (maxLength = 255, minLength = 0, extra: JsonSchema = {}): JsonSchema => ({
  type: 'string',
  maxLength,
  ...(minLength ? { minLength } : {}),
  ...extra,
})

/** A non-empty string after trimming (a lone space is not a name). */
export const text = (maxLength = 255, minLength = 1): JsonSchema => str(maxLength, minLength, { pattern: '\\S' })

export const email = (): JsonSchema => ({ type: 'string', format: 'email', maxLength: 255 })
export const int = (minimum = 0, maximum = 2_147_483_647): JsonSchema => ({ type: 'integer', minimum, maximum })
export const id = (): JsonSchema => int(1)
export const bool = (): JsonSchema => ({ type: 'boolean' })
export const accepted = (): JsonSchema => ({ type: 'boolean', const: true })
export const oneOf = <T extends string | number>(values: readonly T[]): JsonSchema => ({ enum: [...values] })
export const arr = (items: JsonSchema, maxItems = 100, minItems = 0): JsonSchema => ({
  type: 'array',
  items,
  maxItems,
  ...(minItems ? { minItems } : {}),
})
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] })
export const date = (): JsonSchema => ({ type: 'string', format: 'date' })
/** An object with free keys (e.g. attribute group id → attribute id). */
export const dict = (values: JsonSchema, keyPattern: string, maxProperties = 20): JsonSchema => ({
  type: 'object',
  maxProperties,
  propertyNames: { pattern: keyPattern },
  additionalProperties: values,
})

/** The empty payload of calls that take none. */
export const EMPTY = obj({})
