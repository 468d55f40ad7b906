// What the kit found: one line per check (✓ passed, ✗ failed, "skipped" with the reason) and a summary. A failure
// always names the call and the field, e.g. "getProducts: psdata.products[0].id_product missing".

/**
 * A check's failure: the message names the field ("psdata.products[0].id_product missing"); `call` the call whose
 * answer was wrong when it is not the check's own (a check that makes several calls).
 */
export class Failure extends Error {
  constructor(
    message: string,
    readonly call?: string,
  ) {
    super(message)
  }
}

/** A check that cannot run (an earlier check it needs failed, a capability is declared off). */
export class Skip extends Error {}

export type Outcome = 'pass' | 'fail' | 'skip'

export interface CheckResult {
  outcome: Outcome
  call: string
  title: string
  /** The failure or the reason for skipping. */
  detail?: string
}

const MARK: Record<Outcome, string> = { pass: '✓', fail: '✗', skip: '–' }

export function formatResult(r: CheckResult): string {
  if (r.outcome === 'pass') return `${MARK.pass} ${r.call} — ${r.title}`
  if (r.outcome === 'skip') return `${MARK.skip} skipped ${r.call} — ${r.title}: ${r.detail}`
  return `${MARK.fail} ${r.call}: ${r.detail} — ${r.title}`
}

export class Report {
  readonly results: CheckResult[] = []

  constructor(private readonly print: (line: string) => void = () => {}) {}

  /**
   * Runs one check and records its outcome; the check's value, or undefined when it failed or was skipped (checks
   * that need it are then skipped, not failed a second time).
   */
  async check<T>(call: string, title: string, run: () => Promise<T>): Promise<T | undefined> {
    try {
      const value = await run()
      this.add({ outcome: 'pass', call, title })
      return value
    } catch (error) {
      if (error instanceof Skip) this.add({ outcome: 'skip', call, title, detail: error.message })
      else if (error instanceof Failure) this.add({ outcome: 'fail', call: error.call ?? call, title, detail: error.message })
      else this.add({ outcome: 'fail', call, title, detail: `the check could not finish: ${error instanceof Error ? error.message : String(error)}` })
      return undefined
    }
  }

  skip(call: string, title: string, reason: string): void {
    this.add({ outcome: 'skip', call, title, detail: reason })
  }

  get failed(): CheckResult[] {
    return this.results.filter((r) => r.outcome === 'fail')
  }

  summary(): string {
    const count = (o: Outcome) => this.results.filter((r) => r.outcome === o).length
    return `${count('pass')} passed, ${count('fail')} failed, ${count('skip')} skipped (${this.results.length} checks)`
  }

  private add(result: CheckResult) {
    this.results.push(result)
    this.print(formatResult(result))
  }
}
