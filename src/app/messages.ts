// Texts of the app shell: header, footer, language switcher, error pages, progress.
import { defineMessages } from 'react-intl'

export const appMessages = defineMessages({
  skipToContent: { id: 'app.shell.skipToContent', defaultMessage: 'Skip to content', description: 'Skip link for keyboard users' },
  home: { id: 'app.header.home', defaultMessage: '{shop} — home', description: 'Accessible name of the logo link' },
  mainMenu: { id: 'app.header.mainMenu', defaultMessage: 'Main menu', description: 'Label of the main navigation' },
  showSubmenu: { id: 'app.header.showSubmenu', defaultMessage: 'Show {label} categories', description: 'Toggle opening a top category’s mega-menu panel' },
  openMenu: { id: 'app.header.openMenu', defaultMessage: 'Open menu', description: 'Button opening the mobile menu' },
  closeMenu: { id: 'app.header.closeMenu', defaultMessage: 'Close menu', description: 'Button closing the mobile menu' },
  search: { id: 'app.header.search', defaultMessage: 'Search', description: 'Link to the search page' },
  signIn: { id: 'app.header.signIn', defaultMessage: 'Sign in', description: 'Link to the login page' },
  account: { id: 'app.header.account', defaultMessage: 'My account', description: 'Link to the account page' },
  cart: {
    id: 'app.header.cart',
    defaultMessage: 'Shopping bag, {count, plural, =0 {empty} one {# item} other {# items}}',
    description: 'Cart link with the number of items',
  },
  brands: { id: 'app.header.brands', defaultMessage: 'Brands', description: 'Link to the brand list' },
  language: { id: 'app.language.label', defaultMessage: 'Language', description: 'Label of the language switcher' },
  loadingPage: { id: 'app.progress.loadingPage', defaultMessage: 'Loading page', description: 'Progress bar while a page loads' },
  freeShipping: {
    id: 'app.usp.freeShipping',
    defaultMessage: 'Free shipping to Italy from {amount}',
    description: 'Selling point: free shipping threshold',
  },
  easyReturns: {
    id: 'app.usp.easyReturns',
    defaultMessage: 'Easy returns and exchanges within {days} days',
    description: 'Selling point: returns',
  },
  instalments: {
    id: 'app.usp.instalments',
    defaultMessage: 'Pay now or in instalments from {min} to {max}',
    description: 'Selling point: instalment payments',
  },
  support: { id: 'app.usp.support', defaultMessage: 'Customer support by e-mail and phone', description: 'Selling point: support' },
  footerShop: { id: 'app.footer.shop', defaultMessage: 'Shop', description: 'Footer column heading' },
  footerHelp: { id: 'app.footer.help', defaultMessage: 'Help', description: 'Footer column heading' },
  footerAbout: { id: 'app.footer.about', defaultMessage: 'About us', description: 'Footer link' },
  footerTerms: { id: 'app.footer.terms', defaultMessage: 'Terms of service', description: 'Footer link' },
  footerPrivacy: { id: 'app.footer.privacy', defaultMessage: 'Privacy', description: 'Footer link' },
  footerShipping: { id: 'app.footer.shipping', defaultMessage: 'Shipping', description: 'Footer link' },
  footerReturns: { id: 'app.footer.returns', defaultMessage: 'Returns', description: 'Footer link' },
  footerContact: { id: 'app.footer.contact', defaultMessage: 'Contact', description: 'Footer link' },
  footerLegalNotice: { id: 'app.footer.legalNotice', defaultMessage: 'Legal notice', description: 'Footer link to the imprint (German: Impressum)' },
  footerAccessibility: { id: 'app.footer.accessibility', defaultMessage: 'Accessibility statement', description: 'Footer link to the accessibility statement' },
  footerPrices: {
    id: 'app.footer.prices',
    defaultMessage: 'All prices include taxes. Shipping costs are recalculated at checkout.',
    description: 'Footer note on prices',
  },
  copyright: { id: 'app.footer.copyright', defaultMessage: '© {year} {shop}', description: 'Footer copyright line' },
})
