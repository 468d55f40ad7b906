// A real SMTP server for the tests and the fault script (nodemailer's smtp-server): it records what it accepted,
// can be taken down and brought back on its port, refuse recipients with a given reply code, and hold a message
// mid-DATA (a send in progress).
import net, { type AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerAddress, type SMTPServerSession } from 'smtp-server'

export interface Received {
  user: unknown
  from: string | false
  to: string[]
  raw: string
}

/** A mail server the test can take down, bring back, and make refuse a recipient. */
export class Sink {
  received: Received[] = []
  /** Answers to the next RCPT TO commands (an SMTP reply code), before accepting again. */
  refusals: number[] = []
  private server: SMTPServer | null = null

  /** Holds each message's DATA until the test lets it go (a send in progress): resolve what `hold` returns. */
  hold: (() => Promise<void>) | null = null

  constructor(
    readonly port: number,
    private readonly login: { user: string; password: string },
  ) {}

  async up(): Promise<void> {
    if (this.server) return
    const server = new SMTPServer({
      logger: false,
      disabledCommands: ['STARTTLS'],
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        if (auth.username === this.login.user && auth.password === this.login.password) callback(null, { user: auth.username })
        else callback(new Error('Invalid username or password'))
      },
      onRcptTo: (address: SMTPServerAddress, _session: SMTPServerSession, callback: (error?: Error | null) => void) => {
        const code = this.refusals.shift()
        if (!code) return callback()
        callback(Object.assign(new Error(`<${address.address}>: ${code < 500 ? 'try again later' : 'no such user'}`), { responseCode: code }))
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', async () => {
          await this.hold?.()
          this.received.push({
            user: session.user,
            from: session.envelope.mailFrom && session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('latin1'),
          })
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', resolve)
    })
    this.server = server
  }

  async down(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(resolve))
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}

/** A message's header value (unfolded). */
export function header(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]
}
