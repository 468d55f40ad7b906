// A CMS page: its breadcrumbs, its title, and its HTML after sanitising.
import Container from '@mui/material/Container'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { PageTitle } from '@/shared/ui/PageTitle'
import { SafeHtml } from '@/shared/ui/SafeHtml'
import type { ContentPage } from '../model/types'

/** `crumbs`: the page's breadcrumb trail (the catalogue's, composed by the page). */
export function ContentView({ page, crumbs }: { page: ContentPage | undefined; crumbs?: ReactNode }) {
  return (
    <Container maxWidth="md" component="article" sx={{ py: 5 }}>
      {page ? (
        <>
          <PageTitle title={page.title} description={page.metaDescription || undefined} />
          {crumbs}
          <Typography variant="h1" gutterBottom>
            {page.title}
          </Typography>
          <SafeHtml html={page.html} sx={{ typography: 'body1', '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: 'primary.main' } }} />
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
