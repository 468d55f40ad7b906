// /{lang}/{id}-{slug}: a category and its products.
import { useParams } from 'react-router'
import { CategoryView } from '@/features/catalog'
import { NotFoundView } from '@/shared/ui/NotFoundView'
import { useCardActions } from '../cardActions'
import { categoryFromSlug } from './categoryUrl'

export default function CategoryPage() {
  const { slug = '' } = useParams()
  const actions = useCardActions()
  const category = categoryFromSlug(slug)
  if (!category) return <NotFoundView />
  return <CategoryView {...category} notFound={<NotFoundView />} renderActions={actions} />
}
