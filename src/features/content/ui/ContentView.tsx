// A CMS page: its breadcrumbs, its title, and its HTML after sanitising.
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { PageTitle } from '@/shared/ui/PageTitle'
import { SafeHtml } from '@/shared/ui/SafeHtml'
import { alternatesFromSlugs, PageLinks } from '@/shared/seo/PageLinks'
import { contentUrl } from '@contract/pageUrls'
import type { ContentPage } from '../model/types'

// A long word in a heading ("Barrierefreiheitserklärung" at a phone's h1 size) is hyphenated where the browser can,
// else broken, rather than pushing the page wider than the screen.
const ARTICLE_STYLES = { py: 5, '& h1, & h2, & h3': { overflowWrap: 'break-word', hyphens: 'auto' } } as const

const HTML_STYLES = {
  typography: 'body1',
  '& img': { maxWidth: '100%', height: 'auto' },
  '& a': { color: 'primary.main' },
  // Description lists (the legal notice's company details): each term over its value on a phone, beside it from sm up.
  '& dl': { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(12rem, max-content) 1fr' }, columnGap: 3, my: 2 },
  '& dt': { fontWeight: 600, mt: { xs: 1.5, sm: 0.75 } },
  '& dd': { m: 0, mt: { xs: 0, sm: 0.75 }, overflowWrap: 'anywhere' },
} as const

/** `crumbs`: the page's breadcrumb trail (the catalogue's, composed by the page). */
export function ContentView({ page, crumbs }: { page: ContentPage | undefined; crumbs?: ReactNode }) {
  return (
    <Container maxWidth="md" component="article" sx={ARTICLE_STYLES}>
      {page ? (
        <>
          <PageTitle title={page.title} description={page.metaDescription || undefined} />
          <PageLinks alternates={alternatesFromSlugs(page.slugs, contentUrl)} />
          {crumbs}
          <Typography variant="h1" gutterBottom>
            {page.title}
          </Typography>
          <SafeHtml html={page.html} sx={HTML_STYLES} />
        </>
      ) : (
        <div aria-hidden>
          <Skeleton variant="text" width="50%" height={56} />
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" width="80%" />
        </div>
      )}
    </Container>
  )
}
