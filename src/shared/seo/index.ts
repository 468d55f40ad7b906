/** Structured data (schema.org JSON-LD, typed with schema-dts): the component that writes it and the builders of the nodes every page kind shares. */
export { JsonLd } from './JsonLd'
export { serializeJsonLd, type JsonLdDocument } from './serializeJsonLd'
export { breadcrumbList, type CrumbLink } from './breadcrumbList'
export { itemList } from './itemList'
export { shippingDetails, returnPolicies, type OfferPolicies, type ShippingZone, type DeliveryOption } from './offerPolicies'
export { shopGraph, type ShopIdentity } from './shopGraph'
