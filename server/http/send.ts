// Sends an envelope with HTTP status = code, completing the idempotency record of the request first.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Envelope } from '../lib/envelope'
import { finishIdempotent } from './idempotency'

export async function sendEnvelope(req: FastifyRequest, reply: FastifyReply, body: Envelope): Promise<FastifyReply> {
  await finishIdempotent(req, body)
  reply.header('Cache-Control', 'no-store')
  return reply.code(body.code).send(body)
}
