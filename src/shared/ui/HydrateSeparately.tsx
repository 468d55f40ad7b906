// A part of a server-rendered page that hydrates on its own, after what comes before it: React hydrates each
// Suspense boundary as a separate piece of work, so the browser gets its turn between them (no long task for the
// whole page) and the first screen becomes interactive first. In a page rendered in the browser it is a plain
// wrapper: nothing inside it suspends.
import { Suspense, type ReactNode } from 'react'

export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>
}
