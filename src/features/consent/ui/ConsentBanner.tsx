// The banner of a first visit (and of a visit after the policy changed or a year passed): a strip at the bottom of
// the screen, never a wall over the page, with "Accept all" and "Reject all" equally prominent and "Customise".
// It is a landmark early in the document (the keyboard reaches it first), not a modal: the shop stays usable.
import Box from '@mui/material/Box'
import { useIntl } from 'react-intl'
import { useAppDispatch } from '@/shared/store'
import { consentMessages as m } from '../messages'
import { ACCEPT_ALL, REJECT_ALL, decideConsent } from '../model/choices'
import { consentSettingsOpened, type ConsentChoice } from '../model/consentSlice'
import { focusMain } from '@/shared/lib/focusMain'
import { BottomStrip, StripButton } from '@/shared/ui/BottomStrip'
import { PrivacyLink } from './PrivacyLink'

export default function ConsentBanner() {
  const intl = useIntl()
  const dispatch = useAppDispatch()
  const decide = (choice: ConsentChoice) => {
    dispatch(decideConsent(choice))
    focusMain()
  }
  return (
    <BottomStrip
      titleId="consent-banner-title"
      title={intl.formatMessage(m.bannerTitle)}
      actions={
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, minWidth: { md: 320 } }}>
          <StripButton variant="contained" onClick={() => decide(ACCEPT_ALL)}>
            {intl.formatMessage(m.acceptAll)}
          </StripButton>
          <StripButton variant="contained" onClick={() => decide(REJECT_ALL)}>
            {intl.formatMessage(m.rejectAll)}
          </StripButton>
          <StripButton style={{ gridColumn: '1 / -1' }} onClick={() => dispatch(consentSettingsOpened())}>
            {intl.formatMessage(m.customise)}
          </StripButton>
        </Box>
      }
    >
      {intl.formatMessage(m.bannerText)} <PrivacyLink />
    </BottomStrip>
  )
}
