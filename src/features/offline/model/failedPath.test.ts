import { failedPath } from './failedPath'

it('tries again only this shop’s pages, whatever the link says', () => {
  const origin = 'https://shop.example'
  expect(failedPath('/en/brands?page=2', 'en', origin)).toBe('/en/brands?page=2')
  expect(failedPath(null, 'de', origin)).toBe('/de')
  for (const foreign of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)']) {
    expect(failedPath(foreign, 'en', origin)).toBe('/en')
  }
})
