// A thin indeterminate bar at the top while the next page's code or data loads (CSS only: no component library
// code in the first download for it).
import Box from '@mui/material/Box'
import { keyframes } from '@emotion/react'
import { useIntl } from 'react-intl'
import { useNavigation } from 'react-router'
import { appMessages } from '../messages'

const slide = keyframes`from { transform: translateX(-100%); } to { transform: translateX(250%); }`

export function RouteProgress() {
  const intl = useIntl()
  const navigation = useNavigation()
  if (navigation.state === 'idle') return null
  return (
    <Box
      role="progressbar"
      aria-label={intl.formatMessage(appMessages.loadingPage)}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, overflow: 'hidden', zIndex: 1200, bgcolor: 'action.hover' }}
    >
      <Box
        sx={{
          width: '40%',
          height: '100%',
          bgcolor: 'primary.main',
          animation: `${slide} 1.1s ease-in-out infinite`,
          '@media (prefers-reduced-motion: reduce)': { animation: 'none', width: '100%' },
        }}
      />
    </Box>
  )
}
