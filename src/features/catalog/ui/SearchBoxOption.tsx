// What one suggestion shows: a product with its thumbnail and price, a category with its number of products, a
// brand with its logo.
import Box from '@mui/material/Box'
import Typography from '@mui/material/Typography'
import { useIntl } from 'react-intl'
import { PriceTag } from '@/shared/ui/PriceTag'
import { catalogMessages as m } from '../messages'
import type { Image } from '../model/types'
import { ProductImage } from './ProductImage'
import type { SuggestionOption } from './searchBoxOptions'

// Price or count beside the name; the name keeps most of the row whatever their length.
const side = { flex: '0 1 auto', maxWidth: '40%', textAlign: 'right' } as const

// The name is already the option's text: pictures here are decorative.
const decorative = (image: Image | null) => (image ? { ...image, alt: '' } : null)

function Thumbnail({ image, size }: { image: Image | null; size: number }) {
  return (
    <Box sx={{ width: size, flexShrink: 0 }}>
      <ProductImage image={decorative(image)} sizes={`${size}px`} />
    </Box>
  )
}

export function SearchBoxOption({ option }: { option: SuggestionOption }) {
  const intl = useIntl()
  const name = (
    <Typography component="span" variant="body2" sx={{ flex: '1 1 60%', minWidth: 0, overflowWrap: 'anywhere' }}>
      {option.label}
    </Typography>
  )
  switch (option.kind) {
    case 'products': {
      const { price, primaryImage } = option.item
      return (
        <>
          <Thumbnail image={primaryImage} size={44} />
          {name}
          <Box component="span" sx={side}>
            <PriceTag value={price.value} regularPrice={price.regularPrice} isDiscounted={price.isDiscounted} />
          </Box>
        </>
      )
    }
    case 'categories':
      return (
        <>
          {name}
          <Typography component="span" variant="body2" color="textSecondary" sx={side}>
            {intl.formatMessage(m.total, { count: option.item.count })}
          </Typography>
        </>
      )
    case 'brands':
      return (
        <>
          {option.item.logo ? <Thumbnail image={option.item.logo} size={32} /> : null}
          {name}
        </>
      )
  }
}
