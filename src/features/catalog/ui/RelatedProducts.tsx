// Products related to this one, as a rail of cards (below the fold: lazy pictures). Hidden when there are none
// or they failed to load: they are a suggestion, not the page's content.
import { useIntl } from 'react-intl'
import type { Locale } from '@/shared/config'
import { useGetRelatedProductsQuery } from '../api/catalogApi'
import { productMessages as m } from '../messages'
import { ProductRail } from './ProductRail'

export function RelatedProducts({ lang, id }: { lang: Locale; id: number }) {
  const intl = useIntl()
  const { data, isError } = useGetRelatedProductsQuery({ lang, id })
  if (isError) return null
  return <ProductRail title={intl.formatMessage(m.related)} lang={lang} products={data} />
}
