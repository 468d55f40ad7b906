// Start-up, stage 3a (see src/index.tsx): Emotion, the CSS-in-JS engine under MUI's styling system, evaluated in a
// task of its own (it also takes over the server's style tags).
export { CacheProvider, ThemeContext } from '@emotion/react'
export { default as styled } from '@emotion/styled'
