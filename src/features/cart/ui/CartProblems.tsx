// Lines the stock no longer covers (someone bought the rest since they were added), as the API reports them: on the
// bag page with what to do about each.
import Alert from '@mui/material/Alert'
import { useIntl } from 'react-intl'
import { refusalText, type ApiRefusal } from '@/shared/api'
import { cartMessages as m } from '../messages'

export function CartProblems({ problems }: { problems: ApiRefusal[] }) {
  const intl = useIntl()
  if (problems.length === 0) return null
  const text = ({ code, params = {}, ...problem }: ApiRefusal) => {
    if (code === 'stock.line_limited') return intl.formatMessage(m.problemOnlyLeft, { count: Number(params.available), name: String(params.name) })
    if (code === 'stock.line_out') return intl.formatMessage(m.problemOutOfStock, { name: String(params.name) })
    return refusalText(intl, { code, params, ...problem })
  }
  return (
    <Alert severity="warning">
      {problems.map((p) => (
        <div key={p.message}>{text(p)}</div>
      ))}
    </Alert>
  )
}
