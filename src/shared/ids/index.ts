// Ids the app passes between features, typed once. A product id is the back end's id_product (which a PrestaShop
// back end may send as a string): a number from the answer on, through the URL, the cart, the wishlist, reviews
// and orders — never converted on the way, and branded so that it cannot be mixed up with another number (a
// variant's id_product_attribute, a quantity).
export type ProductId = number & { readonly __brand: 'ProductId' }

/** An answer's, a URL's or a test fixture's id_product as a ProductId. */
export const asProductId = (id: number | string): ProductId => Number(id) as ProductId
