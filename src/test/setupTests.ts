import '@testing-library/jest-dom'
import { configure } from '@testing-library/react'
import * as React from 'react'
import { setConfig } from '@/shared/config'
import { installHasShortcut } from './hasShortcut'
import { indexedComputedStyle } from './ruleIndex'
import { cachedComputedStyle } from './styleCache'
import { server } from './server'

// Tests wait for what a user would see, never for a time. How long they may wait is one rule for the whole suite
// (no file sets its own): a whole-app render takes a second or more on a 2-core machine that runs other work, and a
// bound that only a quiet machine keeps fails tests that are right. A test that passes waits no longer for it.
configure({ asyncUtilTimeout: 10_000 })

// jsdom does not scroll; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined

// React 19 reads a form sent while a transition starts (the router's navigate from onSubmit) into a FormData, for
// useFormStatus — which the shop does not use. jest-fixed-jsdom puts Node's FormData in place for fetch, and Node's
// cannot read a form (it throws): it is given none.
const NodeFormData = globalThis.FormData
globalThis.FormData = class FormData extends NodeFormData {
  constructor(form?: unknown) {
    super(form instanceof HTMLFormElement ? undefined : (form as undefined))
  }
}

// jsdom's getComputedStyle matches every style rule of the document (MUI's Emotion adds hundreds) against the
// element on each call, and Testing Library's role queries call it for every element and each of its ancestors:
// half of a whole-app test's time. An element's answer is kept until a change of the document can have altered it
// (styleCache.ts); when it is computed, jsdom matches the element only against the rules it could match
// (ruleIndex.ts).
let documentChanged = true
const indexed = indexedComputedStyle(window, () => {
  const changed = documentChanged
  documentChanged = false
  return changed
})
window.getComputedStyle = cachedComputedStyle(window, indexed, () => {
  documentChanged = true
})

installHasShortcut(window)

// React's development build captures a stack trace (an Error) for every element it creates, to name the owner in
// its warnings: a sixth of a whole-app test's time. React itself stops after 10,000 per render; here it never starts,
// so a warning in a test names the component but not the chain of owners that created it.
const reactInternals = (React as unknown as Record<string, object | undefined>).__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE
if (reactInternals && 'recentlyCreatedOwnerStacks' in reactInternals) {
  Object.defineProperty(reactInternals, 'recentlyCreatedOwnerStacks', { get: () => Number.MAX_SAFE_INTEGER, set: () => undefined })
}

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
