// The one MUI theme: design tokens, component overrides, and the 'blue' variant selected by the theme setting.
// Colours are chosen for WCAG AA contrast on white and on their own fills.
import { createTheme, type Theme } from '@mui/material/styles'
import { focusRing, pressShade } from '@/shared/ui/controlFeedback'

const tokens = {
  radius: 10,
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  palettes: {
    default: { primary: '#1f2933', secondary: '#9a3412', background: '#fafaf9' },
    blue: { primary: '#0b4f8a', secondary: '#b4232a', background: '#f7f9fc' },
  },
} as const

export type ThemeName = keyof typeof tokens.palettes

export function makeTheme(name: ThemeName): Theme {
  const palette = tokens.palettes[name]
  return createTheme({
    palette: {
      primary: { main: palette.primary },
      secondary: { main: palette.secondary },
      // MUI's info blue (#0288d1) gives white text 3.9:1 on a filled alert (the bag's "removed — Undo" notice):
      // its dark shade passes AA.
      info: { main: '#01579b' },
      background: { default: palette.background, paper: '#ffffff' },
      text: { primary: '#111827', secondary: '#4b5563' },
    },
    shape: { borderRadius: tokens.radius },
    typography: {
      fontFamily: tokens.font,
      h1: { fontSize: '2rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.5rem', fontWeight: 700 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // Text for screen readers only (e.g. "Regular price: …" next to a struck-through price).
          '.visually-hidden': {
            position: 'absolute',
            width: '1px',
            height: '1px',
            padding: 0,
            margin: '-1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
            border: 0,
          },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': { animationDuration: '0.01ms !important', transitionDuration: '0.01ms !important' },
          },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // No ripple: mounting and animating it on every press (a render, a layout read, a style insertion) made each
      // tap slower on a phone (npm run interactions). A press darkens the control instead (a shadow inside it: no layout, any shape or
      // colour), and the keyboard's focus ring is the outline below, not a pulsating ripple.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: {
          root: {
            // Safari reads only the prefixed property (the style cache adds no prefixes: providers/styleCache.ts).
            WebkitUserSelect: 'none',
            '&.Mui-focusVisible': focusRing(palette.primary),
            '&:active:not(.Mui-disabled)': pressShade,
          },
        },
      },
      MuiLink: { defaultProps: { underline: 'hover' } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    },
  })
}
