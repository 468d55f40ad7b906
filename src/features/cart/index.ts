/** The cart: the bag drawer, the cart page, adding from the product page, cards and the wishlist. */
export { useGetCartItemsQuery } from './api/cartApi'
export { CartView } from './ui/CartView'
export { OrderSummary } from './ui/OrderSummary'
export { QuickAddButton } from './ui/QuickAddButton'
export { useAddToCart, type AddToCartState } from './ui/useAddToCart'
export { openBag, closeBag } from './model/bag'
export type { Cart, CartLine } from '@/shared/cart'
export type { Destination } from './model/types'
