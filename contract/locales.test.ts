// The languages are listed once (locales.ts): a sixth is added there and in its data files, never in code that
// keeps a list of its own. This reads the source for lists of language codes or of the languages' own names.
import fs from 'node:fs'
import path from 'node:path'
import { LANGUAGE_NAMES, LOCALES } from './locales'

const ROOT = path.join(__dirname, '..')
const FOLDERS = ['src', 'server', 'config', 'contract', 'scripts', 'e2e']

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(full)
    // Tests and the mocked API's answers (which play a back end) may spell languages out.
    const testing = /\.test\.tsx?$/.test(entry.name) || /[\\/](test|mocks)[\\/]/.test(full)
    return /\.tsx?$/.test(entry.name) && !testing ? [full] : []
  })
}

const files = FOLDERS.flatMap((folder) => sources(path.join(ROOT, folder))).filter((file) => !file.endsWith(path.join('contract', 'locales.ts')))

it('no code lists the languages but contract/locales.ts', () => {
  // Three or more of the codes as quoted strings in a row, in any order: a list of languages.
  const code = `'(?:${LOCALES.join('|')})'`
  const list = new RegExp(`${code}\\s*,\\s*${code}\\s*,\\s*${code}`)
  // Two of the languages' own names as quoted strings: a table of names.
  const quoted = Object.values(LANGUAGE_NAMES).map((name) => `'${name}'`)
  const offenders = files.filter((file) => {
    const text = fs.readFileSync(file, 'utf8')
    return list.test(text) || quoted.filter((name) => text.includes(name)).length >= 2
  })
  expect(offenders.map((file) => path.relative(ROOT, file))).toEqual([])
})

it('knows its languages and names each in itself', () => {
  expect(LOCALES).toEqual(['en', 'de', 'it', 'es', 'fr'])
  expect(LANGUAGE_NAMES).toMatchObject({ de: 'Deutsch', fr: 'Français' })
})
