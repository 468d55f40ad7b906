// /{lang}/{id}-{slug}: a category and its products.
import { useParams } from 'react-router'
import { CategoryView } from '@/features/catalog'
import type { Locale } from '@/shared/config'
import { NotFoundView } from '@/shared/ui/NotFoundView'
import { quickAddAction } from '../quickAdd'

export default function CategoryPage() {
  const { lang, slug = '' } = useParams()
  // The route pattern already matched; the id is the leading number, the rest is the slug.
  const match = /^(\d+)-(.+)$/.exec(slug)
  if (!match) return <NotFoundView />
  return <CategoryView lang={lang as Locale} idCategory={Number(match[1])} categorySlug={match[2] ?? ''} notFound={<NotFoundView />} renderActions={quickAddAction(lang as Locale)} />
}
