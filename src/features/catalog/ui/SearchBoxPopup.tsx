// What opens under the search field: "Searching…", "No suggestions…" or the list of suggestions — floating under
// the field in the header, laid out below it in the full-screen search.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { searchMessages as m } from './searchBoxMessages'
import type { SuggestionStatus } from './useSearchBoxSuggestions'

interface SearchBoxPopupProps {
  inline: boolean
  shown: boolean
  status: SuggestionStatus
  /** No suggestions to list. */
  empty: boolean
  /** The text typed, for the "no suggestions" message. */
  text: string
  /** The listbox (always rendered: the field's aria-controls points at it). */
  children: ReactNode
}

const floating = {
  position: 'absolute',
  top: 'calc(100% + 6px)',
  right: 0,
  width: { xs: '100%', md: 440 },
  bgcolor: 'background.paper',
  borderRadius: 1,
  boxShadow: 8,
  zIndex: 1,
  overflow: 'hidden',
} as const

export function SearchBoxPopup({ inline, shown, status, empty, text, children }: SearchBoxPopupProps) {
  const intl = useIntl()
  const note = (message: string) => (
    <Typography sx={{ px: 2, py: 2 }} color="textSecondary">
      {message}
    </Typography>
  )
  return (
    <Box
      // Pressing on the list must not blur the field (that would close the list before the click lands).
      onMouseDown={(event) => event.preventDefault()}
      sx={{ display: shown ? 'block' : 'none', ...(inline ? { mt: 1 } : floating) }}
    >
      {status === 'loading' ? note(intl.formatMessage(m.loading)) : null}
      {status === 'ready' && empty ? note(intl.formatMessage(m.noSuggestions, { query: text })) : null}
      {children}
    </Box>
  )
}
