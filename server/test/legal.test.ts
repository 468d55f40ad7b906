// The legal notice and the accessibility statement (issue 22, parts 3 and 4): content pages in the five languages
// whose company details come from the shop's settings (COMPANY_*, ACCESSIBILITY_AUTHORITY*), filled in by getContent
// and HTML-escaped; listed in bootstrap and the sitemap, rendered on the server, and added to shops seeded before them.
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { configFromEnv, DEMO_COMPANY, type CompanyDetails } from '../config'
import { migrate } from '../db/migrate'
import { legalPages, STATEMENT_DATE } from '../db/seed/data/cmsLegal'
import { validateSeedData } from '../db/seed/data/validate'
import { seedDatabase, truncateAll } from '../db/seed/seed'
import { LANGS, type Lang } from '../lib/lang'
import { stripHtml } from '../lib/text'
import { fillContentPlaceholders } from '../services/catalog/contentPlaceholders'
import { fixture } from './fixture'
import { appWith, Client, startTestApp, testDist } from './harness'

let ctx: Awaited<ReturnType<typeof startTestApp>>
const dist = testDist()

const SLUGS = {
  notice: { en: 'legal-notice', de: 'impressum', it: 'note-legali', es: 'aviso-legal', fr: 'mentions-legales' },
  statement: {
    en: 'accessibility-statement',
    de: 'barrierefreiheitserklaerung',
    it: 'dichiarazione-di-accessibilita',
    es: 'declaracion-de-accesibilidad',
    fr: 'declaration-accessibilite',
  },
} satisfies Record<string, Record<Lang, string>>

const TITLES = {
  notice: { en: 'Legal notice', de: 'Impressum', it: 'Note legali', es: 'Aviso legal', fr: 'Mentions légales' },
  statement: {
    en: 'Accessibility statement',
    de: 'Barrierefreiheitserklärung',
    it: 'Dichiarazione di accessibilità',
    es: 'Declaración de accesibilidad',
    fr: 'Déclaration d’accessibilité',
  },
} satisfies Record<string, Record<Lang, string>>

/** A real shop's company, with characters that must be escaped wherever they appear. */
const OWNER: CompanyDetails = {
  demo: false,
  name: 'Müller & Söhne <GmbH>',
  legalForm: 'Gesellschaft mit beschränkter Haftung',
  street: 'Hauptstraße 5 "Hof"',
  street2: '',
  postcode: '80331',
  city: 'München',
  country: 'DE',
  register: 'Amtsgericht München',
  registerNumber: 'HRB 123456',
  shareCapital: '',
  vatId: 'DE123456789',
  representatives: 'Anna Müller, Jan <script>alert(1)</script> Weber',
  email: 'info@mueller.example',
  phone: '+49 (89) 123-456',
  disputeBody: 'Allgemeine Verbraucherschlichtungsstelle $& Kehl',
  disputeBodyUrl: 'https://www.verbraucher-schlichter.de/?a=1&b=2',
}

async function seedWithLegalPages() {
  await seedDatabase(ctx.db, { ...fixture, cmsPages: [...fixture.cmsPages, ...legalPages] }, { imageDir: null })
}

const content = (app: FastifyInstance, lang: Lang, slug: string) => new Client(app, { 'accept-language': lang }).call('getContent', { slug })

beforeAll(async () => {
  ctx = await startTestApp({ distDir: dist })
  await seedWithLegalPages()
})
afterAll(async () => {
  await ctx.close()
  fs.rmSync(dist, { recursive: true, force: true })
})

