// Pages about the shopper — bag, checkout, account, sign-in and its e-mailed links, the withdrawal function: rendered in the shopper's browser
// only (never into shared, cacheable HTML), never cached, and kept out of search engines (robots.txt). Paths after
// the language prefix; each covers its sub-pages (`checkout` covers `checkout/success`).
export const PERSONAL_PAGES = ['cart', 'checkout', 'my-account', 'login', 'register', 'forgot-password', 'reset-password', 'newsletter', 'withdrawal'] as const

/** `rest`: the path after the language, e.g. '/checkout/success'. */
export function isPersonalPage(rest: string): boolean {
  return PERSONAL_PAGES.some((page) => rest === `/${page}` || rest.startsWith(`/${page}/`))
}
