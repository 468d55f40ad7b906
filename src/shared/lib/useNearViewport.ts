// True once an element has come within `margin` of the viewport, and from then on. Where IntersectionObserver is
// missing (jsdom, very old browsers) it is true at once; on the server it is false, as in the browser's first
// render that hydrates the server's HTML (what is below the fold arrives when the shopper comes near it). Hand-written rather than react-intersection-observer
// because it runs in the first download, which has no kilobyte to spare (architecture §12).
import { useEffect, useRef, useState, type RefObject } from 'react'

export function useNearViewport<T extends Element>(margin: string): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined')
  useEffect(() => {
    const node = ref.current
    if (near || !node) return undefined
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), { rootMargin: margin })
    observer.observe(node)
    return () => observer.disconnect()
  }, [near, margin])
  return [ref, near]
}
