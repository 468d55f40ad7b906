// The size guide as a table (sizes as row headers) in a dialog; the texts come from the back end in the page's
// language. Escape or the close buttons close it.
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { productMessages as m } from '../messages'
import type { Product } from '../model/types'

interface SizeGuideDialogProps {
  open: boolean
  guide: NonNullable<Product['sizeGuide']>
  onClose: () => void
}

export function SizeGuideDialog({ open, guide, onClose }: SizeGuideDialogProps) {
  const intl = useIntl()
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{guide.title}</DialogTitle>
      <DialogContent>
        <Table size="small">
          <TableHead>
            <TableRow>
              {guide.columns.map((column) => (
                <TableCell key={column} component="th" scope="col" sx={{ fontWeight: 700 }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {guide.rows.map(([size, ...values]) => (
              <TableRow key={size}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {size}
                </TableCell>
                {values.map((value, i) => (
                  <TableCell key={i}>{value}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {guide.note ? (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
            {guide.note}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{intl.formatMessage(m.close)}</Button>
      </DialogActions>
    </Dialog>
  )
}
