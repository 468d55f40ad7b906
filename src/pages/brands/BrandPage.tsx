// /{lang}/brands/{id}-{slug} (only when brand pages are on; the route's guard checks the setting and the pattern).
import { useParams } from 'react-router'
import { BrandView } from '@/features/catalog'
import { NotFoundView } from '@/shared/ui/NotFoundView'
import { useCardActions } from '../cardActions'
import { brandIdFromParam } from './brandUrl'

export default function BrandPage() {
  const { id = '' } = useParams()
  const actions = useCardActions()
  const brandId = brandIdFromParam(id)
  if (brandId === null) return <NotFoundView />
  return <BrandView id={brandId} notFound={<NotFoundView />} renderActions={actions} />
}
