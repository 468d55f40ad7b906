// `npm run deploy:local -- [--processes 2] [--port 6081] [--api-port 3001] [--log-dir DIR] [--also-purge URL,…] [--throwaway]`
// The deployment of deploy/README.md on one machine, with no service but PostgreSQL: N API processes on DATABASE_URL
// (server/start.ts on ports api-port, api-port + 1, …) and Varnish in front of them (varnishd in the foreground, in
// a working directory of its own, with deploy/varnish/default.vcl whose backends are these processes). Each API
// process gets PORT; PUBLIC_URL = Varnish's address (unless PUBLIC_URL is set, e.g. to a TLS terminator's);
// CDN_PURGE_URL = Varnish's address, the --also-purge targets and any CDN_PURGE_URL of the environment; TRUST_PROXY=1
// (unless set). Every other setting comes from the environment (SHOP_MODE, SMTP_URL, LOG_LEVEL…): the demo shop by
// default. Ready once every API process is ready and Varnish sees them all healthy; SIGINT or SIGTERM stops Varnish,
// then the API processes; any of them ending on its own stops the rest (exit 1).
//   --log-dir      each API process's output (its JSON log) goes to DIR/api-PORT.log, Varnish's to DIR/varnishd.log
//                  (default: a new temporary directory, printed at start)
//   --also-purge   further purge targets for every API process (the ops e2e adds one that is down)
//   --throwaway    a new schema on DATABASE_URL, where the first process seeds the demo shop, dropped on stop
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { LOCALES } from '../config/shopConfig'
import { option } from './lib/shopChecks'

const ROOT = path.join(__dirname, '..')
const VCL = path.join(ROOT, 'deploy', 'varnish', 'default.vcl')
const args = process.argv.slice(2)
/** Seeding the demo shop on an empty database (pictures included) is the longest start. */
const START_BOUND_MS = 300_000

