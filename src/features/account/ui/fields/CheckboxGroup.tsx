// Several checkboxes writing one array field (e.g. the chosen newsletter topics), inside a fieldset with a legend.
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import FormLabel from '@mui/material/FormLabel'
import FormControl from '@mui/material/FormControl'
import { useField } from 'react-final-form'

interface Props {
  name: string
  legend: string
  options: { value: string; label: string }[]
}

function GroupCheckbox({ name, value, label }: { name: string; value: string; label: string }) {
  const { input } = useField<string>(name, { type: 'checkbox', value })
  return <FormControlLabel control={<Checkbox {...input} checked={Boolean(input.checked)} />} label={label} />
}

export function CheckboxGroup({ name, legend, options }: Props) {
  return (
    <FormControl component="fieldset" sx={{ my: 1 }}>
      <FormLabel component="legend">{legend}</FormLabel>
      <FormGroup>
        {options.map((o) => (
          <GroupCheckbox key={o.value} name={name} value={o.value} label={o.label} />
        ))}
      </FormGroup>
    </FormControl>
  )
}
