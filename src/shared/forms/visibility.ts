// When a field's message shows (spec §4): after blur by default, after the first change for checkboxes, or live;
// after a submit attempt every message shows. A field's validation state is pending, passing or failing.
import type { FieldMetaState } from 'react-final-form'

export type Visibility = 'blur' | 'change' | 'live'
export type ValidationState = 'pending' | 'passing' | 'failing'

type Meta = Pick<FieldMetaState<unknown>, 'touched' | 'modified' | 'submitFailed' | 'validating' | 'invalid'>

export function isMessageVisible(meta: Meta, visibility: Visibility): boolean {
  if (meta.submitFailed) return true
  if (visibility === 'live') return true
  if (visibility === 'change') return Boolean(meta.modified || meta.touched)
  return Boolean(meta.touched)
}

export function validationState(meta: Meta): ValidationState {
  if (meta.validating) return 'pending'
  return meta.invalid ? 'failing' : 'passing'
}
