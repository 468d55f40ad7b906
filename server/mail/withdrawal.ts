// The e-mails of the withdrawal function and of cancellations, in the order's language: the acknowledgement of a
// withdrawal (a durable medium: the statement, order, items, the date and time it was received, what happens next),
// the acknowledgement of a withdrawal that cancelled an unshipped order, and the confirmation of a cancel the customer
// made from their account (updateOrder). Dates and times are the shop's (Europe/Rome), written as the language does.
import type { Lang } from '../lib/lang'
import { formatShopDate, formatShopDateTime } from '../lib/shopTime'
import { escapeHtml } from '../lib/text'
import { renderMail } from './layout'
import type { MailMessage } from './outbox'
import { fill, money, type Texts } from './templates'

type Key =
  | 'withdrawalSubject'
  | 'withdrawalHeading'
  | 'withdrawalIntro'
  | 'cancellationSubject'
  | 'cancellationHeading'
  | 'cancellationIntro'
  | 'cancelledSubject'
  | 'cancelledIntro'
  | 'statementHeading'
  | 'statement'
  | 'order'
  | 'orderedOn'
  | 'deliveredOn'
  | 'name'
  | 'received'
  | 'reason'
  | 'product'
  | 'quantity'
  | 'nextHeading'
  | 'sendBack'
  | 'refundGoods'
  | 'refundAmount'
  | 'nothingPaid'
  | 'nothingToSend'
  | 'keep'
  | 'viewOrder'

