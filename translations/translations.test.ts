// Every language has exactly the ids of the English source, with the same placeholders, and the compiled files
// the app loads are up to date with the sources.
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { readFileSync } from 'node:fs'
import path from 'node:path'

type Source = Record<string, { defaultMessage: string; description?: string }>
const read = (file: string): unknown => JSON.parse(readFileSync(path.join(__dirname, file), 'utf8'))
const en = read('en.json') as Source
const shopLocales = ['de', 'it', 'es', 'fr']

function argumentNames(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue
    if ('value' in element && typeof element.value === 'string' && element.type !== TYPE.tag) names.add(element.value)
    if ('options' in element) for (const option of Object.values(element.options)) argumentNames(option.value, names)
    if ('children' in element) argumentNames(element.children, names)
  }
  return names
}

/** Messages that are the same word in that language as in English ('Shop', 'Total', 'Subtotal', 'Error …', 'Newsletter', '(optional)'). */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  de: ['address.fields.optional', 'app.footer.shop', 'consent.category.marketing', 'newsletter.signup.title'],
  es: ['app.error.statusCode', 'cart.summary.subtotal', 'cart.summary.total', 'consent.category.marketing'],
  fr: ['cart.summary.total', 'checkout.flow.contact', 'consent.category.marketing', 'newsletter.signup.title'],
  it: ['consent.category.marketing', 'newsletter.signup.title'],
}

describe.each(shopLocales)('%s translations', (locale) => {
  const messages = read(`${locale}.json`) as Source
  it('have exactly the English ids', () => expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort()))
  it('keep every placeholder', () => {
    for (const [id, { defaultMessage }] of Object.entries(en)) {
      expect([id, [...argumentNames(parse(messages[id]?.defaultMessage ?? ''))].sort()]).toEqual([id, [...argumentNames(parse(defaultMessage))].sort()])
    }
  })
  it('are translated, not English copies', () => {
    const copies = Object.entries(en).filter(([id, { defaultMessage }]) => /[a-z]{4,}/.test(defaultMessage.replace(/\{[^}]*\}/g, '')) && messages[id]?.defaultMessage === defaultMessage)
    expect(copies.map(([id]) => id).filter((id) => !(SAME_AS_ENGLISH[locale] ?? []).includes(id))).toEqual([])
  })
})

it('Polish has exactly the form-rule messages', () => {
  const pl = read('pl.json') as Source
  expect(Object.keys(pl).sort()).toEqual(Object.keys(en).filter((id) => id.startsWith('forms.')).sort())
})

it.each(['en', ...shopLocales, 'pl'])('compiled/%s.json is compiled from %s.json', (locale) => {
  const source = read(`${locale}.json`) as Source
  const compiled = read(`compiled/${locale}.json`) as Record<string, unknown>
  expect(Object.keys(compiled).sort()).toEqual(Object.keys(locale === 'pl' ? source : en).sort())
  for (const [id, { defaultMessage }] of Object.entries(source)) expect([id, compiled[id]]).toEqual([id, parse(defaultMessage)])
})
