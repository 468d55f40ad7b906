// Small builders for the JSON schemas of the contract (TypeBox): what a call takes (payloads) and what it answers
// (psdata). Each builder gives both the JSON schema the API validates with and, through `Static<>`, the TypeScript
// type of the value, so the API's handlers and the web app's DTOs read their types from the same schema.
// Payloads are strict: every object rejects unknown fields and every string has a maximum length, so that a payload
// is either exactly what the call understands or a 422.
import { Type, type Static, type TObject, type TOptional, type TProperties, type TSchema } from '@sinclair/typebox'

export type { Static, TSchema }

/** The fields of `P`, those not named in `R` optional. */
type WithRequired<P extends TProperties, R extends keyof P> = { [K in keyof P]: K extends R ? P[K] : TOptional<P[K]> }

/** A payload object: only `properties`, of which `required` must be there. */
export function obj<P extends TProperties, const R extends readonly (keyof P & string)[] = []>(
  properties: P,
  required: R = [] as unknown as R,
): TObject<WithRequired<P, R[number]>> {
  const fields = Object.fromEntries(
    Object.entries(properties).map(([key, schema]) => [key, required.includes(key) ? schema : Type.Optional(schema)]),
  ) as WithRequired<P, R[number]>
  return Type.Object(fields, { additionalProperties: false })
}

export const str = (maxLength = 255, minLength = 0, extra: { pattern?: string; format?: string } = {}) =>
  Type.String({ maxLength, ...(minLength ? { minLength } : {}), ...extra })

/** A non-empty string after trimming (a lone space is not a name). */
export const text = (maxLength = 255, minLength = 1) => str(maxLength, minLength, { pattern: '\\S' })

export const email = () => Type.String({ format: 'email', maxLength: 255 })
export const int = (minimum = 0, maximum = 2_147_483_647) => Type.Integer({ minimum, maximum })
export const id = () => int(1)
export const bool = () => Type.Boolean()
export const accepted = () => Type.Literal(true)
/** One of a closed list of values (`enum`). */
export const oneOf = <const T extends readonly (string | number)[]>(values: T) => Type.Unsafe<T[number]>({ enum: [...values] })
export const arr = <T extends TSchema>(items: T, maxItems = 100, minItems = 0) => Type.Array(items, { maxItems, ...(minItems ? { minItems } : {}) })
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])
export const date = () => Type.String({ format: 'date' })
export const dateTime = () => Type.String({ format: 'date-time', maxLength: 40 })
/** An object with free keys (e.g. attribute group id → attribute id). */
export const dict = <T extends TSchema>(values: T, keyPattern: string, maxProperties = 20) =>
  Type.Unsafe<Record<string, Static<T>>>({ type: 'object', maxProperties, propertyNames: { pattern: keyPattern }, additionalProperties: values })

/** The empty payload of calls that take none. */
export const EMPTY = obj({})
export type Empty = Static<typeof EMPTY>
