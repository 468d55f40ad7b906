// Items and their quantities, as a list (the summary, the confirmation).
import Box from '@mui/material/Box'
import { useIntl } from 'react-intl'
import { detailsMessages as m } from '../messages'

export function ItemList({ items, labelledBy }: { items: { key: number; name: string; attributes?: string; quantity: number }[]; labelledBy?: string }) {
  const intl = useIntl()
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ m: 0, pl: 3 }}>
      {items.map((item) => (
        <li key={item.key}>
          {intl.formatMessage(m.itemLine, { quantity: item.quantity, name: item.attributes ? `${item.name} (${item.attributes})` : item.name })}
        </li>
      ))}
    </Box>
  )
}
