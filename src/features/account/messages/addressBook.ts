// Texts of the address book: the list, its actions and their outcomes (§8). The address's own fields and rules
// are @/shared/address's.
import { defineMessages } from 'react-intl'

export const addressBookMessages = defineMessages({
  listLabel: { id: 'account.addressBook.listLabel', defaultMessage: 'Saved addresses', description: 'Accessible name of the address list' },
  add: { id: 'account.addressBook.add', defaultMessage: 'Add a new address', description: 'Button opening the new address form' },
  newTitle: { id: 'account.addressBook.newTitle', defaultMessage: 'New address', description: 'Heading of the new address form' },
  editTitle: { id: 'account.addressBook.editTitle', defaultMessage: 'Edit address', description: 'Heading of the address edit form' },
  save: { id: 'account.addressBook.save', defaultMessage: 'Save address', description: 'Submit button of the address form' },
  cancel: { id: 'account.addressBook.cancel', defaultMessage: 'Cancel', description: 'Leaves the address form without saving' },
  edit: { id: 'account.addressBook.edit', defaultMessage: 'Edit', description: 'Button editing an address' },
  editLabel: { id: 'account.addressBook.editLabel', defaultMessage: 'Edit address “{alias}”', description: 'Accessible name of the edit button' },
  delete: { id: 'account.addressBook.delete', defaultMessage: 'Delete', description: 'Button deleting an address' },
  deleteLabel: { id: 'account.addressBook.deleteLabel', defaultMessage: 'Delete address “{alias}”', description: 'Accessible name of the delete button' },
  makeDefault: { id: 'account.addressBook.makeDefault', defaultMessage: 'Make default', description: 'Button making an address the default one' },
  makeDefaultLabel: {
    id: 'account.addressBook.makeDefaultLabel',
    defaultMessage: 'Make “{alias}” my default {type, select, billing {billing} other {shipping}} address',
    description: 'Accessible name of the make-default button',
  },
  defaultBadge: { id: 'account.addressBook.defaultBadge', defaultMessage: 'Default', description: 'Marks the default address' },
  shippingBadge: { id: 'account.addressBook.shippingBadge', defaultMessage: 'Shipping', description: 'Marks a shipping address' },
  billingBadge: { id: 'account.addressBook.billingBadge', defaultMessage: 'Billing', description: 'Marks a billing address' },
  empty: { id: 'account.addressBook.empty', defaultMessage: 'You have not saved any addresses yet.', description: 'Empty address book' },
  signInPrompt: {
    id: 'account.addressBook.signInPrompt',
    defaultMessage: 'Sign in to see your addresses',
    description: 'A guest (or an expired session) on the address book',
  },
  signIn: { id: 'account.addressBook.signIn', defaultMessage: 'Sign in', description: 'Link to the login page from the address book' },
  loadFailed: { id: 'account.addressBook.loadFailed', defaultMessage: 'Your addresses could not be loaded.', description: 'getAddresses failed' },
  saved: { id: 'account.addressBook.saved', defaultMessage: 'Address saved', description: 'A new address was created' },
  changed: { id: 'account.addressBook.changed', defaultMessage: 'Address changed', description: 'An address was edited' },
  deleted: { id: 'account.addressBook.deleted', defaultMessage: 'Address deleted', description: 'An address was deleted' },
  defaultChanged: {
    id: 'account.addressBook.defaultChanged',
    defaultMessage: 'Success update customer address',
    description: 'The default address was changed from the list',
  },
  confirmTitle: { id: 'account.addressBook.confirmTitle', defaultMessage: 'Delete this address?', description: 'Heading of the delete confirmation' },
  confirmText: {
    id: 'account.addressBook.confirmText',
    defaultMessage: '“{alias}” will be removed from your address book. Orders already placed keep their address.',
    description: 'Text of the delete confirmation',
  },
  confirmDelete: { id: 'account.addressBook.confirmDelete', defaultMessage: 'Delete address', description: 'Confirms deleting an address' },
  keep: { id: 'account.addressBook.keep', defaultMessage: 'Keep it', description: 'Cancels deleting an address' },
})
