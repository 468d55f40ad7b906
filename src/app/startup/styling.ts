// Start-up, stage 3b (see src/index.tsx): MUI's styling system and its default theme, evaluated in a task of their
// own (after Emotion, 3a) before the components that are styled with them.
export { createTheme, ThemeProvider } from '@mui/material/styles'
