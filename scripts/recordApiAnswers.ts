// Records the reference API's answers that the web tests' msw fixtures stand for (`npm run record:api`): starts the
// API in-process on a throw-away PGlite database with the demo shop, makes the calls of server/test/recordedCalls.ts
// and writes one file per answer to src/test/contract/recorded/ (files of answers no longer recorded are removed).
import fs from 'node:fs'
import { fileOf, RECORDED_DIR, recordAnswers, recordedNames, serialise, startDemoApi } from '../server/test/recordedCalls'

async function main() {
  const api = await startDemoApi()
  try {
    const recordings = await recordAnswers(api.app)
    fs.mkdirSync(RECORDED_DIR, { recursive: true })
    const names = new Set(recordings.map((r) => r.name))
    for (const old of recordedNames()) if (!names.has(old)) fs.rmSync(fileOf(old))
    let changed = 0
    for (const recording of recordings) {
      const text = serialise(recording)
      const file = fileOf(recording.name)
      if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) continue
      fs.writeFileSync(file, text)
      changed++
    }
    console.log(`${recordings.length} answers recorded in ${RECORDED_DIR} (${changed} changed)`)
  } finally {
    await api.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
