// The first call and the rules every call follows: bootstrap (the session cookie, the capabilities), the refusals of
// the transport (unknown call, malformed JSON, a write without JSON, a foreign Origin, an unknown or mistyped field),
// the languages, and the site's own calls (redirects, content pages, countries).
import { CAPABILITY_NAMES, declaredCapabilities } from '@contract/capabilities'
import { LOCALES } from '@contract/locales'
import { need, type KitContext } from '../context'
import { expectRefusal, expectSuccess, expectThat } from '../expect'

export async function siteSuite(ctx: KitContext): Promise<void> {
  const { report } = ctx
  const visitor = ctx.newSession()

  const boot = await report.check('bootstrap', 'answers a new visitor with settings, menu, languages and countries', async () => {
    const psdata = expectSuccess(await visitor.call('bootstrap'))
    expectThat(psdata.customer === null, `psdata.customer is ${JSON.stringify(psdata.customer)}, expected null for a new visitor`)
    return psdata
  })
  await report.check('bootstrap', 'sets an HttpOnly session cookie for a new visitor', async () => {
    const cookies = visitor.lastSetCookies
    expectThat(cookies.length > 0, 'Set-Cookie missing: bootstrap creates the session of a new visitor')
    expectThat(
      cookies.some((c) => /;\s*httponly/i.test(c)),
      `Set-Cookie ${cookies.map((c) => c.split('=')[0]).join(', ')} is not HttpOnly: the session cookie must not be readable by scripts`,
    )
  })
  await report.check('bootstrap', 'declares its capabilities as booleans, or none (all offered)', async () => {
    const declared = need(boot, 'a bootstrap answer').capabilities as Record<string, unknown> | undefined
    if (declared === undefined) return
    for (const [name, value] of Object.entries(declared)) {
      expectThat(typeof value === 'boolean', `psdata.capabilities.${name} is ${JSON.stringify(value)}, not a boolean`)
      expectThat(CAPABILITY_NAMES.includes(name as never), `psdata.capabilities.${name} is not a capability of the contract (${CAPABILITY_NAMES.join(', ')})`)
    }
    ctx.capabilities = declaredCapabilities(declared)
    const off = CAPABILITY_NAMES.filter((c) => !ctx.capabilities[c])
    if (off.length) report.skip('bootstrap', 'capabilities declared off', `${off.join(', ')} — their checks are skipped`)
  })
  ctx.facts.contentSlug = boot?.cms_pages?.[0]?.link_rewrite

  await report.check('(any call)', 'an unknown call is 404 request.unknown_call', async () => {
    expectRefusal(await visitor.post('noSuchCall', {}), 404, 'request.unknown_call')
  })
  await report.check('getProducts', 'malformed JSON is 400 request.malformed_json', async () => {
    expectRefusal(await visitor.call('getProducts', undefined, { rawBody: '{"page": 1' }), 400, 'request.malformed_json')
  })
  await report.check('createCartItem', 'a write without Content-Type: application/json is 400 request.json_required', async () => {
    expectRefusal(await visitor.call('createCartItem', { id_product: 1 }, { noJsonType: true }), 400, 'request.json_required')
  })
  await report.check('createCartItem', 'a write from a foreign Origin is 403 origin.forbidden', async () => {
    const answer = await visitor.call('createCartItem', { id_product: 1 }, { headers: { Origin: 'https://attacker.example' } })
    expectRefusal(answer, 403, 'origin.forbidden')
  })
  await report.check('getProducts', 'an unknown field is 422 validation.failed with field.unknown', async () => {
    expectRefusal(await visitor.call('getProducts', { no_such_field: 1 }), 422, 'validation.failed', { no_such_field: 'field.unknown' })
  })
  await report.check('getProducts', 'a string for a number is 422 field.type (no coercion)', async () => {
    expectRefusal(await visitor.call('getProducts', { per_page: '2' }), 422, 'validation.failed', { per_page: 'field.type' })
  })
  await report.check('getProducts', 'per_page above 60 is 422 field.too_large', async () => {
    expectRefusal(await visitor.call('getProducts', { per_page: 61 }), 422, 'validation.failed', { per_page: 'field.too_large' })
  })

  for (const lang of LOCALES) {
    await report.check('bootstrap', `Accept-Language: ${lang} answers in ${lang} (psdata.current_language.iso_code)`, async () => {
      const psdata = expectSuccess(await ctx.newSession(lang).call('bootstrap'))
      expectThat(
        psdata.current_language.iso_code === lang,
        `psdata.current_language.iso_code is ${JSON.stringify(psdata.current_language.iso_code)}, expected "${lang}"`,
      )
    })
  }
  await report.check('bootstrap', 'the first known tag of Accept-Language wins, an unknown one falls back to en', async () => {
    const german = expectSuccess(await ctx.newSession('de-CH,de;q=0.9,en;q=0.5').call('bootstrap'))
    expectThat(
      german.current_language.iso_code === 'de',
      `psdata.current_language.iso_code is ${JSON.stringify(german.current_language.iso_code)} for "de-CH,de;q=0.9", expected "de"`,
    )
    const unknown = expectSuccess(await ctx.newSession('xx').call('bootstrap'))
    expectThat(
      unknown.current_language.iso_code === 'en',
      `psdata.current_language.iso_code is ${JSON.stringify(unknown.current_language.iso_code)} for "xx", expected "en"`,
    )
  })

  await report.check('getRedirect', 'answers { to, status } for a path', async () => {
    expectSuccess(await visitor.call('getRedirect', { path: '/en' }))
  })
  await report.check('getRedirect', 'a missing path is 422 field.required', async () => {
    expectRefusal(await visitor.call('getRedirect', {}), 422, 'validation.failed', { path: 'field.required' })
  })
  await report.check('getContent', 'answers a content page of bootstrap.cms_pages', async () => {
    const slug = need(ctx.facts.contentSlug, 'a content page in bootstrap.cms_pages')
    expectSuccess(await visitor.call('getContent', { slug }))
  })
  await report.check('getContent', 'an unknown slug is 404 page.not_found', async () => {
    expectRefusal(await visitor.call('getContent', { slug: 'no-such-page-conformance' }), 404, 'page.not_found')
  })
  await report.check('getCountries', 'answers the countries with their address rules', async () => {
    const psdata = expectSuccess(await visitor.call('getCountries'))
    expectThat(psdata.countries.length > 0, 'psdata.countries is empty')
  })
  await report.check('getCountry', 'answers one country by ISO code', async () => {
    const psdata = expectSuccess(await visitor.call('getCountry', { iso_code: 'IT' }))
    expectThat(psdata.iso_code === 'IT', `psdata.iso_code is ${JSON.stringify(psdata.iso_code)}, expected "IT"`)
  })
  await report.check('getCountry', 'an unknown country is 404 country.not_found', async () => {
    expectRefusal(await visitor.call('getCountry', { iso_code: 'ZZ' }), 404, 'country.not_found')
  })
}
