// Where the journeys find the shop: the reference API serving the app (baseURL), and a second origin serving the
// same build as a CDN would (crossOrigin.spec.ts), which the API allows (ALLOWED_ORIGINS).
const PORT = Number(process.env.E2E_PORT ?? 4173)

export const API_PORT = PORT
export const API_ORIGIN = `http://localhost:${PORT}`
export const STOREFRONT_ORIGIN = `http://localhost:${PORT + 1}`
