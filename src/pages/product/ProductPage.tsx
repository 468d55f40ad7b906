// /{lang}/{id}.html: one product. The id is the slug's leading number; the chosen variant lives in ?variant so
// that reload, back and shared links keep it; a slug that is not the product's own in this language (e.g. after
// switching language) is replaced by the canonical one, keeping the query.
import { useCallback, useEffect, type ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router'
import { useAddToCart } from '@/features/cart'
import { AddToCart, ProductLoadError, ProductSkeleton, ProductView, productPageFacts, useProductPage, type Purchase } from '@/features/catalog'
import { useShopData } from '@/features/shop'
import { ReviewsSection } from '@/features/reviews'
import { WishlistToggle } from '@/features/wishlist'
import { NotFoundView } from '@/shared/ui/NotFoundView'
import { PageTitle } from '@/shared/ui/PageTitle'
import { useCardActions } from '../cardActions'
import { pageMessages } from '../pageMessages'
import { canonicalProductPath, productIdFromSlug, variantFromSearch } from './productUrl'
import type { ProductId } from '@/shared/ids'
import { useLocale } from '@/shared/i18n/useLocale'

export default function ProductPage() {
  const { slug = '' } = useParams()
  const id = productIdFromSlug(slug)
  if (id === null) return <NotFoundView />
  // Keyed by product: another product starts with its own state (picture, quantity), never the last one's data.
  return <ProductRoute key={id} id={id} slug={slug} />
}

function ProductRoute({ id, slug }: { id: ProductId; slug: string }) {
  const intl = useIntl()
  const lang = useLocale()
  const [params, setParams] = useSearchParams()
  const { search, hash } = useLocation()
  const navigate = useNavigate()
  const page = useProductPage(id, variantFromSearch(params))
  const shop = useShopData((data) => ({ settings: data?.settings, signedIn: Boolean(data?.customer) }))
  const brandLinks = shop.settings?.brandsEnabled ?? false
  const signedIn = shop.signedIn
  const cardActions = useCardActions()

  // A stable callback: the buy box's memoised parts (the variant picker) are not redrawn when the page is.
  const { markInteraction } = page
  const selectVariant = useCallback(
    (variantId: number) => {
      markInteraction()
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          next.set('variant', String(variantId))
          return next
        },
        { replace: true, preventScrollReset: true },
      )
    },
    [markInteraction, setParams],
  )

  const canonical = page.product ? canonicalProductPath(lang, slug, page.product) : null
  useEffect(() => {
    if (canonical) void navigate(`${canonical}${search}${hash}`, { replace: true, preventScrollReset: true })
  }, [canonical, search, hash, navigate])

  if (page.notFound) return <NotFoundView />
  if (page.error) return <ProductLoadError onRetry={page.retry} />
  if (!page.product) {
    return (
      <>
        <PageTitle title={intl.formatMessage(pageMessages.product)} loading />
        <ProductSkeleton />
      </>
    )
  }

  const product = page.product
  const wishlist = (
    <WishlistToggle
      productId={id}
      attributeId={page.selectedVariantId ?? 0}
      productName={product.name}
      signedIn={signedIn}
      item={productPageFacts(product, page.selectedVariantId)}
    />
  )
  return (
    <ProductView
      product={product}
      brandLinks={brandLinks}
      offerPolicies={shop.settings?.offerPolicies}
      renderCardActions={cardActions}
      reviewsHref="#reviews"
      reviews={<ReviewsSection productId={id} productName={product.name} />}
      selectedVariantId={page.selectedVariantId}
      onSelectVariant={selectVariant}
      switching={page.switching}
      variantFailed={Boolean(page.variantError)}
      renderAddToCart={(purchase) => <AddToBag productId={id} purchase={purchase} actions={wishlist} />}
    />
  )
}

/** The product page's buy button, with the add's own state: adding redraws the button, not the page. */
function AddToBag({ productId, purchase, actions }: { productId: ProductId; purchase: Purchase; actions: ReactNode }) {
  const { add, pending, error } = useAddToCart()
  const { variantId, quantity } = purchase
  return (
    <AddToCart
      preorder={purchase.preorder}
      canBuy={purchase.canBuy}
      onAdd={() => void add(productId, variantId, quantity)}
      pending={pending}
      error={error}
      actions={actions}
    />
  )
}
