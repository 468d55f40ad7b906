// The newsletter topics a customer can choose (stored as newsletter_sections). The back end keeps any short ids;
// this list is what the shop offers, one per product area of spec §1.
export const NEWSLETTER_SECTIONS = ['apparel', 'motorcycle', 'fashion', 'home'] as const

export type NewsletterSection = (typeof NEWSLETTER_SECTIONS)[number]
