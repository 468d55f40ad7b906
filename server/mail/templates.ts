// The e-mails the shop sends, in the customer's language: password reset, order confirmation (with the link to
// the withdrawal function), newsletter subscription. Withdrawal and cancellation e-mails: withdrawal.ts.
import type { Lang } from '../lib/lang'
import { escapeHtml } from '../lib/text'
import { RETURN_DAYS } from '@contract/shopRules'
import { renderMail } from './layout'
import type { MailMessage } from './outbox'

export type Texts<K extends string> = Record<Lang, Record<K, string>>

const RESET: Texts<'subject' | 'heading' | 'intro' | 'expiry' | 'ignore' | 'action'> = {
  en: {
    subject: 'Reset your password',
    heading: 'Reset your password',
    intro: 'Hello {name}, we received a request to reset the password of your account.',
    expiry: 'The link works once and expires in one hour.',
    ignore: 'If you did not ask for this, you can ignore this e-mail.',
    action: 'Choose a new password',
  },
  de: {
    subject: 'Passwort zurücksetzen',
    heading: 'Passwort zurücksetzen',
    intro: 'Hallo {name}, wir haben eine Anfrage zum Zurücksetzen des Passworts Ihres Kontos erhalten.',
    expiry: 'Der Link funktioniert einmal und läuft in einer Stunde ab.',
    ignore: 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    action: 'Neues Passwort wählen',
  },
  it: {
    subject: 'Reimposta la password',
    heading: 'Reimposta la password',
    intro: 'Ciao {name}, abbiamo ricevuto una richiesta di reimpostare la password del tuo account.',
    expiry: 'Il link funziona una sola volta e scade tra un’ora.',
    ignore: 'Se non l’hai richiesto tu, puoi ignorare questa e-mail.',
    action: 'Scegli una nuova password',
  },
  es: {
    subject: 'Restablece tu contraseña',
    heading: 'Restablece tu contraseña',
    intro: 'Hola {name}, hemos recibido una solicitud para restablecer la contraseña de tu cuenta.',
    expiry: 'El enlace funciona una sola vez y caduca en una hora.',
    ignore: 'Si no lo has solicitado, puedes ignorar este correo.',
    action: 'Elegir una nueva contraseña',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    heading: 'Réinitialisez votre mot de passe',
    intro: 'Bonjour {name}, nous avons reçu une demande de réinitialisation du mot de passe de votre compte.',
    expiry: 'Le lien ne fonctionne qu’une fois et expire dans une heure.',
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail.',
    action: 'Choisir un nouveau mot de passe',
  },
}

const ORDER: Texts<
  | 'subject'
  | 'heading'
  | 'intro'
  | 'reference'
  | 'total'
  | 'delivery'
  | 'product'
  | 'quantity'
  | 'price'
  | 'shipping'
  | 'discounts'
  | 'points'
  | 'duties'
  | 'withdrawalRight'
  | 'withdraw'
