// The server's data travels inside the page: it must not be able to end its <script> element, and the browser
// counts it as received with the page (no refetch on hydration within the freshness window).
import { readServerData } from './client/readServerData'
import { serializeServerData, SERVER_DATA_ID } from './serverData'

function pageWith(json: string): Document {
  document.body.innerHTML = `<div id="root"></div><script id="${SERVER_DATA_ID}" type="application/json">${json}</script>`
  return document
}

describe('server data', () => {
  it('cannot close its script element or open markup, whatever the catalogue says', () => {
    const json = serializeServerData({ api: { queries: { a: { data: { name: '</script><script>alert(1)</script><!--' } } } } })
    expect(json).not.toMatch(/<\/script|<!--/i)
    const data = readServerData(pageWith(json))
    expect((data?.api.queries as Record<string, { data: { name: string } }>).a!.data.name).toBe('</script><script>alert(1)</script><!--')
  })

  it('counts its queries as received now, but the session-dependent bootstrap as old (asked again with cookies)', () => {
    jest.spyOn(Date, 'now').mockReturnValue(1_000_000)
    const json = serializeServerData({
      api: {
        queries: {
          a: { endpointName: 'getProduct', status: 'fulfilled', fulfilledTimeStamp: 5 },
          b: { endpointName: 'getContent', status: 'rejected' },
          c: { endpointName: 'bootstrap', status: 'fulfilled', fulfilledTimeStamp: 5 },
        },
      },
    })
    const queries = readServerData(pageWith(json))?.api.queries as Record<string, { fulfilledTimeStamp?: number }>
    expect(queries.a!.fulfilledTimeStamp).toBe(1_000_000)
    expect(queries.b!.fulfilledTimeStamp).toBeUndefined()
    expect(queries.c!.fulfilledTimeStamp).toBe(0)
    jest.restoreAllMocks()
  })

  it('is absent on pages the server did not render, and ignored when unreadable', () => {
    document.body.innerHTML = '<div id="root"></div>'
    expect(readServerData(document)).toBeNull()
    expect(readServerData(pageWith('{not json'))).toBeNull()
  })
})
