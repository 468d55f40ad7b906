// The pages the load measurements visit (npm run lighthouse, npm run load-tasks): home, a category, a product and a
// content page in English and German, by name.
export const MEASURED_PAGES: Record<string, string> = {
  'home en': '/en',
  'category en': '/en/10-clothing',
  'product en': '/en/1-organic-cotton-crew-neck-t-shirt-white.html',
  'content en': '/en/about-us',
  'home de': '/de',
  'category de': '/de/10-kleidung',
  'product de': '/de/1-rundhals-t-shirt-aus-bio-baumwolle-weiss.html',
  'content de': '/de/ueber-uns',
}

/** The pages named in `--only 'product en,home de'` (all of them when none is named). */
export function selectedPages(only: string): Record<string, string> {
  const names = only
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  return Object.fromEntries(Object.entries(MEASURED_PAGES).filter(([name]) => !names.length || names.includes(name)))
}