const TEXTS: Texts<Key> = {
  en: {
    withdrawalSubject: 'Your withdrawal from order {reference}',
    withdrawalHeading: 'We have received your withdrawal',
    withdrawalIntro: 'Hello {name}, this e-mail confirms that we received your withdrawal from the contract on {received}.',
    cancellationSubject: 'Your cancellation of order {reference}',
    cancellationHeading: 'Your order has been cancelled',
    cancellationIntro:
      'Hello {name}, we received your withdrawal from the contract on {received}. Your order had not been shipped yet, so we have cancelled it.',
    cancelledSubject: 'Order {reference} cancelled',
    cancelledIntro: 'Hello {name}, as you asked, we cancelled your order {reference} on {received}.',
    statementHeading: 'Your statement',
    statement: 'I hereby withdraw from my contract of sale of the following goods.',
    order: 'Order',
    orderedOn: 'Ordered on',
    deliveredOn: 'Delivered on',
    name: 'Name',
    received: 'Withdrawal received on',
    reason: 'Reason',
    product: 'Product',
    quantity: 'Qty',
    nextHeading: 'What happens next',
    sendBack: 'Please send the goods back without undue delay and no later than 14 days after your withdrawal, to this address:',
    refundGoods:
      'We will refund the payments we received for these goods (for a withdrawal from the whole order, including the standard delivery costs) without undue delay and no later than 14 days after receiving your withdrawal, by the same means of payment you used. We may withhold the refund until we have received the goods back or you have shown that you have sent them back, whichever is earlier.',
    refundAmount: 'We will refund {amount} without undue delay and no later than 14 days from today, by the same means of payment you used.',
    nothingPaid: 'No payment was taken for this order, so there is nothing to refund.',
    nothingToSend: 'Nothing needs to be sent back.',
    keep: 'Please keep this e-mail: it is your record of the withdrawal.',
    viewOrder: 'View your order',
  },
  de: {
    withdrawalSubject: 'Ihr Widerruf der Bestellung {reference}',
    withdrawalHeading: 'Wir haben Ihren Widerruf erhalten',
    withdrawalIntro: 'Hallo {name}, hiermit bestätigen wir, dass wir Ihren Widerruf des Vertrags am {received} erhalten haben.',
    cancellationSubject: 'Ihre Stornierung der Bestellung {reference}',
    cancellationHeading: 'Ihre Bestellung wurde storniert',
    cancellationIntro:
      'Hallo {name}, wir haben Ihren Widerruf des Vertrags am {received} erhalten. Ihre Bestellung war noch nicht versandt, daher haben wir sie storniert.',
    cancelledSubject: 'Bestellung {reference} storniert',
    cancelledIntro: 'Hallo {name}, wie gewünscht haben wir Ihre Bestellung {reference} am {received} storniert.',
    statementHeading: 'Ihre Erklärung',
    statement: 'Hiermit widerrufe ich den von mir abgeschlossenen Vertrag über den Kauf der folgenden Waren.',
    order: 'Bestellung',
    orderedOn: 'Bestellt am',
    deliveredOn: 'Erhalten am',
    name: 'Name',
    received: 'Widerruf eingegangen am',
    reason: 'Grund',
    product: 'Artikel',
    quantity: 'Menge',
    nextHeading: 'Wie es weitergeht',
    sendBack: 'Bitte senden Sie die Waren unverzüglich und spätestens binnen 14 Tagen nach Ihrem Widerruf an diese Adresse zurück:',
    refundGoods:
      'Wir erstatten Ihnen die für diese Waren erhaltenen Zahlungen (bei einem Widerruf der ganzen Bestellung einschließlich der Standardlieferkosten) unverzüglich und spätestens binnen 14 Tagen ab Eingang Ihres Widerrufs, über dasselbe Zahlungsmittel, das Sie verwendet haben. Wir können die Rückzahlung verweigern, bis wir die Waren zurückerhalten haben oder bis Sie nachgewiesen haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
    refundAmount: 'Wir erstatten Ihnen {amount} unverzüglich und spätestens binnen 14 Tagen ab heute über dasselbe Zahlungsmittel, das Sie verwendet haben.',
    nothingPaid: 'Für diese Bestellung wurde keine Zahlung eingezogen; es ist nichts zu erstatten.',
    nothingToSend: 'Sie müssen nichts zurücksenden.',
    keep: 'Bitte bewahren Sie diese E-Mail als Nachweis Ihres Widerrufs auf.',
    viewOrder: 'Bestellung ansehen',
  },
  it: {
    withdrawalSubject: 'Il tuo recesso dall’ordine {reference}',
    withdrawalHeading: 'Abbiamo ricevuto il tuo recesso',
    withdrawalIntro: 'Ciao {name}, con questa e-mail confermiamo di aver ricevuto il tuo recesso dal contratto il {received}.',
    cancellationSubject: 'Il tuo annullamento dell’ordine {reference}',
    cancellationHeading: 'Il tuo ordine è stato annullato',
    cancellationIntro:
      'Ciao {name}, abbiamo ricevuto il tuo recesso dal contratto il {received}. Il tuo ordine non era ancora stato spedito, quindi lo abbiamo annullato.',
    cancelledSubject: 'Ordine {reference} annullato',
    cancelledIntro: 'Ciao {name}, come richiesto, abbiamo annullato il tuo ordine {reference} il {received}.',
    statementHeading: 'La tua dichiarazione',
    statement: 'Con la presente notifico il recesso dal mio contratto di vendita dei seguenti beni.',
    order: 'Ordine',
    orderedOn: 'Ordinato il',
    deliveredOn: 'Ricevuto il',
    name: 'Nome',
    received: 'Recesso ricevuto il',
    reason: 'Motivo',
    product: 'Prodotto',
    quantity: 'Q.tà',
    nextHeading: 'Cosa succede ora',
    sendBack: 'Rispedisci i beni senza indebito ritardo e comunque entro 14 giorni dal recesso, a questo indirizzo:',
    refundGoods:
      'Ti rimborseremo i pagamenti ricevuti per questi beni (per il recesso dall’intero ordine, comprese le spese di consegna standard) senza indebito ritardo e comunque entro 14 giorni dal ricevimento del recesso, con lo stesso mezzo di pagamento che hai usato. Potremo sospendere il rimborso fino al ricevimento dei beni oppure finché non avrai dimostrato di averli rispediti, se precedente.',
    refundAmount: 'Ti rimborseremo {amount} senza indebito ritardo e comunque entro 14 giorni da oggi, con lo stesso mezzo di pagamento che hai usato.',
    nothingPaid: 'Per questo ordine non è stato addebitato alcun pagamento: non c’è nulla da rimborsare.',
    nothingToSend: 'Non devi rispedire nulla.',
    keep: 'Conserva questa e-mail: è la prova del tuo recesso.',
    viewOrder: 'Vedi l’ordine',
  },
  es: {
    withdrawalSubject: 'Tu desistimiento del pedido {reference}',
    withdrawalHeading: 'Hemos recibido tu desistimiento',
    withdrawalIntro: 'Hola {name}, con este correo confirmamos que hemos recibido tu desistimiento del contrato el {received}.',
    cancellationSubject: 'Tu cancelación del pedido {reference}',
    cancellationHeading: 'Tu pedido ha sido cancelado',
    cancellationIntro:
      'Hola {name}, hemos recibido tu desistimiento del contrato el {received}. Tu pedido aún no se había enviado, así que lo hemos cancelado.',
    cancelledSubject: 'Pedido {reference} cancelado',
    cancelledIntro: 'Hola {name}, tal como pediste, cancelamos tu pedido {reference} el {received}.',
    statementHeading: 'Tu declaración',
    statement: 'Por la presente comunico que desisto de mi contrato de venta de los siguientes bienes.',
    order: 'Pedido',
    orderedOn: 'Pedido el',
    deliveredOn: 'Recibido el',
    name: 'Nombre',
    received: 'Desistimiento recibido el',
    reason: 'Motivo',
    product: 'Producto',
    quantity: 'Cant.',
    nextHeading: 'Qué ocurre ahora',
    sendBack: 'Devuelve los bienes sin demora indebida y, a más tardar, 14 días después de tu desistimiento, a esta dirección:',
    refundGoods:
      'Te reembolsaremos los pagos recibidos por estos bienes (si desistes de todo el pedido, incluidos los gastos de entrega estándar) sin demora indebida y, a más tardar, 14 días después de recibir tu desistimiento, por el mismo medio de pago que utilizaste. Podremos retener el reembolso hasta haber recibido los bienes o hasta que demuestres que los has devuelto, según qué condición se cumpla primero.',
    refundAmount: 'Te reembolsaremos {amount} sin demora indebida y, a más tardar, 14 días a partir de hoy, por el mismo medio de pago que utilizaste.',
    nothingPaid: 'No se cobró ningún pago por este pedido, así que no hay nada que reembolsar.',
    nothingToSend: 'No tienes que devolver nada.',
    keep: 'Guarda este correo: es el justificante de tu desistimiento.',
    viewOrder: 'Ver tu pedido',
  },
  fr: {
    withdrawalSubject: 'Votre rétractation de la commande {reference}',
    withdrawalHeading: 'Nous avons bien reçu votre rétractation',
    withdrawalIntro: 'Bonjour {name}, nous vous confirmons avoir reçu votre rétractation du contrat le {received}.',
    cancellationSubject: 'Votre annulation de la commande {reference}',
    cancellationHeading: 'Votre commande a été annulée',
    cancellationIntro:
      'Bonjour {name}, nous avons reçu votre rétractation du contrat le {received}. Votre commande n’avait pas encore été expédiée : nous l’avons donc annulée.',
    cancelledSubject: 'Commande {reference} annulée',
    cancelledIntro: 'Bonjour {name}, comme vous l’avez demandé, nous avons annulé votre commande {reference} le {received}.',
    statementHeading: 'Votre déclaration',
    statement: 'Je vous notifie par la présente ma rétractation du contrat portant sur la vente des biens ci-dessous.',
    order: 'Commande',
    orderedOn: 'Commandé le',
    deliveredOn: 'Reçu le',
    name: 'Nom',
    received: 'Rétractation reçue le',
    reason: 'Motif',
    product: 'Produit',
    quantity: 'Qté',
    nextHeading: 'Et maintenant',
    sendBack: 'Merci de nous renvoyer les biens sans retard excessif et au plus tard 14 jours après votre rétractation, à cette adresse :',
    refundGoods:
      'Nous vous rembourserons les paiements reçus pour ces biens (pour une rétractation de toute la commande, frais de livraison standard compris) sans retard excessif et au plus tard 14 jours après réception de votre rétractation, par le même moyen de paiement que celui que vous avez utilisé. Nous pouvons différer le remboursement jusqu’à réception des biens ou jusqu’à ce que vous ayez fourni une preuve de leur expédition, la date retenue étant celle du premier de ces faits.',
    refundAmount:
      'Nous vous rembourserons {amount} sans retard excessif et au plus tard 14 jours à compter d’aujourd’hui, par le même moyen de paiement que celui que vous avez utilisé.',
    nothingPaid: 'Aucun paiement n’a été prélevé pour cette commande : il n’y a rien à rembourser.',
    nothingToSend: 'Vous n’avez rien à renvoyer.',
    keep: 'Conservez cet e-mail : c’est la preuve de votre rétractation.',
    viewOrder: 'Voir votre commande',
  },
}

