// Start-up, stage 4 (see src/index.tsx): React DOM, the providers and the app.
export { startTransition } from 'react'
export { createRoot, hydrateRoot } from 'react-dom/client'
export { App } from '../App'
export { personalise } from '../ssr/client/personalise'
export { replayEarlyClicks } from '../ssr/client/earlyClicks'
