// The header's search combobox (ARIA 1.2 pattern, list autocomplete): suggestions of products, categories and brands
// while typing; arrows move through them (wrapping), Enter opens the active one or, with none, the results page;
// Escape closes the list, a second Escape empties the field. Loaded lazily (see SearchBoxLoader).
import CloseIcon from '@mui/icons-material/Close'
import IconButton from '@mui/material/IconButton'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { searchMessages as m } from './searchBoxMessages'
import { stepIndex, type SuggestionOption } from './searchBoxOptions'
import { SearchBoxField, searchResultsPath } from './SearchBoxField'
import { SearchBoxListbox } from './SearchBoxListbox'
import { SearchBoxPopup } from './SearchBoxPopup'
import { useSearchBoxSuggestions } from './useSearchBoxSuggestions'

export interface SearchBoxProps {
  /** Brand pages exist (theme setting): only then are brands suggested. */
  brandsEnabled: boolean
  initialValue?: string
  /** Take focus on mount (it replaces a field that had it, or opens the full-screen search). */
  focusOnMount?: boolean
  /** 'popup' floats the suggestions under the field; 'inline' lays them out below it (full-screen search). */
  variant?: 'popup' | 'inline'
  /** After the box has navigated somewhere. */
  onNavigate?: () => void
  /** Beside the field (the full-screen search's close button). */
  trailing?: ReactNode
}

const optionDomId = (base: string, key: string) => `${base}-option-${key}`

export function SearchBox({ brandsEnabled, initialValue = '', focusOnMount = false, variant = 'popup', onNavigate, trailing }: SearchBoxProps) {
  const intl = useIntl()
  const lang = useLocale()
  const navigate = useNavigate()
  const id = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [value, setValue] = useState(initialValue)
  const [open, setOpen] = useState(focusOnMount)
  const [activeKey, setActiveKey] = useState<string | null>(null)
  const { groups, options, status, settled, query } = useSearchBoxSuggestions(value, brandsEnabled)

  const listboxId = `${id}-listbox`
  const optionId = (key: string) => optionDomId(id, key)
  const shown = open && (status === 'loading' || status === 'ready')
  const expanded = shown && options.length > 0
  const activeIndex = expanded ? options.findIndex((o) => o.key === activeKey) : -1
  const active = activeIndex >= 0 ? options[activeIndex] : undefined

  // In the commit that mounts the box (a layout effect, not a passive one): when the box replaces the header's plain
  // field, a key pressed between that commit and a later effect would go to the page instead of the search.
  useLayoutEffect(() => {
    const input = inputRef.current
    if (!focusOnMount || !input) return
    input.focus()
    input.setSelectionRange(input.value.length, input.value.length)
  }, [focusOnMount])

  // Keeps the active option in view when the list scrolls (long lists, small screens).
  useEffect(() => {
    if (active) document.getElementById(optionDomId(id, active.key))?.scrollIntoView?.({ block: 'nearest' })
  }, [active, id])

  const go = (to: string) => {
    setOpen(false)
    setActiveKey(null)
    navigate(to)
    onNavigate?.()
  }
  const choose = (option: SuggestionOption) => {
    setValue('')
    go(option.href)
  }
  const search = () => {
    if (value.trim()) go(searchResultsPath(lang, value))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    search()
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault()
        setOpen(true)
        const next = stepIndex(activeIndex, event.key === 'ArrowDown' ? 1 : -1, options.length)
        setActiveKey(next >= 0 ? (options[next]?.key ?? null) : null)
        break
      }
      case 'Enter':
        // Handled here rather than by the form's submit: one place for both cases, and not while an IME composes.
        if (event.nativeEvent.isComposing) break
        event.preventDefault()
        if (active) choose(active)
        else search()
        break
      case 'Escape':
        if (shown || value) {
          // Handled here: a surrounding dialog must not close too.
          event.preventDefault()
          event.stopPropagation()
          if (shown) setOpen(false)
          else setValue('')
          setActiveKey(null)
        }
        break
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
        // The caret moves in the text; the text is being edited again, not the list.
        setActiveKey(null)
        break
    }
  }

  const inline = variant === 'inline'
  return (
    <SearchBoxField
      onSubmit={submit}
      trailing={trailing}
      end={
        value ? (
          <IconButton
            size="small"
            aria-label={intl.formatMessage(m.clear)}
            onClick={() => {
              setValue('')
              setActiveKey(null)
              inputRef.current?.focus()
            }}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null
      }
      inputProps={{
        ref: inputRef,
        role: 'combobox',
        value,
        'aria-autocomplete': 'list',
        'aria-expanded': expanded,
        'aria-controls': listboxId,
        'aria-activedescendant': active ? optionId(active.key) : undefined,
        onChange: (event) => {
          setValue(event.target.value)
          setOpen(true)
          setActiveKey(null)
        },
        onKeyDown,
        onClick: () => setOpen(true),
        onBlur: inline ? undefined : () => setOpen(false),
      }}
    >
      <SearchBoxPopup inline={inline} shown={shown} status={status} empty={options.length === 0} text={value.trim()}>
        <SearchBoxListbox
          id={listboxId}
          groups={groups}
          activeKey={active?.key ?? null}
          hidden={!expanded}
          busy={!settled}
          maxHeight={inline ? undefined : 'min(70vh, 560px)'}
          optionId={optionId}
          onChoose={choose}
        />
      </SearchBoxPopup>
      <div role="status" className="visually-hidden">
        {shown && settled && query ? intl.formatMessage(m.count, { count: options.length }) : ''}
      </div>
    </SearchBoxField>
  )
}
