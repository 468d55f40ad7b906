// The reference API's recorded answers (recorded/, written by `npm run record:api`) for the web tests: a test about
// how the shop refuses something (out of stock, an expired voucher) answers with the API's own envelope and words
// instead of a mock's idea of them, and the contract test reads them to hold the fixtures to. For tests only.
import fs from 'node:fs'
import path from 'node:path'
import { HttpResponse } from 'msw'

export interface RecordedAnswer {
  /** The file's name: the call, and after a dot which of its answers (`createCartItem.outOfStock`). */
  name: string
  call: string
  request: unknown
  status: number
  answer: {
    success: boolean
    code: number
    psdata: unknown
    message?: string
    errors?: Record<string, string>
    codes?: Record<string, string>
    params?: Record<string, Record<string, string | number>>
  }
}

export const RECORDED_DIR = path.join(__dirname, 'recorded')

export function recordedAnswer(name: string): RecordedAnswer {
  const file = path.join(RECORDED_DIR, `${name}.json`)
  if (!fs.existsSync(file)) throw new Error(`No recorded answer ${name}: see server/test/recordedCalls.ts and run npm run record:api`)
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RecordedAnswer
}

/** The names of every recorded answer. */
export const recordedNames = (): string[] =>
  fs
    .readdirSync(RECORDED_DIR)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))

/**
 * The recorded answer as msw sends it: the same HTTP status and envelope. `reworded` gives some of its texts other
 * words (by field of `errors`, `_` for `message`), as a back end answering in another language would, codes unchanged.
 */
export function replay(name: string, reworded: Record<string, string> = {}) {
  const { status, answer } = recordedAnswer(name)
  const { _: message, ...fields } = reworded
  const errors = answer.errors && { ...answer.errors, ...fields }
  return HttpResponse.json({ ...answer, ...(message ? { message } : {}), ...(errors ? { errors } : {}) }, { status })
}
