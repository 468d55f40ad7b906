// /{lang}/{slug}: a product ({id}.html), a category ({digits}-{name}) or a content page, in that order (spec §2).
// Its loader (pageLoaders) has already started the page's code and data. A page whose code is already here (the
// browser loaded it before hydrating a server-rendered page) renders at once: a lazy one would suspend and leave
// the server's HTML un-hydrated for a moment.
import { createElement, lazy, Suspense, type ComponentType } from 'react'
import { useParams } from 'react-router'
import { withReloadGuard } from '@/shared/lib/reloadGuard'
import { NotFound } from './NotFound'
import { PageFallback } from './PageFallback'
import { slugPages, type SlugPageKind } from './pageLoaders'
import { resolveSlug } from './slugPatterns'

const loaded = new Map<SlugPageKind, ComponentType>()
const lazyPages = {
  product: lazy(withReloadGuard(slugPages.product)),
  category: lazy(withReloadGuard(slugPages.category)),
  content: lazy(withReloadGuard(slugPages.content)),
}

/** Loads a slug page's code so that SlugRoute renders it without suspending. */
export async function preloadSlugPage(kind: SlugPageKind): Promise<void> {
  loaded.set(kind, (await slugPages[kind]()).default)
}

export function SlugRoute() {
  const resolved = resolveSlug(useParams().slug ?? '')
  if (resolved.kind === 'none') return <NotFound />
  // One component per kind for the life of the page: preloading happens before the first render.
  return <Suspense fallback={<PageFallback />}>{createElement(loaded.get(resolved.kind) ?? lazyPages[resolved.kind])}</Suspense>
}
