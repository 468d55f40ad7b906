// The recording the web tests' fixtures are held to (src/test/contract/recorded/) is what the API answers now: the
// calls of recordedCalls.ts made again on a fresh demo shop, each answer compared with its file — the same status,
// code and messages, and psdata of the same shape. A difference means the recording is stale: run `npm run record:api`,
// then the web contract test (src/test/contract/fixtures.test.tsx) says which fixtures drifted.
import { drift, shapeOf } from '@/test/contract/shape'
import { readRecording, recordAnswers, recordedNames, stable, startDemoApi, type Recording } from './recordedCalls'

const STALE = 'the recording is stale: run `npm run record:api`'

let api: Awaited<ReturnType<typeof startDemoApi>>
let now: Map<string, Recording>

beforeAll(async () => {
  api = await startDemoApi()
  now = new Map((await recordAnswers(api.app)).map((r) => [r.name, r]))
})
afterAll(() => api.close())

it('has a file for every recorded call, and none for a call no longer made', () => {
  expect({ files: recordedNames(), [STALE]: true }).toEqual({ files: [...now.keys()].sort(), [STALE]: true })
})

it.each(recordedNames())('%s: the API still answers as recorded', (name) => {
  const recorded = stable(readRecording(name))
  const answer = now.get(name)
  if (!answer) throw new Error(`${name} is no longer made: ${STALE}`)
  const current = stable(answer)
  const envelope = (r: Recording) => ({
    request: r.request,
    status: r.status,
    success: r.answer.success,
    code: r.answer.code,
    message: r.answer.message,
    errors: r.answer.errors,
    codes: r.answer.codes,
    params: r.answer.params,
  })
  const problems = drift(shapeOf(recorded.answer.psdata), shapeOf(current.answer.psdata), { strict: true, names: ['recording', 'API now'] })
  if (JSON.stringify(envelope(recorded)) !== JSON.stringify(envelope(current))) {
    problems.unshift(`envelope: recorded ${JSON.stringify(envelope(recorded))}, API now ${JSON.stringify(envelope(current))}`)
  }
  if (problems.length) throw new Error(`${name}: ${STALE}\n  ${problems.join('\n  ')}`)
})
