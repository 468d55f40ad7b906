// The search field's frame: a search landmark holding a pill-shaped, labelled text input. Both the header's
// lightweight field and the suggestions combobox draw it, so swapping one for the other moves nothing on the page.
import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import type { ComponentPropsWithRef, FormEvent, ReactNode } from 'react'
import { defineMessages, useIntl } from 'react-intl'
import { useLocale } from '@/shared/i18n/useLocale'

// Part of the first download (the header's field): keep this file and its imports small.
const messages = defineMessages({
  label: { id: 'catalog.search.label', defaultMessage: 'Search products', description: 'Accessible name of the search field in the header' },
  placeholder: { id: 'catalog.search.placeholder', defaultMessage: 'Search products…', description: 'Placeholder of the search field in the header' },
})

/** The results page of a text; the bare search page for a blank one. */
export const searchResultsPath = (lang: string, text: string) => (text.trim() ? `/${lang}/search?q=${encodeURIComponent(text.trim())}` : `/${lang}/search`)

interface SearchBoxFieldProps {
  /** Props of the <input> (value, handlers, ARIA); the label and placeholder are the frame's own. */
  inputProps: ComponentPropsWithRef<'input'>
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** Inside the pill, after the text (the clear button). */
  end?: ReactNode
  /** Beside the pill (the close button of the full-screen search). */
  trailing?: ReactNode
  /** Under the pill (the suggestions). */
  children?: ReactNode
}

export function SearchBoxField({ inputProps, onSubmit, end, trailing, children }: SearchBoxFieldProps) {
  const intl = useIntl()
  const lang = useLocale()
  return (
    // Before the app is live (or without JavaScript) the form is a plain GET of the results page with `q`; once live,
    // onSubmit takes over.
    <Box component="form" role="search" action={searchResultsPath(lang, '')} noValidate onSubmit={onSubmit} sx={{ position: 'relative', width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Box
          sx={{
            flex: 1,
            minWidth: 0,
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            height: 40,
            pl: 1.5,
            pr: 0.5,
            borderRadius: 20,
            border: 1,
            borderColor: 'grey.400',
            bgcolor: 'background.paper',
            '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 2px ${t.palette.primary.main}` },
          }}
        >
          <SearchIcon fontSize="small" aria-hidden sx={{ color: 'text.secondary', flexShrink: 0 }} />
          <Box
            component="input"
            type="text"
            name="q"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="search"
            placeholder={intl.formatMessage(messages.placeholder)}
            aria-label={intl.formatMessage(messages.label)}
            {...inputProps}
            sx={{
              flex: 1,
              minWidth: 0,
              height: '100%',
              p: 0,
              border: 0,
              outline: 0,
              bgcolor: 'transparent',
              color: 'text.primary',
              font: 'inherit',
              fontSize: '1rem',
              '&::placeholder': { color: 'text.secondary', opacity: 1 },
            }}
          />
          {end}
        </Box>
        {trailing}
      </Box>
      {children}
    </Box>
  )
}
