// The document title of a page: "<page> | <shop>". React 19 hoists <title> and <meta> into <head>.
import { getConfig } from '@/shared/config'

export function PageTitle({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title} | ${getConfig().shopName}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  )
}
