// The panel of one top category on wide screens: its subcategories and theirs, as columns of links. Escape or a
// click outside closes it (focus goes back to its toggle); following a link closes it too.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useEffect, useRef } from 'react'
import { Link as RouterLink } from 'react-router'
import type { MenuItem } from '@/features/shop'
import { useLocale } from '@/shared/i18n/useLocale'
import { menuHref } from './menuHref'

interface MegaMenuPanelProps {
  id: string
  item: MenuItem
  onClose: (returnFocus: boolean) => void
}

export default function MegaMenuPanel({ id, item, onClose }: MegaMenuPanelProps) {
  const lang = useLocale()
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const outside = (event: MouseEvent) => {
      const wrapper = panel.current?.parentElement
      if (wrapper && !wrapper.contains(event.target as Node)) onClose(false)
    }
    document.addEventListener('mousedown', outside)
    return () => document.removeEventListener('mousedown', outside)
  }, [onClose])
  return (
    <Box
      id={id}
      ref={panel}
      onKeyDown={(event) => event.key === 'Escape' && onClose(true)}
      onClick={(event) => (event.target as HTMLElement).closest('a') && onClose(false)}
      sx={{
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: 3,
        px: 3,
        py: 3,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
      }}
    >
      {item.children.map((child) => (
        <Box key={child.id}>
          <Typography component="p" sx={{ fontWeight: 700, mb: 1 }}>
            <Link component={RouterLink} to={menuHref(lang, child)} color="textPrimary">
              {child.label}
            </Link>
          </Typography>
          {child.children.length ? (
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.75 }}>
              {child.children.map((grandchild) => (
                <li key={grandchild.id}>
                  <Link component={RouterLink} to={menuHref(lang, grandchild)} color="textSecondary">
                    {grandchild.label}
                  </Link>
                </li>
              ))}
            </Box>
          ) : null}
        </Box>
      ))}
    </Box>
  )
}
