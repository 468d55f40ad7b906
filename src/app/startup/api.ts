// Start-up, stage 1b (see src/index.tsx): RTK Query's API object. `createApi` builds its slices, reducers and
// selectors when the module is evaluated — about as long as all the features' slices and endpoints after it.
export { baseApi } from '@/shared/api/baseApi'
