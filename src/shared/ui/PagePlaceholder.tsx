// A page whose feature has not been built yet: its real title, and an honest sentence instead of content.
import Container from '@mui/material/Container'
import Typography from '@mui/material/Typography'
import { PageTitle } from './PageTitle'

export function PagePlaceholder({ title, text }: { title: string; text: string }) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary">{text}</Typography>
    </Container>
  )
}
