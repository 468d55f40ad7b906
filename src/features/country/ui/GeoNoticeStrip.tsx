// The geo notice's strip at the bottom of the screen: a polite offer to switch the shipping country (and the
// language), with "switch" and "stay". It never switches by itself and never covers more than a strip on a phone.
import Box from '@mui/material/Box'
import { useIntl } from 'react-intl'
import { useAppDispatch } from '@/shared/store'
import type { Locale } from '@/shared/config'
import { LANGUAGE_NAMES } from '@contract/locales'
import { focusMain } from '@/shared/lib/focusMain'
import { BottomStrip, StripButton } from '@/shared/ui/BottomStrip'
import { countryMessages as m } from '../messages'
import { geoNoticeAnswered, shippingCountryChosen } from '../model/countrySlice'
import type { GeoOffer } from '../model/geoNotice'
import type { ShippingDestination } from '../model/useShippingDestination'

interface StripProps {
  current: ShippingDestination
  country: ShippingDestination
  offer: GeoOffer
  onSwitchLanguage: (lang: Locale) => void
}

export default function GeoNoticeStrip({ current, country, offer, onSwitchLanguage }: StripProps) {
  const intl = useIntl()
  const dispatch = useAppDispatch()
  const names = { country: country.name, current: current.name }
  const switchTo = () => {
    dispatch(shippingCountryChosen(country.iso))
    dispatch(geoNoticeAnswered(country.iso))
    focusMain()
    if (offer.language) onSwitchLanguage(offer.language)
  }
  const stay = () => {
    dispatch(geoNoticeAnswered(country.iso))
    focusMain()
  }
  return (
    <BottomStrip
      titleId="geo-notice-title"
      title={intl.formatMessage(m.noticeTitle, names)}
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <StripButton variant="contained" onClick={switchTo}>
            {intl.formatMessage(m.switch, names)}
          </StripButton>
          <StripButton variant="outlined" onClick={stay}>
            {intl.formatMessage(m.stay, names)}
          </StripButton>
        </Box>
      }
    >
      {offer.language
        ? intl.formatMessage(m.noticeTextLanguage, { ...names, language: LANGUAGE_NAMES[offer.language] })
        : intl.formatMessage(m.noticeText, names)}
    </BottomStrip>
  )
}
