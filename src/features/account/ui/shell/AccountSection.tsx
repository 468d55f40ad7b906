// One titled section of an account page (a landmark region named by its heading).
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useId, type ReactNode } from 'react'

export function AccountSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <Paper component="section" id={id} aria-labelledby={headingId} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, scrollMarginTop: 80 }}>
      <Typography id={headingId} variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}
