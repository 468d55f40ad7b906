import { render } from '@testing-library/react'
import { RatingStars } from './RatingStars'

/** How much of the five stars is gold, as the browser is told to draw it. */
const filled = (container: HTMLElement) => (container.firstElementChild!.firstElementChild as HTMLElement).style.width

describe('RatingStars', () => {
  it('fills the stars up to the rating, rounded to the step asked for', () => {
    expect(filled(render(<RatingStars value={4.3} />).container)).toBe('86%')
    expect(filled(render(<RatingStars value={4.3} precision={0.5} />).container)).toBe('90%')
    expect(filled(render(<RatingStars value={3.74} precision={0.5} />).container)).toBe('70%')
    expect(filled(render(<RatingStars value={4} precision={1} />).container)).toBe('80%')
  })

  it('never draws outside the five stars, whatever the number', () => {
    expect(filled(render(<RatingStars value={-2} />).container)).toBe('0%')
    expect(filled(render(<RatingStars value={9} />).container)).toBe('100%')
  })

  it('is hidden from assistive technology: the text beside it says the rating', () => {
    const { container } = render(<RatingStars value={5} />)
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
  })
})
