// A strip of the shop's brands (logo and name, each to its brand page) with a link to all brands; nothing at all
// while there are none. The page decides whether the shop shows brands before drawing it.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useId } from 'react'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { useLocale } from '@/shared/i18n/useLocale'
import { useGetBrandsQuery } from '../api/catalogApi'
import { catalogMessages as m } from '../messages'

export function BrandStrip() {
  const intl = useIntl()
  const lang = useLocale()
  const headingId = useId()
  const { data } = useGetBrandsQuery(lang)
  if (!data?.length) return null
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 5 }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', mb: 2 }}>
        <Typography id={headingId} variant="h2">
          {intl.formatMessage(m.brandStrip)}
        </Typography>
        <Link component={RouterLink} to={`/${lang}/brands`}>
          {intl.formatMessage(m.allBrands)}
        </Link>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 2, overflowX: 'auto', pb: 1 }}>
        {data.map((brand) => (
          <li key={brand.id}>
            <Link
              component={RouterLink}
              to={`/${lang}/brands/${brand.path}`}
              sx={{ display: 'grid', justifyItems: 'center', gap: 0.5, width: 112 }}
              color="textPrimary"
            >
              {brand.logo ? <Box component="img" src={brand.logo.url} alt="" width={96} height={96} loading="lazy" sx={{ borderRadius: 1 }} /> : null}
              <span>{brand.name}</span>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  )
}
