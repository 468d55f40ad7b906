/**
 * The one base query of the app: sends a named call to the configured back end and unwraps its envelope.
 * - credentials included (the session is a cookie), config headers + the current locale on every request;
 * - success = HTTP 2xx AND success === true AND code 2xx (see envelope.ts); anything else becomes an ApiError;
 * - non-idempotent requests carry an Idempotency-Key and are retried once on the statuses of spec §7;
 * - writes (mutations) wait for a session-opening call on its way (see SESSION_OPENING_CALL);
 * - no timeout unless configured.
 * Data is the whole envelope: endpoints hand `psdata` to their mapper in transformResponse.
 */
import { fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react'
import { absoluteUrl, getConfig, type Locale } from '@/shared/config'
import { environmentOf } from '@/shared/ssr/requestEnvironment'
import { errorFromResponse, FALLBACK_MESSAGE, transportMessages, type ApiError } from './apiError'
import { NULL_ON_FAILURE_CALLS, resolveEndpoint, SESSION_OPENING_CALL, type ClientName } from './endpoints'
import { isPsSuccess, type PsEnvelope } from './envelope'
import { isIdempotentMethod, newIdempotencyKey, shouldRetry } from './retryPolicy'

export interface PsRequest {
  call: string
  body?: Record<string, unknown>
  client?: ClientName
  /** Language of the answer; catalogue queries pass it so that it is part of their cache key. */
  lang?: Locale
  /** One key per logical action; generated when absent. */
  idempotencyKey?: string
}

type RawFetch = ReturnType<typeof fetchBaseQuery>

/** Session-opening calls on their way. */
const openingSession = new Set<Promise<unknown>>()
const rawClients = new Map<string, RawFetch>()

function rawClient(baseUrl: string, timeoutMs: number, fetchFn?: typeof fetch): RawFetch {
  const options = { baseUrl, credentials: 'include' as const, timeout: timeoutMs > 0 ? timeoutMs : undefined }
  // A server render brings its own fetch (see RequestEnvironment): a client per request, never cached.
  if (fetchFn) return fetchBaseQuery({ ...options, fetchFn })
  const id = `${baseUrl}|${timeoutMs}`
  let client = rawClients.get(id)
  if (!client) {
    client = fetchBaseQuery(options)
    rawClients.set(id, client)
  }
  return client
}

function stateLocale(state: unknown): Locale {
  const locale = (state as { locale?: { current?: Locale } }).locale?.current
  return locale ?? getConfig().defaultLocale
}

function transportError(error: FetchBaseQueryError, signal: AbortSignal, timeoutMs: number): ApiError {
  if (signal.aborted) return { status: 'ABORTED', message: transportMessages.aborted }
  switch (error.status) {
    case 'TIMEOUT_ERROR':
      return { status: 'TIMEOUT', message: transportMessages.timeout(timeoutMs) }
    case 'FETCH_ERROR':
      return { status: 'NETWORK', message: transportMessages.network }
    case 'PARSING_ERROR':
      return { status: error.originalStatus, code: error.originalStatus, message: FALLBACK_MESSAGE }
    case 'CUSTOM_ERROR':
      return { status: 'PARSE', message: FALLBACK_MESSAGE }
    default:
      return errorFromResponse(error.status, error.data)
  }
}

function retryStatus(error: FetchBaseQueryError): unknown {
  return error.status === 'PARSING_ERROR' ? error.originalStatus : error.status
}

export const psdataBaseQuery: BaseQueryFn<PsRequest, PsEnvelope<unknown> | null, ApiError> = async (request, api, extraOptions) => {
  const config = getConfig()
  const endpoint = resolveEndpoint(request.call, request.client)
  const environment = environmentOf(api.extra)
  let baseUrl: string
  try {
    baseUrl = absoluteUrl(endpoint.baseUrl, environment?.origin)
    if (!/^https?:$/.test(new URL(baseUrl).protocol)) throw new Error('protocol')
  } catch {
    return { error: { status: 'PROTOCOL', message: transportMessages.protocol } }
  }

  const method = endpoint.method
  const headers: Record<string, string> = {
    ...config.headers,
    'Accept-Language': request.lang ?? stateLocale(api.getState()),
  }
  if (!isIdempotentMethod(method)) headers['Idempotency-Key'] = request.idempotencyKey ?? newIdempotencyKey()
  const args: FetchArgs =
    method === 'GET' ? { url: endpoint.path, method, headers, params: request.body } : { url: endpoint.path, method, headers, body: request.body ?? {} }

  const fetchRaw = rawClient(baseUrl, config.requestTimeoutMs, environment?.fetch)
  if (api.type === 'mutation' && openingSession.size > 0) await Promise.allSettled([...openingSession])
  const first = Promise.resolve(fetchRaw(args, api, extraOptions))
  if (request.call === SESSION_OPENING_CALL) {
    openingSession.add(first)
    void first.finally(() => openingSession.delete(first))
  }
  let result = await first
  if (result.error && shouldRetry(method, retryStatus(result.error), 0)) {
    result = await fetchRaw(args, api, extraOptions)
  }

  const nullOnFailure = NULL_ON_FAILURE_CALLS.has(request.call)
  if (result.error) {
    if (nullOnFailure) return { data: null }
    return { error: transportError(result.error, api.signal, config.requestTimeoutMs) }
  }
  const status = result.meta?.response?.status ?? 200
  if (isPsSuccess(status, result.data)) return { data: result.data }
  if (nullOnFailure) return { data: null }
  return { error: errorFromResponse(status, result.data) }
}
