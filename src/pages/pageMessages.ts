// Page titles (the <h1> and the document title) of every route.
import { defineMessages } from 'react-intl'

export const pageMessages = defineMessages({
  home: { id: 'pages.home.title', defaultMessage: 'Home', description: 'Home page title' },
  search: { id: 'pages.search.title', defaultMessage: 'Search', description: 'Search page title' },
  login: { id: 'pages.login.title', defaultMessage: 'Sign in', description: 'Login page title' },
  register: { id: 'pages.register.title', defaultMessage: 'Create an account', description: 'Registration page title' },
  forgotPassword: { id: 'pages.forgotPassword.title', defaultMessage: 'Forgot your password?', description: 'Password reset request page title' },
  resetPassword: { id: 'pages.resetPassword.title', defaultMessage: 'Choose a new password', description: 'New password page title' },
  account: { id: 'pages.account.title', defaultMessage: 'My account', description: 'Account profile page title' },
  addresses: { id: 'pages.addresses.title', defaultMessage: 'My addresses', description: 'Address book page title' },
  orders: { id: 'pages.orders.title', defaultMessage: 'My orders', description: 'Order history page title' },
  cart: { id: 'pages.cart.title', defaultMessage: 'Shopping bag', description: 'Cart page title' },
  checkout: { id: 'pages.checkout.title', defaultMessage: 'Checkout', description: 'Checkout page title' },
  checkoutSuccess: { id: 'pages.checkoutSuccess.title', defaultMessage: 'Thank you for your order', description: 'Order confirmation page title' },
  checkoutFailed: { id: 'pages.checkoutFailed.title', defaultMessage: 'Payment failed', description: 'Payment failure page title' },
  checkoutValidate: { id: 'pages.checkoutValidate.title', defaultMessage: 'Confirming your payment', description: 'Payment validation page title' },
  product: { id: 'pages.product.title', defaultMessage: 'Product', description: 'Product page title before the product has loaded' },
  category: { id: 'pages.category.title', defaultMessage: 'Category', description: 'Category page title before the category has loaded' },
  content: { id: 'pages.content.title', defaultMessage: 'Information', description: 'Content page title before the page has loaded' },
  brands: { id: 'pages.brands.title', defaultMessage: 'Brands', description: 'Brand list page title' },
  brand: { id: 'pages.brand.title', defaultMessage: 'Brand', description: 'Brand page title before the brand has loaded' },
})
