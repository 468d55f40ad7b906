// The shop's own details in its content pages. The legal notice and the accessibility statement are written once per
// language with placeholders ({{company.details}}, {{company.contact}}, …); getContent fills them from the settings
// (server/config.ts: COMPANY_*, ACCESSIBILITY_AUTHORITY*), HTML-escaped, so the owner changes the company's details
// in one place and never edits legal text to do it. The answer is finished HTML: the storefront needs to know nothing
// of this, and another back end may write the details straight into its pages instead.
import type { CompanyDetails, ServerConfig } from '../../config'
import type { Lang } from '../../lib/lang'
import type { Texts } from '../../lib/messages'
import { escapeHtml, frenchSpacing } from '../../lib/text'

/** French puts a no-break space before ?, !, : and ; (the source is typed with plain spaces). */
const frenchSpaced = (texts: Texts): Texts => ({ ...texts, fr: frenchSpacing(texts.fr) })
/** "Label: value" — in French with the no-break space before the colon. */
const COLON: Texts = { en: ': ', de: ': ', it: ': ', es: ': ', fr: '\u00a0: ' }

const LABELS = {
  name: frenchSpaced({ en: 'Company', de: 'Firma', it: 'Ragione sociale', es: 'Razón social', fr: 'Raison sociale' }),
  legalForm: frenchSpaced({ en: 'Legal form', de: 'Rechtsform', it: 'Forma giuridica', es: 'Forma jurídica', fr: 'Forme juridique' }),
  address: frenchSpaced({ en: 'Registered office', de: 'Sitz und Anschrift', it: 'Sede legale', es: 'Domicilio social', fr: 'Siège social' }),
  register: frenchSpaced({
    en: 'Commercial register',
    de: 'Handelsregister',
    it: 'Registro delle imprese',
    es: 'Registro mercantil',
    fr: 'Registre du commerce',
  }),
  registerNumber: frenchSpaced({
    en: 'Registration number',
    de: 'Registernummer',
    it: 'Numero di iscrizione',
    es: 'Número de inscripción',
    fr: 'Numéro d’immatriculation',
  }),
  shareCapital: frenchSpaced({ en: 'Share capital', de: 'Stammkapital', it: 'Capitale sociale', es: 'Capital social', fr: 'Capital social' }),
  vatId: frenchSpaced({
    en: 'VAT identification number',
    de: 'Umsatzsteuer-Identifikationsnummer',
    it: 'Partita IVA',
    es: 'Número de IVA (NIF-IVA)',
    fr: 'Numéro de TVA intracommunautaire',
  }),
  representatives: frenchSpaced({ en: 'Represented by', de: 'Vertreten durch', it: 'Rappresentante legale', es: 'Representante legal', fr: 'Représentée par' }),
  email: frenchSpaced({ en: 'E-mail', de: 'E-Mail', it: 'E-mail', es: 'Correo electrónico', fr: 'E-mail' }),
  phone: frenchSpaced({ en: 'Telephone', de: 'Telefon', it: 'Telefono', es: 'Teléfono', fr: 'Téléphone' }),
} satisfies Record<string, Texts>

const DEMO_NOTE = frenchSpaced({
  en: 'These are sample details of the demo shop, not those of a real company: the shop owner replaces them with their own.',
  de: 'Dies sind Beispielangaben des Demo-Shops, keine Angaben eines echten Unternehmens: Der Shopbetreiber ersetzt sie durch seine eigenen.',
  it: 'Questi sono dati di esempio del negozio dimostrativo, non di un’azienda reale: il titolare del negozio li sostituisce con i propri.',
  es: 'Estos son datos de ejemplo de la tienda de demostración, no de una empresa real: el titular de la tienda los sustituye por los suyos.',
  fr: 'Ce sont des informations d’exemple de la boutique de démonstration, et non celles d’une entreprise réelle : l’exploitant de la boutique les remplace par les siennes.',
})

// The consumer ADR statement (e.g. § 36 VSBG in Germany, art. 141-sexies Codice del consumo in Italy).
const NO_DISPUTE_BODY = frenchSpaced({
  en: 'We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.',
  de: 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.',
  it: 'Non siamo obbligati né disponibili a partecipare a procedure di risoluzione alternativa delle controversie dinanzi a un organismo ADR per i consumatori.',
  es: 'No estamos obligados ni dispuestos a participar en procedimientos de resolución alternativa de litigios ante una entidad de resolución de litigios de consumo.',
  fr: 'Nous ne sommes ni tenus ni disposés à participer à une procédure de règlement des litiges devant un médiateur de la consommation.',
})
const DISPUTE_BODY = frenchSpaced({
  en: 'We take part in dispute resolution proceedings before the following consumer arbitration board: {body}.',
  de: 'Wir nehmen an Streitbeilegungsverfahren vor folgender Verbraucherschlichtungsstelle teil: {body}.',
  it: 'Partecipiamo a procedure di risoluzione alternativa delle controversie dinanzi al seguente organismo ADR per i consumatori: {body}.',
  es: 'Participamos en procedimientos de resolución alternativa de litigios ante la siguiente entidad de resolución de litigios de consumo: {body}.',
  fr: 'Nous participons aux procédures de règlement des litiges devant le médiateur de la consommation suivant : {body}.',
})

