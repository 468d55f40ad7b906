// The average, how many reviews gave each number of stars, and the averages per criterion.
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { reviewMessages as m } from '../messages'
import type { ReviewPage } from '../model/types'
import { RatingStars } from '@/shared/ui/RatingStars'

export function RatingBreakdown({ page }: { page: ReviewPage }) {
  const intl = useIntl()
  const average = intl.formatNumber(page.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  const rated = page.criteria.filter((c) => c.average !== null)
  return (
    <Stack spacing={2} sx={{ minWidth: 240 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <RatingStars value={page.average} size="medium" />
        <Typography>{intl.formatMessage(m.summary, { average, count: page.total })}</Typography>
      </Stack>
      {/* One grid for all rows (each row a subgrid), so the bars line up however long the label is in a language. */}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr auto', columnGap: 1, rowGap: 0.5 }}>
        {([5, 4, 3, 2, 1] as const).map((stars) => (
          <Box component="li" key={stars} sx={{ display: 'grid', gridColumn: '1 / -1', gridTemplateColumns: 'subgrid', alignItems: 'center' }}>
            <span aria-hidden>{intl.formatMessage(m.gradeRow, { stars })}</span>
            <LinearProgress
              variant="determinate"
              value={page.total ? (page.grades[stars] / page.total) * 100 : 0}
              aria-hidden
              sx={{ height: 8, borderRadius: 4 }}
            />
            <span aria-hidden>{page.grades[stars]}</span>
            <span className="visually-hidden">
              {intl.formatMessage(m.gradeCount, { stars: intl.formatMessage(m.gradeRow, { stars }), count: page.grades[stars] })}
            </span>
          </Box>
        ))}
      </Box>
      {rated.length ? (
        <Box>
          <Typography component="h3" variant="subtitle2" sx={{ mb: 0.5 }}>
            {intl.formatMessage(m.criteria)}
          </Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', gap: 0.5, m: 0, justifyContent: 'start', columnGap: 2 }}>
            {rated.map((c) => (
              <Box key={c.key} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2">
                  {c.name}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                  {intl.formatMessage(m.criterionAverage, { rating: intl.formatNumber(c.average ?? 0, { maximumFractionDigits: 1 }) })}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ) : null}
    </Stack>
  )
}
