// The address book (spec §2): the saved addresses, adding, editing, making one the default and deleting (after a
// confirmation). Each outcome is announced: 'Address saved', 'Address changed', 'Success update customer address',
// 'Address deleted'. A visitor without a session is asked to sign in.
import AddIcon from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useIntl } from 'react-intl'
import { useGetCountriesQuery, type Address } from '@/shared/address'
import { errorMessages } from '@/shared/ui/errorMessages'
import { RetryAlert } from '@/shared/ui/RetryAlert'
import { useGetAddressesQuery } from '../../api/addressApi'
import { addressBookMessages as m } from '../../messages/addressBook'
import { AddressCard } from './AddressCard'
import { AddressForm, type AddressDefaults } from './AddressForm'
import { DeleteAddressDialog } from './DeleteAddressDialog'
import { SignInPrompt } from './SignInPrompt'
import { useAddressActions } from './useAddressActions'
import { useLocale } from '@/shared/i18n/useLocale'

type Outcome = { text: string; severity: 'success' | 'error' }

export function AddressBook({ defaults }: { defaults: AddressDefaults }) {
  const intl = useIntl()
  const lang = useLocale()
  const addresses = useGetAddressesQuery(lang)
  const countries = useGetCountriesQuery(lang)
  const [editing, setEditing] = useState<Address | 'new' | null>(null)
  const [deleting, setDeleting] = useState<Address | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const actions = useAddressActions(countries.data?.list ?? [])
  const formHeading = useRef<HTMLHeadingElement>(null)
  const { firstName, lastName, countryIso } = defaults
  const stableDefaults = useMemo(() => ({ firstName, lastName, countryIso }), [firstName, lastName, countryIso])

  useEffect(() => {
    if (editing) formHeading.current?.focus()
  }, [editing])

  const error = addresses.error as { status?: unknown } | undefined
  if (error?.status === 401) return <SignInPrompt />
  if (addresses.isError && !addresses.data) {
    return <RetryAlert message={intl.formatMessage(m.loadFailed)} onRetry={() => void addresses.refetch()} disabled={addresses.isFetching} />
  }
  if (!addresses.data || !countries.data) return <Skeleton variant="rounded" height={240} aria-hidden />

  const done = (text: string, ok = true) => setOutcome({ text, severity: ok ? 'success' : 'error' })
  const failed = intl.formatMessage(errorMessages.genericTitle)

  if (editing) {
    return (
      <Box>
        <Typography variant="h2" ref={formHeading} tabIndex={-1} gutterBottom sx={{ outline: 'none' }}>
          {intl.formatMessage(editing === 'new' ? m.newTitle : m.editTitle)}
        </Typography>
        <AddressForm
          address={editing === 'new' ? null : editing}
          countries={countries.data}
          defaults={stableDefaults}
          onCancel={() => setEditing(null)}
          onSaved={(_saved, created) => {
            setEditing(null)
            done(intl.formatMessage(created ? m.saved : m.changed))
          }}
        />
      </Box>
    )
  }

  return (
    <Box>
      <Box role="status" aria-live="polite" sx={{ mb: outcome ? 2 : 0 }}>
        {outcome ? <Alert severity={outcome.severity}>{outcome.text}</Alert> : null}
      </Box>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => (setOutcome(null), setEditing('new'))} sx={{ mb: 3 }}>
        {intl.formatMessage(m.add)}
      </Button>
      {addresses.data.length === 0 ? (
        <Typography>{intl.formatMessage(m.empty)}</Typography>
      ) : (
        <Grid container spacing={2} component="ul" aria-label={intl.formatMessage(m.listLabel)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {addresses.data.map((address) => (
            <Grid key={address.id} size={{ xs: 12, sm: 6 }} component="li">
              <AddressCard
                address={address}
                busy={actions.busy}
                onEdit={() => (setOutcome(null), setEditing(address))}
                onDelete={() => setDeleting(address)}
                onMakeDefault={() => void actions.makeDefault(address).then((ok) => done(ok ? intl.formatMessage(m.defaultChanged) : failed, ok))}
              />
            </Grid>
          ))}
        </Grid>
      )}
      <DeleteAddressDialog
        address={deleting}
        deleting={actions.deleting}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return
          void actions.deleteAddress(deleting).then((ok) => {
            setDeleting(null)
            done(ok ? intl.formatMessage(m.deleted) : failed, ok)
          })
        }}
      />
    </Box>
  )
}
