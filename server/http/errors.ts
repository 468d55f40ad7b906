// Every failure leaves as the envelope with HTTP status = code: our ApiErrors as they are, schema failures as 422
// with per-field errors, unreadable bodies as 400, anything unexpected as a 500 without details (logged here).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError, invalid } from '../lib/apiError'
import { errorEnvelope } from '../lib/envelope'
import { fieldErrors, type AjvError } from '../lib/validationErrors'
import { sendEnvelope } from './send'

function toEnvelope(error: FastifyError | ApiError) {
  if (error instanceof ApiError) return errorEnvelope(error)
  if (error.validation) return errorEnvelope(invalid(fieldErrors(error.validation as AjvError[])))
  const status = error.statusCode ?? 500
  if (status === 413) return errorEnvelope(new ApiError(413, 'request.too_large'))
  if (status >= 400 && status < 500) return errorEnvelope(new ApiError(400, 'request.malformed'))
  return null
}

/** The client closed the connection before the answer was written (e.g. an aborted compressed response): not a fault. */
export function clientWentAway(error: { code?: unknown }, req: Pick<FastifyRequest, 'raw'>): boolean {
  return error.code === 'ERR_STREAM_PREMATURE_CLOSE' || req.raw.destroyed
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
    const body = toEnvelope(error)
    if (error instanceof ApiError && error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter))
    if (body) return sendEnvelope(reply, body)
    if (clientWentAway(error, req)) {
      req.log.debug({ err: error }, 'client closed the connection')
      // Nobody is listening for an answer any more; stop fastify from trying to write one.
      reply.hijack()
      return
    }
    req.log.error({ err: error }, 'unexpected error')
    return sendEnvelope(reply, errorEnvelope(new ApiError(500, 'server.error')))
  })
}
