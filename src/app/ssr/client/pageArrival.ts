// When the data a server-rendered page carries reached this browser, in the browser's own clock. The freshness
// rule (baseApi's refetchOnMountOrArgChange) measures its cache entries from that time.
//
// A page fetched from the server just now carries data as fresh as the request. But going back to a page that was
// loaded (not reached inside the app — a link followed before the app was live, a page opened from outside), the
// browser takes its kept copy from its cache, however old: its data is as old as that copy. So each page notes in
// its history entry when its copy arrived (the browser keeps an entry's state with it, and nothing else sees it);
// a copy from the cache goes by that note, and without one its age is unknown and its data counts as old.

const NOTE = 'pageDataReceivedAt'

export interface PageArrival {
  /** How this document was loaded (Navigation Timing); absent where the browser does not say. */
  navigation?: Pick<PerformanceNavigationTiming, 'transferSize' | 'decodedBodySize'> & { deliveryType?: string }
  history: Pick<History, 'state' | 'replaceState'>
  now: number
}

export function currentArrival(): PageArrival {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[]
  return { navigation, history: window.history, now: Date.now() }
}

/** The browser's cache answered instead of the server (Chromium says so; elsewhere nothing was transferred). */
function fromBrowserCache(navigation: PageArrival['navigation']): boolean {
  if (!navigation) return false
  if (navigation.deliveryType !== undefined && navigation.deliveryType !== '') return navigation.deliveryType === 'cache'
  return navigation.transferSize === 0 && navigation.decodedBodySize > 0
}

/** When this page's data arrived (0: unknown, so old); a page just fetched notes its arrival in its history entry. */
export function pageDataReceivedAt({ navigation, history, now }: PageArrival): number {
  const state: unknown = history.state
  if (fromBrowserCache(navigation)) {
    const noted = state && typeof state === 'object' ? (state as Record<string, unknown>)[NOTE] : undefined
    return typeof noted === 'number' && noted <= now ? noted : 0
  }
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), [NOTE]: now }, '')
  return now
}
