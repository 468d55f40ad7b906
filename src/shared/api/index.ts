/** The API layer shared by all features: one createApi, the envelope-aware base query, tags and errors. */
export { baseApi } from './baseApi'
export { TAG, type TagType } from './tags'
export type { PsEnvelope } from './envelope'
export type { PsRequest } from './psdataBaseQuery'
export { isApiError, FALLBACK_MESSAGE, type ApiError } from './apiError'
export { newIdempotencyKey } from './retryPolicy'
export { useIdempotencyKey } from './useIdempotencyKey'
export { useCachedNotFound } from './useCachedNotFound'
