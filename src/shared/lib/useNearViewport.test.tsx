import { act, render, screen } from '@testing-library/react'
import { useNearViewport } from './useNearViewport'

function Probe() {
  const [ref, near] = useNearViewport<HTMLDivElement>('400px 0px')
  return <div ref={ref}>{near ? 'near' : 'far'}</div>
}

describe('useNearViewport', () => {
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
  })

  it('turns true when the element comes within the margin, and stops watching', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | undefined
    const disconnect = jest.fn()
    const options: IntersectionObserverInit[] = []
    ;(globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void, init: IntersectionObserverInit) {
        report = callback
        options.push(init)
      }
      observe() {}
      disconnect = disconnect
    }
    render(<Probe />)
    expect(screen.getByText('far')).toBeInTheDocument()
    expect(options).toEqual([{ rootMargin: '400px 0px' }])
    act(() => report?.([{ isIntersecting: false }]))
    expect(screen.getByText('far')).toBeInTheDocument()
    act(() => report?.([{ isIntersecting: true }]))
    expect(screen.getByText('near')).toBeInTheDocument()
    expect(disconnect).toHaveBeenCalled()
  })

  it('is true at once where IntersectionObserver does not exist', () => {
    render(<Probe />)
    expect(screen.getByText('near')).toBeInTheDocument()
  })
})
