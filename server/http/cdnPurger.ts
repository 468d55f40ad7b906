// Tells the HTTP cache(s) in front of the shop (CDN_PURGE_URL: Varnish from deploy/varnish/, or any purger that
// takes a PURGE with a Surrogate-Key header) which pages a change has made stale: a PURGE request carrying the tags
// (render/cacheTags.ts) of what changed. Each purger has a queue of its own: tags wait while a purge is under way and
// go together in the next one; a failed purge (refused, unreachable, slow) is retried with backoff and, after
// `maxAttempts`, given up with an error in the log — the pages then expire by their own lifetime (s-maxage). Never
// awaited by the change that asked for it: an order is not slower, or refused, because a cache is away.
import { EventEmitter } from 'node:events'
import type { FastifyBaseLogger } from 'fastify'
import { retryDelayMs, type Backoff } from '../lib/backoff'
import { SHOP_TAG, TAGS_HEADER } from '../render/cacheTags'

export interface CdnPurgeOptions extends Backoff {
  /** Where to send purges (CDN_PURGE_URL, comma-separated): every cache in front gets each one. */
  urls: string[]
  /** Sent as `Authorization: Bearer …` when set (CDN_PURGE_TOKEN). */
  token: string | null
  /** Attempts at one purge before it is given up. */
  maxAttempts: number
  /** How long one purge request may take. */
  timeoutMs: number
}

export interface PurgeEvent {
  url: string
  tags: number
  attempts: number
}

/** One purger's queue: the tags waiting, and whether a purge to it is under way. */
interface Target {
  url: string
  pending: Set<string>
  running: Promise<void> | null
}

export class CdnPurger extends EventEmitter<{ purged: [PurgeEvent]; retry: [PurgeEvent]; failed: [PurgeEvent] }> {
  private readonly targets: Target[]
  private stopped = false
  private readonly wakeSleepers = new Set<() => void>()

  constructor(
    private readonly options: CdnPurgeOptions,
    private readonly log: FastifyBaseLogger,
  ) {
    super()
    this.targets = options.urls.map((url) => ({ url, pending: new Set<string>(), running: null }))
  }

  /** Where a purge goes, as logs may show it: without credentials in the URL. */
  private static shown(url: string): string {
    const { origin, pathname } = new URL(url)
    return origin + pathname
  }

  /** Queues a purge of `tags` at every purger; returns at once. */
  purge(tags: readonly string[]): void {
    if (this.stopped || tags.length === 0) return
    for (const target of this.targets) {
      for (const tag of tags) target.pending.add(tag)
      target.running ??= this.drain(target).finally(() => (target.running = null))
    }
  }

  /** Resolves once every queued purge has been sent or given up (tests; shutdown). */
  async idle(): Promise<void> {
    while (this.targets.some((t) => t.running)) await Promise.all(this.targets.map((t) => t.running))
  }

  /** Sends nothing more: a purge under way ends, a retry waiting is dropped (logged). */
  async stop(): Promise<void> {
    this.stopped = true
    for (const wake of this.wakeSleepers) wake()
    await this.idle()
  }

  private async drain(target: Target): Promise<void> {
    let attempts = 0
    while (target.pending.size > 0 && !this.stopped) {
      // Purging the whole shop covers every other tag.
      const tags = target.pending.has(SHOP_TAG) ? [SHOP_TAG] : [...target.pending].sort()
      target.pending.clear()
      attempts++
      const event = { url: CdnPurger.shown(target.url), tags: tags.length, attempts }
      try {
        await this.send(target.url, tags)
        attempts = 0
        this.emit('purged', event)
        continue
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error)
        if (attempts >= this.options.maxAttempts) {
          this.log.error({ purger: event.url, tags: tags.length, attempts, reason }, 'cdn purge given up: the pages expire by their lifetime')
          this.emit('failed', event)
          attempts = 0
          continue
        }
        this.log.warn({ purger: event.url, tags: tags.length, attempts, reason }, 'cdn purge failed: retrying')
        this.emit('retry', event)
        // Back in the queue, with whatever was asked meanwhile: the next attempt sends them all.
        for (const tag of tags) target.pending.add(tag)
      }
      await this.sleep(retryDelayMs(attempts, this.options))
    }
    if (this.stopped && target.pending.size > 0) {
      this.log.warn({ purger: CdnPurger.shown(target.url), tags: target.pending.size }, 'cdn purge dropped at shutdown: the pages expire by their lifetime')
      target.pending.clear()
    }
  }

  private async send(url: string, tags: string[]): Promise<void> {
    const headers: Record<string, string> = { [TAGS_HEADER]: tags.join(' ') }
    if (this.options.token) headers.Authorization = `Bearer ${this.options.token}`
    const answer = await fetch(url, { method: 'PURGE', headers, signal: AbortSignal.timeout(this.options.timeoutMs) })
    await answer.body?.cancel()
    if (!answer.ok) throw new Error(`HTTP ${answer.status}`)
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.wakeSleepers.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      this.wakeSleepers.add(done)
    })
  }
}