export interface MailLine {
  name: string
  attributes: string
  quantity: number
}

export interface WithdrawalMailData {
  kind: 'withdrawal' | 'cancellation'
  reference: string
  /** The consumer's name as they gave it. */
  name: string
  receivedAt: Date
  orderedAt: Date
  deliveredAt: Date | null
  lines: MailLine[]
  reason: string | null
  /** Where to send the goods (a withdrawal); a cancellation has nothing to send. */
  returnAddress: string[]
  /** A cancellation: the money that goes back (null: nothing was paid). */
  refund: number | null
  /** The order (customer) or the withdrawal page (guest). */
  url: string
}

/** "Label: value" — French sets a space before the colon. */
const labelled = (lang: Lang, label: string, value = '') => `${label}${lang === 'fr' ? ' :' : ':'}${value ? ` ${value}` : ''}`

const para = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`
const heading = (text: string) => `<h2 style="font-size:17px;margin:24px 0 8px">${escapeHtml(text)}</h2>`

function linesTable(t: Record<Key, string>, lines: MailLine[]): { html: string; text: string } {
  const rows = lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}${l.attributes ? `<br><small>${escapeHtml(l.attributes)}</small>` : ''}</td><td align="center">${l.quantity}</td></tr>`,
    )
    .join('')
  return {
    html: `<table width="100%" cellpadding="6" style="border-collapse:collapse;margin:8px 0 16px"><tr><th align="left">${escapeHtml(t.product)}</th><th>${escapeHtml(t.quantity)}</th></tr>${rows}</table>`,
    text: lines.map((l) => `${l.quantity} × ${l.name}${l.attributes ? ` (${l.attributes})` : ''}`).join('\n'),
  }
}

