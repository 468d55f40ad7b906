// The consent settings, category by category: opened from the banner's "Customise" or the footer's "Cookie
// settings", starting from the shopper's current choice. Saving, accepting or rejecting all records a decision.
import CloseIcon from '@mui/icons-material/Close'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import { useIntl } from 'react-intl'
import { useAppDispatch, useAppSelector } from '@/shared/store'
import { ShopForm } from '@/shared/forms'
import { consentMessages as m } from '../messages'
import { ACCEPT_ALL, REJECT_ALL, decideConsent } from '../model/choices'
import { consentSettingsClosed, type ConsentChoice } from '../model/consentSlice'
import { selectConsentChoice } from '../model/selectors'
import { CategorySwitch } from './CategorySwitch'
import { focusMain } from '@/shared/lib/focusMain'
import { PrivacyLink } from './PrivacyLink'

export default function ConsentDialog({ open }: { open: boolean }) {
  const intl = useIntl()
  const dispatch = useAppDispatch()
  const current = useAppSelector(selectConsentChoice)
  // Opened from the banner, the opener disappears with the decision; from the footer link, MUI gives focus back.
  const fromBanner = !current
  const close = () => dispatch(consentSettingsClosed())
  const decide = (choice: ConsentChoice) => {
    dispatch(decideConsent(choice))
    if (fromBanner) focusMain()
  }
  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="consent-settings-title"
      // The whole dialog scrolls with the page: the form frame (a fieldset) between the paper and its parts keeps
      // a scrolling middle from shrinking, which cut the answers off on a phone in the longer languages.
      scroll="body"
      disableRestoreFocus={fromBanner}
    >
      <ShopForm<ConsentChoice>
        label={intl.formatMessage(m.settingsTitle)}
        initialValues={current ?? REJECT_ALL}
        onSubmit={(values) => decide({ ...REJECT_ALL, ...values })}
      >
        <DialogTitle id="consent-settings-title" sx={{ pr: 7 }}>
          {intl.formatMessage(m.settingsTitle)}
          <IconButton aria-label={intl.formatMessage(m.close)} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent dividers>
          <DialogContentText sx={{ mb: 2 }}>
            {intl.formatMessage(m.settingsIntro)} <PrivacyLink />
          </DialogContentText>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            <CategorySwitch label={intl.formatMessage(m.necessary)} text={intl.formatMessage(m.necessaryText)} fixedNote={intl.formatMessage(m.alwaysOn)} />
            <CategorySwitch name="preferences" label={intl.formatMessage(m.preferences)} text={intl.formatMessage(m.preferencesText)} />
            <CategorySwitch name="statistics" label={intl.formatMessage(m.statistics)} text={intl.formatMessage(m.statisticsText)} />
            <CategorySwitch name="marketing" label={intl.formatMessage(m.marketing)} text={intl.formatMessage(m.marketingText)} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, py: 2 }}>
          <Button variant="outlined" onClick={() => decide(REJECT_ALL)}>
            {intl.formatMessage(m.rejectAll)}
          </Button>
          <Button variant="outlined" onClick={() => decide(ACCEPT_ALL)}>
            {intl.formatMessage(m.acceptAll)}
          </Button>
          <Button type="submit" variant="contained">
            {intl.formatMessage(m.save)}
          </Button>
        </DialogActions>
      </ShopForm>
    </Dialog>
  )
}
