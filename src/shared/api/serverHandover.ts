// The data a server render fetched, handed to the browser's store so that the hydrated page asks for none of it
// again (RTK Query's documented rehydration hook: see baseApi's extractRehydrationInfo).
import { createAction } from '@reduxjs/toolkit'

/** The `api` slice of the server's store, as serialised into the page. */
export type ApiHandover = Record<string, unknown>

export const serverDataReceived = createAction<ApiHandover>('api/serverDataReceived')
