import { render } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { JsonLd } from './JsonLd'
import { serializeJsonLd } from './serializeJsonLd'

const evil = { '@context': 'https://schema.org' as const, name: 'Evil </script><script>alert(1)</script> & <!-- co\u2028mment' }

describe('serializeJsonLd', () => {
  it('cannot close the script element or open markup, and still parses to the same value', () => {
    const text = serializeJsonLd(evil)
    expect(text).not.toMatch(/[<>&\u2028]/)
    expect(JSON.parse(text)).toEqual(evil)
  })
})

describe('JsonLd', () => {
  it('writes one data script into the server’s HTML that a crawler parses back to the same value', () => {
    const html = renderToString(<JsonLd data={evil} />)
    expect(html).toMatch(/^<script type="application\/ld\+json">[^<]*<\/script>$/)
    expect(JSON.parse(/>(.*)</s.exec(html)![1]!)).toEqual(evil)
  })

  it('hydrates the server’s script without a mismatch', async () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<JsonLd data={evil} />)
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const { hydrateRoot } = await import('react-dom/client')
    const { act } = await import('react')
    await act(async () => {
      hydrateRoot(container, <JsonLd data={evil} />, { onRecoverableError: (error) => console.error(error) })
    })
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    expect(JSON.parse(container.querySelector('script')!.textContent!)).toEqual(evil)
  })

  it('writes nothing without data', () => {
    const { container } = render(<JsonLd data={null} />)
    expect(container).toBeEmptyDOMElement()
  })
})
