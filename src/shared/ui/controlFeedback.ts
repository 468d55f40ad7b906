// How a button shows the keyboard's focus and a press: one definition for MUI's ButtonBase (the theme's override)
// and for the plain buttons drawn without it (the bottom strip's answers, BottomStrip.tsx).

/** The keyboard's focus ring: an outline in the theme's primary colour (WCAG 2.2 focus appearance). */
export const focusRing = (color: string) => ({ outline: `3px solid ${color}`, outlineOffset: 2 })

/** A press darkens the control: a shadow inside it — no layout, any shape or colour (and no ripple to mount). */
export const pressShade = { boxShadow: 'inset 0 0 0 100vmax rgba(0, 0, 0, 0.12)' }
