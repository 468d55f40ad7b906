// A strip fixed at the bottom of the screen (consent banner, geo notice) must not hide the end of the page: while
// it is shown the body gets room below for its height, so everything can still be scrolled into view.
import { useEffect, useRef } from 'react'

export function useRoomBelow<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  useEffect(() => {
    const banner = ref.current
    if (!banner || typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${banner.offsetHeight}px`
    })
    observer.observe(banner)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
    }
  }, [])
  return ref
}
