// The sandbox gateways' hosted payment pages: /sandbox/pay/<gateway>/<token> shows the order and amount with
// Approve / Decline / Cancel / Leave pending; the choice is recorded as the provider's outcome, the provider
// notifies the shop (signed, server to server) and the shopper is sent back to /{lang}/checkout/validate, where the
// storefront calls validateOrder. A pending payment's page offers the provider's later decision instead (clear or
// decline it, as MultiSafepay does with an uncleared payment); that decision is notified too. Decided stays decided.
import type { FastifyInstance } from 'fastify'
import { sha256 } from '../lib/crypto'
import type { Lang } from '../lib/lang'
import { t } from '../lib/messages'
import { escapeHtml } from '../lib/text'
import type { PaymentStatus } from '../payments/gateway'
import type { Shop } from '../shop'
import { checkoutValidateUrl } from '@contract/pageUrls'
import { SandboxNotifier } from './notifier'
import { page } from './page'

interface HostedPayment {
  id_payment: number
  gateway: 'PAYPAL' | 'MULTISAFEPAY'
  provider_status: PaymentStatus | null
  amount: number
  reference: string
  lang: Lang
}

/** What each button does: the provider status it may change (null = undecided) and the one it records. */
const ACTIONS = {
  approve: { from: null, to: 'approved' },
  decline: { from: null, to: 'declined' },
  cancel: { from: null, to: 'canceled' },
  pending: { from: null, to: 'pending' },
  clear: { from: 'pending', to: 'approved' },
  deny: { from: 'pending', to: 'declined' },
} as const

export const PAY_PAGE_LABELS = {
  approve: 'Approve payment',
  decline: 'Decline payment',
  cancel: 'Cancel and return to the shop',
  pending: 'Leave pending',
  clear: 'Provider clears the payment',
  deny: 'Provider declines the payment',
} as const

async function findPayment(shop: Shop, gateway: string, token: string): Promise<HostedPayment | null> {
  const [row] = await shop.db.query<HostedPayment>(
    `select p.id_payment, p.gateway, p.provider_status, p.amount, o.reference, o.lang from payments p join orders o on o.id_order = p.id_order
      where p.token_hash = $1 and p.gateway = $2 and p.gateway in ('PAYPAL', 'MULTISAFEPAY')`,
    [sha256(token), gateway.toUpperCase()],
  )
  return row ?? null
}

const button = (action: keyof typeof ACTIONS, primary = false) =>
  `<button${primary ? ' class="primary"' : ''} type="submit" name="action" value="${action}">${PAY_PAGE_LABELS[action]}</button>`

function body(payment: HostedPayment, name: string, amount: string, back: string): string {
  const head = `<h1>${escapeHtml(name)} sandbox</h1>
<p class="note">Test payment page: no money moves.</p>
<p>Order <strong>${escapeHtml(payment.reference)}</strong>, amount <strong>${escapeHtml(amount)}</strong>.</p>`
  const returnLink = `<p><a href="${escapeHtml(back)}">Return to the shop</a></p>`
  if (payment.provider_status === null) {
    return `${head}<form method="post">${button('approve', true)}${button('decline')}${button('cancel')}${button('pending')}</form>`
  }
  if (payment.provider_status === 'pending') {
    return `${head}<p>This payment is pending at ${escapeHtml(name)}: the provider has not decided yet. As the provider, decide now (the shop is notified):</p>
<form method="post">${button('clear', true)}${button('deny')}</form>${returnLink}`
  }
  return `${head}<p>This payment is already ${escapeHtml(payment.provider_status)}.</p>${returnLink}`
}

export function registerPayPages(app: FastifyInstance, shop: Shop): void {
  const notifier = new SandboxNotifier(app, shop.webhookSecret)
  app.decorate('sandboxNotifier', notifier)
  // Deliveries under way finish before the app stops serving; resends are dropped.
  app.addHook('preClose', async () => {
    await notifier.close()
  })

  app.get('/sandbox/pay/:gateway/:token', async (req, reply) => {
    const { gateway, token } = req.params as { gateway: string; token: string }
    const payment = await findPayment(shop, gateway, token)
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store')
    if (!payment) return reply.code(404).send(page('Payment not found', '<h1>Payment not found</h1>'))
    const name = t(payment.lang, payment.gateway === 'PAYPAL' ? 'gateway.PAYPAL' : 'gateway.MULTISAFEPAY')
    const amount = new Intl.NumberFormat(payment.lang, { style: 'currency', currency: 'EUR' }).format(Number(payment.amount))
    const back = checkoutValidateUrl(payment.lang, payment.reference, token, payment.provider_status ?? 'pending')
    return reply.send(page(`${name} sandbox`, body(payment, name, amount, back), payment.lang))
  })

  app.post('/sandbox/pay/:gateway/:token', async (req, reply) => {
    const { gateway, token } = req.params as { gateway: string; token: string }
    const action = (req.body as { action?: string } | undefined)?.action
    const payment = await findPayment(shop, gateway, token)
    if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(page('Payment not found', '<h1>Payment not found</h1>'))
    const step = Object.hasOwn(ACTIONS, action ?? '') ? ACTIONS[action as keyof typeof ACTIONS] : undefined
    if (!step) return reply.code(400).type('text/html; charset=utf-8').send(page('Choose an action', '<h1>Choose an action</h1>'))
    // The provider decides once: a second submit (back button, double click) keeps the first outcome.
    const changed = await shop.db.query<{ provider_status: PaymentStatus }>(
      `update payments set provider_status = $2 where id_payment = $1 and provider_status is not distinct from $3 returning provider_status`,
      [payment.id_payment, step.to, step.from],
    )
    if (changed.length) {
      notifier.send({ gateway: payment.gateway, orderReference: payment.reference, token, status: step.to, amount: Number(payment.amount) }, req.headers.host)
    }
    // The provider's later decision is not the shopper's: its page shows the result.
    if (step.from === 'pending') return reply.code(303).header('Location', req.url).send()
    const [row] = await shop.db.query<{ provider_status: PaymentStatus }>('select provider_status from payments where id_payment = $1', [payment.id_payment])
    return reply
      .code(303)
      .header('Location', checkoutValidateUrl(payment.lang, payment.reference, token, row!.provider_status))
      .send()
  })
}
