// Cache tags shared by all features: a feature invalidates another's data through these, never by importing it.
export const TAG = {
  Settings: 'Settings',
  Product: 'Product',
  Category: 'Category',
  Brand: 'Brand',
  Cart: 'Cart',
  Customer: 'Customer',
  Address: 'Address',
  Order: 'Order',
  Review: 'Review',
  Wishlist: 'Wishlist',
  Checkout: 'Checkout',
  Content: 'Content',
} as const

export type TagType = (typeof TAG)[keyof typeof TAG]
