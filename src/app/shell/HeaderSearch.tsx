// The header's search slot. On large screens, until first use, a plain field (already a working form: Enter opens
// the results page); hovering or focusing it loads the suggestions combobox, which takes its place in the same frame
// with the text typed so far and the focus, so nothing moves. Below that (the menu needs the room) an icon button
// opens a full-screen search, loaded on the first tap.
import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { loadSearchBox, loadSearchOverlay, SearchBoxField, searchResultsPath } from '@/features/catalog'
import type { Locale } from '@/shared/config'
import { appMessages } from '../messages'

// A failed chunk (offline) leaves the plain field working; the next focus tries again.
const ignore = () => undefined

/** Where the header has room for the field next to the whole menu in all five languages (measured: 1400 px is not, in English). */
const FIELD_FROM = '@media (min-width: 1440px)'

export function HeaderSearch({ lang, brandsEnabled }: { lang: Locale; brandsEnabled: boolean }) {
  const intl = useIntl()
  const navigate = useNavigate()
  const [searchBox, setSearchBox] = useState<Awaited<ReturnType<typeof loadSearchBox>>>()
  const [overlay, setOverlay] = useState<Awaited<ReturnType<typeof loadSearchOverlay>>>()
  const [overlayOpen, setOverlayOpen] = useState(false)
  const [draft, setDraft] = useState('')
  const [focused, setFocused] = useState(false)
  const field = useRef<HTMLInputElement>(null)

  const warm = () => {
    if (!searchBox) loadSearchBox().then(setSearchBox, ignore)
  }
  // On a server-rendered page the shopper may have clicked into the field (and typed) before the app was live: no
  // focus event will come, so take over what is there now.
  useEffect(() => {
    const input = field.current
    if (!input || document.activeElement !== input) return
    setDraft(input.value)
    setFocused(true)
    loadSearchBox().then(setSearchBox, ignore)
  }, [])
  const openOverlay = () => {
    if (overlay) setOverlayOpen(true)
    else
      loadSearchOverlay().then((mod) => {
        setOverlay(mod)
        setOverlayOpen(true)
      }, ignore)
  }

  return (
    <>
      {/* The field from FIELD_FROM up (below, the menu needs its width in every language: an icon opens the overlay). */}
      <Box sx={{ display: 'none', [FIELD_FROM]: { display: 'block' }, flex: '0 1 320px', minWidth: 200 }}>
        {searchBox ? (
          <searchBox.SearchBox lang={lang} brandsEnabled={brandsEnabled} initialValue={draft} focusOnMount={focused} />
        ) : (
          <SearchBoxField
            onSubmit={(event) => {
              event.preventDefault()
              if (draft.trim()) navigate(searchResultsPath(lang, draft))
            }}
            inputProps={{
              ref: field,
              value: draft,
              onChange: (event) => setDraft(event.target.value),
              onFocus: () => {
                setFocused(true)
                warm()
              },
              onBlur: () => setFocused(false),
              onPointerEnter: warm,
            }}
          />
        )}
      </Box>
      <IconButton
        aria-label={intl.formatMessage(appMessages.search)}
        aria-haspopup="dialog"
        onClick={openOverlay}
        onPointerEnter={() => void loadSearchOverlay().catch(ignore)}
        sx={{ [FIELD_FROM]: { display: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      {overlay ? <overlay.SearchBoxOverlay open={overlayOpen} onClose={() => setOverlayOpen(false)} lang={lang} brandsEnabled={brandsEnabled} /> : null}
    </>
  )
}
