// A native <select> inside the MUI field frame: fully keyboard- and screen-reader-operable, light, and easy to
// drive in tests. Options may be grouped (countries by shipping zone).
import type { ComponentProps } from 'react'
import { TextInput } from './TextInput'

export interface SelectOption {
  value: string
  label: string
}

export interface SelectGroup {
  label: string
  options: SelectOption[]
}

type Props = Omit<ComponentProps<typeof TextInput>, 'select' | 'children'> & {
  options: (SelectOption | SelectGroup)[]
  /** Text of the empty first option; none when omitted. */
  placeholder?: string
}

const isGroup = (o: SelectOption | SelectGroup): o is SelectGroup => 'options' in o

export function SelectInput({ options, placeholder, slotProps, ...props }: Props) {
  const option = (o: SelectOption) => (
    <option key={o.value} value={o.value}>
      {o.label}
    </option>
  )
  return (
    <TextInput {...props} select slotProps={{ ...slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
      {options.map((o) =>
        isGroup(o) ? (
          <optgroup key={o.label} label={o.label}>
            {o.options.map(option)}
          </optgroup>
        ) : (
          option(o)
        ),
      )}
    </TextInput>
  )
}