> = {
  en: {
    subject: 'Order {reference} confirmed',
    heading: 'Thank you for your order',
    intro: 'Hello {name}, we have received your payment and are preparing your order.',
    reference: 'Order',
    total: 'Total',
    delivery: 'Delivery',
    product: 'Product',
    quantity: 'Qty',
    price: 'Price',
    shipping: 'Shipping',
    discounts: 'Discounts',
    points: 'Loyalty points',
    duties: 'Local duties and taxes are not included and are payable on delivery.',
    withdrawalRight: 'You may withdraw from this purchase without giving any reason until {days} days after delivery.',
    withdraw: 'Withdraw from contract here',
  },
  de: {
    subject: 'Bestellung {reference} bestätigt',
    heading: 'Vielen Dank für Ihre Bestellung',
    intro: 'Hallo {name}, wir haben Ihre Zahlung erhalten und bereiten Ihre Bestellung vor.',
    reference: 'Bestellung',
    total: 'Gesamt',
    delivery: 'Versand',
    product: 'Artikel',
    quantity: 'Menge',
    price: 'Preis',
    shipping: 'Versandkosten',
    discounts: 'Rabatte',
    points: 'Treuepunkte',
    duties: 'Lokale Zölle und Steuern sind nicht enthalten und bei Lieferung zu zahlen.',
    withdrawalRight: 'Sie können diesen Kauf bis {days} Tage nach der Lieferung ohne Angabe von Gründen widerrufen.',
    withdraw: 'Vertrag hier widerrufen',
  },
  it: {
    subject: 'Ordine {reference} confermato',
    heading: 'Grazie per il tuo ordine',
    intro: 'Ciao {name}, abbiamo ricevuto il pagamento e stiamo preparando il tuo ordine.',
    reference: 'Ordine',
    total: 'Totale',
    delivery: 'Spedizione',
    product: 'Prodotto',
    quantity: 'Q.tà',
    price: 'Prezzo',
    shipping: 'Spese di spedizione',
    discounts: 'Sconti',
    points: 'Punti fedeltà',
    duties: 'Dazi e tasse locali non sono inclusi e si pagano alla consegna.',
    withdrawalRight: 'Puoi recedere da questo acquisto senza indicarne il motivo fino a {days} giorni dalla consegna.',
    withdraw: 'Recedi dal contratto qui',
  },
  es: {
    subject: 'Pedido {reference} confirmado',
    heading: 'Gracias por tu pedido',
    intro: 'Hola {name}, hemos recibido tu pago y estamos preparando tu pedido.',
    reference: 'Pedido',
    total: 'Total',
    delivery: 'Envío',
    product: 'Producto',
    quantity: 'Cant.',
    price: 'Precio',
    shipping: 'Gastos de envío',
    discounts: 'Descuentos',
    points: 'Puntos de fidelidad',
    duties: 'Los aranceles e impuestos locales no están incluidos y se pagan en la entrega.',
    withdrawalRight: 'Puedes desistir de esta compra sin indicar el motivo hasta {days} días después de la entrega.',
    withdraw: 'Desistir del contrato aquí',
  },
  fr: {
    subject: 'Commande {reference} confirmée',
    heading: 'Merci pour votre commande',
    intro: 'Bonjour {name}, nous avons reçu votre paiement et préparons votre commande.',
    reference: 'Commande',
    total: 'Total',
    delivery: 'Livraison',
    product: 'Produit',
    quantity: 'Qté',
    price: 'Prix',
    shipping: 'Frais de port',
    discounts: 'Réductions',
    points: 'Points de fidélité',
    duties: 'Les droits et taxes locaux ne sont pas inclus et sont payables à la livraison.',
    withdrawalRight: 'Vous pouvez vous rétracter de cet achat sans donner de motif jusqu’à {days} jours après la livraison.',
    withdraw: 'Se rétracter du contrat ici',
  },
}

const NEWSLETTER: Texts<'subject' | 'heading' | 'intro' | 'unsubscribe' | 'action'> = {
  en: {
    subject: 'You are subscribed to our newsletter',
    heading: 'Welcome to our newsletter',
    intro: 'Thank you for subscribing. You will hear about new arrivals and offers first.',
    unsubscribe: 'You can unsubscribe at any time with the link below.',
    action: 'Unsubscribe',
  },
  de: {
    subject: 'Sie haben unseren Newsletter abonniert',
    heading: 'Willkommen beim Newsletter',
    intro: 'Danke für Ihre Anmeldung. Sie erfahren als Erste von Neuheiten und Angeboten.',
    unsubscribe: 'Sie können sich jederzeit über den Link unten abmelden.',
    action: 'Abmelden',
  },
  it: {
    subject: 'Iscrizione alla newsletter confermata',
    heading: 'Benvenuto nella newsletter',
    intro: 'Grazie per l’iscrizione. Sarai il primo a sapere di novità e offerte.',
    unsubscribe: 'Puoi annullare l’iscrizione in qualsiasi momento con il link qui sotto.',
    action: 'Annulla iscrizione',
  },
  es: {
    subject: 'Te has suscrito a nuestro boletín',
    heading: 'Bienvenido a nuestro boletín',
    intro: 'Gracias por suscribirte. Serás el primero en conocer novedades y ofertas.',
    unsubscribe: 'Puedes darte de baja en cualquier momento con el enlace de abajo.',
    action: 'Darse de baja',
  },
  fr: {
    subject: 'Vous êtes inscrit à notre newsletter',
    heading: 'Bienvenue dans notre newsletter',
    intro: 'Merci pour votre inscription. Vous serez les premiers informés des nouveautés et des offres.',
    unsubscribe: 'Vous pouvez vous désinscrire à tout moment avec le lien ci-dessous.',
    action: 'Se désinscrire',
  },
}

