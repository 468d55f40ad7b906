import { asProductId } from '@/shared/ids'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { refusalBody } from '@/test/refusals'
import { renderWithProviders } from '@/test/renderWithProviders'
import { API, server } from '@/test/server'
import { reviewsHandlers, type ReviewsMockOptions } from '../mocks/handlers'
import { ReviewsSection } from './ReviewsSection'
import { fillIn } from '@/test/fillIn'

async function open(options: ReviewsMockOptions = {}, locale: 'en' | 'de' = 'en') {
  const mock = reviewsHandlers(options)
  server.use(...mock.handlers)
  await renderWithProviders(<ReviewsSection productId={asProductId(42)} productName="Merino sweater" />, {
    route: `/${locale}/42-merino-sweater.html`,
  })
  await screen.findByRole('list', { name: locale === 'de' ? 'Bewertungen zu Merino sweater' : 'Reviews of Merino sweater' })
  return mock
}

const list = () => screen.getByRole('list', { name: 'Reviews of Merino sweater' })
const dialog = () => screen.getByRole('dialog')
/**
 * Picks stars in one of the form's ratings (the overall one is "Your rating"). A plain click event: MUI's Rating
 * reads the pointer's position over its stars, which jsdom does not lay out (the e2e journey clicks for real).
 */
const pickStars = (group: string, stars: number) =>
  fireEvent.click(within(within(dialog()).getByRole('group', { name: group })).getByRole('radio', { name: `${stars} stars` }))
const writes = (mock: ReturnType<typeof reviewsHandlers>, call: string) => mock.requests.filter((r) => r.call === call)

