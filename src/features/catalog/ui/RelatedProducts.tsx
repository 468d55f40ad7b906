// Products related to this one, as a rail of cards (below the fold: lazy pictures). Hidden when there are none
// or they failed to load: they are a suggestion, not the page's content.
import { memo, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useLocale } from '@/shared/i18n/useLocale'
import { useGetRelatedProductsQuery } from '../api/catalogApi'
import { productMessages as m } from '../messages'
import type { ProductSummary } from '../model/types'
import { ProductRail } from './ProductRail'

interface RelatedProductsProps {
  id: number
  renderActions?: (product: ProductSummary) => ReactNode
}

export const RelatedProducts = memo(function RelatedProducts({ id, renderActions }: RelatedProductsProps) {
  const intl = useIntl()
  const { data, isError } = useGetRelatedProductsQuery({ lang: useLocale(), id })
  if (isError) return null
  return <ProductRail title={intl.formatMessage(m.related)} listId="related_products" products={data} renderActions={renderActions} />
})
