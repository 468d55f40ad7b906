// Shown while a page's code arrives: reserves the space so that nothing jumps when it renders.
import Box from '@mui/material/Box'

export function PageFallback() {
  return <Box aria-hidden sx={{ minHeight: '100vh' }} />
}
