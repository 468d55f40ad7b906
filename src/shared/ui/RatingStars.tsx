// Five stars filled up to a rating, as decoration (aria-hidden: the text beside them says the rating in words).
// Two spans with the stars as background pictures instead of MUI's read-only Rating, which renders a component
// with ten SVG icons (35 elements) per rating: a home page of 32 cards spent ~40 % of its DOM and much of its
// hydration on them. The look is Rating's: its star and star-outline icons, its gold and its empty grey.
import { styled } from '@mui/material/styles'

const starPicture = (fill: string, path: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path fill="${fill}" d="${path}"/></svg>`)}")`

const STAR = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z'
const STAR_OUTLINE =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z'

const row = { backgroundSize: '1em 1em', backgroundRepeat: 'repeat-x' } as const

const Empty = styled('span')({
  ...row,
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: '5em',
  height: '1em',
  verticalAlign: 'middle',
  backgroundImage: starPicture('rgba(0,0,0,0.26)', STAR_OUTLINE),
})

const Filled = styled('span')({ ...row, position: 'absolute', inset: 0, backgroundImage: starPicture('#faaf00', STAR) })

const FONT_SIZE = { small: '1.125rem', medium: '1.5rem' } as const

interface RatingStarsProps {
  /** 0 to 5. */
  value: number
  /** The step the fill is rounded to (0.5: half stars). */
  precision?: number
  size?: keyof typeof FONT_SIZE
}

export function RatingStars({ value, precision = 0.1, size = 'small' }: RatingStarsProps) {
  const shown = Math.min(5, Math.max(0, Math.round(value / precision) * precision))
  const percent = Math.round(shown * 200) / 10
  return (
    <Empty aria-hidden style={{ fontSize: FONT_SIZE[size] }}>
      <Filled style={{ width: `${percent}%` }} />
    </Empty>
  )
}
