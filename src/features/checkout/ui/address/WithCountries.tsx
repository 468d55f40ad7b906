// The address steps need the countries (their rules and zones) before the form can be drawn.
import Box from '@mui/material/Box'
import Skeleton from '@mui/material/Skeleton'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useGetCountriesQuery, type Countries } from '@/shared/address'
import { useLocale } from '@/shared/i18n/useLocale'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { addressMessages as m, flowMessages } from '../../messages/flow'

export function WithCountries({ children }: { children: (countries: Countries) => ReactNode }) {
  const intl = useIntl()
  const { data: countries, isError, isFetching, refetch } = useGetCountriesQuery(useLocale())
  if (countries) return children(countries)
  if (isError) return <RetryAlert message={intl.formatMessage(m.countriesFailed)} onRetry={() => void refetch()} disabled={isFetching} />
  return (
    <Box role="status" aria-label={intl.formatMessage(flowMessages.loading)}>
      <Skeleton variant="rounded" height={240} />
    </Box>
  )
}
