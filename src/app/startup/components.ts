// Start-up, stage 3c (see src/index.tsx): the MUI components every page's layout uses, evaluated in a task of their
// own before the routes, whose modules would otherwise evaluate them in theirs.
export { default as Box } from '@mui/material/Box'
export { default as Button } from '@mui/material/Button'
export { default as ButtonBase } from '@mui/material/ButtonBase'
export { default as Container } from '@mui/material/Container'
export { default as IconButton } from '@mui/material/IconButton'
export { default as Link } from '@mui/material/Link'
export { default as Stack } from '@mui/material/Stack'
export { default as Typography } from '@mui/material/Typography'
