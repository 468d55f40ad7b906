// The category page's address: "{id}-{slug}", the id being the leading number (the route pattern already matched).
export function categoryFromSlug(slugParam: string): { idCategory: number; categorySlug: string } | null {
  const match = /^(\d+)-(.+)$/.exec(slugParam)
  return match ? { idCategory: Number(match[1]), categorySlug: match[2] ?? '' } : null
}
