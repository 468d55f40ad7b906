// Brand (a link when brand pages exist), the product name as the page's one h1, its reference and rating.
import { memo } from 'react'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { Link as RouterLink } from 'react-router'
import { productMessages as m } from '../messages'
import type { Product } from '../model/types'
import { RatingSummary } from './RatingSummary'

interface ProductHeadingProps {
  product: Pick<Product, 'name' | 'brand' | 'sku' | 'rating'>
  /** Where the brand links to; plain text without it. */
  brandHref?: string
  reviewsHref?: string
}

const brandSx = { textTransform: 'uppercase', letterSpacing: '0.08em', fontWeight: 600, fontSize: '0.8125rem' } as const

export const ProductHeading = memo(function ProductHeading({ product, brandHref, reviewsHref }: ProductHeadingProps) {
  const intl = useIntl()
  return (
    <Stack spacing={0.75}>
      {product.brand ? (
        brandHref ? (
          <Link component={RouterLink} to={brandHref} color="textSecondary" sx={{ ...brandSx, alignSelf: 'flex-start' }}>
            {product.brand.name}
          </Link>
        ) : (
          <Typography component="p" color="textSecondary" sx={brandSx}>
            {product.brand.name}
          </Typography>
        )
      ) : null}
      <Typography variant="h1" sx={{ fontSize: { xs: '1.625rem', md: '2rem' } }}>
        {product.name}
      </Typography>
      {product.sku ? (
        <Typography variant="body2" color="textSecondary" data-testid="product-reference">
          {intl.formatMessage(m.reference, { sku: product.sku })}
        </Typography>
      ) : null}
      <RatingSummary rating={product.rating} href={reviewsHref} />
    </Stack>
  )
})
