// Renders HTML from the back end (descriptions, CMS pages) after DOMPurify has removed scripts, event handlers and
// javascript: URLs. The only place the app sets innerHTML.
import Box, { type BoxProps } from '@mui/material/Box'
import DOMPurify from 'dompurify'
import { useMemo } from 'react'

// Links that leave the shop open safely in a new tab (DOMPurify keeps only safe URL schemes); pictures the back end
// sent without a text alternative are treated as decorative rather than read out as a file name.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer')
  if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '')
})

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, ADD_ATTR: ['target'], FORBID_TAGS: ['style', 'form', 'input', 'button'], FORBID_ATTR: ['style'] })
}

export function SafeHtml({ html, ...box }: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const clean = useMemo(() => sanitizeHtml(html), [html])
  return <Box {...box} dangerouslySetInnerHTML={{ __html: clean }} />
}
