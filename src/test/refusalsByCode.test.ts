// The app words the API's refusals by their codes (src/shared/api/refusals), so its code holds none of the English
// sentences of the contract's catalogue (contract/errorCodes.ts) — the lint rule `no-restricted-syntax` forbids
// comparing an answer's text; this finds the sentences themselves, also when they are matched by way of a variable.
// The app's own English wordings (`defaultMessage`) may of course say the same thing.
import fs from 'node:fs'
import path from 'node:path'
import { ERROR_CODES } from '@contract/errorCodes'

const SRC = path.join(__dirname, '..')
const isAppCode = (file: string) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes(`${path.sep}mocks${path.sep}`)

function appFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === __dirname ? [] : appFiles(full)
    return isAppCode(full) ? [full] : []
  })
}

/** The fixed parts of each message, long enough to be a sentence of the contract rather than a common phrase. */
const sentences = [...new Set(Object.values(ERROR_CODES).flatMap((message) => message.split(/\{\w+\}/).map((part) => part.trim())))].filter(
  (part) => part.length >= 16,
)

/** The app's own words that happen to be the contract's: the message it gives an answer that is no envelope (spec §8). */
const OWN = new Set([`${path.join('shared', 'api', 'apiError.ts')}: "Something went wrong"`])

it('no app code holds an English sentence of the API’s refusals', () => {
  const found = appFiles(SRC).flatMap((file) => {
    const code = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/defaultMessage|description/.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line))
      .join('\n')
    return sentences.filter((sentence) => code.includes(sentence)).map((sentence) => `${path.relative(SRC, file)}: "${sentence}"`)
  })
  expect(found.filter((finding) => !OWN.has(finding))).toEqual([])
})