function facts(lang: Lang, rows: [string, string][]): { html: string; text: string } {
  return {
    html: `<table cellpadding="4" style="border-collapse:collapse;margin:0 0 16px">${rows
      .map(([label, value]) => `<tr><th align="left" scope="row" style="padding-right:16px">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`)
      .join('')}</table>`,
    text: rows.map(([label, value]) => labelled(lang, label, value)).join('\n'),
  }
}

/** The acknowledgement of a withdrawal (or of the cancellation it made), sent the moment it is recorded. */
export function withdrawalMail(shopName: string, lang: Lang, to: string, w: WithdrawalMailData): MailMessage {
  const t = TEXTS[lang]
  const received = formatShopDateTime(lang, w.receivedAt)
  const table = linesTable(t, w.lines)
  const details = facts(lang, [
    [t.order, w.reference],
    [t.orderedOn, formatShopDate(lang, w.orderedAt)],
    ...(w.deliveredAt ? [[t.deliveredOn, formatShopDate(lang, w.deliveredAt)] as [string, string]] : []),
    [t.name, w.name],
    [t.received, received],
    ...(w.reason ? [[t.reason, w.reason] as [string, string]] : []),
  ])
  const withdrawal = w.kind === 'withdrawal'
  const next = withdrawal
    ? [t.sendBack, w.returnAddress.join('\n'), t.refundGoods]
    : [w.refund !== null ? fill(t.refundAmount, { amount: money(lang, w.refund) }) : t.nothingPaid, t.nothingToSend]
  const nextHtml = withdrawal
    ? `${para(t.sendBack)}<p style="margin:0 0 16px;padding-left:16px">${w.returnAddress.map(escapeHtml).join('<br>')}</p>${para(t.refundGoods)}`
    : next.map(para).join('')
  const html = [
    heading(t.statementHeading),
    `<blockquote style="margin:0 0 16px;padding-left:12px;border-left:3px solid #1f4e79">${escapeHtml(t.statement)}</blockquote>`,
    table.html,
    details.html,
    heading(t.nextHeading),
    nextHtml,
    para(t.keep),
    `<p style="margin:0 0 16px"><a href="${escapeHtml(w.url)}">${escapeHtml(t.viewOrder)}</a></p>`,
  ].join('')
  const text = [
    labelled(lang, t.statementHeading),
    t.statement,
    '',
    table.text,
    '',
    details.text,
    '',
    labelled(lang, t.nextHeading),
    ...next,
    '',
    t.keep,
    labelled(lang, t.viewOrder, w.url),
  ].join('\n')
  const { html: body, text: plain } = renderMail(shopName, {
    heading: withdrawal ? t.withdrawalHeading : t.cancellationHeading,
    paragraphs: [fill(withdrawal ? t.withdrawalIntro : t.cancellationIntro, { name: w.name, received })],
    html,
    text,
  })
  const subject = fill(withdrawal ? t.withdrawalSubject : t.cancellationSubject, { reference: w.reference })
  return { to, subject, html: body, text: plain, kind: 'withdrawal', lang }
}

export interface CancelledMailData {
  reference: string
  name: string
  cancelledAt: Date
  lines: MailLine[]
  refund: number | null
  url: string
}

/** The confirmation of a cancel the customer made from their account (updateOrder). */
export function orderCancelledMail(shopName: string, lang: Lang, to: string, c: CancelledMailData): MailMessage {
  const t = TEXTS[lang]
  const table = linesTable(t, c.lines)
  const refund = c.refund !== null ? fill(t.refundAmount, { amount: money(lang, c.refund) }) : t.nothingPaid
  const { html, text } = renderMail(shopName, {
    heading: t.cancellationHeading,
    paragraphs: [fill(t.cancelledIntro, { name: c.name, reference: c.reference, received: formatShopDateTime(lang, c.cancelledAt) }), refund],
    // The items, then the link (renderMail's action button would come before them).
    html: `${table.html}<p style="margin:0 0 16px"><a href="${escapeHtml(c.url)}">${escapeHtml(t.viewOrder)}</a></p>`,
    text: `${table.text}\n\n${labelled(lang, t.viewOrder, c.url)}`,
  })
  return { to, subject: fill(t.cancelledSubject, { reference: c.reference }), html, text, kind: 'order_cancellation', lang }
}
