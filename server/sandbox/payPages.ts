// The sandbox gateways' hosted payment pages: /sandbox/pay/<gateway>/<token> shows the order and amount with
// Approve / Decline / Cancel; the choice is recorded as the provider's outcome and the shopper is sent back to
// /{lang}/checkout/validate, where the storefront calls validateOrder.
import type { FastifyInstance } from 'fastify'
import { sha256 } from '../lib/crypto'
import type { Lang } from '../lib/lang'
import { t } from '../lib/messages'
import { escapeHtml } from '../lib/text'
import type { Shop } from '../shop'
import { validateUrl } from '../routes/orders'
import { page } from './page'

interface HostedPayment {
  id_payment: number
  gateway: string
  provider_status: string | null
  amount: number
  reference: string
  lang: Lang
}

const OUTCOMES = { approve: 'approved', decline: 'declined', cancel: 'canceled' } as const

async function findPayment(shop: Shop, gateway: string, token: string): Promise<HostedPayment | null> {
  const [row] = await shop.db.query<HostedPayment>(
    `select p.id_payment, p.gateway, p.provider_status, p.amount, o.reference, o.lang from payments p join orders o on o.id_order = p.id_order
      where p.token_hash = $1 and p.gateway = $2`,
    [sha256(token), gateway.toUpperCase()],
  )
  return row ?? null
}

export function registerPayPages(app: FastifyInstance, shop: Shop): void {
  app.get('/sandbox/pay/:gateway/:token', async (req, reply) => {
    const { gateway, token } = req.params as { gateway: string; token: string }
    const payment = await findPayment(shop, gateway, token)
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store')
    if (!payment) return reply.code(404).send(page('Payment not found', '<h1>Payment not found</h1>'))
    const name = t(payment.lang, payment.gateway === 'PAYPAL' ? 'gateway.PAYPAL' : 'gateway.MULTISAFEPAY')
    const amount = new Intl.NumberFormat(payment.lang, { style: 'currency', currency: 'EUR' }).format(Number(payment.amount))
    const decided = payment.provider_status && payment.provider_status !== 'pending'
    const back = validateUrl(payment.lang, payment.reference, token, (payment.provider_status as 'approved') ?? 'pending')
    const body = decided
      ? `<h1>${escapeHtml(name)} sandbox</h1><p>This payment is already ${escapeHtml(payment.provider_status!)}.</p><p><a href="${escapeHtml(back)}">Return to the shop</a></p>`
      : `<h1>${escapeHtml(name)} sandbox</h1>
<p class="note">Test payment page: no money moves.</p>
<p>Order <strong>${escapeHtml(payment.reference)}</strong>, amount <strong>${escapeHtml(amount)}</strong>.</p>
<form method="post">
<button class="primary" type="submit" name="action" value="approve">Approve payment</button>
<button type="submit" name="action" value="decline">Decline payment</button>
<button type="submit" name="action" value="cancel">Cancel and return to the shop</button>
</form>`
    return reply.send(page(`${name} sandbox`, body, payment.lang))
  })

  app.post('/sandbox/pay/:gateway/:token', async (req, reply) => {
    const { gateway, token } = req.params as { gateway: string; token: string }
    const action = (req.body as { action?: string } | undefined)?.action
    const payment = await findPayment(shop, gateway, token)
    if (!payment) return reply.code(404).type('text/html; charset=utf-8').send(page('Payment not found', '<h1>Payment not found</h1>'))
    const outcome = OUTCOMES[action as keyof typeof OUTCOMES]
    if (!outcome) return reply.code(400).type('text/html; charset=utf-8').send(page('Choose an action', '<h1>Choose approve, decline or cancel</h1>'))
    // The provider decides once; a second submit (back button) keeps the first outcome.
    await shop.db.query(`update payments set provider_status = $2 where id_payment = $1 and provider_status is null`, [payment.id_payment, outcome])
    const [row] = await shop.db.query<{ provider_status: 'approved' | 'declined' | 'canceled' }>('select provider_status from payments where id_payment = $1', [
      payment.id_payment,
    ])
    return reply.code(303).header('Location', validateUrl(payment.lang, payment.reference, token, row!.provider_status)).send()
  })
}
