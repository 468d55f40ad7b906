import { clientWentAway } from '../http/errors'

const request = (destroyed: boolean) => ({ raw: { destroyed } }) as Parameters<typeof clientWentAway>[1]

describe('errors of a connection the client closed', () => {
  it('are recognised by the stream error or the destroyed request, and nothing else is', () => {
    expect(clientWentAway({ code: 'ERR_STREAM_PREMATURE_CLOSE' }, request(false))).toBe(true)
    expect(clientWentAway({}, request(true))).toBe(true)
    expect(clientWentAway({ code: 'ECONNREFUSED' }, request(false))).toBe(false)
    expect(clientWentAway({}, request(false))).toBe(false)
  })
})
