// The product's options, one radio group per attribute group. A choice that does not combine with the others
// moves them to an existing variant (model/variants.ts), and the new selection is announced.
import Stack from '@mui/material/Stack'
import { memo, useState } from 'react'
import { useIntl } from 'react-intl'
import { productMessages as m } from '../messages'
import type { AttributeGroup, Variant } from '../model/types'
import { choose, optionState, selectionOf, variantFor } from '../model/variants'
import { OptionGroup } from './OptionGroup'

interface VariantPickerProps {
  groups: AttributeGroup[]
  variants: Variant[]
  selectedVariantId: number | null
  onSelect: (variantId: number) => void
}

export const VariantPicker = memo(function VariantPicker({ groups, variants, selectedVariantId, onSelect }: VariantPickerProps) {
  const intl = useIntl()
  const [announcement, setAnnouncement] = useState('')
  // Without a known selection (the back end found no combination), start from the default rather than hide the options.
  const current = variants.find((v) => v.id === selectedVariantId) ?? variants.find((v) => v.isDefault) ?? variants[0]
  if (!groups.length || !current) return null
  const selection = selectionOf(current, groups)

  const pick = (groupId: number, optionId: number) => {
    const next = choose(variants, groups, selection, groupId, optionId)
    const variant = variantFor(variants, next)
    if (!variant || variant.id === current.id) return
    const parts = groups.map((g) => `${g.name} ${g.options.find((o) => o.id === next[g.id])?.name ?? ''}`.trim())
    setAnnouncement(intl.formatMessage(m.selected, { summary: intl.formatList(parts, { type: 'conjunction' }) }))
    onSelect(variant.id)
  }

  return (
    <Stack spacing={2}>
      {groups.map((group) => (
        <OptionGroup
          key={group.id}
          group={group}
          selectedId={selection[group.id]}
          stateOf={(optionId) => optionState(variants, selection, group.id, optionId)}
          onChoose={(optionId) => pick(group.id, optionId)}
        />
      ))}
      <span role="status" className="visually-hidden">
        {announcement}
      </span>
    </Stack>
  )
})
