// Texts of the error page (spec §2, §8).
import { defineMessages } from 'react-intl'

export const errorMessages = defineMessages({
  maintenance: {
    id: 'app.error.maintenance',
    defaultMessage: "The website is under maintenance. We'll be back shortly.",
    description: 'Error page text for status 503',
  },
  maintenanceTitle: { id: 'app.error.maintenanceTitle', defaultMessage: 'Under maintenance', description: 'Error page heading for status 503' },
  tryAgain: { id: 'app.error.tryAgain', defaultMessage: 'Please try again in a few minutes.', description: 'Error page hint for status 503' },
  notFoundTitle: { id: 'app.error.notFoundTitle', defaultMessage: 'Page not found', description: 'Error page heading for status 404' },
  notFound: {
    id: 'app.error.notFound',
    defaultMessage: "Sorry, we couldn't find the page you're looking for.",
    description: 'Error page text for status 404',
  },
  guardFailed: {
    id: 'app.error.guardFailed',
    defaultMessage: 'Page Not Found: {path}',
    description: 'Error page text when a route refuses its address (spec §4 route guard); path is the address asked for',
  },
  genericTitle: { id: 'app.error.genericTitle', defaultMessage: 'Something went wrong', description: 'Error page heading for other errors' },
  goHome: { id: 'app.error.goHome', defaultMessage: 'Go back home', description: 'Button on error pages' },
  statusCode: { id: 'app.error.statusCode', defaultMessage: 'Error {status}', description: 'Accessible text for the status code' },
})
