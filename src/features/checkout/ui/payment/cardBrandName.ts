// Card brands as shoppers know them. Trademarks: the same in every language.
import type { CardBrand } from '@contract/card'

const NAMES: Record<CardBrand, string | null> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  maestro: 'Maestro',
  unknown: null,
}

export const cardBrandName = (brand: CardBrand): string | null => NAMES[brand]
