// All brands A–Z: a letter index, then each letter's brands with their logos and product counts.
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { catalogMessages as m } from '../messages'
import type { Brand } from '../model/types'

export function groupByInitial(brands: Brand[], locale: string): [string, Brand[]][] {
  const groups = new Map<string, Brand[]>()
  const sorted = [...brands].sort((a, b) => a.name.localeCompare(b.name, locale, { sensitivity: 'base' }))
  for (const brand of sorted) {
    const first = brand.name.normalize('NFD').charAt(0).toUpperCase()
    const initial = /[A-Z]/.test(first) ? first : '#'
    groups.set(initial, [...(groups.get(initial) ?? []), brand])
  }
  return [...groups.entries()]
}

export function BrandList({ brands }: { brands: Brand[] | undefined }) {
  const intl = useIntl()
  const lang = useLocale()
  if (!brands) return <Skeleton variant="rectangular" height={240} />
  const groups = groupByInitial(brands, lang)
  return (
    <>
      <Stack component="nav" aria-label={intl.formatMessage(m.brandIndex)} direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap', mb: 3 }}>
        {groups.map(([initial]) => (
          <Link key={initial} href={`#brands-${initial}`} sx={{ fontWeight: 700, px: 1 }}>
            {initial}
          </Link>
        ))}
      </Stack>
      {groups.map(([initial, list]) => (
        <Box component="section" key={initial} id={`brands-${initial}`} aria-labelledby={`brands-${initial}-heading`} sx={{ mb: 4, scrollMarginTop: 80 }}>
          <Typography id={`brands-${initial}-heading`} variant="h2" sx={{ mb: 2 }}>
            {initial}
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
            }}
          >
            {list.map((brand) => (
              <li key={brand.id}>
                <Card variant="outlined">
                  <CardActionArea component={RouterLink} to={`/${lang}/brands/${brand.path}`} sx={{ p: 2, textAlign: 'center' }}>
                    {brand.logo ? (
                      <Box
                        component="img"
                        src={brand.logo.url}
                        alt=""
                        width={125}
                        height={125}
                        loading="lazy"
                        sx={{ width: '100%', maxWidth: 125, height: 'auto', aspectRatio: '1 / 1', objectFit: 'contain' }}
                      />
                    ) : null}
                    <Typography sx={{ fontWeight: 600 }}>{brand.name}</Typography>
                    <Typography variant="body2" color="textSecondary">
                      {intl.formatMessage(m.total, { count: brand.count })}
                    </Typography>
                  </CardActionArea>
                </Card>
              </li>
            ))}
          </Box>
        </Box>
      ))}
    </>
  )
}
