// createWithdrawal: the order is found as getWithdrawalOrder finds it (services/withdrawals/identify.ts), then
// the withdrawal is recorded — or the order, not shipped yet, cancelled (record.ts) — at most a few times an hour
// per order; a cancellation's stock back changes the catalogue. Answers the withdrawal and the order as they now are.
import type { FastifyRequest } from 'fastify'
import type { Session } from '../../http/session'
import type { Lang } from '../../lib/lang'
import { mailLinks } from '../../lib/publicUrl'
import type { Shop } from '../../shop'
import { orderProductsChanged } from '../catalogChanges'
import { findOrder } from '../orders/find'
import { countAttempt } from '../throttle'
import { identifyOrder, type OrderIdentity } from './identify'
import { presentWithdrawalOrder } from './present'
import { recordWithdrawal, type WithdrawalInput } from './record'
import { orderWithdrawals } from './records'

export async function submitWithdrawal(shop: Shop, session: Session, req: FastifyRequest, lang: Lang, input: OrderIdentity & WithdrawalInput) {
  const found = await identifyOrder(shop, session, req, input)
  const limits = shop.config.throttle
  await countAttempt(shop.db, `withdrawal:order:${found.id_order}`, limits.withdrawalsPerOrder, 3600)
  const recorded = await recordWithdrawal(shop, found.id_order, input, mailLinks(shop.config, req))
  // A cancellation gave the stock back.
  if (recorded.kind === 'cancellation') await orderProductsChanged(shop, [found.id_order])
  const order = (await findOrder(shop.db, found.id_order))!
  const withdrawal = (await orderWithdrawals(shop.db, order)).find((w) => w.id_withdrawal === recorded.id_withdrawal)
  return { kind: recorded.kind, withdrawal, order: await presentWithdrawalOrder(shop.db, order, lang) }
}
