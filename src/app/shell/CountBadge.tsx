// The number on the bag icon. Decorative: the link's accessible name already says how many items.
import Box from '@mui/material/Box'

export function CountBadge({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <Box
      component="span"
      aria-hidden
      sx={{
        position: 'absolute',
        top: 2,
        right: 0,
        minWidth: 18,
        height: 18,
        px: 0.5,
        borderRadius: 9,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        fontSize: 11,
        fontWeight: 700,
        lineHeight: '18px',
        textAlign: 'center',
      }}
    >
      {count > 99 ? '99+' : count}
    </Box>
  )
}
