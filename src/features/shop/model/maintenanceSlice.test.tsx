import { configureStore } from '@reduxjs/toolkit'
import { http, HttpResponse } from 'msw'
import { baseApi } from '@/shared/api'
import { API, server } from '@/test/server'
import { maintenanceSlice, selectApiUnavailable } from './maintenanceSlice'

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    probeRead: build.query<unknown, void>({ query: () => ({ call: 'probeRead' }) }),
    probeWrite: build.mutation<unknown, void>({ query: () => ({ call: 'probeWrite' }) }),
  }),
})

const maintenance = () => HttpResponse.json({ success: false, code: 503, psdata: null, message: 'The website is under maintenance.' }, { status: 503 })

function store() {
  return configureStore({
    reducer: { [baseApi.reducerPath]: baseApi.reducer, [maintenanceSlice.name]: maintenanceSlice.reducer },
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
  })
}

it('a read answering 503 switches the shop to maintenance', async () => {
  server.use(http.post(`${API}/probeRead`, maintenance))
  const s = store()
  await s.dispatch(probeApi.endpoints.probeRead.initiate())
  expect(selectApiUnavailable(s.getState())).toBe(true)
})

it('a write answering 503 leaves the page where it is (its form tells the shopper)', async () => {
  server.use(http.post(`${API}/probeWrite`, maintenance))
  const s = store()
  await s.dispatch(probeApi.endpoints.probeWrite.initiate()).catch(() => undefined)
  expect(selectApiUnavailable(s.getState())).toBe(false)
})
