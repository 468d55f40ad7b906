// Small helpers shared by the data files. Pure functions only: the data stays deterministic.
import { LANGS, type I18n, type Lang } from './types'

/** Applies a function to each language of an I18n. */
export const mapI18n = (value: I18n, fn: (text: string, lang: Lang) => string): I18n =>
  Object.fromEntries(LANGS.map((lang) => [lang, fn(value[lang], lang)])) as I18n

/** Builds an I18n by calling fn once per language. */
export const perLang = (fn: (lang: Lang) => string): I18n =>
  Object.fromEntries(LANGS.map((lang) => [lang, fn(lang)])) as I18n

/** A URL slug: lowercase ASCII, digits and single hyphens (German umlauts become ae/oe/ue, ß becomes ss). */
export function slugify(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/Œ/g, 'Oe')
    .replace(/æ/g, 'ae')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Per-language slugs derived from per-language names. */
export const slugs = (name: I18n): I18n => mapI18n(name, (text) => slugify(text))
