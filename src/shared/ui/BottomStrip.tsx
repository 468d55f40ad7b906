// A strip fixed at the bottom of the screen for a notice that asks the shopper something (cookie consent, geo
// notice): a landmark with its heading, a short text and the answers — never a wall over the page. While it is
// shown the body gets room below for its height, so the end of the page can still be scrolled into view.
//
// It lies over the page but under drawers and dialogs (MUI's appBar level, as the header): one the shopper opens
// before answering — search, filters, the bag, the menu — covers it, instead of the strip hiding the lower third
// of that drawer (its last filters and "Show … products" button, the bag's checkout button) until it is answered.
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useEffect, useRef, type ReactNode } from 'react'

function useRoomBelow() {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    const strip = ref.current
    if (!strip || typeof ResizeObserver === 'undefined') return undefined
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${strip.offsetHeight}px`
    })
    observer.observe(strip)
    return () => {
      observer.disconnect()
      document.body.style.paddingBottom = ''
    }
  }, [])
  return ref
}

interface BottomStripProps {
  /** The heading's id (the strip is labelled by it). */
  titleId: string
  title: string
  /** The text under the heading. */
  children: ReactNode
  actions: ReactNode
}

export function BottomStrip({ titleId, title, children, actions }: BottomStripProps) {
  const ref = useRoomBelow()
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby={titleId}
      elevation={8}
      square
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'appBar', maxHeight: '50vh', overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ py: 2, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography variant="body2">{children}</Typography>
        </Box>
        <Box sx={{ flexShrink: 0 }}>{actions}</Box>
      </Container>
    </Paper>
  )
}
