// The points field: empty means none; otherwise a whole number up to what this order can take.
import { refusalMessages as api } from '@/shared/api'
import type { Validator } from '@/shared/forms'
import { pointsMessages as m } from '../../messages/payment'

export const pointsRule =
  (max: number): Validator =>
  (value) => {
    const typed = typeof value === 'string' ? value.trim() : ''
    if (typed === '') return undefined
    if (!/^\d+$/.test(typed)) return { descriptor: m.wholeNumber }
    return Number(typed) > max ? { descriptor: api.pointsMax, values: { max } } : undefined
  }

export const pointsValue = (typed: string | undefined) => (typed?.trim() ? Number(typed.trim()) : 0)
