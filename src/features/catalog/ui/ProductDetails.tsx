// Below the buy box: the description (back-end HTML, sanitised), the features table and the manual.
import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf'
import { memo, useId } from 'react'
import { useIntl } from 'react-intl'
import { SafeHtml } from '@/shared/ui/SafeHtml'
import { productMessages as m } from '../messages'
import type { Product } from '../model/types'

export const ProductDetails = memo(function ProductDetails({ product }: { product: Pick<Product, 'descriptionHtml' | 'features' | 'manualUrl'> }) {
  const intl = useIntl()
  const descriptionId = useId()
  const detailsId = useId()
  const hasDetails = product.features.length > 0 || product.manualUrl
  if (!product.descriptionHtml && !hasDetails) return null
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: { xs: 4, md: 6 }, mt: { xs: 5, md: 7 } }}>
      {product.descriptionHtml ? (
        <Box component="section" aria-labelledby={descriptionId}>
          <Typography id={descriptionId} variant="h2" gutterBottom>
            {intl.formatMessage(m.description)}
          </Typography>
          <SafeHtml
            html={product.descriptionHtml}
            data-testid="product-description"
            sx={{ typography: 'body1', '& img': { maxWidth: '100%', height: 'auto' }, '& a': { color: 'primary.main' } }}
          />
        </Box>
      ) : null}
      {hasDetails ? (
        <Box component="section" aria-labelledby={detailsId}>
          <Typography id={detailsId} variant="h2" gutterBottom>
            {intl.formatMessage(m.details)}
          </Typography>
          {product.features.length ? (
            <Box
              component="table"
              sx={{
                width: '100%',
                borderCollapse: 'collapse',
                '& th, & td': { textAlign: 'left', py: 1, borderBottom: 1, borderColor: 'divider', verticalAlign: 'top' },
                '& th': { pr: 2, fontWeight: 600, width: '40%' },
              }}
            >
              <tbody>
                {product.features.map((f) => (
                  <tr key={`${f.name}:${f.value}`}>
                    <th scope="row">{f.name}</th>
                    <td>{f.value}</td>
                  </tr>
                ))}
              </tbody>
            </Box>
          ) : null}
          {product.manualUrl ? (
            <Link href={product.manualUrl} sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mt: 2 }}>
              <PictureAsPdfIcon fontSize="small" aria-hidden />
              {intl.formatMessage(m.manual)}
            </Link>
          ) : null}
        </Box>
      ) : null}
    </Box>
  )
})
