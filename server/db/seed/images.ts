// Generated pictures (no downloads): each product image is drawn as SVG from the product's palette, with a shape,
// a pattern that differs per image, and the product's initials, then rendered to WebP in every size with sharp.
// Keys hash the drawing's inputs, so a file that exists is already right and re-seeding skips it.
import fs from 'node:fs'
import path from 'node:path'
import { sha256 } from '../../lib/crypto'
import { IMAGE_SIZES, type ImageKind, type ImageSize } from '../../lib/images'

export interface ImageJob {
  kind: ImageKind
  key: string
  svg: string
}

const S = 800
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif'

function luminance(hex: string): number {
  const n = parseInt(hex.replace('#', '').padEnd(6, '0').slice(0, 6), 16)
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
const inkOn = (hex: string) => (luminance(hex) > 0.35 ? '#1d1d1f' : '#ffffff')
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const initials = (name: string, max = 3) =>
  name
    .split(/[\s-]+/)
    .filter((w) => /^[\p{L}\p{N}]/u.test(w) && !/^(and|of|the|&)$/i.test(w))
    .slice(0, max)
    .map((w) => w[0]!.toUpperCase())
    .join('')

function shapePath(kind: number, cx: number, cy: number, r: number): string {
  const polygon = (sides: number, rotation: number) =>
    Array.from({ length: sides }, (_, i) => {
      const a = rotation + (i * 2 * Math.PI) / sides
      return `${(cx + r * Math.cos(a)).toFixed(1)},${(cy + r * Math.sin(a)).toFixed(1)}`
    }).join(' ')
  switch (kind % 4) {
    case 0:
      return `<circle cx="${cx}" cy="${cy}" r="${r}"/>`
    case 1:
      return `<polygon points="${polygon(6, 0)}"/>`
    case 2:
      return `<polygon points="${polygon(4, Math.PI / 4)}" transform="rotate(45 ${cx} ${cy})"/>`
    default:
      return `<polygon points="${polygon(3, -Math.PI / 2)}"/>`
  }
}

function pattern(variant: number, colour: string): string {
  switch (variant % 4) {
    case 0:
      return Array.from({ length: 5 }, (_, i) => `<rect x="0" y="${620 + i * 36}" width="${S}" height="18" fill="${colour}"/>`).join('')
    case 1:
      return Array.from(
        { length: 12 },
        (_, i) => `<rect x="${i * 140 - 400}" y="-200" width="40" height="1400" fill="${colour}" transform="rotate(35 400 400)"/>`,
      ).join('')
    case 2:
      return Array.from({ length: 64 }, (_, i) => `<circle cx="${50 + (i % 8) * 100}" cy="${50 + Math.floor(i / 8) * 100}" r="14" fill="${colour}"/>`).join('')
    default:
      return Array.from(
        { length: 6 },
        (_, i) =>
          `<rect x="${40 + i * 60}" y="${40 + i * 60}" width="${720 - i * 120}" height="${720 - i * 120}" fill="none" stroke="${colour}" stroke-width="14"/>`,
      ).join('')
  }
}

export interface ProductPicture {
  reference: string
  name: string
  palette: string[]
  /** Which picture of the product (0 = cover). */
  index: number
  /** The colour of a colourway picture; the main shape takes it. */
  colour?: string
  shape: number
}

export function productImageJob(p: ProductPicture): ImageJob {
  const [bg = '#e8e6e1', main = '#3a5a80', accent = '#d9a441'] = p.palette
  const fill = p.colour ?? (p.index % 2 === 0 ? main : accent)
  const mark = initials(p.name)
  const positions = [
    [400, 360, 250],
    [470, 330, 200],
    [330, 400, 220],
    [400, 400, 270],
  ] as const
  const [cx, cy, r] = positions[p.index % 4]!
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
<rect width="${S}" height="${S}" fill="${bg}"/>
<g opacity="0.35">${pattern(p.index, p.index % 2 === 0 ? accent : main)}</g>
<g fill="${fill}" stroke="${inkOn(bg) === '#ffffff' ? '#ffffff' : '#1d1d1f'}" stroke-width="6">${shapePath(p.shape, cx, cy, r)}</g>
<text x="${cx}" y="${cy + 55}" font-family="${FONT}" font-weight="bold" font-size="${mark.length > 2 ? 130 : 160}" text-anchor="middle" fill="${inkOn(fill)}">${esc(mark)}</text>
<rect x="0" y="${S - 70}" width="${S}" height="70" fill="#ffffff" opacity="0.85"/>
<text x="30" y="${S - 24}" font-family="${FONT}" font-size="34" fill="#1d1d1f">${esc(p.reference)}${p.index ? ` · ${p.index + 1}` : ''}</text>
</svg>`
  const key = `${p.reference.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${p.index}-${sha256(svg).slice(0, 8)}`
  return { kind: 'p', key, svg }
}

export function categoryImageJob(id: number, name: string, colour: string): ImageJob {
  const ink = inkOn(colour)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
<rect width="${S}" height="${S}" fill="${colour}"/>
<g opacity="0.25">${pattern(id, ink)}</g>
<text x="400" y="450" font-family="${FONT}" font-weight="bold" font-size="200" text-anchor="middle" fill="${ink}">${esc(initials(name, 2))}</text>
<text x="400" y="560" font-family="${FONT}" font-size="48" text-anchor="middle" fill="${ink}">${esc(name)}</text>
</svg>`
  return { kind: 'c', key: `${id}-${sha256(svg).slice(0, 8)}`, svg }
}

export function brandLogoJob(slug: string, name: string, colour: string): ImageJob {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${S}" height="${S}" viewBox="0 0 ${S} ${S}">
<rect width="${S}" height="${S}" fill="#ffffff"/>
<circle cx="400" cy="330" r="210" fill="${colour}"/>
<text x="400" y="395" font-family="${FONT}" font-weight="bold" font-size="170" text-anchor="middle" fill="${inkOn(colour)}">${esc(initials(name, 2))}</text>
<text x="400" y="660" font-family="${FONT}" font-weight="bold" font-size="64" text-anchor="middle" fill="${colour}">${esc(name)}</text>
</svg>`
  return { kind: 'm', key: `${slug}-${sha256(svg).slice(0, 8)}`, svg }
}

const fileFor = (dir: string, job: ImageJob, size: ImageSize) => path.join(dir, job.kind, `${job.key}-${size}.webp`)

/** Renders the jobs whose files are missing, a few at a time (sharp itself uses the other cores). */
export async function renderImages(imageDir: string, jobs: ImageJob[], concurrency = 3): Promise<number> {
  const { default: sharp } = await import('sharp')
  for (const kind of ['p', 'c', 'm']) fs.mkdirSync(path.join(imageDir, kind), { recursive: true })
  const unique = [...new Map(jobs.map((j) => [`${j.kind}/${j.key}`, j])).values()]
  const todo = unique.filter((job) => !fs.existsSync(fileFor(imageDir, job, 'small')))
  let next = 0
  const worker = async () => {
    while (next < todo.length) {
      const job = todo[next++]!
      const svg = Buffer.from(job.svg)
      // Each size is rasterised at its own resolution (cheaper than scaling the 800 px one); 'small' last: its
      // presence marks a complete set.
      for (const size of ['large', 'medium', 'home', 'small'] as ImageSize[]) {
        await sharp(svg, { density: (72 * IMAGE_SIZES[size]) / S })
          .webp({ quality: 78, effort: 0 })
          .toFile(fileFor(imageDir, job, size))
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return todo.length
}
