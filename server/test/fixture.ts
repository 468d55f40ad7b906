// A tiny catalogue for the server tests, in the demo data's shapes: a few categories, two brands, five products
// (combinations, discounts, out of stock, pre-order), two CMS pages, four countries, three carriers, collection
// points, vouchers (percentage, amount, expired, free shipping) and two customers.
import type { I18n } from '../db/seed/data/types'
import type { SeedData } from '../db/seed/seedData'

const L = (en: string, de = `${en} (de)`, it = `${en} (it)`, es = `${en} (es)`, fr = `${en} (fr)`): I18n => ({ en, de, it, es, fr })
const slug = (en: string, de: string, it: string, es: string, fr: string): I18n => ({ en, de, it, es, fr })

export const PASSWORD = 'Passw0rd!'
export const ANNA = 'anna@example.com'
export const BOB = 'bob@example.com'

export const fixture: SeedData = {
  categories: [
    { id: 3, parentId: null, position: 1, name: L('Apparel', 'Bekleidung', 'Abbigliamento', 'Ropa', 'Vêtements'), slug: slug('apparel', 'bekleidung', 'abbigliamento', 'ropa', 'vetements'), description: L('<p>Apparel</p>'), metaDescription: L('Apparel') },
    { id: 10, parentId: 3, position: 1, name: L('Clothing', 'Kleidung', 'Vestiti', 'Prendas', 'Habits'), slug: slug('clothing', 'kleidung', 'vestiti', 'prendas', 'habits'), description: L('<p>Clothing</p>'), metaDescription: L('Clothing') },
    { id: 30, parentId: 10, position: 1, name: L('T-shirts'), slug: slug('t-shirts', 't-shirts-de', 't-shirt', 'camisetas', 't-shirts-fr'), description: L('<p>Tees</p>'), metaDescription: L('Tees') },
    { id: 4, parentId: null, position: 2, name: L('Motorcycle accessories'), slug: slug('motorcycle-accessories', 'motorradzubehoer', 'accessori-moto', 'accesorios-moto', 'accessoires-moto'), description: L('<p>Moto</p>'), metaDescription: L('Moto') },
    { id: 14, parentId: 4, position: 1, name: L('Helmets', 'Helme', 'Caschi', 'Cascos', 'Casques'), slug: slug('helmets', 'helme', 'caschi', 'cascos', 'casques'), description: L('<p>Helmets</p>'), metaDescription: L('Helmets') },
  ],
  brands: [
    { id: 1, name: 'Alba Tessile', slug: 'alba-tessile', description: L('<p>Alba</p>'), freeShippingFrom: 100, logoColor: '#c0563b' },
    { id: 2, name: 'Corsa Nera', slug: 'corsa-nera', description: L('<p>Corsa</p>'), logoColor: '#1b1b1b' },
  ],
  attributeGroups: [
    { id: 1, type: 'select', name: L('Size', 'Größe', 'Taglia', 'Talla', 'Taille'), attributes: [2, 3, 4].map((id, i) => ({ id, name: L(['S', 'M', 'L'][i]!) })) },
    {
      id: 2,
      type: 'color',
      name: L('Colour', 'Farbe', 'Colore', 'Color', 'Couleur'),
      attributes: [
        { id: 10, name: L('Black', 'Schwarz', 'Nero', 'Negro', 'Noir'), color: '#1d1d1f' },
        { id: 14, name: L('Red', 'Rot', 'Rosso', 'Rojo', 'Rouge'), color: '#b3261e' },
      ],
    },
  ],
  products: [
    {
      id: 1, reference: 'TEE-1', categoryId: 30, brandId: 1, name: L('Organic Tee', 'Bio-T-Shirt', 'Maglietta Bio', 'Camiseta Bio', 'T-shirt Bio'),
      slug: slug('organic-tee', 'bio-t-shirt', 'maglietta-bio', 'camiseta-bio', 't-shirt-bio'),
      descriptionShort: L('<p>Soft tee.</p>'), description: L('<p>A soft tee.</p><script>alert(1)</script>'), price: 30,
      discount: { type: 'percentage', value: 20 }, quantity: 0, groups: [1, 2],
      combinations: [
        { attributes: [2, 10], quantity: 5 },
        { attributes: [3, 10], quantity: 0 },
        { attributes: [4, 10], quantity: 3, priceImpact: 2 },
        { attributes: [2, 14], quantity: 2 },
        { attributes: [3, 14], quantity: 1 },
      ],
      sizeGuide: true, related: [2], palette: ['#f4f3ee', '#1f2a44', '#d4a017'], imageCount: 2,
      features: [{ name: L('Material'), value: L('Cotton') }], dateAdd: '2025-01-10', sales: 50, weight: 0.2,
    },
    {
      id: 2, reference: 'JKT-2', categoryId: 10, brandId: 2, name: L('Storm Jacket', 'Sturmjacke', 'Giacca Tempesta', 'Chaqueta Tormenta', 'Veste Tempête'),
      slug: slug('storm-jacket', 'sturmjacke', 'giacca-tempesta', 'chaqueta-tormenta', 'veste-tempete'),
      descriptionShort: L('<p>Keeps you dry.</p>'), description: L('<p>Waterproof.</p>'), price: 200, quantity: 4, related: [1],
      sizeGuide: true, manual: true, palette: ['#2f5d62', '#e8e6e1', '#c0563b'], imageCount: 1, dateAdd: '2025-03-01', sales: 10, weight: 1,
    },
    {
      id: 3, reference: 'HLM-3', categoryId: 14, brandId: 2, name: L('Racing Helmet', 'Rennhelm', 'Casco Racing', 'Casco Racing', 'Casque Racing'),
      slug: slug('racing-helmet', 'rennhelm', 'casco-racing', 'casco-racing', 'casque-racing'),
      descriptionShort: L('<p>Fast.</p>'), description: L('<p>Very fast.</p>'), price: 350, discount: { type: 'amount', value: 50 },
      quantity: 0, palette: ['#1b1b1b', '#b3261e', '#f4f3ee'], imageCount: 1, dateAdd: '2024-06-01', sales: 99, weight: 1.4,
    },
    {
      id: 4, reference: 'GLV-4', categoryId: 4, brandId: 1, name: L('Winter Gloves', 'Wintergloves', 'Guanti Invernali', 'Guantes de Invierno', "Gants d'Hiver"),
      slug: slug('winter-gloves', 'wintergloves', 'guanti-invernali', 'guantes-de-invierno', 'gants-d-hiver'),
      descriptionShort: L('<p>Warm.</p>'), description: L('<p>Warm gloves.</p>'), price: 80, quantity: 0,
      preorder: { availableDate: '2030-01-15' }, palette: ['#6b6b3a', '#efe6d2', '#9a5b2e'], imageCount: 1, dateAdd: '2025-05-01', sales: 1,
    },
    {
      id: 5, reference: 'MUG-5', categoryId: 3, brandId: 1, name: L('Crème Brûlée Mug', 'Crème-Brûlée-Becher', 'Tazza Crème Brûlée', 'Taza Crème Brûlée', 'Mug Crème Brûlée'),
      slug: slug('creme-brulee-mug', 'creme-brulee-becher', 'tazza-creme-brulee', 'taza-creme-brulee', 'mug-creme-brulee'),
      descriptionShort: L('<p>Mug.</p>'), description: L('<p>A mug.</p>'), price: 12.5, quantity: 100,
      palette: ['#efe6d2', '#c0643f', '#1f2a44'], imageCount: 1, dateAdd: '2025-06-01', sales: 5,
    },
  ],
  cmsPages: [
    { id: 1, slug: slug('about-us', 'ueber-uns', 'chi-siamo', 'quienes-somos', 'a-propos'), title: L('About us', 'Über uns', 'Chi siamo', 'Quiénes somos', 'À propos'), content: L('<p>About</p>'), metaDescription: L('About') },
    { id: 2, slug: slug('terms', 'agb', 'termini', 'terminos', 'conditions'), title: L('Terms'), content: L('<p>Terms</p>'), metaDescription: L('Terms') },
  ],
  reviewCriteria: [
    { key: 'quality', name: L('Quality', 'Qualität', 'Qualità', 'Calidad', 'Qualité') },
    { key: 'value', name: L('Value', 'Preis-Leistung', 'Rapporto qualità-prezzo', 'Relación calidad-precio', 'Rapport qualité-prix') },
  ],
  reviews: [
    { productId: 2, customerEmail: BOB, title: 'Dry all day', content: 'Kept me dry on a long ride.', lang: 'en', rating: 4, criteria: { quality: 5, value: 3 }, dateAdd: '2025-04-01' },
    { productId: 2, customerEmail: 'carla.verdi@example.net', title: 'Ottima', content: 'Giacca davvero ottima.', lang: 'it', rating: 5, criteria: { quality: 5 }, dateAdd: '2025-04-02' },
  ],
  countries: [
    { iso: 'IT', name: L('Italy', 'Italien', 'Italia', 'Italia', 'Italie'), eu: true, zone: 'IT', zipPattern: '^\\d{5}$', zipExample: '00184', needsState: true, states: [{ iso: 'MI', name: 'Milano' }, { iso: 'RM', name: 'Roma' }], vatPrefix: 'IT', callingCode: '+39' },
    { iso: 'DE', name: L('Germany', 'Deutschland', 'Germania', 'Alemania', 'Allemagne'), eu: true, zone: 'EU', zipPattern: '^\\d{5}$', zipExample: '10115', needsState: false, vatPrefix: 'DE', callingCode: '+49' },
    { iso: 'CH', name: L('Switzerland', 'Schweiz', 'Svizzera', 'Suiza', 'Suisse'), eu: false, zone: 'EUROPE_NON_EU', zipPattern: '^\\d{4}$', zipExample: '8001', needsState: false, callingCode: '+41' },
    { iso: 'US', name: L('United States', 'Vereinigte Staaten', 'Stati Uniti', 'Estados Unidos', 'États-Unis'), eu: false, zone: 'WORLD', zipPattern: '^\\d{5}(-\\d{4})?$', zipExample: '10001', needsState: true, states: [{ iso: 'NY', name: 'New York' }, { iso: 'CA', name: 'California' }], callingCode: '+1' },
  ],
  carriers: [
    { id: 1, key: 'standard', name: 'Standard', delay: L('3-5 days'), pickup: false, prices: [{ zone: 'IT', price: 7, days: [3, 5] }, { zone: 'EU', price: 12, days: [4, 7] }, { zone: 'EUROPE_NON_EU', price: 20, days: [5, 8] }, { zone: 'WORLD', price: 35, days: [7, 14] }], freeShippingApplies: true },
    { id: 2, key: 'express', name: 'Express', delay: L('1 day'), pickup: false, prices: [{ zone: 'IT', price: 15, days: [1, 1] }, { zone: 'EU', price: 25, days: [1, 2] }], freeShippingApplies: false },
    { id: 3, key: 'pickup', name: 'Pickup point', delay: L('2-4 days'), pickup: true, prices: [{ zone: 'IT', price: 4, days: [2, 4] }], freeShippingApplies: true },
  ],
  pudos: [
    { id: 1, name: 'Edicola Duomo', countryIso: 'IT', city: 'Milano', postcode: '20121', address: 'Piazza del Duomo 1', lat: 45.4642, lon: 9.19, openingHours: L('Mon-Sat 8-20') },
    { id: 2, name: 'Tabacchi Navigli', countryIso: 'IT', city: 'Milano', postcode: '20143', address: 'Ripa di Porta Ticinese 7', lat: 45.4515, lon: 9.1738, openingHours: L('Mon-Fri 9-19') },
    { id: 3, name: 'Cartoleria Colosseo', countryIso: 'IT', city: 'Roma', postcode: '00184', address: 'Via Cavour 200', lat: 41.8935, lon: 12.4922, openingHours: L('Mon-Sat 9-13, 15-19') },
  ],
  vouchers: [
    { code: 'SAVE10', name: L('10% off'), type: 'percentage', value: 10, minAmount: 0, validFrom: '2020-01-01', validTo: '2099-12-31', active: true },
    { code: 'FIVEOFF', name: L('5 EUR off'), type: 'amount', value: 5, minAmount: 20, validFrom: '2020-01-01', validTo: '2099-12-31', active: true },
    { code: 'OLD2019', name: L('Old'), type: 'percentage', value: 50, minAmount: 0, validFrom: '2019-01-01', validTo: '2019-12-31', active: true },
    { code: 'FREESHIP', name: L('Free shipping'), type: 'free_shipping', value: 0, minAmount: 0, validFrom: '2020-01-01', validTo: '2099-12-31', active: true },
  ],
  customers: [
    {
      email: ANNA, password: PASSWORD, firstname: 'Anna', lastname: 'Rossi', gender: 'f', lang: 'it', newsletter: true,
      addresses: [
        { alias: 'Home', firstname: 'Anna', lastname: 'Rossi', address1: 'Via Roma', houseNumber: '1', postcode: '20121', city: 'Milano', stateIso: 'MI', countryIso: 'IT', phone: '+39 02 1234567', type: 'shipping', isDefault: true },
        { alias: 'Office', company: 'Rossi Srl', firstname: 'Anna', lastname: 'Rossi', address1: 'Via Torino', houseNumber: '5', postcode: '20123', city: 'Milano', stateIso: 'MI', countryIso: 'IT', phone: '+39 02 7654321', vatNumber: 'IT00743110157', taxCode: 'RSSNNA80A41F205O', sdi: 'M5UXCR1', type: 'billing', isDefault: false },
      ],
    },
    {
      email: BOB, password: PASSWORD, firstname: 'Bob', lastname: 'Meier', gender: 'm', lang: 'de', newsletter: false,
      addresses: [{ alias: 'Zuhause', firstname: 'Bob', lastname: 'Meier', address1: 'Hauptstraße', houseNumber: '3', postcode: '10115', city: 'Berlin', countryIso: 'DE', phone: '+49 30 123456', type: 'shipping', isDefault: true }],
    },
  ],
}
