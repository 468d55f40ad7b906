// Health and drain: /health/live and /health/ready (database, migrations, mail worker, draining), without sessions;
// and a real `npm start` process sent SIGTERM: readiness turns 503 while requests are still served, the listener
// then closes, a request in flight and the mail worker's send under way both finish, and the process exits 0 —
// the message queued meanwhile waits in the outbox for the next start. The process runs on a schema of DATABASE_URL
// (the suite's PostgreSQL pass); the endpoints' own tests run on both engines.
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { openDb, type Db } from '../db/client'
import { latestMigration, migrate } from '../db/migrate'
import { seedDatabase } from '../db/seed/seed'
import { fixture } from './fixture'
import { buildApp, createShop } from '../app'
import { Client, startTestApp, testConfig } from './harness'
import { freePort, header, Sink } from './smtpSink'

let ctx: Awaited<ReturnType<typeof startTestApp>>

// Starting `npm start` (tsx compiling the server, the renderer's modules) takes a while on a busy machine.
jest.setTimeout(120_000)

beforeAll(async () => {
  ctx = await startTestApp()
})
afterAll(() => ctx.close())

describe('health endpoints', () => {
  it('answer live and ready without a session, never cached', async () => {
    const client = new Client(ctx.app)
    const live = await client.get('/health/live')
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }])
    const ready = await client.get('/health/ready')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', migrations: 'ok', mail: 'none', draining: false, overloaded: false } })
    for (const res of [live, ready]) {
      expect(res.headers['cache-control']).toBe('no-store')
      expect(res.headers['set-cookie']).toBeUndefined()
    }
  })

  it('answer not ready while draining, with the schema behind the code, or with the mail worker stopped', async () => {
    ctx.shop.health.draining = true
    const draining = await ctx.app.inject('/health/ready')
    ctx.shop.health.draining = false
    expect([draining.statusCode, draining.json().checks.draining]).toEqual([503, true])
    expect((await ctx.app.inject('/health/live')).statusCode).toBe(200)

    const latest = latestMigration()
    await ctx.db.query('delete from schema_migrations where version = $1', [latest])
    const behind = await ctx.app.inject('/health/ready')
    await ctx.db.query('insert into schema_migrations (version) values ($1)', [latest])
    expect([behind.statusCode, behind.json().checks.migrations]).toEqual([503, 'failing'])

    const shop = createShop(
      testConfig({ smtpUrl: 'smtp://127.0.0.1:9', mailDelivery: { maxAttempts: 1, retryBaseMs: 10, retryMaxMs: 10, leaseMs: 1000, pollMs: 1000 } }),
      ctx.db,
    )
    const withMail = await buildApp(shop)
    await withMail.ready()
    try {
      expect((await withMail.inject('/health/ready')).json().checks.mail).toBe('ok')
      await shop.mailDelivery!.stop()
      expect((await withMail.inject('/health/ready')).json().checks.mail).toBe('failing')
    } finally {
      await withMail.close()
    }
  })
})

const ROOT = path.resolve(__dirname, '../..')
const databaseUrl = process.env.DATABASE_URL ?? null
const schema = databaseUrl ? `drain_${process.pid}_${Math.random().toString(36).slice(2, 8)}` : null

/** A schema with the test fixture, as the process will open it. */
async function prepareDatabase(dataDir: string): Promise<Db> {
  const db = await openDb({ databaseUrl, dataDir: path.join(dataDir, 'pg'), schema })
  await migrate(db)
  await seedDatabase(db, fixture, { imageDir: null })
  return db
}

function output(child: ChildProcess): { lines: string[]; waitFor(text: string): Promise<void> } {
  const lines: string[] = []
  const waiters: { text: string; resolve: () => void }[] = []
  const onData = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    for (const w of waiters) if (lines.some((line) => line.includes(w.text))) w.resolve()
  }
  child.stdout!.on('data', onData)
  child.stderr!.on('data', onData)
  return {
    lines,
    waitFor: (text) =>
      new Promise((resolve, reject) => {
        if (lines.some((line) => line.includes(text))) return resolve()
        waiters.push({ text, resolve })
        child.once('exit', (code) => reject(new Error(`exited (${code}) before "${text}":\n${lines.join('\n')}`)))
      }),
  }
}

/** A POST whose body is sent in two parts: in flight from the first part until the test sends the second. */
function slowPost(port: number, url: string, body: string): { finish(): void; answer: Promise<{ status: number; body: string }> } {
  const req = http.request({
    host: '127.0.0.1',
    port,
    path: url,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  })
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk.toString()))
      res.on('end', () => resolve({ status: res.statusCode!, body: text }))
    })
    req.on('error', reject)
  })
  const half = Math.floor(body.length / 2)
  req.write(body.slice(0, half))
  return { finish: () => req.end(body.slice(half)), answer }
}

