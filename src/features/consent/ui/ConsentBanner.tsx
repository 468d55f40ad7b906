// The banner of a first visit (and of a visit after the policy changed or a year passed): a strip at the bottom of
// the screen, never a wall over the page, with "Accept all" and "Reject all" equally prominent and "Customise".
// It is a landmark early in the document (the keyboard reaches it first), not a modal: the shop stays usable.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { useDispatch } from 'react-redux'
import type { Locale } from '@/shared/config'
import { consentMessages as m } from '../messages'
import { ACCEPT_ALL, REJECT_ALL, decideConsent } from '../model/choices'
import { consentSettingsOpened, type ConsentChoice } from '../model/consentSlice'
import { focusMain } from '@/shared/lib/focusMain'
import { useRoomBelow } from '@/shared/lib/useRoomBelow'
import { PrivacyLink } from './PrivacyLink'

export default function ConsentBanner({ lang }: { lang: Locale }) {
  const intl = useIntl()
  const dispatch = useDispatch()
  const ref = useRoomBelow()
  const decide = (choice: ConsentChoice) => {
    dispatch(decideConsent(choice))
    focusMain()
  }
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby="consent-banner-title"
      elevation={8}
      square
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'snackbar', maxHeight: '50vh', overflowY: 'auto', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ py: 2, display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: { md: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="consent-banner-title" component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {intl.formatMessage(m.bannerTitle)}
          </Typography>
          <Typography variant="body2">
            {intl.formatMessage(m.bannerText)} <PrivacyLink lang={lang} />
          </Typography>
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, flexShrink: 0, minWidth: { md: 320 } }}>
          <Button variant="contained" onClick={() => decide(ACCEPT_ALL)}>
            {intl.formatMessage(m.acceptAll)}
          </Button>
          <Button variant="contained" onClick={() => decide(REJECT_ALL)}>
            {intl.formatMessage(m.rejectAll)}
          </Button>
          <Button sx={{ gridColumn: '1 / -1' }} onClick={() => dispatch(consentSettingsOpened())}>
            {intl.formatMessage(m.customise)}
          </Button>
        </Box>
      </Container>
    </Paper>
  )
}
