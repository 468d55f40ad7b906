// Opens the size guide. The dialog's code loads on first use, then stays mounted so that closing animates and
// focus returns to this button.
import Button from '@mui/material/Button'
import StraightenIcon from '@mui/icons-material/Straighten'
import { memo, lazy, Suspense, useState } from 'react'
import { useIntl } from 'react-intl'
import { productMessages as m } from '../messages'
import type { Product } from '../model/types'

const SizeGuideDialog = lazy(() => import(/* webpackChunkName: "size-guide" */ './SizeGuideDialog').then((mod) => ({ default: mod.SizeGuideDialog })))

export const SizeGuideButton = memo(function SizeGuideButton({ guide }: { guide: NonNullable<Product['sizeGuide']> }) {
  const intl = useIntl()
  const [state, setState] = useState({ loaded: false, open: false })
  return (
    <>
      <Button
        variant="text"
        startIcon={<StraightenIcon />}
        aria-haspopup="dialog"
        onClick={() => setState({ loaded: true, open: true })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {intl.formatMessage(m.sizeGuide)}
      </Button>
      {state.loaded ? (
        <Suspense fallback={null}>
          <SizeGuideDialog open={state.open} guide={guide} onClose={() => setState({ loaded: true, open: false })} />
        </Suspense>
      ) : null}
    </>
  )
})
