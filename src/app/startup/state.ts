// Start-up, stage 1 (see src/index.tsx): the state — Redux, RTK Query, the features' slices and endpoints.
export { makeStore } from '../store'
export { readServerData } from '../ssr/client/readServerData'
export { serverDataReceived } from '@/shared/api'
export { localeChanged } from '@/shared/i18n/localeSlice'
