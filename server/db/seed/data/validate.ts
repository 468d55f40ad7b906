// Consistency checks over the seed data. validateSeedData() returns a list of problems (empty = all good).
// Run: npx tsx -e "import { validateSeedData } from './server/db/seed/data/validate'; const e = validateSeedData(); console.log(e.join('\n') || 'OK'); process.exit(e.length ? 1 : 0)"
import { isValidItalianTaxCode } from '@contract/italianInvoice'
import { checkVatNumber } from '@contract/vatNumbers'
import { CONTENT_PLACEHOLDERS } from '../../../services/catalog/contentPlaceholders'
import { attributeGroups } from './attributes'
import { brands } from './brands'
import { carriers } from './carriers'
import { categories } from './categories'
import { cmsPages } from './cms'
import { countries } from './countries'
import { customers } from './customers'
import { products } from './products'
import { pudos } from './pudos'
import { reviewCriteria, reviews } from './reviews'
import { LANGS, type I18n } from './types'
import { vouchers } from './vouchers'

const TODAY = '2026-11-21'
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const HEX = /^#[0-9a-f]{6}$/i
const INJECTIONS = ['<script>alert(1)</script>', '<img src=x onerror="alert(1)">', '<a href="javascript:alert(1)">'] as const
const hasInjection = (s: string) => /<script|onerror|javascript:/i.test(s)