describe('the company settings', () => {
  it('are the demo shop’s sample company, marked as such, while COMPANY_NAME is not set', () => {
    const config = configFromEnv({ NODE_ENV: 'production' })
    expect(config.company).toEqual(DEMO_COMPANY)
    expect(config.company.demo).toBe(true)
    expect(config.accessibilityAuthority).toBeNull()
  })

  it('are the owner’s from the environment, with nothing of the demo’s mixed in', () => {
    const config = configFromEnv({
      COMPANY_NAME: ' Müller GmbH ',
      COMPANY_STREET: 'Hauptstraße 5',
      COMPANY_POSTCODE: '80331',
      COMPANY_CITY: 'München',
      COMPANY_COUNTRY: 'de',
      COMPANY_REGISTER: 'Amtsgericht München',
      COMPANY_REGISTER_NUMBER: 'HRB 123456',
      COMPANY_VAT_ID: 'DE123456789',
      COMPANY_REPRESENTATIVES: 'Anna Müller',
      COMPANY_EMAIL: 'info@mueller.example',
      COMPANY_PHONE: '+49 89 123456',
      COMPANY_DISPUTE_BODY: 'Allgemeine Verbraucherschlichtungsstelle',
      COMPANY_DISPUTE_BODY_URL: 'https://www.verbraucher-schlichter.de',
      ACCESSIBILITY_AUTHORITY: 'MLBF, Magdeburg',
      ACCESSIBILITY_AUTHORITY_URL: 'https://www.mlbf-barrierefrei.de',
    })
    expect(config.company).toEqual({
      demo: false,
      name: 'Müller GmbH',
      legalForm: '',
      street: 'Hauptstraße 5',
      street2: '',
      postcode: '80331',
      city: 'München',
      country: 'DE',
      register: 'Amtsgericht München',
      registerNumber: 'HRB 123456',
      shareCapital: '',
      vatId: 'DE123456789',
      representatives: 'Anna Müller',
      email: 'info@mueller.example',
      phone: '+49 89 123456',
      disputeBody: 'Allgemeine Verbraucherschlichtungsstelle',
      disputeBodyUrl: 'https://www.verbraucher-schlichter.de',
    })
    expect(config.accessibilityAuthority).toEqual({ name: 'MLBF, Magdeburg', url: 'https://www.mlbf-barrierefrei.de' })
  })

  it.each([
    [{ COMPANY_NAME: 'X', COMPANY_COUNTRY: 'Germany' }, /COMPANY_COUNTRY must be a two-letter country code/],
    [{ COMPANY_NAME: 'X', COMPANY_EMAIL: 'info at example' }, /COMPANY_EMAIL is not an e-mail address/],
    [{ ACCESSIBILITY_AUTHORITY: 'X', ACCESSIBILITY_AUTHORITY_URL: 'javascript:alert(1)' }, /ACCESSIBILITY_AUTHORITY_URL must be an http\(s\) address/],
    [{ COMPANY_DISPUTE_BODY_URL: 'www.example.org' }, /COMPANY_DISPUTE_BODY_URL must be an http\(s\) address/],
  ])('refuse to start with %j', (env, message) => {
    expect(() => configFromEnv(env)).toThrow(message)
  })
})

