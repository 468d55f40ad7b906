// /{lang}/brands/{id}-{slug} (only when brand pages are on; the route's guard checks the setting and the pattern).
import { useParams } from 'react-router'
import { BrandView } from '@/features/catalog'
import type { Locale } from '@/shared/config'
import { NotFoundView } from '@/shared/ui/NotFoundView'
import { useCardActions } from '../cardActions'

export default function BrandPage() {
  const { lang, id = '' } = useParams()
  const actions = useCardActions(lang as Locale)
  const numeric = /^(\d+)-/.exec(id)
  if (!numeric) return <NotFoundView />
  return <BrandView lang={lang as Locale} id={Number(numeric[1])} notFound={<NotFoundView />} renderActions={actions} />
}
