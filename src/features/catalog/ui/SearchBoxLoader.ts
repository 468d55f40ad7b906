// Loads the search combobox's code on first use (hover, focus, tap), keeping it out of the first download.
export const loadSearchBox = () => import(/* webpackChunkName: "search-box" */ './SearchBox')
export const loadSearchOverlay = () => import(/* webpackChunkName: "search-overlay" */ './SearchBoxOverlay')
