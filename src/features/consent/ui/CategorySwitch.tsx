// One category of the settings: its name on a switch, and one line saying what it is for. The necessary category
// is shown switched on and cannot be switched off.
import FormControlLabel from '@mui/material/FormControlLabel'
import Switch from '@mui/material/Switch'
import Typography from '@mui/material/Typography'
import { useField } from 'react-final-form'

interface CategorySwitchProps {
  /** The form field; none for the necessary category. */
  name?: string
  label: string
  text: string
  /** What is read for the necessary category instead of a state ("Always on"). */
  fixedNote?: string
}

function FieldSwitch({ name, describedBy }: { name: string; describedBy: string }) {
  const { input } = useField<boolean>(name, { type: 'checkbox' })
  return <Switch {...input} checked={Boolean(input.checked)} slotProps={{ input: { 'aria-describedby': describedBy } }} />
}

export function CategorySwitch({ name, label, text, fixedNote }: CategorySwitchProps) {
  const textId = `consent-${name ?? 'necessary'}-text`
  const control = name ? <FieldSwitch name={name} describedBy={textId} /> : <Switch checked disabled slotProps={{ input: { 'aria-describedby': textId } }} />
  return (
    <li>
      <FormControlLabel control={control} label={fixedNote ? `${label} (${fixedNote})` : label} sx={{ '& .MuiFormControlLabel-label': { fontWeight: 600 } }} />
      <Typography id={textId} variant="body2" color="textSecondary" sx={{ ml: 6.5, mt: -0.5, mb: 1.5 }}>
        {text}
      </Typography>
    </li>
  )
}
