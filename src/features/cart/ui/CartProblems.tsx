// Lines the stock no longer covers (someone bought the rest since they were added), as the API reports them.
import Alert from '@mui/material/Alert'
import { useIntl } from 'react-intl'
import { cartMessages as m } from '../messages'

export function CartProblems({ problems }: { problems: string[] }) {
  const intl = useIntl()
  if (problems.length === 0) return null
  const text = (p: string) => {
    const only = /^Only (\d+) left in stock for (.+)$/.exec(p)
    if (only) return intl.formatMessage(m.problemOnlyLeft, { count: Number(only[1]), name: only[2] })
    const out = /^(.+) is out of stock$/.exec(p)
    if (out) return intl.formatMessage(m.problemOutOfStock, { name: out[1] })
    return p
  }
  return (
    <Alert severity="warning">
      {problems.map((p) => (
        <div key={p}>{text(p)}</div>
      ))}
    </Alert>
  )
}
