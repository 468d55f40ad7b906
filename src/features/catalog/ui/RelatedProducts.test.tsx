import { act, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { Profiler } from 'react'
import { psPagination } from '@/shared/api/mocks/fixtures'
import { API, server } from '@/test/server'
import { renderWithProviders } from '@/test/renderWithProviders'
import { listProduct } from '../mocks/fixtures'
import { RelatedProducts } from './RelatedProducts'

/** Answers getRelatedProducts with two products, once `until` (if given) has settled; resolves `asked` on the request. */
function serveRelated(until?: Promise<void>) {
  let asked!: () => void
  const request = new Promise<void>((resolve) => (asked = resolve))
  server.use(
    http.post(`${API}/getRelatedProducts`, async () => {
      asked()
      await until
      return HttpResponse.json({
        success: true,
        code: 200,
        psdata: { products: [listProduct(7, { name: 'Wool beanie' }), listProduct(8, { name: 'Cashmere scarf' })], pagination: psPagination(2, 1, 8) },
      })
    }),
  )
  return { asked: request }
}

describe('related products', () => {
  it('shows the products related to this one under their heading', async () => {
    serveRelated()
    await renderWithProviders(<RelatedProducts id={1} />)
    const rail = await screen.findByRole('region', { name: 'You may also like' })
    expect(await screen.findByRole('link', { name: /Wool beanie/ })).toBeInTheDocument()
    expect(rail).toContainElement(screen.getByRole('link', { name: /Cashmere scarf/ }))
  })

  it('draws its loading cards once: the query starting draws nothing again', async () => {
    // On a phone the rail comes near while the shopper scrolls to the buy button: each drawing of its eight loading
    // cards was a commit of 80–110 ms at 4× CPU, in the way of the tap that follows.
    let answer!: () => void
    const { asked } = serveRelated(new Promise<void>((resolve) => (answer = resolve)))
    const commits: string[] = []
    await renderWithProviders(
      <Profiler id="related" onRender={(_id, phase) => commits.push(phase)}>
        <RelatedProducts id={1} />
      </Profiler>,
    )
    await act(() => asked)
    expect(commits).toEqual(['mount'])
    answer()
    expect(await screen.findByRole('link', { name: /Wool beanie/ })).toBeInTheDocument()
  })
})