export function validateSeedData(): string[] {
  const errors: string[] = []
  const err = (msg: string) => errors.push(msg)

  const i18n = (where: string, v: I18n | undefined, distinct = false) => {
    if (!v) return err(`${where}: missing`)
    for (const l of LANGS) if (typeof v[l] !== 'string' || !v[l].trim()) err(`${where}.${l}: empty`)
    if (distinct) for (const l of LANGS) if (l !== 'en' && v[l] === v.en) err(`${where}.${l}: same as English`)
  }
  const unique = <T>(where: string, values: T[]) => {
    const seen = new Set<T>()
    for (const v of values) {
      if (seen.has(v)) err(`${where}: duplicate ${String(v)}`)
      seen.add(v)
    }
  }
  const slugsOk = (where: string, items: { id: number | string; slug: I18n }[]) => {
    for (const l of LANGS) {
      unique(`${where} slug.${l}`, items.map((x) => x.slug[l]))
      for (const x of items) if (!SLUG.test(x.slug[l])) err(`${where} ${x.id} slug.${l} "${x.slug[l]}" is not a clean slug`)
    }
  }

  // ── categories ──
  unique('category id', categories.map((c) => c.id))
  slugsOk('category', categories)
  const catById = new Map(categories.map((c) => [c.id, c]))
  for (const c of categories) {
    i18n(`category ${c.id}.name`, c.name, true)
    i18n(`category ${c.id}.description`, c.description, true)
    i18n(`category ${c.id}.metaDescription`, c.metaDescription, true)
    if (c.parentId !== null && !catById.has(c.parentId)) err(`category ${c.id}: unknown parent ${c.parentId}`)
  }
  const childrenOf = (id: number) => categories.filter((c) => c.parentId === id)
  const descendants = (id: number): number[] => childrenOf(id).flatMap((c) => [c.id, ...descendants(c.id)])
  const tops = categories.filter((c) => c.parentId === null)
  if (tops.length !== 4) err(`expected 4 top categories, got ${tops.length}`)
  for (const t of tops) {
    const n = childrenOf(t.id).length
    if (n < 3 || n > 5) err(`top category ${t.id} has ${n} subcategories (expected 3-5)`)
  }
  const c10 = catById.get(10)
  if (!c10 || c10.slug.en !== 'clothing' || c10.name.en !== 'Clothing') err('category 10 must be Clothing (slug clothing)')
  if (c10 && (c10.slug.de !== 'kleidung' || c10.slug.it !== 'abbigliamento' || c10.slug.es !== 'ropa' || c10.slug.fr !== 'vetements'))
    err(`category 10 slugs: ${JSON.stringify(c10.slug)}`)
  if (c10 && catById.get(c10.parentId ?? -1)?.slug.en !== 'apparel') err('category 10 must be a child of Apparel')

  // ── brands ──
  unique('brand id', brands.map((b) => b.id))
  unique('brand slug', brands.map((b) => b.slug))
  if (brands.length < 10) err(`only ${brands.length} brands`)
  for (const b of brands) {
    i18n(`brand ${b.id}.description`, b.description, true)
    if (!SLUG.test(b.slug)) err(`brand ${b.id}: bad slug ${b.slug}`)
    if (!HEX.test(b.logoColor)) err(`brand ${b.id}: bad logoColor`)
  }
  const freeBrands = brands.filter((b) => b.freeShippingFrom !== undefined)
  if (freeBrands.length !== 1 || freeBrands[0]?.freeShippingFrom !== 100) err('exactly one brand must have freeShippingFrom: 100')

  // ── attributes ──
  unique('attribute group id', attributeGroups.map((g) => g.id))
  const allAttrs = attributeGroups.flatMap((g) => g.attributes.map((a) => ({ ...a, groupId: g.id, type: g.type })))
  unique('attribute id', allAttrs.map((a) => a.id))
  const attrById = new Map(allAttrs.map((a) => [a.id, a]))
  for (const g of attributeGroups) i18n(`attribute group ${g.id}.name`, g.name)
  for (const a of allAttrs) {
    i18n(`attribute ${a.id}.name`, a.name)
    if (a.type === 'color' && !HEX.test(a.color ?? '')) err(`colour attribute ${a.id}: bad hex`)
  }

  // ── products ──
  if (products.length < 130) err(`only ${products.length} products`)
  unique('product id', products.map((p) => p.id))
  unique('product reference', products.map((p) => p.reference))
  unique('product palette', products.map((p) => p.palette.join(',').toLowerCase()))
  slugsOk('product', products)
  const productIds = new Set(products.map((p) => p.id))
  const brandIds = new Set(brands.map((b) => b.id))
  const productsInTree = (id: number) => {
    const ids = new Set([id, ...descendants(id)])
    return products.filter((p) => ids.has(p.categoryId))
  }
  for (const p of products) {
    const w = `product ${p.id}`
    i18n(`${w}.name`, p.name, true)
    i18n(`${w}.descriptionShort`, p.descriptionShort, true)
    i18n(`${w}.description`, p.description, true)
    if (!/^[A-Z]{2}-[A-Z]{2}-\d{4}$/.test(p.reference)) err(`${w}: reference ${p.reference}`)
    const cat = catById.get(p.categoryId)
    if (!cat) err(`${w}: unknown category ${p.categoryId}`)
    else if (childrenOf(cat.id).length) err(`${w}: category ${p.categoryId} is not a leaf`)
    if (!brandIds.has(p.brandId)) err(`${w}: unknown brand ${p.brandId}`)
    for (const r of p.related ?? []) if (!productIds.has(r) || r === p.id) err(`${w}: bad related ${r}`)
    if (p.price < 5 || p.price > 900) err(`${w}: price ${p.price} outside 5-900`)
    if (p.discount) {
      if (p.discount.type === 'percentage' && (p.discount.value <= 0 || p.discount.value >= 100)) err(`${w}: bad percentage`)
      if (p.discount.type === 'amount' && (p.discount.value <= 0 || p.discount.value >= p.price)) err(`${w}: bad amount`)
    }
    if (p.imageCount < 1 || p.imageCount > 4) err(`${w}: imageCount ${p.imageCount}`)
    if (p.palette.length < 1 || p.palette.length > 3 || !p.palette.every((h) => HEX.test(h))) err(`${w}: bad palette`)
    if (p.dateAdd > TODAY) err(`${w}: dateAdd in the future`)
    if (p.sales < 0) err(`${w}: negative sales`)
    for (const [i, f] of (p.features ?? []).entries()) {
      i18n(`${w}.features[${i}].name`, f.name)
      i18n(`${w}.features[${i}].value`, f.value)
    }
    if (p.preorder) {
      if (p.preorder.availableDate <= TODAY) err(`${w}: preorder date not in the future`)
      if (p.quantity !== 0) err(`${w}: preorder product should have stock 0`)
    }
    if (p.combinations || p.groups) {
      const groups = p.groups ?? []
      if (!groups.length || !p.combinations?.length) err(`${w}: groups and combinations go together`)
      unique(`${w} combinations`, (p.combinations ?? []).map((c) => c.attributes.join(',')))
      for (const c of p.combinations ?? []) {
        if (c.attributes.length !== groups.length) err(`${w}: combination ${c.attributes} does not match groups ${groups}`)
        c.attributes.forEach((id, i) => {
          const a = attrById.get(id)
          if (!a) err(`${w}: unknown attribute ${id}`)
          else if (a.groupId !== groups[i]) err(`${w}: attribute ${id} is not in group ${groups[i]}`)
        })
        if (c.quantity < 0) err(`${w}: negative combination stock`)
      }
      const sum = (p.combinations ?? []).reduce((s, c) => s + c.quantity, 0)
      if (sum !== p.quantity) err(`${w}: quantity ${p.quantity} != combination total ${sum}`)
    }
    for (const l of LANGS) {
      if (hasInjection(p.name[l]) || hasInjection(p.descriptionShort[l])) err(`${w}: injection outside description (${l})`)
    }
  }
  // coverage
  for (const c of categories) if (!childrenOf(c.id).length && !products.some((p) => p.categoryId === c.id)) err(`leaf category ${c.id} has no products`)
  for (const b of brands) if (!products.some((p) => p.brandId === b.id)) err(`brand ${b.id} has no products`)
  if (productsInTree(10).length < 30) err(`category 10 tree has only ${productsInTree(10).length} products`)
  const withSizeColour = products.filter((p) => p.groups?.includes(1) && p.groups.includes(2))
  if (!withSizeColour.length) err('no size+colour products')
  if (!withSizeColour.some((p) => p.combinations!.length < 6 * 2 && p.combinations!.some((c) => c.quantity === 0))) err('size+colour products need missing crossings and zero stock')
  if (!products.some((p) => p.discount?.type === 'percentage')) err('no percentage discount')
  if (!products.some((p) => p.discount?.type === 'amount')) err('no amount discount')
  if (!products.some((p) => p.quantity === 0 && !p.combinations && !p.preorder)) err('no out-of-stock simple product')
  if (products.filter((p) => p.preorder).length < 3) err('fewer than 3 preorder products')
  if (!products.some((p) => p.sizeGuide)) err('no size guides')
  if (!products.some((p) => p.manual)) err('no manuals')
  const prices = products.map((p) => p.price)
  if (Math.min(...prices) > 5 || Math.max(...prices) < 850) err(`price range ${Math.min(...prices)}-${Math.max(...prices)} too narrow`)
  for (const p of productsInTree(3)) if (p.groups?.includes(1) && !p.sizeGuide && p.categoryId !== 13) err(`apparel product ${p.id} with sizes has no size guide`)
  for (const p of productsInTree(14)) if (!p.manual) err(`helmet product ${p.id} has no manual`)
  for (const p of products.filter((x) => x.categoryId === 17)) if (!p.manual) err(`electronics product ${p.id} has no manual`)

  // ── security exercise ──
  const injected = products.filter((p) => LANGS.some((l) => hasInjection(p.description[l])))
  if (injected.length !== 3) err(`expected exactly 3 products with injection attempts, got ${injected.map((p) => p.id)}`)
  for (const p of injected) for (const l of LANGS) if (!hasInjection(p.description[l])) err(`product ${p.id}: injection missing in ${l}`)
  for (const attempt of INJECTIONS) {
    const n = injected.filter((p) => LANGS.every((l) => p.description[l].includes(attempt))).length
    if (n !== 1) err(`injection "${attempt}" found in ${n} products (expected 1)`)
  }
  const injectedPages = cmsPages.filter((pg) => LANGS.some((l) => hasInjection(pg.content[l])))
  if (injectedPages.length !== 1) err(`expected exactly 1 CMS page with injection attempts, got ${injectedPages.length}`)
  for (const pg of injectedPages) for (const l of LANGS) for (const a of INJECTIONS) if (!pg.content[l].includes(a)) err(`cms ${pg.id}.${l}: missing ${a}`)

  // ── CMS ──
  unique('cms id', cmsPages.map((c) => c.id))
  slugsOk('cms', cmsPages)
  for (const s of ['about-us', 'terms', 'privacy', 'shipping', 'returns', 'contact', 'legal-notice', 'accessibility-statement'])
    if (!cmsPages.some((c) => c.slug.en === s)) err(`missing CMS page ${s}`)
  // The shop's details come from its settings through placeholders: each page names only ones the server fills, and
  // the legal pages hold the ones they exist for in every language.
  const needs: Record<string, string[]> = {
    'legal-notice': ['company.details', 'company.dispute_resolution', 'company.demo_note'],
    'accessibility-statement': ['company.contact', 'accessibility.authority', 'company.demo_note'],
  }
  for (const c of cmsPages) {
    for (const l of LANGS) {
      for (const [, name] of c.content[l].matchAll(/\{\{\s*([a-z_.]+)\s*\}\}/g)) if (!CONTENT_PLACEHOLDERS.includes(name!)) err(`cms ${c.id}.${l}: unknown placeholder ${name}`)
      for (const name of needs[c.slug.en] ?? []) if (!c.content[l].includes(`{{${name}}}`)) err(`cms ${c.id}.${l}: placeholder ${name} missing`)
    }
  }
  for (const c of cmsPages) {
    i18n(`cms ${c.id}.title`, c.title, true)
    i18n(`cms ${c.id}.content`, c.content, true)
    i18n(`cms ${c.id}.metaDescription`, c.metaDescription, true)
    for (const l of LANGS) if ((c.content[l].match(/<p>/g) ?? []).length < 2) err(`cms ${c.id}.${l}: fewer than 2 paragraphs`)
  }
  const shipping = cmsPages.find((c) => c.slug.en === 'shipping')
  for (const l of LANGS) {
    const t = shipping?.content[l] ?? ''
    if (!t.includes('150,00 EUR') || !t.includes('100,00 EUR')) err(`shipping.${l}: free-shipping thresholds missing`)
  }
  const returnsPage = cmsPages.find((c) => c.slug.en === 'returns')
  for (const l of LANGS) if (!(returnsPage?.content[l] ?? '').includes('14')) err(`returns.${l}: 14-day window missing`)

  // ── reviews ──
  const emails = new Set(customers.map((c) => c.email))
  unique('customer email', customers.map((c) => c.email))
  if (reviews.length < 40) err(`only ${reviews.length} reviews`)
  unique('review product+customer', reviews.map((r) => `${r.productId}/${r.customerEmail}`))
  const productById = new Map(products.map((p) => [p.id, p]))
  for (const [i, r] of reviews.entries()) {
    const w = `review ${i} (product ${r.productId})`
    const p = productById.get(r.productId)
    if (!p) err(`${w}: unknown product`)
    else if (r.dateAdd < p.dateAdd) err(`${w}: written before the product was added`)
    if (r.dateAdd > TODAY) err(`${w}: in the future`)
    if (!emails.has(r.customerEmail)) err(`${w}: unknown customer ${r.customerEmail}`)
    if (!LANGS.includes(r.lang)) err(`${w}: bad lang`)
    if (!(r.rating >= 1 && r.rating <= 5 && Number.isInteger(r.rating))) err(`${w}: bad rating`)
    if (Object.keys(r.criteria).sort().join(',') !== 'fit,quality,value') err(`${w}: criteria keys ${Object.keys(r.criteria)}`)
    for (const v of Object.values(r.criteria)) if (!(v >= 1 && v <= 5)) err(`${w}: criterion out of range`)
    if (r.title.length < 3) err(`${w}: title too short`)
    if (r.content.length < 10) err(`${w}: content too short`)
  }
  if (new Set(reviews.map((r) => r.productId)).size < 15) err('reviews cover too few products')
  if (new Set(reviews.map((r) => r.lang)).size < 5) err('reviews should be in all five languages')
  if (reviewCriteria.map((c) => c.key).join(',') !== 'quality,fit,value') err('review criteria keys')
  for (const c of reviewCriteria) i18n(`criterion ${c.key}`, c.name, true)

  // ── countries ──
  unique('country iso', countries.map((c) => c.iso))
  const countryByIso = new Map(countries.map((c) => [c.iso, c]))
  for (const c of countries) {
    i18n(`country ${c.iso}.name`, c.name)
    if (c.zipPattern) {
      if (!c.zipPattern.startsWith('^') || !c.zipPattern.endsWith('$')) err(`country ${c.iso}: zipPattern not anchored`)
      if (!c.zipExample || !new RegExp(c.zipPattern).test(c.zipExample)) err(`country ${c.iso}: example ${c.zipExample} does not match`)
    }
    if (c.needsState && !c.states?.length) err(`country ${c.iso}: needsState without states`)
    if (c.states) unique(`country ${c.iso} state iso`, c.states.map((s) => s.iso))
    if (c.eu !== (c.zone === 'IT' || c.zone === 'EU')) err(`country ${c.iso}: eu flag and zone disagree`)
  }
  const it = countryByIso.get('IT')
  if ((it?.states?.length ?? 0) < 20) err('Italy needs at least 20 provinces')
  for (const p of ['MI', 'RM', 'TO', 'NA', 'FI', 'BO', 'VE']) if (!it?.states?.some((s) => s.iso === p)) err(`Italy: missing province ${p}`)
  const zipChecks: [string, string, boolean][] = [
    ['IT', '00186', true], ['IT', '2012', false], ['DE', '80469', true], ['FR', '99000', false], ['ES', '08012', true], ['ES', '53000', false],
    ['NL', '1012AB', true], ['NL', '1012 SA', false], ['PT', '1100-148', true], ['IE', 'D6W 1234', true], ['PL', '00950', false],
    ['GB', 'EC1A 1BB', true], ['GB', 'M1 1AE', true], ['GB', 'QQ1 1AA', false], ['CA', 'H2X 1Y4', true], ['CA', 'D1A 0B1', false],
    ['US', '94105-1234', true], ['JP', '1000001', false], ['CH', '0800', false],
  ]
  for (const [iso, zip, ok] of zipChecks) {
    const pat = countryByIso.get(iso)?.zipPattern
    if (pat && new RegExp(pat).test(zip) !== ok) err(`zip ${iso} ${zip} should ${ok ? '' : 'not '}match`)
  }

  // ── carriers ──
  unique('carrier id', carriers.map((c) => c.id))
  unique('carrier key', carriers.map((c) => c.key))
  for (const c of carriers) {
    i18n(`carrier ${c.id}.delay`, c.delay, true)
    const price = (z: string) => c.prices.find((p) => p.zone === z)?.price
    const values = c.prices.map((p) => p.price)
    if (price('IT') !== undefined && price('IT') !== Math.min(...values)) err(`carrier ${c.key}: Italy is not the cheapest`)
    if (price('WORLD') !== undefined && price('WORLD') !== Math.max(...values)) err(`carrier ${c.key}: WORLD is not the most expensive`)
  }
  if (carriers.find((c) => c.key === 'express')?.prices.some((p) => p.zone === 'WORLD')) err('express must not serve WORLD')
  if (carriers.filter((c) => c.pickup).length !== 1) err('exactly one pickup carrier expected')

  // ── collection points ──
  unique('pudo id', pudos.map((p) => p.id))
  if (pudos.length < 30) err(`only ${pudos.length} pudos`)
  for (const p of pudos) {
    i18n(`pudo ${p.id}.openingHours`, p.openingHours)
    const c = countryByIso.get(p.countryIso)
    if (!c) err(`pudo ${p.id}: unknown country`)
    else if (c.zipPattern && !new RegExp(c.zipPattern).test(p.postcode)) err(`pudo ${p.id}: postcode ${p.postcode}`)
    if (Math.abs(p.lat) > 90 || Math.abs(p.lon) > 180) err(`pudo ${p.id}: bad coordinates`)
  }
  for (const city of ['Milano', 'Roma', 'Torino', 'Napoli', 'Firenze', 'Bologna', 'Venezia'])
    if (!pudos.some((p) => p.city === city)) err(`no pudo in ${city}`)

  // ── vouchers ──
  unique('voucher code', vouchers.map((v) => v.code))
  for (const v of vouchers) {
    i18n(`voucher ${v.code}.name`, v.name, true)
    if (v.validFrom > v.validTo) err(`voucher ${v.code}: validFrom after validTo`)
  }
  for (const code of ['WELCOME10', 'SAVE20', 'FREESHIP', 'EXPIRED15']) if (!vouchers.some((v) => v.code === code)) err(`missing voucher ${code}`)
  if ((vouchers.find((v) => v.code === 'EXPIRED15')?.validTo ?? TODAY) >= TODAY) err('EXPIRED15 must be expired')

  // ── customers ──
  const demo = customers.find((c) => c.email === 'demo@example.com')
  if (!demo || demo.password !== 'Demo-Shop-2026!' || demo.lang !== 'it') err('demo customer missing or wrong')
  if (demo && !(demo.addresses.some((a) => a.city === 'Milano') && demo.addresses.some((a) => a.city === 'Roma'))) err('demo needs addresses in Milano and Roma')
  const pwd = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*(),.?":{}|<>]).{8,}$/
  for (const c of customers) {
    if (!pwd.test(c.password)) err(`customer ${c.email}: password does not meet the policy`)
    for (const a of c.addresses) {
      const country = countryByIso.get(a.countryIso)
      if (!country) err(`customer ${c.email}: unknown country ${a.countryIso}`)
      else {
        if (country.zipPattern && !new RegExp(country.zipPattern).test(a.postcode)) err(`customer ${c.email}: postcode ${a.postcode}`)
        if (country.needsState && !country.states?.some((s) => s.iso === a.stateIso)) err(`customer ${c.email}: state ${a.stateIso}`)
      }
      // The rules the API applies to an address (contract/): a seeded address must pass them.
      if (a.vatNumber && !(country?.vatPrefix && checkVatNumber(a.vatNumber, country.vatPrefix).valid)) err(`customer ${c.email}: invalid VAT ${a.vatNumber}`)
      if (a.taxCode && !isValidItalianTaxCode(a.taxCode)) err(`customer ${c.email}: invalid tax code ${a.taxCode}`)
    }
  }
  if (!demo?.addresses.some((a) => a.type === 'billing' && a.vatNumber && a.taxCode && a.pec)) err('demo needs an Italian billing address with VAT, tax code and PEC')
  for (const r of reviews) if (!emails.has(r.customerEmail)) err(`reviewer ${r.customerEmail} not in customers`)

  return errors
}
