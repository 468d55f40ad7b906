// Runtime settings of the storefront, read once at start-up. Edit on the server to point the shop at another
// back end without rebuilding; every key is optional (see config/shopConfig.ts for the full list and defaults).
window.__SHOP_CONFIG__ = {
  // apiBaseUrl: 'https://shop.example.com/api',
  // contentBaseUrl: 'https://shop.example.com/content',
  // headers: { 'X-Api-Key': '…' },
  // theme: 'blue',
  // maintenance_mode: false,
  // devTools: true, // Redux DevTools in this production build (card fields and passwords stay hidden)
}
