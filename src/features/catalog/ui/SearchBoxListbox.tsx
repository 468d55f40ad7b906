// The suggestions list of the search combobox (ARIA 1.2 listbox with labelled groups). Options never take focus:
// the field keeps it and points at the active option with aria-activedescendant.
import Box from '@mui/material/Box'
import { useIntl } from 'react-intl'
import { searchMessages as m } from './searchBoxMessages'
import type { SuggestionGroup, SuggestionOption } from './searchBoxOptions'
import { SearchBoxOption } from './SearchBoxOption'

const groupLabels = { products: m.products, categories: m.categories, brands: m.brands } as const

interface SearchBoxListboxProps {
  id: string
  groups: SuggestionGroup[]
  activeKey: string | null
  hidden: boolean
  busy: boolean
  /** Scroll inside the list (the header's popup) rather than with the page (the full-screen search). */
  maxHeight?: string
  optionId: (key: string) => string
  onChoose: (option: SuggestionOption) => void
}

export function SearchBoxListbox({ id, groups, activeKey, hidden, busy, maxHeight, optionId, onChoose }: SearchBoxListboxProps) {
  const intl = useIntl()
  return (
    // The list itself scrolls (when it must): a combobox's popup is reached through the field, not by Tab.
    <Box
      role="listbox"
      id={id}
      aria-label={intl.formatMessage(m.suggestions)}
      aria-busy={busy || undefined}
      hidden={hidden}
      sx={{ maxHeight, overflowY: maxHeight ? 'auto' : undefined, py: 1 }}
    >
      {groups.map((group) => (
        <Box component="ul" role="group" key={group.kind} aria-labelledby={`${id}-${group.kind}`} sx={{ listStyle: 'none', m: 0, p: 0, '& + &': { mt: 1 } }}>
          <Box
            component="li"
            role="presentation"
            id={`${id}-${group.kind}`}
            sx={{ px: 2, py: 0.5, typography: 'overline', lineHeight: 2, color: 'text.secondary' }}
          >
            {intl.formatMessage(groupLabels[group.kind])}
          </Box>
          {group.options.map((option) => {
            const active = option.key === activeKey
            return (
              <Box
                component="li"
                role="option"
                key={option.key}
                id={optionId(option.key)}
                aria-selected={active}
                onClick={() => onChoose(option)}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 1.5,
                  minHeight: 44,
                  px: 2,
                  py: 0.5,
                  cursor: 'pointer',
                  borderLeft: 3,
                  borderColor: active ? 'primary.main' : 'transparent',
                  bgcolor: active ? 'action.selected' : undefined,
                  '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' },
                }}
              >
                <SearchBoxOption option={option} />
              </Box>
            )
          })}
        </Box>
      ))}
    </Box>
  )
}
