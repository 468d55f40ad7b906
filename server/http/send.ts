// Sends an envelope with HTTP status = code.
import type { FastifyReply } from 'fastify'
import type { Envelope } from '../lib/envelope'

export async function sendEnvelope(reply: FastifyReply, body: Envelope): Promise<FastifyReply> {
  reply.header('Cache-Control', 'no-store')
  return reply.code(body.code).send(body)
}
