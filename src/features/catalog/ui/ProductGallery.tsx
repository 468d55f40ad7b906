// The product's pictures: the main one (the page's largest paint: eager, high priority, sized for its column) and
// thumbnails (low priority) as tabs — arrow keys, Home and End move between them; Enter or a click on the main picture opens the
// zoom, Escape closes it. The zoom's code loads on first use.
import ButtonBase from '@mui/material/ButtonBase'
import Box from '@mui/material/Box'
import ZoomInIcon from '@mui/icons-material/ZoomIn'
import { memo, lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { productMessages as m } from '../messages'
import type { Image } from '../model/types'
import { ProductImage } from './ProductImage'

const ImageZoomDialog = lazy(() => import(/* webpackChunkName: "image-zoom" */ './ImageZoomDialog').then((mod) => ({ default: mod.ImageZoomDialog })))

/** The gallery fills half of the `lg` container from 900 px up (gap 32 px, padding 24 px), the width below. */
export const MAIN_IMAGE_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) calc(50vw - 40px), calc(100vw - 32px)'

const KEYS: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (i, last) => (i === last ? 0 : i + 1),
  ArrowDown: (i, last) => (i === last ? 0 : i + 1),
  ArrowLeft: (i, last) => (i === 0 ? last : i - 1),
  ArrowUp: (i, last) => (i === 0 ? last : i - 1),
  Home: () => 0,
  End: (_i, last) => last,
}

export const ProductGallery = memo(function ProductGallery({ images, name }: { images: Image[]; name: string }) {
  const intl = useIntl()
  const id = useId()
  const [index, setIndex] = useState(0)
  const [zoom, setZoom] = useState({ loaded: false, open: false })
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const current = images[index] ?? images[0] ?? null
  const count = images.length
  const withTabs = count > 1

  const onTabKey = (event: KeyboardEvent) => {
    const move = KEYS[event.key]
    if (!move) return
    event.preventDefault()
    const next = move(index, count - 1)
    setIndex(next)
    tabs.current[next]?.focus()
  }

  return (
    <Box sx={{ minWidth: 0 }}>
      <Box role={withTabs ? 'tabpanel' : undefined} id={`${id}-panel`} aria-labelledby={withTabs ? `${id}-tab-${index}` : undefined}>
        {current ? (
          <ButtonBase
            onClick={() => setZoom({ loaded: true, open: true })}
            aria-label={intl.formatMessage(m.enlarge, { index: index + 1, count })}
            aria-haspopup="dialog"
            sx={{ display: 'block', width: '100%', borderRadius: 1, cursor: 'zoom-in', position: 'relative' }}
          >
            <ProductImage image={current} sizes={MAIN_IMAGE_SIZES} importance="main" />
            <Box
              component="span"
              aria-hidden
              sx={{ position: 'absolute', right: 12, bottom: 12, display: 'flex', p: 0.75, borderRadius: '50%', bgcolor: 'background.paper', boxShadow: 1 }}
            >
              <ZoomInIcon fontSize="small" />
            </Box>
          </ButtonBase>
        ) : (
          <ProductImage image={null} sizes={MAIN_IMAGE_SIZES} />
        )}
      </Box>
      {withTabs ? (
        <Box role="tablist" aria-label={intl.formatMessage(m.images)} sx={{ display: 'flex', gap: 1, mt: 1.5, overflowX: 'auto', p: 0.5 }}>
          {images.map((image, i) => (
            <ButtonBase
              key={image.url}
              ref={(el) => {
                tabs.current[i] = el
              }}
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={i === index}
              aria-controls={`${id}-panel`}
              aria-label={intl.formatMessage(m.showImage, { index: i + 1, count })}
              tabIndex={i === index ? 0 : -1}
              onClick={() => setIndex(i)}
              onKeyDown={onTabKey}
              sx={{ flex: '0 0 72px', width: 72, borderRadius: 1, border: 2, borderColor: i === index ? 'primary.main' : 'transparent' }}
            >
              <Box sx={{ width: '100%' }}>
                <ProductImage image={{ ...image, alt: '' }} sizes="72px" importance="minor" />
              </Box>
            </ButtonBase>
          ))}
        </Box>
      ) : null}
      {zoom.loaded ? (
        <Suspense fallback={null}>
          <ImageZoomDialog
            open={zoom.open}
            images={images}
            index={index}
            name={name}
            onIndexChange={setIndex}
            onClose={() => setZoom({ loaded: true, open: false })}
          />
        </Suspense>
      ) : null}
    </Box>
  )
})
