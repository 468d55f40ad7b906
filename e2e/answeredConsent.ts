// A shopper who already answered the cookie banner (accepting all), as the shop stores it (redux-persist's record of
// the consent slice): the journeys and the measuring scripts start so, and the banner does not sit over the buttons
// they press on a phone. Runs in the page before the app (an init script: it may use nothing from outside itself).
export function answerConsentInPage(): void {
  const key = 'persist:storefront'
  if (window.localStorage.getItem(key)) return
  const record = { choice: { preferences: true, statistics: true, marketing: true }, decidedAt: new Date().toISOString(), policyVersion: 1 }
  const consent = JSON.stringify({ record, restored: true, settingsOpen: false })
  window.localStorage.setItem(key, JSON.stringify({ consent, _persist: JSON.stringify({ version: 1, rehydrated: true }) }))
}
