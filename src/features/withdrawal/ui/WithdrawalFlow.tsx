// The withdrawal function (issue #22, Art. 11a Consumer Rights Directive): step 1 names the order and what to
// withdraw from, step 2 shows the summary with "Confirm withdrawal", then the confirmation. The steps are this
// component's state (a reload starts again: nothing was recorded before the confirmation); each step's heading
// takes the focus when the shopper arrives at it.
import { useState } from 'react'
import { requestOf, type WithdrawalDraft } from '../model/request'
import type { OrderIdentification, Withdrawal, WithdrawalOrder } from '../model/types'
import { DetailsStep } from './DetailsStep'
import { DoneStep } from './DoneStep'
import { IdentifyStep } from './IdentifyStep'
import { SummaryStep } from './SummaryStep'

type State =
  | { step: 'identify' }
  | { step: 'details'; order: WithdrawalOrder; identification: OrderIdentification; draft: WithdrawalDraft | null }
  | { step: 'summary'; order: WithdrawalOrder; identification: OrderIdentification; draft: WithdrawalDraft }
  | { step: 'done'; withdrawal: Withdrawal }

export interface WithdrawalFlowProps {
  /** The signed-in customer (their orders to choose from, their name prefilled); null for a guest. */
  customer: { name: string } | null
  /** An order named by the link that led here (?order=). */
  reference: string | null
  /** The shop's withdrawal period (bootstrap's return_days). */
  returnDays: number
}

export function WithdrawalFlow({ customer, reference, returnDays }: WithdrawalFlowProps) {
  const [state, setState] = useState<State>({ step: 'identify' })
  // No focus move on arrival (the page's heading leads then); every later step takes it.
  const [moved, setMoved] = useState(false)
  const go = (next: State) => {
    setState(next)
    setMoved(true)
  }
  const restart = () => go({ step: 'identify' })
  switch (state.step) {
    case 'identify':
      return (
        <IdentifyStep
          signedIn={customer !== null}
          initialReference={reference}
          focus={moved}
          onFound={(order, identification) => go({ step: 'details', order, identification, draft: null })}
        />
      )
    case 'details':
      return (
        <DetailsStep
          order={state.order}
          draft={state.draft}
          defaultName={customer?.name ?? ''}
          returnDays={returnDays}
          focus={moved}
          onReview={(draft) => go({ ...state, step: 'summary', draft })}
          onBack={restart}
        />
      )
    case 'summary':
      return (
        <SummaryStep
          order={state.order}
          request={requestOf(state.order, state.identification, state.draft)}
          focus={moved}
          onDone={({ withdrawal }) => go({ step: 'done', withdrawal })}
          onBack={() => go({ ...state, step: 'details' })}
          onRestart={restart}
        />
      )
    case 'done':
      return <DoneStep withdrawal={state.withdrawal} signedIn={customer !== null} />
  }
}
