// Image URLs and their psdata shape. Generated images live under /img/<kind>/<key>-<size>.webp (square); keys
// change whenever the picture changes, so the files can be cached for ever.
export const IMAGE_SIZES = { small: 125, home: 250, medium: 452, large: 800 } as const
export type ImageSize = keyof typeof IMAGE_SIZES
export type ImageKind = 'p' | 'c' | 'm' // product, category, manufacturer (brand logo)

export interface ImageRef {
  url: string
  width: number
  height: number
}

export interface ImagePsdata extends ImageRef {
  sizes: Record<ImageSize, ImageRef>
  legend?: string
}

export const imageUrl = (kind: ImageKind, key: string, size: ImageSize) => `/img/${kind}/${key}-${size}.webp`

/** `url` is the medium size (good for cards and the page alike); `sizes` feed srcset. */
export function imageShape(kind: ImageKind, key: string | null | undefined, legend?: string): ImagePsdata | null {
  if (!key) return null
  const sizes = Object.fromEntries(
    (Object.keys(IMAGE_SIZES) as ImageSize[]).map((size) => [size, { url: imageUrl(kind, key, size), width: IMAGE_SIZES[size], height: IMAGE_SIZES[size] }]),
  ) as Record<ImageSize, ImageRef>
  return { ...sizes.medium, sizes, ...(legend ? { legend } : {}) }
}
