// Renders HTML from the back end (descriptions, CMS pages) once sanitizeHtml has cleaned it. The only place the app
// sets innerHTML.
import Box, { type BoxProps } from '@mui/material/Box'
import { useMemo } from 'react'
import { sanitizeHtml } from '@/shared/lib/sanitizeHtml'

export function SafeHtml({ html, ...box }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Box {...box} dangerouslySetInnerHTML={{ __html: clean }} />
}