/** Whether a new connection is still accepted. */
const accepts = (port: number) =>
  fetch(`http://127.0.0.1:${port}/health/live`).then(
    () => true,
    () => false,
  )

// A real process costs ~10 s of start-up: run in CI's PostgreSQL pass of the server suite (as processes.test.ts),
// which keeps `npm test` within its budget; `DATABASE_URL=… npx jest server/test/health.test.ts` runs it by hand.
const describeWithProcesses = databaseUrl ? describe : describe.skip

describeWithProcesses('a process sent SIGTERM', () => {
  let dataDir: string
  let sink: Sink
  let child: ChildProcess | null = null

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-drain-'))
    const db = await prepareDatabase(dataDir)
    await db.close()
    sink = new Sink(await freePort(), { user: 'shop', password: 'drain' })
    await sink.up()
  })
  afterAll(async () => {
    // npm, tsx and the server are a process group of their own (`detached`): a failed test leaves none running.
    try {
      if (child?.pid) process.kill(-child.pid, 'SIGKILL')
    } catch {
      // The group has already exited.
    }
    await sink.down()
    if (schema) {
      const db = await openDb({ databaseUrl, dataDir: null, schema: null })
      await db.query(`drop schema if exists "${schema}" cascade`)
      await db.close()
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('turns not ready, keeps serving through the grace period, then finishes what is in flight and exits 0', async () => {
    // The mail server holds the first message mid-DATA until the test lets it go: a send under way.
    let sendStarted!: () => void
    const sending = new Promise<void>((resolve) => (sendStarted = resolve))
    let release!: () => void
    sink.hold = () => {
      sendStarted()
      return new Promise<void>((resolve) => (release = resolve))
    }
    const port = await freePort()
    // `npm start`, as a shop runs it: the signal goes to npm, which must pass it on to the server (package.json).
    child = spawn('npm', ['start', '--silent'], {
      cwd: ROOT,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl!,
        DB_SCHEMA: schema!,
        DATA_DIR: dataDir,
        PORT: String(port),
        SKIP_BUILD: '1',
        SMTP_URL: `smtp://shop:drain@127.0.0.1:${sink.port}`,
        MAIL_POLL_SECONDS: '0.1',
        SHUTDOWN_GRACE_SECONDS: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    const out = output(child)
    await out.waitFor('Shop ready')
    expect(out.lines.join('\n')).toContain('DEMO SHOP (SHOP_MODE=demo)')
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve))
    const base = `http://127.0.0.1:${port}`
    const json = { 'content-type': 'application/json' }
    // Ready once start-up's work has left the event loop (a busy machine may report the first second overloaded).
    while ((await fetch(`${base}/health/ready`)).status !== 200);
    expect((await fetch(`${base}/api/subscribeNewsletter`, { method: 'POST', headers: json, body: '{"email":"first@example.com"}' })).status).toBe(200)
    await sending

    const inFlight = slowPost(port, '/api/subscribeNewsletter', '{"email":"second@example.com"}')
    child.kill('SIGTERM')
    await out.waitFor('draining: readiness answers 503')
    const ready = await fetch(`${base}/health/ready`)
    expect([ready.status, ((await ready.json()) as { checks: { draining: boolean } }).checks.draining]).toEqual([503, true])
    expect((await fetch(`${base}/health/live`)).status).toBe(200)

    inFlight.finish()
    expect(await inFlight.answer).toMatchObject({ status: 200 })
    // After the grace period the listener closes; the process waits for the mail send under way.
    while (await accepts(port));
    expect(child.exitCode).toBeNull()
    release()
    expect(await exited).toBe(0)
    child = null
    expect(out.lines.some((line) => line.includes('"msg":"drained: exiting"'))).toBe(true)

    expect(sink.received.map((m) => header(m.raw, 'To'))).toEqual(['first@example.com'])
    const db = await openDb({ databaseUrl, dataDir: path.join(dataDir, 'pg'), schema })
    const rows = await db.query<{ to_email: string; state: string }>('select to_email, state from mail_outbox order by id_mail')
    await db.close()
    // The message queued during the drain was not lost: it waits for the next start (or another process).
    expect(rows).toEqual([
      { to_email: 'first@example.com', state: 'sent' },
      { to_email: 'second@example.com', state: 'queued' },
    ])
  })
})
