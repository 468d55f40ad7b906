/** The withdrawal function (issue #22, Art. 11a Consumer Rights Directive): finding an order by reference and
 * e-mail (anyone) or among a customer's orders, choosing what to withdraw from, the summary with "Confirm
 * withdrawal" and the confirmation. The page /{lang}/withdrawal puts it together with the shop's session; the
 * control that leads to it ("Withdraw from contract here") is @/shared/ui/WithdrawalLink, shown by every layout. */
export { WithdrawalFlow, type WithdrawalFlowProps } from './ui/WithdrawalFlow'
export { withdrawalMessages } from './messages'
export type { Withdrawal, WithdrawalOrder, WithdrawalMode } from './model/types'
