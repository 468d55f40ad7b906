// A product picture in a square slot: sized for the slot through srcset/sizes, lazy below the fold, and the slot
// keeps its shape before the picture arrives (no layout shift).
import Box from '@mui/material/Box'
import type { Image } from '../model/types'

interface ProductImageProps {
  image: Image | null
  /** CSS sizes of the slot, e.g. "(min-width: 1200px) 280px, 50vw". */
  sizes: string
  /** The page's main picture: fetched first and never lazily. */
  priority?: boolean
}

export function ProductImage({ image, sizes, priority = false }: ProductImageProps) {
  return (
    <Box sx={{ position: 'relative', aspectRatio: '1 / 1', bgcolor: 'grey.100', borderRadius: 1, overflow: 'hidden' }}>
      {image ? (
        <Box
          component="img"
          src={image.url}
          srcSet={image.srcSet || undefined}
          sizes={image.srcSet ? sizes : undefined}
          alt={image.alt}
          width={image.width || 452}
          height={image.height || 452}
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={priority ? 'high' : undefined}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
    </Box>
  )
}
