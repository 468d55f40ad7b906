// Customer accounts: the demo customer plus the reviewers referenced in reviews.ts.
// The demo customer's Roman billing address carries a valid Italian VAT number (IT + 11 digits, Luhn-style check digit),
// a valid codice fiscale, a PEC address and an SDI code, as needed for an Italian e-invoice (spec §3).
import type { SeedCustomer } from './types'

export const DEMO_CUSTOMER_EMAIL = 'demo@example.com'
export const DEMO_CUSTOMER_PASSWORD = 'Demo-Shop-2026!'
const REVIEWER_PASSWORD = 'Reviewer-2026!'

export const customers: SeedCustomer[] = [
  {
    email: DEMO_CUSTOMER_EMAIL,
    password: DEMO_CUSTOMER_PASSWORD,
    firstname: 'Giulia',
    lastname: 'Ferraris',
    gender: 'f',
    lang: 'it',
    newsletter: true,
    addresses: [
      {
        alias: 'Casa',
        firstname: 'Giulia',
        lastname: 'Ferraris',
        address1: 'Via Vigevano',
        houseNumber: '18',
        address2: 'Scala B, interno 4',
        postcode: '20144',
        city: 'Milano',
        stateIso: 'MI',
        countryIso: 'IT',
        phone: '+39 347 218 4592',
        type: 'shipping',
        isDefault: true,
      },
      {
        alias: 'Studio',
        firstname: 'Giulia',
        lastname: 'Ferraris',
        company: 'Studio Ferraris Design',
        address1: 'Via dei Coronari',
        houseNumber: '112',
        postcode: '00186',
        city: 'Roma',
        stateIso: 'RM',
        countryIso: 'IT',
        phone: '+39 06 6880 4127',
        vatNumber: 'IT07845121008', // 0784512 (company) + 100 (Rome office) + 8 (check digit)
        taxCode: 'FRRGLI88D52F205T', // Giulia Ferraris, female, born 12/04/1988 in Milano (F205)
        pec: 'studioferraris@pec.example.it',
        sdi: 'W7YVJK9',
        type: 'billing',
        isDefault: true,
      },
    ],
  },
  {
    email: 'james.w@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'James',
    lastname: 'Whitaker',
    gender: 'm',
    lang: 'en',
    newsletter: false,
    addresses: [
      { alias: 'Home', firstname: 'James', lastname: 'Whitaker', address1: 'Elgin Crescent', houseNumber: '14', postcode: 'W11 2HX', city: 'London', countryIso: 'GB', phone: '+44 20 7946 0321', type: 'shipping', isDefault: true },
    ],
  },
  {
    email: 'emma.t@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'Emma',
    lastname: 'Taylor',
    gender: 'f',
    lang: 'en',
    newsletter: true,
    addresses: [
      { alias: 'Home', firstname: 'Emma', lastname: 'Taylor', address1: 'Camden Street Lower', houseNumber: '21', address2: 'Apartment 3', postcode: 'D02 K2F6', city: 'Dublin', countryIso: 'IE', phone: '+353 1 478 2210', type: 'shipping', isDefault: true },
    ],
  },
  {
    email: 'lena.k@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'Lena',
    lastname: 'Krüger',
    gender: 'f',
    lang: 'de',
    newsletter: true,
    addresses: [
      { alias: 'Zuhause', firstname: 'Lena', lastname: 'Krüger', address1: 'Kastanienallee', houseNumber: '23', address2: 'Hinterhaus, 3. OG', postcode: '10435', city: 'Berlin', countryIso: 'DE', phone: '+49 30 4403 7712', type: 'shipping', isDefault: true },
    ],
  },
  {
    email: 'jonas.h@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'Jonas',
    lastname: 'Hartmann',
    gender: 'm',
    lang: 'de',
    newsletter: false,
    addresses: [
      { alias: 'Zuhause', firstname: 'Jonas', lastname: 'Hartmann', address1: 'Müllerstraße', houseNumber: '12', postcode: '80469', city: 'München', countryIso: 'DE', phone: '+49 89 2180 4411', type: 'shipping', isDefault: true },
    ],
  },
  {
    email: 'anna.m@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'Anna',
    lastname: 'Mayer',
    gender: 'f',
    lang: 'de',
    newsletter: false,
    addresses: [
      { alias: 'Wohnung', firstname: 'Anna', lastname: 'Mayer', address1: 'Neubaugasse', houseNumber: '36', address2: 'Top 7', postcode: '1070', city: 'Wien', countryIso: 'AT', phone: '+43 1 523 4418', type: 'shipping', isDefault: true },
    ],
  },
  {
    email: 'marco.b@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'Marco',
    lastname: 'Bellini',
    gender: 'm',
    lang: 'it',
    newsletter: true,
    addresses: [
      { alias: 'Casa', firstname: 'Marco', lastname: 'Bellini', address1: 'Via Nizza', houseNumber: '112', postcode: '10126', city: 'Torino', stateIso: 'TO', countryIso: 'IT', phone: '+39 333 871 2290', type: 'shipping', isDefault: true },
    ],
  },
  {
    email: 'luca.f@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'Luca',
    lastname: 'Ferri',
    gender: 'm',
    lang: 'it',
    newsletter: false,
    addresses: [
      { alias: 'Casa', firstname: 'Luca', lastname: 'Ferri', address1: 'Via San Vitale', houseNumber: '41', postcode: '40125', city: 'Bologna', stateIso: 'BO', countryIso: 'IT', phone: '+39 339 402 1187', type: 'shipping', isDefault: true },
    ],
  },
  {
    email: 'sofia.r@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'Sofía',
    lastname: 'Ruiz',
    gender: 'f',
    lang: 'es',
    newsletter: true,
    addresses: [
      { alias: 'Casa', firstname: 'Sofía', lastname: 'Ruiz', address1: 'Calle de Fuencarral', houseNumber: '88', address2: '3.º izquierda', postcode: '28004', city: 'Madrid', countryIso: 'ES', phone: '+34 612 345 987', type: 'shipping', isDefault: true },
    ],
  },
  {
    email: 'elena.g@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'Elena',
    lastname: 'García',
    gender: 'f',
    lang: 'es',
    newsletter: false,
    addresses: [
      { alias: 'Casa', firstname: 'Elena', lastname: 'García', address1: 'Carrer de Verdi', houseNumber: '17', address2: '2.º 1.ª', postcode: '08012', city: 'Barcelona', countryIso: 'ES', phone: '+34 633 218 440', type: 'shipping', isDefault: true },
    ],
  },
  {
    email: 'camille.d@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'Camille',
    lastname: 'Dubois',
    gender: 'f',
    lang: 'fr',
    newsletter: true,
    addresses: [
      { alias: 'Maison', firstname: 'Camille', lastname: 'Dubois', address1: 'Place Sathonay', houseNumber: '7', postcode: '69001', city: 'Lyon', countryIso: 'FR', phone: '+33 4 78 28 91 03', type: 'shipping', isDefault: true },
    ],
  },
  {
    email: 'hugo.l@example.com',
    password: REVIEWER_PASSWORD,
    firstname: 'Hugo',
    lastname: 'Lefèvre',
    gender: 'm',
    lang: 'fr',
    newsletter: false,
    addresses: [
      { alias: 'Domicile', firstname: 'Hugo', lastname: 'Lefèvre', address1: 'Rue des Martyrs', houseNumber: '18', address2: 'Bâtiment B', postcode: '75009', city: 'Paris', countryIso: 'FR', phone: '+33 1 42 80 17 65', type: 'shipping', isDefault: true },
    ],
  },
]
