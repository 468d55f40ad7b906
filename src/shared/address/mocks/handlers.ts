// The getCountries call for tests of any page with an address form.
import { http, HttpResponse } from 'msw'
import type { PsEnvelope } from '@/shared/api'
import type { PsCountries } from '../dto'
import { countriesFixture } from './fixtures'

const API = 'http://localhost/api'

export const countriesHandler = http.post(`${API}/getCountries`, () =>
  HttpResponse.json<PsEnvelope<PsCountries>>({ success: true, code: 200, psdata: countriesFixture }),
)
