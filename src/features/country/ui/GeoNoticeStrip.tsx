// The geo notice's strip at the bottom of the screen: a polite offer to switch the shipping country (and the
// language), with "switch" and "stay". It never switches by itself and never covers more than a strip on a phone.
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Container from '@mui/material/Container'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { useDispatch } from 'react-redux'
import type { Locale } from '@/shared/config'
import { focusMain } from '@/shared/lib/focusMain'
import { useRoomBelow } from '@/shared/lib/useRoomBelow'
import { countryMessages as m } from '../messages'
import { geoNoticeAnswered, shippingCountryChosen } from '../model/countrySlice'
import type { GeoOffer } from '../model/geoNotice'
import type { ShippingDestination } from '../model/useShippingDestination'
import { LANGUAGE_NAMES } from '@/shared/i18n/languageNames'


interface StripProps {
  current: ShippingDestination
  country: ShippingDestination
  offer: GeoOffer
  onSwitchLanguage: (lang: Locale) => void
}

export default function GeoNoticeStrip({ current, country, offer, onSwitchLanguage }: StripProps) {
  const intl = useIntl()
  const dispatch = useDispatch()
  const ref = useRoomBelow<HTMLElement>()
  const names = { country: country.name, current: current.name }
  const switchTo = () => {
    dispatch(shippingCountryChosen(country.iso))
    dispatch(geoNoticeAnswered(country.iso))
    focusMain()
    if (offer.language) onSwitchLanguage(offer.language)
  }
  return (
    <Paper
      ref={ref}
      component="section"
      aria-labelledby="geo-notice-title"
      elevation={8}
      square
      sx={{ position: 'fixed', insetInline: 0, bottom: 0, zIndex: 'snackbar', borderTop: 1, borderColor: 'divider' }}
    >
      <Container maxWidth="lg" sx={{ py: 1.5, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 1.5, alignItems: { sm: 'center' } }}>
        <Box sx={{ flex: 1 }}>
          <Typography id="geo-notice-title" component="h2" variant="subtitle2" sx={{ fontWeight: 700 }}>
            {intl.formatMessage(m.noticeTitle, names)}
          </Typography>
          <Typography variant="body2">
            {offer.language
              ? intl.formatMessage(m.noticeTextLanguage, { ...names, language: LANGUAGE_NAMES[offer.language] })
              : intl.formatMessage(m.noticeText, names)}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" onClick={switchTo}>
            {intl.formatMessage(m.switch, names)}
          </Button>
          <Button variant="outlined" onClick={() => {
              dispatch(geoNoticeAnswered(country.iso))
              focusMain()
            }}>
            {intl.formatMessage(m.stay, names)}
          </Button>
        </Box>
      </Container>
    </Paper>
  )
}
