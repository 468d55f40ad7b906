// The search on small screens: a full-screen dialog with the search combobox on top and its suggestions below.
// Escape closes it once the field has nothing left to close or clear.
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import IconButton from '@mui/material/IconButton'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { searchMessages as m } from './searchBoxMessages'
import { SearchBox } from './SearchBox'

export interface SearchBoxOverlayProps {
  open: boolean
  onClose: () => void
  brandsEnabled: boolean
}

export function SearchBoxOverlay({ open, onClose, brandsEnabled }: SearchBoxOverlayProps) {
  const intl = useIntl()
  const titleId = useId()
  return (
    <Dialog fullScreen open={open} onClose={onClose} aria-labelledby={titleId}>
      <h2 id={titleId} className="visually-hidden">
        {intl.formatMessage(m.title)}
      </h2>
      <Box sx={{ p: 1.5 }}>
        <SearchBox
          brandsEnabled={brandsEnabled}
          focusOnMount
          variant="inline"
          onNavigate={onClose}
          trailing={
            <IconButton aria-label={intl.formatMessage(m.close)} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          }
        />
      </Box>
    </Dialog>
  )
}
