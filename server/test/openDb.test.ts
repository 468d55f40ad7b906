// Opening the database a shop configured (npm start, npm run seed): a DATABASE_URL that cannot be used is reported
// in one line that names the setting and where it points — never its password, never a driver's stack trace.
import { DatabaseUnreachable, openConfiguredDb } from '../db/open'
import { testConfig } from './harness'
import { freePort } from './smtpSink'

describe('opening the configured database', () => {
  it('names DATABASE_URL and where it points, without the password, when nothing answers there', async () => {
    // Free a moment ago, so nothing listens there.
    const port = await freePort()
    const opening = openConfiguredDb({ ...testConfig(), databaseUrl: `postgres://shop:s3cret-pw@127.0.0.1:${port}/shop` })
    await expect(opening).rejects.toBeInstanceOf(DatabaseUnreachable)
    const message = await opening.catch((error: Error) => error.message)
    expect(message).toContain(`cannot open the database of DATABASE_URL (postgres://shop:***@127.0.0.1:${port}/shop): connect ECONNREFUSED`)
    expect(message).not.toContain('s3cret-pw')
  })

  it('says so for a host that does not exist', async () => {
    const opening = openConfiguredDb({ ...testConfig(), databaseUrl: 'postgres://shop@db.invalid:5432/shop' })
    await expect(opening).rejects.toThrow(
      /^cannot open the database of DATABASE_URL \(postgres:\/\/shop@db\.invalid:5432\/shop\): getaddrinfo (ENOTFOUND|EAI_AGAIN)/,
    )
  })
})
