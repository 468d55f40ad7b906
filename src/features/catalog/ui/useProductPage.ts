// The product page's data for a chosen variant. The product without a selection comes first (it is what cards
// prefetch, and it lists every combination); a variant other than the default is then asked for with its
// attribute `group`. While a newly chosen variant loads, the page keeps showing what it showed before (no
// skeleton, no layout shift); only a shared link with ?variant waits for its own variant before showing prices.
import { skipToken } from '@reduxjs/toolkit/query/react'
import { useCallback, useState } from 'react'
import { useCachedNotFound, type ApiError } from '@/shared/api'
import { useLocale } from '@/shared/i18n/useLocale'
import { catalogApi, useGetProductQuery } from '../api/catalogApi'
import type { Product } from '../model/types'
import { groupOf, selectionOf } from '../model/variants'

export interface ProductPageData {
  /** What to show; undefined while the first answer is on its way. */
  product: Product | undefined
  /** The variant the shopper chose (the URL's, when it exists), else the product's default. */
  selectedVariantId: number | null
  /** True while the shown data is for another variant than the chosen one. */
  switching: boolean
  notFound: boolean
  /** A failure with nothing to show instead (the page shows an error with retry). */
  error: ApiError | undefined
  /** A failure loading a newly chosen variant while the previous one is still shown. */
  variantError: ApiError | undefined
  retry: () => void
  /** Call when the shopper picks a variant, so that the previous data stays visible while it loads. */
  markInteraction: () => void
}

export function useProductPage(id: number, requestedVariantId: number | null): ProductPageData {
  const lang = useLocale()
  const [interacted, setInteracted] = useState(false)
  // Stable: the page hands it on to the (memoised) variant picker.
  const markInteraction = useCallback(() => setInteracted(true), [])
  const knownGone = useCachedNotFound(catalogApi.endpoints.getProduct, { lang, id })
  const base = useGetProductQuery(knownGone ? skipToken : { lang, id })
  const variants = base.data?.variants ?? []
  const requested = variants.find((v) => v.id === requestedVariantId)
  const needsGroup = requested !== undefined && requested.id !== base.data?.selectedVariantId
  const group = needsGroup && base.data ? groupOf(selectionOf(requested, base.data.attributes)) : undefined
  const chosen = useGetProductQuery(group ? { lang, id, group } : skipToken)

  const product = group ? (chosen.data ?? (interacted ? base.data : undefined)) : base.data
  const selectedVariantId = requested?.id ?? product?.selectedVariantId ?? null
  const baseError = base.error as ApiError | undefined
  const chosenError = group ? (chosen.error as ApiError | undefined) : undefined
  const notFound = knownGone || baseError?.status === 404 || chosenError?.status === 404
  return {
    product,
    selectedVariantId,
    switching: Boolean(product && selectedVariantId !== null && product.selectedVariantId !== selectedVariantId),
    notFound,
    error: product ? undefined : (baseError ?? chosenError),
    variantError: product ? chosenError : undefined,
    retry: () => void (baseError || !group ? base.refetch() : chosen.refetch()),
    markInteraction,
  }
}
