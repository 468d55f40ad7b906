// CMS pages, fetched from the content base URL by the second client (spec §7 getContent).
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'
import { baseApi, TAG, type PsEnvelope } from '@/shared/api'
import type { Locale } from '@/shared/config'
import type { ContentPage } from '../model/types'
import type { PsContentPage } from './dto'
import { mapContentPage } from './map'

export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getContent: build.query<ContentPage, { slug: string; lang: Locale }>({
      query: ({ slug, lang }) => ({ call: 'getContent', client: 'content', body: { slug }, lang }),
      transformResponse: (res: PsEnvelope<PsContentPage>, _meta, { slug }) => mapContentPage(res.psdata, slug),
      providesTags: (_result, _error, { slug }) => [{ type: TAG.Content, id: slug }],
    }),
  }),
})

export const { useGetContentQuery } = contentApi

/** Asks for a page from its route's loader, in parallel with the page's code (see catalog's pageData). */
export function prefetchContent(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, lang: Locale, slug: string): void {
  dispatch(contentApi.util.prefetch('getContent', { slug, lang }, {}))
}