export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? '')
export const money = (lang: Lang, n: number) => new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' }).format(n)

export function passwordResetMail(shopName: string, lang: Lang, to: string, name: string, url: string): MailMessage {
  const t = RESET[lang]
  const { html, text } = renderMail(shopName, {
    heading: t.heading,
    paragraphs: [fill(t.intro, { name }), t.expiry, t.ignore],
    action: { label: t.action, url },
  })
  return { to, subject: t.subject, html, text, kind: 'password_reset', lang }
}

export interface OrderMailData {
  reference: string
  name: string
  lines: { name: string; attributes: string; quantity: number; total: number }[]
  totals: { shipping: number; discounts: number; points: number; total: number; duties_excluded: boolean }
  carrier: string
  url: string
  /** The withdrawal function: every order confirmation links to it. */
  withdrawalUrl: string
}

export function orderConfirmationMail(shopName: string, lang: Lang, to: string, order: OrderMailData): MailMessage {
  const t = ORDER[lang]
  const rows = order.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}${l.attributes ? `<br><small>${escapeHtml(l.attributes)}</small>` : ''}</td><td align="center">${l.quantity}</td><td align="right">${money(lang, l.total)}</td></tr>`,
    )
    .join('')
  const extra = (label: string, n: number) => (n ? `<tr><td colspan="2">${escapeHtml(label)}</td><td align="right">${money(lang, n)}</td></tr>` : '')
  const table = `<table width="100%" cellpadding="6" style="border-collapse:collapse;margin:16px 0"><tr><th align="left">${t.product}</th><th>${t.quantity}</th><th align="right">${t.price}</th></tr>${rows}
${extra(t.discounts, -order.totals.discounts)}${extra(t.points, -order.totals.points)}<tr><td colspan="2">${t.shipping} (${escapeHtml(order.carrier)})</td><td align="right">${money(lang, order.totals.shipping)}</td></tr>
<tr><td colspan="2"><strong>${t.total}</strong></td><td align="right"><strong>${money(lang, order.totals.total)}</strong></td></tr></table>`
  const withdrawalRight = fill(t.withdrawalRight, { days: String(RETURN_DAYS) })
  const withdrawal = `<p style="margin:16px 0">${escapeHtml(withdrawalRight)} <a href="${escapeHtml(order.withdrawalUrl)}">${escapeHtml(t.withdraw)}</a></p>`
  const textTable = [
    ...order.lines.map((l) => `${l.quantity} × ${l.name}${l.attributes ? ` (${l.attributes})` : ''}: ${money(lang, l.total)}`),
    `${t.shipping}: ${money(lang, order.totals.shipping)}`,
    `${t.total}: ${money(lang, order.totals.total)}`,
    '',
    withdrawalRight,
    `${t.withdraw}: ${order.withdrawalUrl}`,
  ].join('\n')
  const paragraphs = [fill(t.intro, { name: order.name }), `${t.reference}: ${order.reference}`, ...(order.totals.duties_excluded ? [t.duties] : [])]
  const { html, text } = renderMail(shopName, {
    heading: t.heading,
    paragraphs,
    html: table + withdrawal,
    text: textTable,
    action: { label: `${t.reference} ${order.reference}`, url: order.url },
  })
  return { to, subject: fill(t.subject, { reference: order.reference }), html, text, kind: 'order_confirmation', lang }
}

export function newsletterMail(shopName: string, lang: Lang, to: string, unsubscribeUrl: string): MailMessage {
  const t = NEWSLETTER[lang]
  const { html, text } = renderMail(shopName, { heading: t.heading, paragraphs: [t.intro, t.unsubscribe], action: { label: t.action, url: unsubscribeUrl } })
  return { to, subject: t.subject, html, text, kind: 'newsletter', lang }
}
