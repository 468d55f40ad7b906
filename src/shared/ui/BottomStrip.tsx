// A strip fixed at the bottom of the screen for a notice that asks the shopper something (cookie consent, geo
// notice): a landmark with its heading, a short text and the answers — never a wall over the page. While it is
// shown the body gets room below for its height, so the end of the page can still be scrolled into view.
//
// It lies over the page but under drawers and dialogs (MUI's appBar level, as the header): one the shopper opens
// before answering — search, filters, the bag, the menu — covers it, instead of the strip hiding the lower third
// of that drawer (its last filters and "Show … products" button, the bag's checkout button) until it is answered.
//
// It is drawn after the page is live (what it asks depends on the shopper's stored answers), so every style it brings
// is written into the page at that moment. With MUI's Paper, Container, Typography and — above all — Buttons (two
// variants: ~50 rules for Emotion to build and insert) mounting the consent banner was a long task of 100–200 ms at
// 4× CPU on every first visit, on every page; without them it is under 50 ms. So its parts, its buttons included, are
// plain elements styled by its root (one class) to look as those MUI components do with the shop's theme.
import { alpha, styled } from '@mui/material/styles'
import { useEffect, useRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import { focusRing, pressShade } from './controlFeedback'

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

const Strip = styled('section')(({ theme }) => ({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: theme.zIndex.appBar,
  maxHeight: '50vh',
  overflowY: 'auto',
  // MUI's Paper at elevation 8, square.
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  boxShadow: theme.shadows[8],
  borderTop: `1px solid ${theme.palette.divider}`,
  // MUI's Container (maxWidth "lg").
  '& .strip-body': {
    width: '100%',
    boxSizing: 'border-box',
    marginInline: 'auto',
    padding: theme.spacing(2),
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(3) },
    [theme.breakpoints.up('md')]: { flexDirection: 'row', alignItems: 'center' },
    [theme.breakpoints.up('lg')]: { maxWidth: theme.breakpoints.values.lg },
  },
  '& .strip-text': { flex: 1 },
  '& .strip-title': { ...theme.typography.subtitle1, margin: 0, fontWeight: 700 },
  '& .strip-message': { ...theme.typography.body2, margin: 0 },
  '& .strip-actions': { flexShrink: 0 },
  // MUI's Button (medium, primary, no elevation) and the theme's focus ring and press.
  '& .strip-button': {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    WebkitTapHighlightColor: 'transparent',
    outline: 0,
    margin: 0,
    cursor: 'pointer',
    userSelect: 'none',
    WebkitUserSelect: 'none',
    verticalAlign: 'middle',
    appearance: 'none',
    textDecoration: 'none',
    ...theme.typography.button,
    minWidth: 64,
    padding: '6px 8px',
    border: 0,
    borderRadius: theme.shape.borderRadius,
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], { duration: theme.transitions.duration.short }),
    color: theme.palette.primary.main,
    backgroundColor: 'transparent',
    '&:focus-visible': focusRing(theme.palette.primary.main),
    '&:active': pressShade,
    '@media (hover: hover)': { '&:hover': { backgroundColor: alpha(theme.palette.primary.main, theme.palette.action.hoverOpacity) } },
  },
  '& .strip-button-contained': {
    padding: '6px 16px',
    color: theme.palette.primary.contrastText,
    backgroundColor: theme.palette.primary.main,
    '@media (hover: hover)': { '&:hover': { backgroundColor: theme.palette.primary.dark } },
  },
  '& .strip-button-outlined': {
    padding: '5px 15px',
    border: `1px solid ${alpha(theme.palette.primary.main, 0.5)}`,
    '@media (hover: hover)': { '&:hover': { borderColor: theme.palette.primary.main } },
  },
}))

interface StripButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'contained' | 'outlined' | 'text'
}

/** An answer in a strip: a button drawn by the strip's own style (see above), as MUI's Button of that variant. */
export function StripButton({ variant = 'text', className, type = 'button', ...props }: StripButtonProps) {
  return <button type={type} className={`strip-button strip-button-${variant}${className ? ` ${className}` : ''}`} {...props} />
}

export function BottomStrip({ titleId, title, children, actions }: BottomStripProps) {
  const ref = useRoomBelow()
  return (
    <Strip ref={ref} aria-labelledby={titleId}>
      <div className="strip-body">
        <div className="strip-text">
          <h2 id={titleId} className="strip-title">
            {title}
          </h2>
          <p className="strip-message">{children}</p>
        </div>
        <div className="strip-actions">{actions}</div>
      </div>
    </Strip>
  )
}
