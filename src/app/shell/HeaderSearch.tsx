// The header's search slot. On desktop widths (from `lg`, where the menu has a row of its own below), until first
// use, a plain field (already a working form: Enter opens the results page); hovering or focusing it loads the
// suggestions combobox, which takes its place in the same frame with the text typed so far and the focus, so nothing
// moves. Below that an icon button opens a full-screen search, loaded on the first tap.
import SearchIcon from '@mui/icons-material/Search'
import Box from '@mui/material/Box'
import IconButton from '@mui/material/IconButton'
import { memo, useEffect, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useNavigate } from 'react-router'
import { loadSearchBox, loadSearchOverlay, SearchBoxField, searchResultsPath } from '@/features/catalog'
import { useLocale } from '@/shared/i18n/useLocale'
import { appMessages } from '../messages'

// A failed chunk (offline) leaves the plain field working; the next focus tries again.
const ignore = () => undefined

export const HeaderSearch = memo(function HeaderSearch({ brandsEnabled }: { brandsEnabled: boolean }) {
  const intl = useIntl()
  const lang = useLocale()
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
  // On a server-rendered page the shopper may have typed into the field before the app was live: no change event
  // came, so take over the text that is there now (else Enter, or the combobox taking its place, would drop it); and
  // if the field still has the focus, no focus event will come either.
  useEffect(() => {
    const input = field.current
    if (!input) return
    if (input.value) setDraft(input.value)
    if (document.activeElement !== input) return
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
      {/* The field on desktop widths; below, the icon opens the overlay. */}
      <Box sx={{ display: { xs: 'none', lg: 'block' }, flex: '1 1 420px', maxWidth: 560, minWidth: 240 }}>
        {searchBox ? (
          <searchBox.SearchBox brandsEnabled={brandsEnabled} initialValue={draft} focusOnMount={focused} />
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
        sx={{ display: { lg: 'none' } }}
      >
        <SearchIcon />
      </IconButton>
      {overlay ? <overlay.SearchBoxOverlay open={overlayOpen} onClose={() => setOverlayOpen(false)} brandsEnabled={brandsEnabled} /> : null}
    </>
  )
})
