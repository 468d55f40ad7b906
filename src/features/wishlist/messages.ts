// Texts of the wishlist: the heart toggle on products and the wishlist section of the account.
import { defineMessages } from 'react-intl'

export const wishlistMessages = defineMessages({
  toggle: { id: 'wishlist.toggle.label', defaultMessage: 'Save {name} to my wishlist', description: 'Heart toggle button (pressed when saved)' },
  title: { id: 'wishlist.section.title', defaultMessage: 'My wishlist', description: 'Heading of the wishlist section of the account' },
  listLabel: { id: 'wishlist.section.listLabel', defaultMessage: 'Saved products', description: 'Accessible name of the wishlist' },
  empty: {
    id: 'wishlist.section.empty',
    defaultMessage: 'Your wishlist is empty. Tap the heart on a product to keep it here.',
    description: 'Empty wishlist',
  },
  moveToCart: { id: 'wishlist.section.moveToCart', defaultMessage: 'Move to bag', description: 'Moves a wished product into the cart' },
  moveToCartLabel: {
    id: 'wishlist.section.moveToCartLabel',
    defaultMessage: 'Move {name} to the shopping bag',
    description: 'Accessible name of the move button',
  },
  remove: { id: 'wishlist.section.remove', defaultMessage: 'Remove', description: 'Removes a product from the wishlist' },
  removeLabel: { id: 'wishlist.section.removeLabel', defaultMessage: 'Remove {name} from the wishlist', description: 'Accessible name of the remove button' },
  moved: { id: 'wishlist.section.moved', defaultMessage: '{name} is now in your shopping bag.', description: 'A wished product was moved to the cart' },
  removed: { id: 'wishlist.section.removed', defaultMessage: '{name} was removed from your wishlist.', description: 'A product was removed from the wishlist' },
  notAdded: { id: 'wishlist.section.notAdded', defaultMessage: 'Product not added to cart', description: 'Moving a wished product to the cart failed' },
  unavailable: { id: 'wishlist.section.unavailable', defaultMessage: 'Currently unavailable', description: 'A wished product cannot be ordered now' },
  loadFailed: { id: 'wishlist.section.loadFailed', defaultMessage: 'Your wishlist could not be loaded.', description: 'getWishlist failed' },
})
