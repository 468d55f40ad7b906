// Breadcrumbs: where this page sits in the catalogue — shown, and told to search engines as the same trail
// (BreadcrumbList), so the two never differ.
import { memo } from 'react'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import type { Locale } from '@/shared/config'
import { useLocale } from '@/shared/i18n/useLocale'
import { breadcrumbList, JsonLd } from '@/shared/seo'
import { usePageOrigin } from '@/shared/ssr'
import { catalogMessages as m } from '../messages'
import type { Crumb } from '../model/types'

const href = (lang: Locale, crumb: Crumb) => (crumb.path ? `/${lang}/${crumb.path}` : `/${lang}`)

export const CrumbTrail = memo(function CrumbTrail({ crumbs, current }: { crumbs: Crumb[]; current?: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const origin = usePageOrigin()
  const trail = current === undefined ? crumbs.slice(0, -1) : crumbs
  const last = current ?? crumbs.at(-1)?.label
  const linked = current === undefined ? crumbs : trail
  const data = breadcrumbList([
    ...linked.map((crumb) => ({ name: crumb.label, url: `${origin}${href(lang, crumb)}` })),
    ...(current !== undefined ? [{ name: current }] : []),
  ])
  return (
    <>
      <JsonLd data={data} />
      <Breadcrumbs aria-label={intl.formatMessage(m.breadcrumb)} sx={{ mb: 2, fontSize: '0.875rem' }}>
        {trail.map((crumb) => (
          <Link key={crumb.path || 'home'} component={RouterLink} to={href(lang, crumb)} color="inherit">
            {crumb.label}
          </Link>
        ))}
        {last ? (
          <Typography color="textPrimary" aria-current="page" sx={{ fontSize: 'inherit' }}>
            {last}
          </Typography>
        ) : null}
      </Breadcrumbs>
    </>
  )
})
