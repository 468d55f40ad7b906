// /{lang}/{id}-{slug}: a category and its products.
import { useParams } from 'react-router'
import { CategoryView } from '@/features/catalog'
import type { Locale } from '@/shared/config'
import { NotFoundView } from '@/shared/ui/NotFoundView'
import { useCardActions } from '../cardActions'
import { categoryFromSlug } from './categoryUrl'

export default function CategoryPage() {
  const { lang, slug = '' } = useParams()
  const actions = useCardActions(lang as Locale)
  const category = categoryFromSlug(slug)
  if (!category) return <NotFoundView />
  return <CategoryView lang={lang as Locale} {...category} notFound={<NotFoundView />} renderActions={actions} />
}