/** The shipped VCL with these API ports as its backends (the part between its BEGIN/END backends lines). */
function vclWithBackends(vcl: string, ports: number[]): string {
  const languages = /req\.url ~ "\^\/\(([a-z]{2}(?:\|[a-z]{2})*)\)\(\/\|\\\?\|\$\)"/.exec(vcl)?.[1]?.split('|')
  if (languages?.join() !== LOCALES.join())
    throw new Error(`deploy/varnish/default.vcl keeps the cookie on pages in ${languages?.join(', ')}, the shop has ${LOCALES.join(', ')}: change the VCL`)
  const backends = ports.map((port) => `backend storefront_${port} {\n    .host = "127.0.0.1";\n    .port = "${port}";\n    .probe = ready;\n}\n`)
  const director = ports.map((port) => `    storefront.add_backend(storefront_${port});\n`)
  const part = `${backends.join('')}\nsub vcl_init {\n    new storefront = directors.round_robin();\n${director.join('')}}\n`
  const section = /(# BEGIN backends[^\n]*\n(?:#[^\n]*\n)*)[\s\S]*?(# END backends)/
  // Tested apart from the result: with the ports the shipped VCL already names (3001, 3002), nothing changes.
  if (!section.test(vcl)) throw new Error('deploy/varnish/default.vcl has no "# BEGIN backends … # END backends" part to replace')
  return vcl.replace(section, `$1${part}$2`)
}

function varnishd(): string {
  const found = ['/usr/sbin/varnishd', '/usr/local/sbin/varnishd'].find((file) => fs.existsSync(file))
  if (!found) throw new Error('varnishd not found: apt-get install -y varnish varnish-modules (deploy/README.md)')
  return found
}

interface Running {
  name: string
  child: ChildProcess
  exited: Promise<number | null>
}

function run(name: string, command: string, commandArgs: string[], env: NodeJS.ProcessEnv, logFile: string): Running {
  const log = fs.openSync(logFile, 'a')
  const child = spawn(command, commandArgs, { cwd: ROOT, env, stdio: ['ignore', log, log] })
  fs.closeSync(log)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { name, child, exited }
}

/** Asks until `ready()` says yes, every quarter of a second; fails when `child` ends meanwhile or after the bound. */
async function waitFor(what: string, ready: () => Promise<boolean>, child: Running, logFile: string): Promise<void> {
  let ended = false
  void child.exited.then(() => (ended = true))
  const deadline = Date.now() + START_BOUND_MS
  while (!(await ready().catch(() => false))) {
    if (ended || Date.now() > deadline) {
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n')
      throw new Error(`${what}: ${ended ? 'ended' : 'not ready in time'}; the end of ${logFile}:\n${tail}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Varnish's view of its backends: how many its probes find healthy. */
function healthyBackends(workDir: string): number {
  const list = spawnSync('varnishadm', ['-n', workDir, 'backend.list'], { encoding: 'utf8' })
  return list.status === 0 ? list.stdout.split('\n').filter((line) => /^boot\.storefront_\d+\s.*\bhealthy\b/i.test(line)).length : 0
}

const running: Running[] = []
let stopping = false
/** Removes what the run made (its directory; the throwaway schema). */
let cleanUp: () => Promise<void> = async () => undefined

async function dropThrowaway(databaseUrl: string, runDir: string, schema: string | undefined): Promise<void> {
  if (schema) {
    const client = new pg.Client({ connectionString: databaseUrl })
    await client.connect()
    await client.query(`drop schema if exists "${schema}" cascade`)
    await client.end()
  }
  fs.rmSync(runDir, { recursive: true, force: true })
}

async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true
    // Varnish first, so nothing reaches the API processes any more; they then stop at once (SIGINT: no grace period
    // for a balancer to notice, there is none left).
    for (const name of ['varnishd', 'api']) {
      const group = running.filter((r) => r.name.startsWith(name))
      for (const r of group) r.child.kill(name === 'varnishd' ? 'SIGTERM' : 'SIGINT')
      await Promise.all(group.map((r) => r.exited))
    }
    await cleanUp()
    console.log('stopped')
    process.exit(code)
  }
  return new Promise<never>(() => undefined)
}

async function main(): Promise<void> {
  const started = Date.now()
  const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1)
  const databaseUrl = process.env.DATABASE_URL
  if (!databaseUrl) throw new Error('DATABASE_URL is not set: the API processes share one PostgreSQL database (deploy/README.md)')
  const processes = Number(option('processes') ?? 2)
  const port = Number(option('port') ?? 6081)
  const firstApiPort = Number(option('api-port') ?? 3001)
  const apiPorts = Array.from({ length: processes }, (_, i) => firstApiPort + i)
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-deploy-'))
  // Readable by Varnish's own user (varnishd started as root reads its VCL as that user).
  fs.chmodSync(runDir, 0o755)
  const logDir = path.resolve(option('log-dir') ?? runDir)
  fs.mkdirSync(logDir, { recursive: true })
  const throwaway = args.includes('--throwaway') ? `throwaway_${Date.now().toString(36)}` : undefined
  const schema = throwaway ?? process.env.DB_SCHEMA
  cleanUp = () => dropThrowaway(databaseUrl, runDir, throwaway)
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  const varnishUrl = `http://127.0.0.1:${port}/`
  const purgeUrls = [varnishUrl, ...(option('also-purge')?.split(',') ?? []), ...(process.env.CDN_PURGE_URL?.split(',') ?? [])]

  if (!fs.existsSync(path.join(ROOT, 'dist', 'index.html'))) {
    console.log('no build of the app in dist/: building it once for every process')
    if (spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: ROOT, stdio: 'inherit' }).status !== 0) throw new Error('webpack build failed')
  }
  const vclFile = path.join(runDir, 'default.vcl')
  fs.writeFileSync(vclFile, vclWithBackends(fs.readFileSync(VCL, 'utf8'), apiPorts))

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
    CDN_PURGE_URL: purgeUrls.join(','),
    TRUST_PROXY: process.env.TRUST_PROXY || '1',
    DATA_DIR: process.env.DATA_DIR || path.join(runDir, 'data'),
    // Built once above: N processes must not each start webpack.
    SKIP_BUILD: '1',
    ...(schema ? { DB_SCHEMA: schema } : {}),
  }
  for (const apiPort of apiPorts) {
    const logFile = path.join(logDir, `api-${apiPort}.log`)
    running.push(run(`api-${apiPort}`, process.execPath, ['--import', 'tsx', 'server/start.ts'], { ...env, PORT: String(apiPort) }, logFile))
  }
  for (const [i, apiPort] of apiPorts.entries()) {
    const ready = async () => (await fetch(`http://127.0.0.1:${apiPort}/health/ready`)).ok
    await waitFor(`API process on port ${apiPort}`, ready, running[i]!, path.join(logDir, `api-${apiPort}.log`))
  }

  const apisReady = Date.now()
  const workDir = path.join(runDir, 'varnish')
  const varnishLog = path.join(logDir, 'varnishd.log')
  // Its environment too: the VCL checks CDN_PURGE_TOKEN, when set, on every purge (the API processes send it).
  const cache = run('varnishd', varnishd(), ['-F', '-n', workDir, '-a', `127.0.0.1:${port}`, '-f', vclFile, '-s', 'malloc,64m'], process.env, varnishLog)
  running.push(cache)
  await waitFor('Varnish and its backends', async () => healthyBackends(workDir) === apiPorts.length, cache, varnishLog)

  for (const r of running) {
    void r.exited.then((code) => {
      if (stopping) return
      console.error(`${r.name} ended (exit ${code}): stopping the rest`)
      void stop(1)
    })
  }
  console.log(
    [
      `Shop behind Varnish ready: ${env.PUBLIC_URL}/ (Varnish on ${varnishUrl}, VCL ${vclFile})`,
      `  in ${seconds(started)} s: API processes ready after ${((apisReady - started) / 1000).toFixed(1)} s, Varnish with its backends healthy ${seconds(apisReady)} s later`,
      `  ${processes} API processes on ports ${apiPorts.join(', ')}${schema ? `, schema ${schema}` : ''}; purges to ${purgeUrls.join(', ')}`,
      `  logs: ${logDir}/api-<port>.log, ${varnishLog}; cache log: varnishlog -n ${workDir}`,
    ].join('\n'),
  )
}

main().catch((error: unknown) => {
  // (A process ending because of a SIGINT/SIGTERM during the start is no error.)
  if (!stopping) console.error(error instanceof Error ? error.message : error)
  void stop(1)
})
