// The second address line is rarely needed: a small button keeps it out of the way until the shopper asks for it,
// then hands them the field with the cursor in it. A line already there (a saved or chosen address) shows directly
// and stays while it is being cleared.
import AddIcon from '@mui/icons-material/Add'
import Button from '@mui/material/Button'
import { useEffect, useRef, useState } from 'react'
import { useField } from 'react-final-form'
import { useIntl } from 'react-intl'
import { TextInput } from '@/shared/forms'
import { addressFieldMessages as m } from '../messages'
import type { FieldAttributes } from './fieldProps'

interface Props {
  attributes: FieldAttributes
  label: string
}

export function Address2Field({ attributes, label }: Props) {
  const intl = useIntl()
  const { input, meta } = useField<string>(attributes.name, { subscription: { value: true, initial: true } })
  const [revealed, setRevealed] = useState(false)
  const inputRef = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (revealed) inputRef.current?.focus()
  }, [revealed])

  if (!revealed && !input.value && !meta.initial) {
    return (
      <Button size="small" startIcon={<AddIcon />} onClick={() => setRevealed(true)} sx={{ alignSelf: 'flex-start' }}>
        {intl.formatMessage(m.addAddress2)}
      </Button>
    )
  }
  return <TextInput {...attributes} label={label} inputRef={inputRef} slotProps={{ htmlInput: { maxLength: 128 } }} />
}
