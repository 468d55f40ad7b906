// The catalogue of refusal codes: every refusal of the API carries one (`codes`, beside the English `errors` and
// `message`), and a client words it by code, in its own language, never by the English text. One entry a code: its
// English message, whose `{placeholders}` are the values sent with it in `params` (numbers as numbers, money in EUR),
// except `{Field}`, the field's English label, which is part of the English text only (a client names its own field).
// Both sides import this file: the API builds its messages from it (server/lib/refusal.ts), the web app's table of
// translations is typed by it (src/shared/api/refusals), so a code cannot be misspelt on either side. docs/api.md
// "Codes" lists the same catalogue with the fields each code is given on (a test keeps the two in step).
export const ERROR_CODES = {
  // Requests the API cannot take (400, 403, 404, 409, 413, 500, 503), for the answer as a whole (`_`).
  'request.malformed_json': 'Malformed JSON',
  'request.malformed': 'Malformed request body',
  'request.json_required': 'JSON body required',
  'request.nul': 'Text must not contain NUL characters',
  'request.too_large': 'Payload too large',
  'request.unknown_call': 'Unknown call: {path}',
  'origin.forbidden': 'Origin not allowed',
  'idempotency.key_invalid': 'Invalid Idempotency-Key',
  'idempotency.key_reused': 'Idempotency-Key already used for a different request',
  'idempotency.in_progress': 'A request with this Idempotency-Key is still in progress',
  'server.error': 'Something went wrong',
  'server.maintenance': "The website is under maintenance. We'll be back shortly.",
  'server.simulated_failure': 'Simulated failure',
  throttled: 'Too many attempts. Please try again later.',
  'validation.failed': 'Please fix the errors above before submitting',

  // Sign-in.
  'auth.required': 'Login required',
  'auth.failed': 'Authentication failed',

  // Things that do not exist — or belong to someone else (404).
  'product.not_found': 'Product not found',
  'category.not_found': 'Category not found',
  'brand.not_found': 'Brand not found',
  'page.not_found': 'Page not found',
  'country.not_found': 'Country not found',
  'address.not_found': 'Address not found',
  'order.not_found': 'Order not found',
  'payment.not_found': 'Payment not found',
  'gateway.not_found': 'Unknown gateway',
  'review.not_found': 'Review not found',
  'cart.line_not_found': 'Product not in cart',
  'voucher.not_in_cart': 'Voucher not in cart',
  'wishlist.line_not_found': 'Product not in wishlist',
  'newsletter.not_found': 'Subscription not found',

  // The payload's schema (any call, any field).
  'field.required': '{Field} is required.',
  'field.unknown': 'Unknown field.',
  'field.type': '{Field} must be of type {type}.',
  'field.email': 'Please enter a valid email address.',
  'field.format': '{Field} is not a valid {format}.',
  'field.too_short': '{Field} must be at least {min} characters.',
  'field.too_long': '{Field} must be at most {max} characters.',
  'field.too_small': '{Field} must be at least {min}.',
  'field.too_large': '{Field} must be at most {max}.',
  'field.not_allowed': '{Field} must be one of: {allowed}.',
  'field.not_accepted': '{Field} must be accepted.',
  'field.too_many': '{Field} must have at most {max} items.',
  'field.too_few': '{Field} must have at least {min} items.',
  'field.invalid': '{Field} is not valid.',

  // Account.
  'name.invalid': '{Field} is not valid.',
  'password.wrong': 'Invalid Password',
  'password.weak': 'Password must meet the following requirements: {unmet}',
  'password.mismatch': 'Passwords do not match',
  'email.taken': 'An account already exists with this email address.',
  'profile.invalid': 'Could not update user! check password or lastname, firstname format.',
  'reset.link_invalid': 'This link is invalid or has expired.',

  // Addresses (the address book and the checkout's typed addresses).
  'address.country_required': 'Please choose a country.',
  'address.postcode_invalid': 'Invalid postcode - should look like "{example}"',
  'address.state_required': 'Please choose a state or province.',
  'address.phone_invalid': 'Please enter a valid phone number.',
  'vat.not_eu': 'VAT numbers are only checked for EU countries.',
  'vat.other_country': 'The VAT number belongs to another country.',
  'vat.invalid': 'Please enter a valid VAT number.',
  'vat.not_registered': 'This VAT number is not registered for intra-community trade (VIES).',
  'tax_code.invalid': 'Please enter a valid tax code.',
  'sdi.invalid': 'The SDI code has 7 letters or digits.',
  'invoice.vat_required': 'An Italian invoice needs a VAT number.',
  'invoice.tax_code_required': 'An Italian invoice needs a tax code.',
  'invoice.pec_or_sdi_required': 'An Italian invoice needs a PEC address or an SDI code.',

  // Catalogue.
  'filter.invalid': 'Invalid filter.',

  // Cart, vouchers and stock.
  'cart.not_added': 'Product not added to cart',
  'cart.empty': 'Your cart is empty.',
  'combination.unknown': 'This combination does not exist.',
  'cart.quantity_max': 'You can order at most {max} of a product.',
  'stock.out': 'This product is out of stock.',
  'stock.limited': 'Only {available} left in stock.',
  'stock.line_out': '{name} is out of stock',
  'stock.line_limited': 'Only {available} left in stock for {name}',
  'voucher.unknown': 'This voucher does not exist.',
  'voucher.expired': 'This voucher has expired.',
  'voucher.minimum': 'The minimum amount to benefit from this voucher is {amount}.',
  'voucher.already_added': 'This voucher is already in your cart.',

  // Checkout.
  'checkout.email_required': 'Email is required.',
  'checkout.email_missing': 'Please enter your email address.',
  'checkout.address_twice': 'Give an address id or an address, not both.',
  'checkout.address_first': 'Please enter a delivery address first.',
  'checkout.delivery_address_required': 'Please choose a delivery address.',
  'checkout.incomplete': 'The checkout is not complete',
  'carrier.unknown': 'This carrier does not exist.',
  'carrier.required': 'Please choose a shipping method.',
  'carrier.not_serving': 'This carrier does not deliver to this address.',
  'pudo.required': 'Please choose a collection point.',
  'pudo.unknown': 'This collection point does not exist.',
  'pudo.not_for_carrier': 'This carrier delivers to the address, not to a collection point.',
  'points.balance': 'You have {balance} points.',
  'points.max': 'You can use at most {max} points on this order.',
  'points.sign_in': 'Log in to use loyalty points.',
  'points.not_enough': 'You do not have enough points.',
  'payment.method_unavailable': 'This payment method is not available.',
  'payment.in_progress': 'A payment for this cart is already in progress.',
  'instalments.range': 'Instalments are available for orders from {min} to {max} EUR.',
  'card.required': 'Card details are required.',
  'card.not_taken': 'Card details are only taken by the CREDITCARD gateway.',
  'card.number_invalid': 'Please enter a valid card number.',
  'card.expiry_format': 'Please enter the expiry date as MM/YY.',
  'card.expired': 'This card has expired.',
  'card.cvv_invalid': 'Please enter the {digits}-digit security code.',
  'order.stock_changed': 'Some products are no longer in stock',
  'order.line_unavailable': '{name} is no longer available in this quantity.',

  // Orders after they are placed.
  'order.not_cancellable': 'This order can no longer be cancelled.',
  'order.nothing_to_change': 'Nothing to change.',
  'order.already_left': 'The order has already left.',
  'return.period_over': 'This order can no longer be returned ({days} days after delivery).',
  'return.unknown_line': 'This product is not part of the order.',
  'return.duplicate_line': 'This product is listed twice.',
  'return.quantity_too_high': 'At most {max} can be returned.',

  // Withdrawal (the withdrawal function).
  'withdrawal.identity_either': 'Send either id_order, or reference and email.',
  'withdrawal.order_not_found': 'We could not find an order with this reference and e-mail address.',
  'withdrawal.period_over': 'The withdrawal period for this order has ended.',
  'withdrawal.already_withdrawn': 'This order has already been withdrawn from.',
  'withdrawal.not_eligible': 'This order cannot be withdrawn from: it was cancelled or never paid.',
  'withdrawal.unknown_line': 'This product is not part of the order.',
  'withdrawal.duplicate_line': 'This product is listed twice.',
  'withdrawal.quantity_too_high': 'At most {max} can be withdrawn.',
  'withdrawal.cancel_whole_order': 'An order that has not been shipped yet is cancelled as a whole.',

  // Reviews.
  'review.unknown_criterion': 'Unknown criterion.',
  'review.purchase_required': 'You must purchase this product before you can leave a review.',
  'review.already_written': 'You have already reviewed this product.',

  // Payment notifications of a gateway (the message is the gateway's own).
  'notification.signature': 'The notification’s signature is not valid.',
  'notification.malformed': 'The notification cannot be read.',
} as const satisfies Record<string, string>

export type ErrorCode = keyof typeof ERROR_CODES

type Placeholders<Text> = Text extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never

/** Every `{placeholder}` of a code's English message. */
export type ErrorPlaceholder<C extends ErrorCode> = Placeholders<(typeof ERROR_CODES)[C]>

/** The values a code's message needs, as sent in `params` (its `{placeholders}` but `{Field}`). */
export type ErrorParamName<C extends ErrorCode> = Exclude<ErrorPlaceholder<C>, 'Field'>

export type ErrorParams<C extends ErrorCode> = { [Name in ErrorParamName<C>]: string | number }

/** The values of one refusal as they travel (`params[field]`). */
export type ErrorParamValues = Record<string, string | number>
