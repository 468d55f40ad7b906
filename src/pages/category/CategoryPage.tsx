// /{lang}/{id}-{slug}: a category and its products.
import { useParams } from 'react-router'
import { CategoryView } from '@/features/catalog'
import type { Locale } from '@/shared/config'
import { NotFoundView } from '@/shared/ui/NotFoundView'
import { useCardActions } from '../cardActions'

export default function CategoryPage() {
  const { lang, slug = '' } = useParams()
  const actions = useCardActions(lang as Locale)
  // The route pattern already matched; the id is the leading number, the rest is the slug.
  const match = /^(\d+)-(.+)$/.exec(slug)
  if (!match) return <NotFoundView />
  return <CategoryView lang={lang as Locale} idCategory={Number(match[1])} categorySlug={match[2] ?? ''} notFound={<NotFoundView />} renderActions={actions} />
}
