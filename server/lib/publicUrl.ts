// Absolute URLs for links that leave the browser (e-mails): PUBLIC_URL when set, else the request's origin.
import type { FastifyRequest } from 'fastify'
import type { ServerConfig } from '../config'
import type { Lang } from './lang'

export function absoluteUrl(config: ServerConfig, req: FastifyRequest, pathAndQuery: string): string {
  const base = config.publicUrl ?? `${req.protocol}://${req.headers.host ?? `localhost:${config.port}`}`
  return `${base}${pathAndQuery}`
}

/** The shop's pages an e-mail about an order links to. */
export interface MailLinks {
  /** The order: the guest's success page or the customer's order page. */
  order(lang: Lang, reference: string, guest: boolean): string
  /** The withdrawal function ("Withdraw from contract here"). */
  withdrawal(lang: Lang): string
}

export const mailLinks = (config: ServerConfig, req: FastifyRequest): MailLinks => ({
  order: (lang, reference, guest) =>
    absoluteUrl(config, req, guest ? `/${lang}/checkout/success?order=${reference}` : `/${lang}/my-account/orders?order=${reference}`),
  withdrawal: (lang) => absoluteUrl(config, req, `/${lang}/withdrawal`),
})
