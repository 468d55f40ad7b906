import { render } from '@testing-library/react'
import { sanitizeHtml } from '@/shared/lib/sanitizeHtml'
import { SafeHtml } from './SafeHtml'

describe('SafeHtml', () => {
  it('removes scripts, event handlers and javascript: links but keeps the content', () => {
    const clean = sanitizeHtml('<p>Hello <b>there</b></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a>')
    expect(clean).not.toMatch(/script|onerror|javascript:/)
    expect(clean).toContain('<p>Hello <b>there</b></p>')
    expect(clean).toContain('>click</a>')
  })

  it('gives pictures without a text alternative an empty one', () => {
    expect(sanitizeHtml('<img src="/a.webp">')).toBe('<img src="/a.webp" alt="">')
    expect(sanitizeHtml('<img src="/a.webp" alt="Jacket">')).toContain('alt="Jacket"')
  })

  it('opens new-tab links without giving the new page access to the shop', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toContain('rel="noopener noreferrer"')
  })

  it('renders the cleaned HTML', () => {
    const { container } = render(<SafeHtml html={'<p onclick="x()">Hi</p>'} />)
    expect(container.innerHTML).toContain('<p>Hi</p>')
  })
})
