// The frame of every account page: its title (document title and the one h1), the account navigation beside the
// content on wide screens and above it on small ones.
import Box from '@mui/material/Box'
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import type { ReactNode } from 'react'
import { PageTitle } from '@/shared/ui/PageTitle'
import { AccountNav } from './AccountNav'

export function AccountFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      {intro}
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' }, alignItems: 'start', mt: 2 }}>
        <AccountNav />
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </Container>
  )
}
