// How the shop words each refusal of the contract (contract/errorCodes.ts) for the shopper: the one table of the app
// that does so. Every code is listed — a new code of the catalogue fails the typecheck until it is given a wording
// or `null` (not worded here: a field shows the back end's message, an answer the sentence for its HTTP status).
// A wording's values come from the refusal's `params`; money is formatted in the shopper's locale.
import type { ErrorCode } from '@contract/errorCodes'
import type { IntlShape, MessageDescriptor } from 'react-intl'
import { addressRuleMessages as address } from '@/shared/address/messages'
import { apiErrorMessages } from '@/shared/forms/apiErrorMessages'
import { passwordMessages, type PasswordRequirement } from '@/shared/forms/password'
import { ruleMessages } from '@/shared/forms/ruleMessages'
import { formatMoney } from '@/shared/i18n/money'
import { refusalMessages as m } from './messages'

export type RefusalParams = Record<string, string | number>
type Values = Record<string, string | number>

export interface Wording {
  message: MessageDescriptor
  /** The message's values from the refusal's params (default: the params as they are). */
  values?: (params: RefusalParams, intl: IntlShape) => Values
}

const worded = (message: MessageDescriptor, values?: Wording['values']): Wording => ({ message, values })
const number = (params: RefusalParams, name: string) => Number(params[name] ?? 0)
const money = (params: RefusalParams, name: string, intl: IntlShape) => formatMoney(number(params, name), intl.locale)

const REQUIREMENTS: readonly PasswordRequirement[] = ['minLength', 'lowercase', 'uppercase', 'digit', 'special']
/** `unmet`: the requirements' names, comma-separated (all of them when absent). */
function unmetRequirements(params: RefusalParams, intl: IntlShape): Values {
  const named = String(params.unmet ?? '')
    .split(',')
    .filter((name): name is PasswordRequirement => (REQUIREMENTS as readonly string[]).includes(name))
  const list = (named.length ? named : REQUIREMENTS).map((name) => intl.formatMessage(passwordMessages[name], { min: 8 }))
  return { list: intl.formatList(list, { type: 'conjunction' }) }
}

