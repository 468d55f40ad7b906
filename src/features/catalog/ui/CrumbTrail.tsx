// Breadcrumbs: where this page sits in the catalogue.
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import type { Locale } from '@/shared/config'
import { catalogMessages as m } from '../messages'
import type { Crumb } from '../model/types'

export function CrumbTrail({ lang, crumbs, current }: { lang: Locale; crumbs: Crumb[]; current?: string }) {
  const intl = useIntl()
  const trail = current === undefined ? crumbs.slice(0, -1) : crumbs
  const last = current ?? crumbs.at(-1)?.label
  return (
    <Breadcrumbs aria-label={intl.formatMessage(m.breadcrumb)} sx={{ mb: 2, fontSize: '0.875rem' }}>
      {trail.map((crumb) => (
        <Link key={crumb.path || 'home'} component={RouterLink} to={crumb.path ? `/${lang}/${crumb.path}` : `/${lang}`} color="inherit">
          {crumb.label}
        </Link>
      ))}
      {last ? (
        <Typography color="text.primary" aria-current="page" sx={{ fontSize: 'inherit' }}>
          {last}
        </Typography>
      ) : null}
    </Breadcrumbs>
  )
}
