// The live strength meter of a new password (veryWeak…strong, spec §4) and the requirement list of spec §5, each
// requirement marked as met or not in words as well as by its icon.
import CheckCircleIcon from '@mui/icons-material/CheckCircle'
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked'
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { passwordMessages, passwordStrength, unmetRequirements, type PasswordStrength } from '@/shared/forms'
import { PASSWORD_MIN_LENGTH } from '@/shared/forms/password'
import { registerMessages } from '../../messages/auth'

const LEVELS: PasswordStrength[] = ['veryWeak', 'weak', 'fair', 'good', 'strong']
const COLORS: Record<PasswordStrength, string> = {
  veryWeak: 'error.main',
  weak: 'error.main',
  fair: 'warning.dark',
  good: 'success.main',
  strong: 'success.dark',
}
const REQUIREMENTS = ['minLength', 'lowercase', 'uppercase', 'digit', 'special'] as const

export function PasswordStrengthMeter({ password, id }: { password: string; id: string }) {
  const intl = useIntl()
  const level = passwordStrength(password)
  const unmet = new Set(unmetRequirements(password))
  const filled = LEVELS.indexOf(level) + 1
  return (
    <Box id={id} sx={{ mt: 1, mb: 2 }}>
      <Box aria-hidden sx={{ display: 'flex', gap: 0.5, mb: 0.5 }}>
        {LEVELS.map((l, i) => (
          <Box key={l} sx={{ flex: 1, height: 4, borderRadius: 2, bgcolor: password && i < filled ? COLORS[level] : 'action.hover' }} />
        ))}
      </Box>
      <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600 }}>
        {intl.formatMessage(passwordMessages.strengthLabel, { level: intl.formatMessage(passwordMessages[level]) })}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {intl.formatMessage(registerMessages.requirementsTitle)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {REQUIREMENTS.map((r) => {
          const met = !unmet.has(r)
          return (
            <Box component="li" key={r} sx={{ display: 'flex', alignItems: 'center', gap: 1, color: met ? 'success.dark' : 'text.secondary' }}>
              {met ? <CheckCircleIcon fontSize="small" aria-hidden /> : <RadioButtonUncheckedIcon fontSize="small" aria-hidden />}
              <Typography variant="body2" component="span">
                {intl.formatMessage(passwordMessages[r], { min: PASSWORD_MIN_LENGTH })}{' '}
                <Box component="span" className="visually-hidden">
                  {intl.formatMessage(met ? registerMessages.requirementMet : registerMessages.requirementUnmet)}
                </Box>
              </Typography>
            </Box>
          )
        })}
      </Box>
    </Box>
  )
}
