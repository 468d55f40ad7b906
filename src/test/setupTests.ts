import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import { setConfig } from '@/shared/config'
import { server } from './server'

// Whole-app renders on a busy 2-core CI machine can take over a second: wait up to 4 s for what a user would see.
configure({ asyncUtilTimeout: 4000 })

// jsdom does not scroll; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  setConfig(undefined)
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0]?.trim()}=; Max-Age=0; Path=/`
  })
  window.sessionStorage.clear()
  window.localStorage.clear()
})
afterAll(() => server.close())