export const WORDING: Record<ErrorCode, Wording | null> = {
  // Requests the shop's own app does not send, and failures worded by their HTTP status.
  'request.malformed_json': null,
  'request.malformed': null,
  'request.json_required': null,
  'request.nul': null,
  'request.too_large': null,
  'request.unknown_call': null,
  'origin.forbidden': null,
  'idempotency.key_invalid': null,
  'idempotency.key_reused': null,
  'idempotency.in_progress': null,
  'server.error': null,
  'server.maintenance': null,
  'server.simulated_failure': null,
  throttled: worded(apiErrorMessages.throttled),
  'validation.failed': null,

  'auth.required': worded(apiErrorMessages.sessionExpired),
  'auth.failed': worded(m.authFailed),

  // Not found (404): each screen words it itself, by the status — its not-found page, or its own sentence for a bag
  // line, voucher or wish gone meanwhile, a review deleted elsewhere, an unsubscribe link already used.
  'product.not_found': null,
  'category.not_found': null,
  'brand.not_found': null,
  'page.not_found': null,
  'country.not_found': null,
  'address.not_found': worded(m.addressNotFound),
  'order.not_found': null,
  'payment.not_found': null,
  'gateway.not_found': null,
  'review.not_found': null,
  'cart.line_not_found': null,
  'voucher.not_in_cart': null,
  'wishlist.line_not_found': null,
  'newsletter.not_found': null,

  // On a field, the field says which: "This field is required." The schema's other refusals reach no shopper: the
  // app's forms check the same lengths, ranges, formats and choices before they send.
  'field.required': worded(m.fieldRequired),
  'field.unknown': null,
  'field.type': null,
  'field.email': worded(ruleMessages.email),
  'field.format': null,
  'field.too_short': null,
  'field.too_long': worded(m.fieldTooLong),
  'field.too_small': null,
  'field.too_large': null,
  'field.not_allowed': null,
  'field.not_accepted': null,
  'field.too_many': null,
  'field.too_few': null,
  'field.invalid': null,

  'name.invalid': worded(m.nameInvalid),
  'password.wrong': worded(m.passwordWrong),
  'password.weak': worded(passwordMessages.requirements, unmetRequirements),
  'password.mismatch': worded(passwordMessages.mismatch),
  'email.taken': worded(m.emailTaken),
  'profile.invalid': worded(m.profileInvalid),
  'reset.link_invalid': worded(m.resetLinkInvalid),

  'address.country_required': worded(address.countryRequired),
  'address.postcode_invalid': worded(address.zipFormat),
  'address.state_required': worded(address.stateRequired),
  'address.phone_invalid': worded(address.phone),
  'vat.not_eu': worded(m.vatNotEu),
  'vat.other_country': worded(address.vatCountry),
  'vat.invalid': worded(address.vatChecksum),
  'vat.not_registered': worded(address.vatNotRegistered),
  'tax_code.invalid': worded(address.taxCode),
  'sdi.invalid': worded(address.sdi),
  'invoice.vat_required': worded(address.invoiceVat),
  'invoice.tax_code_required': worded(address.invoiceTaxCode),
  'invoice.pec_or_sdi_required': worded(address.invoicePecOrSdi),

  // A filter the back end cannot read (a hand-edited address): the listing says it could not be loaded.
  'filter.invalid': null,

  'cart.not_added': worded(m.cartNotAdded),
  'cart.empty': worded(m.cartEmpty),
  'combination.unknown': worded(m.combinationUnknown),
  'cart.quantity_max': worded(m.cartQuantityMax, (p) => ({ count: number(p, 'max') })),
  'stock.out': worded(m.stockOut),
  'stock.limited': worded(m.stockLimited, (p) => ({ count: number(p, 'available') })),
  'stock.line_out': worded(m.stockLineOut),
  'stock.line_limited': worded(m.stockLineLimited, (p) => ({ count: number(p, 'available'), name: String(p.name ?? '') })),
  'voucher.unknown': worded(m.voucherUnknown),
  'voucher.expired': worded(m.voucherExpired),
  'voucher.minimum': worded(m.voucherMinimum, (p, intl) => ({ amount: money(p, 'amount', intl) })),
  'voucher.already_added': worded(m.voucherAlreadyAdded),

  'checkout.email_required': worded(m.checkoutEmailRequired),
  'checkout.email_missing': worded(m.checkoutEmailRequired),
  'checkout.address_twice': worded(m.addressTwice),
  'checkout.address_first': worded(m.addressFirst),
  'checkout.delivery_address_required': worded(m.addressFirst),
  'checkout.incomplete': worded(m.checkoutIncomplete),
  'carrier.unknown': worded(m.carrierUnknown),
  'carrier.required': worded(m.carrierRequired),
  'carrier.not_serving': worded(m.carrierNotServing),
  'pudo.required': worded(m.pudoRequired),
  'pudo.unknown': worded(m.pudoUnknown),
  'pudo.not_for_carrier': worded(m.pudoNotForCarrier),
  'points.balance': worded(m.pointsBalance),
  'points.max': worded(m.pointsMax),
  'points.sign_in': worded(m.pointsSignIn),
  'points.not_enough': worded(m.pointsNotEnough),
  'payment.method_unavailable': worded(m.paymentMethodUnavailable),
  'payment.in_progress': worded(m.paymentInProgress),
  'instalments.range': worded(m.instalmentsRange, (p, intl) => ({ min: money(p, 'min', intl), max: money(p, 'max', intl) })),
  'card.required': worded(m.cardRequired),
  'card.not_taken': worded(m.cardNotTaken),
  'card.number_invalid': worded(m.cardNumberInvalid),
  'card.expiry_format': worded(m.cardExpiryFormat),
  'card.expired': worded(m.cardExpired),
  'card.cvv_invalid': worded(m.cardCvvInvalid, (p) => ({ n: number(p, 'digits') })),
  'order.stock_changed': worded(m.orderStockChanged),
  'order.line_unavailable': worded(m.orderLineUnavailable),

  'order.not_cancellable': worded(m.orderNotCancellable),
  'order.nothing_to_change': worded(m.orderNothingToChange),
  'order.already_left': worded(m.orderAlreadyLeft),
  'return.period_over': worded(m.returnPeriodOver),
  'return.unknown_line': worded(m.returnUnknownLine),
  'return.duplicate_line': worded(m.returnDuplicateLine),
  'return.quantity_too_high': worded(m.returnQuantityTooHigh, (p) => ({ max: number(p, 'max') })),

  // The withdrawal flow words these itself (features/withdrawal: refusalText), as it also decides its next step by them.
  'withdrawal.identity_either': null,
  'withdrawal.order_not_found': null,
  'withdrawal.period_over': null,
  'withdrawal.already_withdrawn': null,
  'withdrawal.not_eligible': null,
  'withdrawal.unknown_line': null,
  'withdrawal.duplicate_line': null,
  'withdrawal.quantity_too_high': null,
  'withdrawal.cancel_whole_order': null,

  // The app sends only the criteria the back end listed for the product.
  'review.unknown_criterion': null,
  'review.purchase_required': worded(m.reviewPurchaseRequired),
  'review.already_written': worded(m.reviewAlreadyWritten),

  // Between a payment gateway and the back end: no shopper is on the other end.
  'notification.signature': null,
  'notification.malformed': null,
}
