/** The shipping country: the slice (the choice, the answered geo notice), the destination prices and notes are
 * shown for before the checkout, the picker and the geo notice. */
export { countrySlice, shippingCountryChosen, geoNoticeAnswered, selectChosenCountry } from './model/countrySlice'
export { useShippingDestination, type ShippingDestination } from './model/useShippingDestination'
export { CountryPicker } from './ui/CountryPicker'
export { GeoNotice } from './ui/GeoNotice'
export { countryMessages } from './messages'
