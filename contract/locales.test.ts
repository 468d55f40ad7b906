// The languages are listed once (locales.ts): a sixth is added there and in its data files, never in code that
// keeps a list of its own. This reads the source for lists of language codes or of the languages' own names.
import { LANGUAGE_NAMES, LOCALES } from './locales'
import { sourceFiles } from './test/sourceFiles'

// Tests and the mocked API's answers (which play a back end) may spell languages out.
const files = sourceFiles(['src', 'server', 'config', 'contract', 'scripts', 'e2e']).filter(({ file }) => file.replaceAll('\\', '/') !== 'contract/locales.ts')

it('no code lists the languages but contract/locales.ts', () => {
  // Three or more of the codes as quoted strings in a row, in any order: a list of languages.
  const code = `'(?:${LOCALES.join('|')})'`
  const list = new RegExp(`${code}\\s*,\\s*${code}\\s*,\\s*${code}`)
  // Two of the languages' own names as quoted strings: a table of names.
  const quoted = Object.values(LANGUAGE_NAMES).map((name) => `'${name}'`)
  const offenders = files.filter(({ text }) => list.test(text) || quoted.filter((name) => text.includes(name)).length >= 2)
  expect(offenders.map(({ file }) => file)).toEqual([])
})

it('knows its languages and names each in itself', () => {
  expect(LOCALES).toEqual(['en', 'de', 'it', 'es', 'fr'])
  expect(LANGUAGE_NAMES).toMatchObject({ de: 'Deutsch', fr: 'Français' })
})
