// The collection point picker: a dialog that searches around the delivery address's postcode at once (the shopper
// can search another postcode or a city), lists the points nearest first, and saves the one chosen with its
// carrier. The dialog stays open with the reason when the save is refused.
import CloseIcon from '@mui/icons-material/Close'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Typography from '@mui/material/Typography'
import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useLocale } from '@/shared/i18n/useLocale'
import { useLazyGetPudosQuery } from '../../api/checkoutApi'
import { pudoMessages as m } from '../../messages/flow'
import type { Pudo } from '../../model/types'
import { PudoCard } from './PudoCard'
import { pudoTerm, PudoSearch, type PudoTerm } from './PudoSearch'

interface Props {
  open: boolean
  countryIso: string
  /** The delivery address's postcode (or city when it has none): the first search. */
  initialQuery: string
  chosenId: number | null
  onClose: () => void
  /** Saves the point; null when saved, else why not. */
  onChoose: (pudo: Pudo) => Promise<string | null>
}

const byDistance = (a: Pudo, b: Pudo) => (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity)

export function PudoPicker({ open, countryIso, initialQuery, chosenId, onClose, onChoose }: Props) {
  const intl = useIntl()
  const lang = useLocale()
  const [search, { data, isFetching, isError }] = useLazyGetPudosQuery()
  const [saving, setSaving] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const find = (term: PudoTerm) => void search({ lang, countryIso, ...term }, true)

  useEffect(() => {
    if (open && initialQuery.trim()) void search({ lang, countryIso, ...pudoTerm(initialQuery) }, true)
  }, [open, initialQuery, lang, countryIso, search])

  const choose = async (pudo: Pudo) => {
    setSaving(true)
    setProblem(null)
    const failure = await onChoose(pudo)
    setSaving(false)
    if (failure) setProblem(failure)
    else onClose()
  }

  const pudos = data ? [...data].sort(byDistance) : []
  const located = pudos.some((p) => p.distanceKm !== null)
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="pudo-title" fullWidth maxWidth="sm">
      <DialogTitle id="pudo-title" sx={{ pr: 6 }}>
        {intl.formatMessage(m.title)}
        <IconButton aria-label={intl.formatMessage(m.close)} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <PudoSearch initial={initialQuery} onSearch={find} />
        {problem ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {problem}
          </Alert>
        ) : null}
        <Box role="status" sx={{ minHeight: 24 }}>
          {isFetching ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
              <CircularProgress size={18} aria-hidden />
              <Typography variant="body2">{intl.formatMessage(m.searching)}</Typography>
            </Box>
          ) : isError ? (
            <Typography variant="body2" color="error">
              {intl.formatMessage(m.searchFailed)}
            </Typography>
          ) : data ? (
            <Typography variant="body2">{intl.formatMessage(m.count, { count: pudos.length })}</Typography>
          ) : null}
        </Box>
        {data && pudos.length && !located ? (
          <Typography variant="body2" color="textSecondary">
            {intl.formatMessage(m.notLocated)}
          </Typography>
        ) : null}
        {pudos.length && !isFetching ? (
          <Box component="ul" aria-label={intl.formatMessage(m.results)} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {pudos.map((pudo) => (
              <PudoCard key={pudo.id} pudo={pudo} chosen={pudo.id === chosenId} disabled={saving} onChoose={(p) => void choose(p)} />
            ))}
          </Box>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