describe('placeholders in a content page', () => {
  const config = { shopName: 'Ridgeline', company: OWNER, accessibilityAuthority: { name: 'MLBF <Magdeburg>', url: 'https://mlbf.example/?x=1&y=2' } }

  it('are filled with the settings, every value escaped (also inside the links)', () => {
    const html = fillContentPlaceholders('<p>{{company.name}} — {{ company.email }} — {{company.phone}} — {{accessibility.authority}}</p>', 'en', config)
    expect(html).toBe(
      '<p>Müller &amp; Söhne &lt;GmbH&gt; — <a href="mailto:info@mueller.example">info@mueller.example</a> — ' +
        '<a href="tel:+4989123456">+49 (89) 123-456</a> — MLBF &lt;Magdeburg&gt; (<a href="https://mlbf.example/?x=1&amp;y=2">https://mlbf.example/?x=1&amp;y=2</a>)</p>',
    )
  })

  it('give the details block only the details given, labelled in the page’s language', () => {
    const html = fillContentPlaceholders('{{company.details}}', 'de', config)
    expect(html).toBe(
      '<dl><dt>Firma</dt><dd>Müller &amp; Söhne &lt;GmbH&gt;</dd><dt>Rechtsform</dt><dd>Gesellschaft mit beschränkter Haftung</dd>' +
        '<dt>Sitz und Anschrift</dt><dd>Hauptstraße 5 &quot;Hof&quot;<br>80331 München<br>Deutschland</dd>' +
        '<dt>Handelsregister</dt><dd>Amtsgericht München</dd><dt>Registernummer</dt><dd>HRB 123456</dd>' +
        '<dt>Umsatzsteuer-Identifikationsnummer</dt><dd>DE123456789</dd>' +
        '<dt>Vertreten durch</dt><dd>Anna Müller, Jan &lt;script&gt;alert(1)&lt;/script&gt; Weber</dd>' +
        '<dt>E-Mail</dt><dd><a href="mailto:info@mueller.example">info@mueller.example</a></dd>' +
        '<dt>Telefon</dt><dd><a href="tel:+4989123456">+49 (89) 123-456</a></dd></dl>',
    )
  })

  it('say which consumer arbitration board the company takes part in, or that it takes part in none', () => {
    expect(fillContentPlaceholders('{{company.dispute_resolution}}', 'de', config)).toBe(
      'Wir nehmen an Streitbeilegungsverfahren vor folgender Verbraucherschlichtungsstelle teil: Allgemeine Verbraucherschlichtungsstelle $&amp; Kehl ' +
        '(<a href="https://www.verbraucher-schlichter.de/?a=1&amp;b=2">https://www.verbraucher-schlichter.de/?a=1&amp;b=2</a>).',
    )
    expect(fillContentPlaceholders('{{company.dispute_resolution}}', 'fr', { ...config, company: { ...OWNER, disputeBody: '' } })).toBe(
      'Nous ne sommes ni tenus ni disposés à participer à une procédure de règlement des litiges devant un médiateur de la consommation.',
    )
  })

  it('mark the demo’s sample details as such, and the authority still to be filled in', () => {
    const demo = { shopName: 'Ridgeline', company: DEMO_COMPANY, accessibilityAuthority: null }
    expect(fillContentPlaceholders('{{company.demo_note}}', 'it', demo)).toBe(
      '<p><em>Questi sono dati di esempio del negozio dimostrativo, non di un’azienda reale: il titolare del negozio li sostituisce con i propri.</em></p>',
    )
    expect(fillContentPlaceholders('{{company.demo_note}}', 'it', config)).toBe('')
    expect(fillContentPlaceholders('{{accessibility.authority}}', 'es', demo)).toBe(
      '<strong>[nombre y dirección de la autoridad nacional de vigilancia del mercado competente en materia de accesibilidad de los servicios; a completar por la tienda]</strong>',
    )
  })

  it('leave an unknown placeholder as written, so a typo shows', () => {
    expect(fillContentPlaceholders('<p>{{company.fax}} {{company.name}}</p>', 'en', config)).toBe('<p>{{company.fax}} Müller &amp; Söhne &lt;GmbH&gt;</p>')
  })
})

