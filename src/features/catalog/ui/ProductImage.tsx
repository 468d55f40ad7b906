// A product picture in a square slot: sized for the slot through srcset/sizes, lazy below the fold, and the slot
// keeps its shape before the picture arrives (no layout shift). How much it matters decides when it is fetched: the
// page's main picture (its largest paint) first, thumbnails after the page's other pictures.
import Box from '@mui/material/Box'
import type { Image } from '../model/types'

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- a merged declaration repeats React's type parameter
  interface ImgHTMLAttributes<T> {
    /** Element Timing: the browser reports when this picture is painted (read by the server page's script starter). */
    elementtiming?: string
  }
}

interface ProductImageProps {
  image: Image | null
  /** CSS sizes of the slot, e.g. "(min-width: 1200px) 280px, 50vw". */
  sizes: string
  /**
   * `main`: the page's largest paint — fetched first, never lazily, and painted before the app's scripts start;
   * `minor`: a thumbnail, fetched at low priority (else the browser raises a picture in view to high) so that it does
   * not compete with the main picture.
   */
  importance?: 'main' | 'normal' | 'minor'
}

export function ProductImage({ image, sizes, importance = 'normal' }: ProductImageProps) {
  const main = importance === 'main'
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
          loading={main ? 'eager' : 'lazy'}
          // The main picture is painted in the first frame after it arrives, not a frame later.
          decoding={main ? undefined : 'async'}
          fetchPriority={main ? 'high' : importance === 'minor' ? 'low' : undefined}
          // The app's scripts start once the main picture is on the screen (server/render/pageTemplate.ts).
          elementtiming={main ? 'main-picture' : undefined}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      ) : null}
    </Box>
  )
}
