import { defineMessages } from 'react-intl'

export const homeMessages = defineMessages({
  heroTitle: { id: 'pages.home.heroTitle', defaultMessage: 'Gear for the road, clothes for every day', description: 'Home page main heading' },
  heroText: {
    id: 'pages.home.heroText',
    defaultMessage: 'Apparel, motorcycle accessories, fashion and home goods — chosen with care and shipped across Europe.',
    description: 'Home page introduction',
  },
  heroCta: { id: 'pages.home.heroCta', defaultMessage: 'Shop clothing', description: 'Home page call to action' },
  featured: { id: 'pages.home.featured', defaultMessage: 'Featured', description: 'Home rail heading' },
  bestsellers: { id: 'pages.home.bestsellers', defaultMessage: 'Best sellers', description: 'Home rail heading' },
  latest: { id: 'pages.home.latest', defaultMessage: 'New arrivals', description: 'Home rail heading' },
  recommended: { id: 'pages.home.recommended', defaultMessage: 'Recommended clothing', description: 'Home rail heading for category 10' },
  seeAll: { id: 'pages.home.seeAll', defaultMessage: 'See all', description: 'Link from a home rail to the full list' },
})