describe('the legal notice and the accessibility statement', () => {
  it('are in the demo data in every language, each placeholder one the server fills', () => {
    expect(validateSeedData()).toEqual([])
  })

  it.each(LANGS)('exist in %s under their own slug, with the slugs of every language', async (lang) => {
    for (const page of ['notice', 'statement'] as const) {
      const res = await content(ctx.app, lang, SLUGS[page][lang])
      expect(res.status).toBe(200)
      expect(res.body.psdata).toMatchObject({
        title: TITLES[page][lang],
        link_rewrite: SLUGS[page][lang],
        url: `/${lang}/${SLUGS[page][lang]}`,
        alternates: SLUGS[page],
      })
      expect(res.body.psdata.content).not.toContain('{{')
    }
  })

  it.each(LANGS)('are listed in bootstrap in %s, after the other pages, in the page’s language', async (lang) => {
    const pages = (await new Client(ctx.app, { 'accept-language': lang }).call('bootstrap')).body.psdata.cms_pages
    expect(pages.slice(-2)).toEqual([
      { id_cms: 8, title: TITLES.notice[lang], link_rewrite: SLUGS.notice[lang], url: `/${lang}/${SLUGS.notice[lang]}`, role: null },
      { id_cms: 9, title: TITLES.statement[lang], link_rewrite: SLUGS.statement[lang], url: `/${lang}/${SLUGS.statement[lang]}`, role: null },
    ])
  })

  it('the legal notice shows the demo company from the settings, said to be sample details', async () => {
    const html = (await content(ctx.app, 'de', 'impressum')).body.psdata.content as string
    expect(html).toContain('<dt>Firma</dt><dd>Demo Shop S.r.l.</dd>')
    expect(html).toContain('<dt>Sitz und Anschrift</dt><dd>Via Pastrengo 14<br>20159 Milano<br>Italien</dd>')
    expect(html).toContain('<dt>Handelsregister</dt><dd>Registro delle Imprese di Milano Monza Brianza Lodi</dd><dt>Registernummer</dt><dd>REA MI-2104857</dd>')
    expect(html).toContain('<dt>Umsatzsteuer-Identifikationsnummer</dt><dd>IT12345678903</dd>')
    expect(html).toContain('<dt>Vertreten durch</dt><dd>Giulia Ferraris</dd>')
    expect(html).toContain('<a href="mailto:support@example.com">support@example.com</a>')
    expect(html).toContain('<a href="tel:+390287345120">+39 02 8734 5120</a>')
    expect(stripHtml(html)).toContain('Dies sind Beispielangaben des Demo-Shops')
    expect(stripHtml(html)).toContain(
      'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
    )
    // The link to the statement is the German page's own address.
    expect(html).toContain('<a href="/de/barrierefreiheitserklaerung">Barrierefreiheitserklärung</a>')
  })

  it('with the owner’s company set, both pages show it escaped, without the demo note, and name the authority', async () => {
    const app = await appWith(ctx, { company: OWNER, accessibilityAuthority: { name: 'MLBF, Magdeburg', url: 'https://www.mlbf-barrierefrei.de' } })
    try {
      const notice = (await content(app, 'en', 'legal-notice')).body.psdata.content as string
      expect(notice).toContain('<dt>Company</dt><dd>Müller &amp; Söhne &lt;GmbH&gt;</dd>')
      expect(notice).toContain('<dd>Hauptstraße 5 &quot;Hof&quot;<br>80331 München<br>Germany</dd>')
      expect(notice).toContain('<dt>Represented by</dt><dd>Anna Müller, Jan &lt;script&gt;alert(1)&lt;/script&gt; Weber</dd>')
      expect(notice).not.toContain('<script>')
      expect(notice).not.toContain('Share capital')
      expect(notice).not.toContain('sample details')
      expect(notice).toContain('We take part in dispute resolution proceedings before the following consumer arbitration board')
      const statement = (await content(app, 'fr', 'declaration-accessibilite')).body.psdata.content as string
      expect(statement).toContain(
        '<ul><li>E-mail\u00a0: <a href="mailto:info@mueller.example">info@mueller.example</a></li><li>Téléphone\u00a0: <a href="tel:+4989123456">+49 (89) 123-456</a></li></ul>',
      )
      expect(statement).toContain(
        'lui demander d’intervenir\u00a0: MLBF, Magdeburg (<a href="https://www.mlbf-barrierefrei.de">https://www.mlbf-barrierefrei.de</a>).',
      )
      expect(statement).toContain('Müller &amp; Söhne &lt;GmbH&gt; souhaite que chacun puisse utiliser la boutique en ligne Ridgeline')
      expect(statement).not.toContain('à compléter par la boutique')
    } finally {
      await app.close()
    }
  })

  it.each(LANGS)('the statement in %s is dated, names the standard, the measured status, limitations, contact and enforcement', async (lang) => {
    const html = (await content(ctx.app, lang, SLUGS.statement[lang])).body.psdata.content as string
    const text = stripHtml(html)
    const date = new Date(`${STATEMENT_DATE}T12:00:00Z`).toLocaleDateString(lang === 'en' ? 'en-GB' : lang, { day: 'numeric', month: 'long', year: 'numeric' })
    expect(text).toContain(date)
    for (const words of ['WCAG 2.2', 'EN 301 549 V3.2.1', 'axe-core', 'eslint-plugin-jsx-a11y', 'Lighthouse', 'PDF', 'PayPal', 'NVDA'])
      expect(text).toContain(words)
    expect(html).toContain('<a href="mailto:support@example.com">support@example.com</a>')
    // The demo has no authority set: the statement says plainly that the shop fills it in.
    expect(html).toMatch(/<strong>\[[^\]]+\]<\/strong>/)
    expect(html.match(/<h2>/g)!.length).toBeGreaterThanOrEqual(7)
  })

  it('in French keep : ; ? ! » on the line of the word before them (no-break spaces)', async () => {
    for (const slug of [SLUGS.notice.fr, SLUGS.statement.fr]) {
      const { title, content: html } = (await content(ctx.app, 'fr', slug)).body.psdata
      expect(html).toContain('\u00a0:')
      // Tags out, but no whitespace folded: the point is which space stands before each sign.
      expect(`${title} ${html.replace(/<[^>]+>/g, '')}`).not.toMatch(/ [:;?!»]|« /)
    }
  })

  it('are in the sitemap in the five languages, with their alternates', async () => {
    const xml = (await ctx.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'shop.example' } })).body
    for (const lang of LANGS) {
      expect(xml).toContain(`<loc>http://shop.example/${lang}/${SLUGS.notice[lang]}</loc>`)
      expect(xml).toContain(`<loc>http://shop.example/${lang}/${SLUGS.statement[lang]}</loc>`)
    }
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="de" href="http://shop.example/de/impressum"/>')
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="fr" href="http://shop.example/fr/declaration-accessibilite"/>')
  })

  it('are rendered on the server like any content page, with the company details in the first HTML', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/de/impressum', headers: { accept: 'text/html', host: 'shop.example' } })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('<html lang="de"')
    expect(/<h1[^>]*>(.*?)<\/h1>/.exec(res.body)?.[1]).toBe('Impressum')
    expect(res.body).toContain('Demo Shop S.r.l.')
    expect(res.body).toContain('REA MI-2104857')
    const fr = await ctx.app.inject({ method: 'GET', url: '/fr/declaration-accessibilite', headers: { accept: 'text/html', host: 'shop.example' } })
    expect(fr.statusCode).toBe(200)
    expect(/<h1[^>]*>(.*?)<\/h1>/.exec(fr.body)?.[1]).toBe('Déclaration d’accessibilité')
    // An English slug in another language moves to that language's own address.
    const moved = await ctx.app.inject({ method: 'GET', url: '/it/legal-notice', headers: { accept: 'text/html', host: 'shop.example' } })
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe('/it/note-legali')
  })
})

