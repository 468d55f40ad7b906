// jest-light-runner (see jest.config.ts) runs tests and hooks without a time bound: one that never settles would
// hang the whole run. This gives each the bound jest's own runner gives — its last argument, else jest.setTimeout's
// for the file, else TEST_BOUND_MS — and fails it with a message when it runs over.
import { getState } from 'jest-circus'
import { TEST_BOUND_MS } from './testBound'

// Taken before any test can install fake timers.
const { setTimeout: realSetTimeout, clearTimeout: realClearTimeout } = globalThis

type Body = (...args: unknown[]) => unknown
type Hook = (body: Body, ms?: number) => unknown
type Test = ((name: string, body: Body, ms?: number) => unknown) & { each: (...table: unknown[]) => Test }

/** jest.setTimeout's bound, per test file (each file's tests hang from a root block of their own). */
const fileBounds = new WeakMap<object, number>()
const boundNow = () => fileBounds.get(getState().rootDescribeBlock) ?? TEST_BOUND_MS

function bounded(body: Body, what: string, ms: number): Body {
  return function (this: unknown, ...args: unknown[]) {
    return new Promise((resolve, reject) => {
      const timer = realSetTimeout(() => reject(new Error(`${what} did not finish within ${ms} ms`)), ms)
      Promise.resolve()
        .then(() => body.apply(this, args))
        .then(resolve, reject)
        .finally(() => realClearTimeout(timer))
    })
  }
}

function boundTests(register: Test): Test {
  const wrapped = (name: string, body: Body, ms?: number) => register(name, bounded(body, `"${name}"`, ms ?? boundNow()), ms)
  const each =
    (...table: unknown[]) =>
    (name: string, body: Body, ms?: number) =>
      register.each(...table)(name, bounded(body, `"${name}"`, ms ?? boundNow()), ms)
  return Object.assign(wrapped, register, { each }) as Test
}

function boundHook(register: Hook, hook: string): Hook {
  return (body: Body, ms?: number) => register(bounded(body, `${hook} hook`, ms ?? boundNow()), ms)
}

const g = globalThis as unknown as Record<string, unknown> & { jest: Record<string, unknown> }
g.it = g.test = boundTests(g.it as Test)
for (const hook of ['beforeAll', 'beforeEach', 'afterAll', 'afterEach']) g[hook] = boundHook(g[hook] as Hook, hook)
g.jest.setTimeout = (ms: number) => fileBounds.set(getState().rootDescribeBlock, ms)
