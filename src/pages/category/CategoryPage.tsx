// /{lang}/{id}-{slug}: a category and its products.
import { useParams } from 'react-router'
import { CategoryView } from '@/features/catalog'
import { NotFoundView } from '@/shared/ui/NotFoundView'
import { useCardActions } from '../cardActions'
import { categoryFromSlug } from './categoryUrl'
import { useLocale } from '@/shared/i18n/useLocale'

export default function CategoryPage() {
  const lang = useLocale()
  const { slug = '' } = useParams()
  const actions = useCardActions(lang)
  const category = categoryFromSlug(slug)
  if (!category) return <NotFoundView />
  return <CategoryView {...category} notFound={<NotFoundView />} renderActions={actions} />
}
