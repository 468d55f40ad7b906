// The document title and the page's one h1, for pages whose heading is their title (the auth pages).
import Typography from '@mui/material/Typography'
import { PageTitle } from '@/shared/ui/PageTitle'

export function PageHeading({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h1" gutterBottom>
        {title}
      </Typography>
    </>
  )
}
