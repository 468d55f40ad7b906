// Which variant a selection means and what each option would lead to. A shopper is never stuck: picking an
// option that does not combine with the current choice moves the other choices to a variant that exists.
import type { AttributeGroup, Variant } from './types'

/** Group id → attribute id. */
export type Selection = Record<number, number>

export type OptionState = 'available' | 'outOfStock' | 'unavailable'

export function selectionOf(variant: Variant, groups: AttributeGroup[]): Selection {
  const selection: Selection = {}
  for (const group of groups) {
    const option = group.options.find((o) => variant.attributes.includes(o.id))
    if (option) selection[group.id] = option.id
  }
  return selection
}

export function variantFor(variants: Variant[], selection: Selection): Variant | undefined {
  const wanted = Object.values(selection)
  return variants.find((v) => wanted.every((a) => v.attributes.includes(a)) && v.attributes.length === wanted.length)
}

/** What choosing `optionId` in `groupId` would give, with the other choices kept. */
export function optionState(variants: Variant[], selection: Selection, groupId: number, optionId: number): OptionState {
  const wanted = Object.entries({ ...selection, [groupId]: optionId }).map(([, a]) => a)
  const matching = variants.filter((v) => wanted.every((a) => v.attributes.includes(a)))
  if (matching.length === 0) {
    return variants.some((v) => v.attributes.includes(optionId) && v.stock > 0) ? 'available' : 'unavailable'
  }
  return matching.some((v) => v.stock > 0) ? 'available' : 'outOfStock'
}

/**
 * The selection after choosing an option: the exact combination when it exists; otherwise the in-stock variant
 * with this option that keeps most of the other choices (or any variant with it).
 */
export function choose(variants: Variant[], groups: AttributeGroup[], selection: Selection, groupId: number, optionId: number): Selection {
  const next = { ...selection, [groupId]: optionId }
  if (variantFor(variants, next)) return next
  const withOption = variants.filter((v) => v.attributes.includes(optionId))
  const kept = (v: Variant) => Object.values(selection).filter((a) => v.attributes.includes(a)).length
  const best = [...withOption].sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0) || kept(b) - kept(a))[0]
  return best ? selectionOf(best, groups) : next
}

/** A selection as getProduct's `group` argument (attribute group id → attribute id). */
export const groupOf = (selection: Selection): Record<string, number> =>
  Object.fromEntries(Object.entries(selection).map(([group, attribute]) => [String(group), attribute]))