describe('a shop seeded before the legal pages existed', () => {
  const legalRows = async () =>
    ctx.db.query<{ id_cms: number; lang: string; link_rewrite: string; position: number }>(
      'select cl.id_cms, cl.lang, cl.link_rewrite, c.position from cms_lang cl join cms_pages c using (id_cms) where cl.id_cms in (8, 9) order by cl.id_cms, cl.lang',
    )
  const forgetMigration = () => ctx.db.query("delete from schema_migrations where version = '011_legal_pages'")

  afterAll(async () => {
    await seedWithLegalPages()
  })

  it('gets both pages, after its own, once', async () => {
    await seedDatabase(ctx.db, fixture, { imageDir: null })
    await forgetMigration()
    expect(await legalRows()).toEqual([])
    expect(await migrate(ctx.db)).toEqual(['011_legal_pages'])
    const rows = await legalRows()
    expect(rows).toHaveLength(10)
    expect(rows.filter((r) => r.id_cms === 9).map((r) => r.link_rewrite)).toEqual([
      'barrierefreiheitserklaerung',
      'accessibility-statement',
      'declaracion-de-accesibilidad',
      'declaration-accessibilite',
      'dichiarazione-di-accessibilita',
    ])
    // After the fixture's two pages (positions 0 and 1).
    expect([...new Set(rows.map((r) => `${r.id_cms}:${r.position}`))]).toEqual(['8:2', '9:3'])
    expect(await migrate(ctx.db)).toEqual([])
    expect(await legalRows()).toHaveLength(10)
    expect((await content(ctx.app, 'es', 'aviso-legal')).body.psdata.content).toContain('<dt>Razón social</dt><dd>Demo Shop S.r.l.</dd>')
  })

  it('keeps a page of its own that already uses a slug', async () => {
    await seedDatabase(ctx.db, fixture, { imageDir: null })
    await ctx.db.query("update cms_lang set link_rewrite = 'impressum' where id_cms = 1 and lang = 'de'")
    await forgetMigration()
    await migrate(ctx.db)
    expect((await legalRows()).map((r) => `${r.id_cms}:${r.lang}`)).not.toContain('8:de')
    expect((await content(ctx.app, 'de', 'impressum')).body.psdata).toMatchObject({ id_cms: 1, title: 'Über uns' })
  })

  it('a database not seeded yet gets nothing from the migration (the seed writes the pages)', async () => {
    await truncateAll(ctx.db)
    await forgetMigration()
    expect(await migrate(ctx.db)).toEqual(['011_legal_pages'])
    expect(await ctx.db.query('select * from cms_pages')).toEqual([])
  })
})
