/** Shop-wide data: settings (maintenance, theme, shipping rules), the menu, and the per-path redirect check. */
export { useBootstrapQuery, useGetRedirectQuery, useShopData, shopApi } from './api/shopApi'
export { maintenanceSlice, maintenanceEnded, selectApiUnavailable } from './model/maintenanceSlice'
export type { MenuItem, ShopSettings, ShopBootstrap, ShopRedirect } from './model/types'
