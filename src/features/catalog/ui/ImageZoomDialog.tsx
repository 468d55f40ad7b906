// The zoomed product picture: the largest size in a dialog, with previous/next (buttons and arrow keys). Escape
// or the close button returns focus to the picture that opened it.
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import CloseIcon from '@mui/icons-material/Close'
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft'
import ChevronRightIcon from '@mui/icons-material/ChevronRight'
import type { KeyboardEvent } from 'react'
import { useIntl } from 'react-intl'
import { productMessages as m } from '../messages'
import type { Image } from '../model/types'

interface ImageZoomDialogProps {
  open: boolean
  images: Image[]
  index: number
  name: string
  onIndexChange: (index: number) => void
  onClose: () => void
}

const navSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'background.paper',
  boxShadow: 1,
  '&:hover': { bgcolor: 'background.paper' },
} as const

export function ImageZoomDialog({ open, images, index, name, onIndexChange, onClose }: ImageZoomDialogProps) {
  const intl = useIntl()
  const image = images[index] ?? images[0]
  const count = images.length
  const step = (delta: number) => onIndexChange((index + delta + count) % count)
  const onKeyDown = (event: KeyboardEvent) => {
    if (count < 2) return
    if (event.key === 'ArrowRight') step(1)
    else if (event.key === 'ArrowLeft') step(-1)
  }
  if (!image) return null
  return (
    <Dialog open={open} onClose={onClose} onKeyDown={onKeyDown} maxWidth="md" fullWidth>
      <DialogTitle sx={{ pr: 7, fontSize: '1rem' }}>{intl.formatMessage(m.zoomTitle, { name, index: index + 1, count })}</DialogTitle>
      <IconButton onClick={onClose} aria-label={intl.formatMessage(m.close)} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent sx={{ position: 'relative', p: { xs: 1, sm: 2 } }}>
        <Box
          component="img"
          src={image.url}
          srcSet={image.srcSet || undefined}
          sizes={image.srcSet ? '(min-width: 900px) 852px, 100vw' : undefined}
          alt={image.alt}
          width={image.width || 800}
          height={image.height || 800}
          sx={{ display: 'block', width: '100%', height: 'auto', maxHeight: '78vh', objectFit: 'contain', aspectRatio: '1 / 1' }}
        />
        {count > 1 ? (
          <>
            <IconButton onClick={() => step(-1)} aria-label={intl.formatMessage(m.previousImage)} sx={{ ...navSx, left: 16 }}>
              <ChevronLeftIcon />
            </IconButton>
            <IconButton onClick={() => step(1)} aria-label={intl.formatMessage(m.nextImage)} sx={{ ...navSx, right: 16 }}>
              <ChevronRightIcon />
            </IconButton>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  )
}
