/** Product reviews: the product page's reviews section, with writing, editing and deleting one's own. */
export { ReviewsSection } from './ui/ReviewsSection'
export { reviewMessages } from './messages'