describe('reviews on the product page', () => {
  it('shows the average, the spread of stars, the criteria and the reviews; a guest is invited to sign in', async () => {
    await open({ others: 2 })
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews' })).toHaveAttribute('id', 'reviews')
    expect(screen.getByText('4.5 out of 5 · 2 reviews')).toBeInTheDocument()
    expect(screen.getByText('5 stars: 1 review')).toBeInTheDocument()
    expect(screen.getByText('3 stars: 0 reviews')).toBeInTheDocument()
    expect(screen.getByText('1 star: 0 reviews')).toBeInTheDocument()
    expect(screen.getByText('5 out of 5')).toBeInTheDocument()
    expect(screen.getByText('Quality')).toBeInTheDocument()
    const items = within(list()).getAllByRole('article')
    expect(items).toHaveLength(2)
    expect(within(items[0]!).getByRole('heading', { level: 3, name: 'Review 1' })).toBeInTheDocument()
    expect(within(items[0]!).getByText('Author 1., Nov 20, 2026')).toBeInTheDocument()
    expect(within(items[0]!).getByText('Rated 4 out of 5')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Login to review' })).toHaveAttribute('href', '/en/login?redirect=%2Fen%2F42-merino-sweater.html')
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument()
  })

  it('tells a customer who has not bought the product why they cannot review it', async () => {
    await open({ status: 'purchase_required' })
    expect(screen.getByText('Purchase required')).toBeInTheDocument()
    expect(screen.getByText('You must purchase this product before you can leave a review.')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument()
  })

  it('checks a new review before sending it, sends it once, and shows it', async () => {
    const user = userEvent.setup()
    const mock = await open({ status: 'allowed', others: 0 })
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Write a review' }))
    expect(within(dialog()).getByRole('heading', { name: 'Review Merino sweater' })).toBeInTheDocument()
    await user.click(within(dialog()).getByRole('button', { name: 'Submit review' }))
    expect(await within(dialog()).findByText('Please fix the errors above before submitting')).toBeInTheDocument()
    expect(within(dialog()).getByText('Please select a rating')).toBeInTheDocument()
    expect(within(dialog()).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true')
    expect(writes(mock, 'createProductReview')).toEqual([])

    pickStars('Your rating', 4)
    await fillIn(user, within(dialog()).getByLabelText('Title'), 'Ok')
    await fillIn(user, within(dialog()).getByLabelText('Your review'), 'Too short')
    await user.click(within(dialog()).getByRole('button', { name: 'Submit review' }))
    expect(await within(dialog()).findByText('Title must be between 3 and 64 characters.')).toBeInTheDocument()
    expect(within(dialog()).getByText('Your review must be between 10 and 2000 characters.')).toBeInTheDocument()

    await user.type(within(dialog()).getByLabelText('Title'), 'ay then')
    await user.type(within(dialog()).getByLabelText('Your review'), ', but warm.')
    pickStars('Fit', 5)
    await user.click(within(dialog()).getByRole('button', { name: 'Submit review' }))
    expect(await screen.findByText('Thank you! Your review has been submitted.')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(writes(mock, 'createProductReview')).toEqual([
      {
        call: 'createProductReview',
        body: { productId: 42, review: { title: 'Okay then', content: 'Too short, but warm.', rating: 4, criteria: { fit: 5 } } },
      },
    ])
    expect(await within(list()).findByRole('heading', { level: 3, name: 'Okay then' })).toBeInTheDocument()
    expect(screen.getByText('Your review')).toBeInTheDocument()
  })

  it('keeps the dialog and what was typed when sending fails', async () => {
    const user = userEvent.setup()
    await open({ status: 'allowed', failing: 'createProductReview' })
    await user.click(screen.getByRole('button', { name: 'Write a review' }))
    pickStars('Your rating', 3)
    await fillIn(user, within(dialog()).getByLabelText('Title'), 'Decent')
    await fillIn(user, within(dialog()).getByLabelText('Your review'), 'Decent for the price.')
    await user.click(within(dialog()).getByRole('button', { name: 'Submit review' }))
    expect(await within(dialog()).findByText('Error submitting the review. Please try again.')).toBeInTheDocument()
    expect(within(dialog()).getByLabelText('Title')).toHaveValue('Decent')
  })

  it('says in the page’s language why the shop refused the review (not bought), and keeps what was typed', async () => {
    const user = userEvent.setup()
    await open({ status: 'allowed' }, 'de')
    // The permission changed since the page was read (an order cancelled meanwhile): the back end refuses, in English.
    server.use(http.post(`${API}/createProductReview`, () => HttpResponse.json(refusalBody(403, 'review.purchase_required'), { status: 403 })))
    await user.click(screen.getByRole('button', { name: 'Bewertung schreiben' }))
    fireEvent.click(within(within(dialog()).getByRole('group', { name: 'Ihre Sternebewertung' })).getByRole('radio', { name: '4 Sterne' }))
    await fillIn(user, within(dialog()).getByLabelText('Titel'), 'Sehr warm')
    await fillIn(user, within(dialog()).getByLabelText('Ihre Bewertung'), 'Warm und weich, sitzt gut.')
    await user.click(within(dialog()).getByRole('button', { name: 'Bewertung absenden' }))
    expect(await within(dialog()).findByText('Sie müssen dieses Produkt kaufen, bevor Sie eine Bewertung abgeben können.')).toBeInTheDocument()
    expect(screen.queryByText('You must purchase this product before you can leave a review.')).not.toBeInTheDocument()
    expect(within(dialog()).getByLabelText('Titel')).toHaveValue('Sehr warm')
  })

  it('edits and, after confirming, deletes the customer’s own review', async () => {
    const user = userEvent.setup()
    const mock = await open({ status: 'allowed', own: true, others: 1 })
    const mine = within(list()).getAllByRole('article')[0]!
    expect(within(mine).getByText('Your review')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Write a review' })).not.toBeInTheDocument()

    await user.click(within(mine).getByRole('button', { name: 'Edit your review' }))
    expect(within(dialog()).getByLabelText('Title')).toHaveValue('Warm and soft')
    await user.clear(within(dialog()).getByLabelText('Title'))
    await fillIn(user, within(dialog()).getByLabelText('Title'), 'Warm, soft, lasts')
    await user.click(within(dialog()).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Your review has been updated.')).toBeInTheDocument()
    expect(writes(mock, 'updateProductReview')[0]?.body).toMatchObject({ productId: 42, reviewId: 100, review: { title: 'Warm, soft, lasts', rating: 5 } })
    expect(await within(list()).findByRole('heading', { level: 3, name: 'Warm, soft, lasts' })).toBeInTheDocument()

    await user.click(within(within(list()).getAllByRole('article')[0]!).getByRole('button', { name: 'Delete your review' }))
    expect(within(dialog()).getByText('Your review “Warm, soft, lasts” will be removed for good.')).toBeInTheDocument()
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(writes(mock, 'deleteProductReview')).toEqual([])
    await user.click(within(within(list()).getAllByRole('article')[0]!).getByRole('button', { name: 'Delete your review' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Your review has been deleted.')).toBeInTheDocument()
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(1))
    expect(await screen.findByRole('button', { name: 'Write a review' })).toBeInTheDocument()
  })

  it('says so when deleting fails and keeps the review', async () => {
    const user = userEvent.setup()
    await open({ status: 'allowed', own: true, failing: 'deleteProductReview' })
    await user.click(within(within(list()).getAllByRole('article')[0]!).getByRole('button', { name: 'Delete your review' }))
    await user.click(within(dialog()).getByRole('button', { name: 'Delete' }))
    expect(await within(dialog()).findByText('Failed to delete the review. Please try again.')).toBeInTheDocument()
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }))
    expect(within(list()).getAllByRole('article')).toHaveLength(3)
    expect(screen.queryByText('Your review has been deleted.')).not.toBeInTheDocument()
  })

  it('shows ten at a time and appends the next ten', async () => {
    const user = userEvent.setup()
    const mock = await open({ others: 14 })
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }))
    await waitFor(() => expect(within(list()).getAllByRole('article')).toHaveLength(14))
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).not.toBeInTheDocument()
    expect(mock.requests.filter((r) => r.call === 'getProductReviews').map((r) => r.body.page)).toEqual([1, 2])
  })
})