const AUTHORITY_TO_FILL_IN = frenchSpaced({
  en: '[name and address of the national market-surveillance authority for the accessibility of services — to be filled in by the shop]',
  de: '[Name und Anschrift der zuständigen Marktüberwachungsbehörde für die Barrierefreiheit von Dienstleistungen – vom Shop einzutragen]',
  it: '[nome e indirizzo dell’autorità nazionale di vigilanza competente per l’accessibilità dei servizi – da inserire a cura del negozio]',
  es: '[nombre y dirección de la autoridad nacional de vigilancia del mercado competente en materia de accesibilidad de los servicios; a completar por la tienda]',
  fr: '[nom et adresse de l’autorité nationale de surveillance du marché compétente pour l’accessibilité des services – à compléter par la boutique]',
})

const link = (href: string, text: string) => `<a href="${escapeHtml(href)}">${escapeHtml(text)}</a>`
const emailLink = (email: string) => (email ? link(`mailto:${email}`, email) : '')
// The number as written for people; dialled without spaces, brackets or dashes.
const phoneLink = (phone: string) => (phone ? link(`tel:${phone.replace(/[^\d+]/g, '')}`, phone) : '')

function countryName(iso: string, lang: Lang): string {
  if (!iso) return ''
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(iso) ?? iso
  } catch {
    return iso
  }
}

/** The address lines, each escaped: street, second line, postcode and city, country. */
function addressLines(c: CompanyDetails, lang: Lang): string[] {
  return [c.street, c.street2, [c.postcode, c.city].filter(Boolean).join(' '), countryName(c.country, lang)].filter(Boolean).map(escapeHtml)
}

/** The legal notice's block: every detail given, labelled in the page's language, as a description list. */
function detailsBlock(c: CompanyDetails, lang: Lang): string {
  const rows: [keyof typeof LABELS, string][] = [
    ['name', escapeHtml(c.name)],
    ['legalForm', escapeHtml(c.legalForm)],
    ['address', addressLines(c, lang).join('<br>')],
    ['register', escapeHtml(c.register)],
    ['registerNumber', escapeHtml(c.registerNumber)],
    ['shareCapital', escapeHtml(c.shareCapital)],
    ['vatId', escapeHtml(c.vatId)],
    ['representatives', escapeHtml(c.representatives)],
    ['email', emailLink(c.email)],
    ['phone', phoneLink(c.phone)],
  ]
  const items = rows.filter(([, value]) => value).map(([key, value]) => `<dt>${LABELS[key][lang]}</dt><dd>${value}</dd>`)
  return `<dl>${items.join('')}</dl>`
}

/** How to reach the company: e-mail and telephone, as a list (a detail not given is left out). */
function contactBlock(c: CompanyDetails, lang: Lang): string {
  const items = [
    c.email ? `<li>${LABELS.email[lang]}${COLON[lang]}${emailLink(c.email)}</li>` : '',
    c.phone ? `<li>${LABELS.phone[lang]}${COLON[lang]}${phoneLink(c.phone)}</li>` : '',
  ].filter(Boolean)
  return items.length ? `<ul>${items.join('')}</ul>` : ''
}

function disputeResolution(c: CompanyDetails, lang: Lang): string {
  if (!c.disputeBody) return NO_DISPUTE_BODY[lang]
  const body = c.disputeBodyUrl ? `${escapeHtml(c.disputeBody)} (${link(c.disputeBodyUrl, c.disputeBodyUrl)})` : escapeHtml(c.disputeBody)
  return DISPUTE_BODY[lang].replace('{body}', () => body)
}

function authority(config: Pick<ServerConfig, 'accessibilityAuthority'>, lang: Lang): string {
  const a = config.accessibilityAuthority
  if (!a) return `<strong>${escapeHtml(AUTHORITY_TO_FILL_IN[lang])}</strong>`
  return a.url ? `${escapeHtml(a.name)} (${link(a.url, a.url)})` : escapeHtml(a.name)
}

type PlaceholderConfig = Pick<ServerConfig, 'company' | 'accessibilityAuthority' | 'shopName'>

/** Every placeholder a content page may hold, each giving HTML whose every value is escaped. */
const PLACEHOLDERS: Record<string, (config: PlaceholderConfig, lang: Lang) => string> = {
  'shop.name': (config) => escapeHtml(config.shopName),
  'company.name': (config) => escapeHtml(config.company.name),
  'company.details': (config, lang) => detailsBlock(config.company, lang),
  'company.contact': (config, lang) => contactBlock(config.company, lang),
  'company.email': (config) => emailLink(config.company.email),
  'company.phone': (config) => phoneLink(config.company.phone),
  'company.dispute_resolution': (config, lang) => disputeResolution(config.company, lang),
  // A paragraph only while the details are the demo's sample ones.
  'company.demo_note': (config, lang) => (config.company.demo ? `<p><em>${escapeHtml(DEMO_NOTE[lang])}</em></p>` : ''),
  'accessibility.authority': (config, lang) => authority(config, lang),
}

export const CONTENT_PLACEHOLDERS = Object.keys(PLACEHOLDERS)

const PLACEHOLDER = /\{\{\s*([a-z_.]+)\s*\}\}/g

/**
 * The page's HTML with its placeholders filled in the page's language. An unknown one stays as written, so a typo
 * shows on the page rather than vanishing.
 */
export function fillContentPlaceholders(html: string, lang: Lang, config: PlaceholderConfig): string {
  if (!html.includes('{{')) return html
  return html.replace(PLACEHOLDER, (whole, name: string) => PLACEHOLDERS[name]?.(config, lang) ?? whole)
}
