// Reports what a page shows once per thing shown — a list's page, a product's variant, the bag's contents — after
// it is on screen (effects never run on the server: a rendered page reports after hydration), not on every
// re-render. The ref survives StrictMode's second effect run and re-renders; a new key (or a new mount: the shopper
// came back to the page) reports again.
import { useEffect, useEffectEvent, useRef } from 'react'
import { useTrack } from './tracked'
import type { AnalyticsEvent } from './types'

/** `key` names what is shown (null: nothing yet); `build` makes the event from the current render's data. */
export function useTrackOnce(key: string | null, build: () => AnalyticsEvent | null): void {
  const track = useTrack()
  const reported = useRef<string | null>(null)
  const report = useEffectEvent(() => track(build()))
  useEffect(() => {
    if (key === null || reported.current === key) return
    reported.current = key
    report()
  }, [key])
}
