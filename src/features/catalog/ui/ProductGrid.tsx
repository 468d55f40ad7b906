// The grid (or list) that all pages of a listing render into, one item per product.
import Box from '@mui/material/Box'
import type { ReactNode } from 'react'
import type { ViewMode } from '../model/viewSlice'

/** `busy`: a new sort or filter is loading; the previous products stay in place (no jump) and the list says it is stale. */
export function ProductGrid({ mode, label, busy = false, children }: { mode: ViewMode; label?: string; busy?: boolean; children: ReactNode }) {
  return (
    <>
      {/* The cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
      {label ? <h2 className="visually-hidden">{label}</h2> : null}
      <Box
        component="ul"
        aria-label={label}
        aria-busy={busy}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: mode === 'list' ? '1fr' : { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
        }}
      >
        {children}
      </Box>
    </>
  )
}
