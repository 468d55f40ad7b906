/** CMS content pages (about, terms, shipping, …) from the content base URL, sanitised before rendering. */
export { useGetContentQuery } from './api/contentApi'
export { ContentView } from './ui/ContentView'
export { contentMessages } from './messages'
export type { ContentPage } from './model/types'
export { contentApi, prefetchContent } from './api/contentApi'
