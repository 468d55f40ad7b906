// The API's own words in every language of contract/locales.ts (catalogue texts come from the database instead):
// sort and facet labels, statuses, country groups, payment methods, size-guide headings. Each entry maps a language
// to its text; the type asks for every language, so a new one fails the typecheck until each entry has its text.
import type { Locale } from '@contract/locales'
import type { Lang } from './lang'

/** One text in each of the shop's languages. */
export type Texts = Record<Locale, string>

export const MESSAGES = {
  'sort.relevance': { en: 'Relevance', de: 'Relevanz', it: 'Rilevanza', es: 'Relevancia', fr: 'Pertinence' },
  'sort.price_asc': { en: 'Price, low to high', de: 'Preis, aufsteigend', it: 'Prezzo, crescente', es: 'Precio, de menor a mayor', fr: 'Prix croissant' },
  'sort.price_desc': { en: 'Price, high to low', de: 'Preis, absteigend', it: 'Prezzo, decrescente', es: 'Precio, de mayor a menor', fr: 'Prix décroissant' },
  'sort.popularity': { en: 'Best sellers', de: 'Bestseller', it: 'Più venduti', es: 'Más vendidos', fr: 'Meilleures ventes' },
  'sort.date_add_asc': { en: 'Oldest first', de: 'Älteste zuerst', it: 'Meno recenti', es: 'Más antiguos', fr: 'Plus anciens' },
  'sort.date_add_desc': { en: 'Newest first', de: 'Neueste zuerst', it: 'Più recenti', es: 'Más recientes', fr: 'Nouveautés' },
  'sort.title_asc': { en: 'Name, A to Z', de: 'Name, A bis Z', it: 'Nome, dalla A alla Z', es: 'Nombre, de la A a la Z', fr: 'Nom, de A à Z' },
  'sort.title_desc': { en: 'Name, Z to A', de: 'Name, Z bis A', it: 'Nome, dalla Z alla A', es: 'Nombre, de la Z a la A', fr: 'Nom, de Z à A' },
  'facet.category': { en: 'Categories', de: 'Kategorien', it: 'Categorie', es: 'Categorías', fr: 'Catégories' },
  'facet.brand': { en: 'Brand', de: 'Marke', it: 'Marca', es: 'Marca', fr: 'Marque' },
  'facet.price': { en: 'Price', de: 'Preis', it: 'Prezzo', es: 'Precio', fr: 'Prix' },
  'facet.availability': { en: 'Availability', de: 'Verfügbarkeit', it: 'Disponibilità', es: 'Disponibilidad', fr: 'Disponibilité' },
  'facet.in_stock': { en: 'In stock', de: 'Auf Lager', it: 'Disponibile', es: 'En stock', fr: 'En stock' },
  'facet.discount': { en: 'Offers', de: 'Angebote', it: 'Offerte', es: 'Ofertas', fr: 'Promotions' },
  'facet.on_sale': { en: 'On sale', de: 'Reduziert', it: 'In saldo', es: 'En oferta', fr: 'En promotion' },
  'status.awaiting_payment': {
    en: 'Awaiting payment',
    de: 'Zahlung ausstehend',
    it: 'In attesa di pagamento',
    es: 'Pendiente de pago',
    fr: 'En attente de paiement',
  },
  'status.payment_accepted': { en: 'Payment accepted', de: 'Zahlung angenommen', it: 'Pagamento accettato', es: 'Pago aceptado', fr: 'Paiement accepté' },
  'status.payment_error': { en: 'Payment declined', de: 'Zahlung abgelehnt', it: 'Pagamento rifiutato', es: 'Pago rechazado', fr: 'Paiement refusé' },
  'status.canceled': { en: 'Canceled', de: 'Storniert', it: 'Annullato', es: 'Cancelado', fr: 'Annulée' },
  'status.processing': { en: 'Processing', de: 'In Bearbeitung', it: 'In lavorazione', es: 'En preparación', fr: 'En préparation' },
  'status.shipped': { en: 'Shipped', de: 'Versandt', it: 'Spedito', es: 'Enviado', fr: 'Expédiée' },
  'status.delivered': { en: 'Delivered', de: 'Zugestellt', it: 'Consegnato', es: 'Entregado', fr: 'Livrée' },
  'status.refunded': { en: 'Refunded', de: 'Erstattet', it: 'Rimborsato', es: 'Reembolsado', fr: 'Remboursée' },
  // A history entry, not a status an order is in: the order stays shipped or delivered.
  'status.withdrawal_received': {
    en: 'Withdrawal received',
    de: 'Widerruf eingegangen',
    it: 'Recesso ricevuto',
    es: 'Desistimiento recibido',
    fr: 'Rétractation reçue',
  },
  'return.requested': { en: 'Return requested', de: 'Rücksendung angefragt', it: 'Reso richiesto', es: 'Devolución solicitada', fr: 'Retour demandé' },
  'return.accepted': { en: 'Return accepted', de: 'Rücksendung angenommen', it: 'Reso accettato', es: 'Devolución aceptada', fr: 'Retour accepté' },
  'return.refunded': { en: 'Refunded', de: 'Erstattet', it: 'Rimborsato', es: 'Reembolsado', fr: 'Remboursé' },
  'return.rejected': { en: 'Return rejected', de: 'Rücksendung abgelehnt', it: 'Reso rifiutato', es: 'Devolución rechazada', fr: 'Retour refusé' },
  'zone.IT': { en: 'Italy', de: 'Italien', it: 'Italia', es: 'Italia', fr: 'Italie' },
  'zone.EU': { en: 'European Union', de: 'Europäische Union', it: 'Unione europea', es: 'Unión Europea', fr: 'Union européenne' },
  'zone.EUROPE_NON_EU': {
    en: 'Europe (outside the EU)',
    de: 'Europa (außerhalb der EU)',
    it: 'Europa (extra UE)',
    es: 'Europa (fuera de la UE)',
    fr: 'Europe (hors UE)',
  },
  'zone.WORLD': { en: 'Rest of the world', de: 'Rest der Welt', it: 'Resto del mondo', es: 'Resto del mundo', fr: 'Reste du monde' },
  'gateway.CREDITCARD': { en: 'Credit card', de: 'Kreditkarte', it: 'Carta di credito', es: 'Tarjeta de crédito', fr: 'Carte bancaire' },
  'gateway.PAYPAL': { en: 'PayPal', de: 'PayPal', it: 'PayPal', es: 'PayPal', fr: 'PayPal' },
  'gateway.MULTISAFEPAY': { en: 'MultiSafepay', de: 'MultiSafepay', it: 'MultiSafepay', es: 'MultiSafepay', fr: 'MultiSafepay' },
  'breadcrumb.home': { en: 'Home', de: 'Startseite', it: 'Home', es: 'Inicio', fr: 'Accueil' },
  'brands.title': { en: 'Brands', de: 'Marken', it: 'Marchi', es: 'Marcas', fr: 'Marques' },
  'size.size': { en: 'Size', de: 'Größe', it: 'Taglia', es: 'Talla', fr: 'Taille' },
  'size.chest': { en: 'Chest (cm)', de: 'Brustumfang (cm)', it: 'Torace (cm)', es: 'Pecho (cm)', fr: 'Tour de poitrine (cm)' },
  'size.waist': { en: 'Waist (cm)', de: 'Taillenumfang (cm)', it: 'Vita (cm)', es: 'Cintura (cm)', fr: 'Tour de taille (cm)' },
  'size.hips': { en: 'Hips (cm)', de: 'Hüftumfang (cm)', it: 'Fianchi (cm)', es: 'Cadera (cm)', fr: 'Tour de hanches (cm)' },
  'size.head': { en: 'Head circumference (cm)', de: 'Kopfumfang (cm)', it: 'Circonferenza testa (cm)', es: 'Contorno de cabeza (cm)', fr: 'Tour de tête (cm)' },
  'size.foot': { en: 'Foot length (cm)', de: 'Fußlänge (cm)', it: 'Lunghezza piede (cm)', es: 'Longitud del pie (cm)', fr: 'Longueur du pied (cm)' },
  'size.duvet': { en: 'Duvet cover (cm)', de: 'Bettbezug (cm)', it: 'Copripiumino (cm)', es: 'Funda nórdica (cm)', fr: 'Housse de couette (cm)' },
  'size.title': { en: 'Size guide', de: 'Größentabelle', it: 'Guida alle taglie', es: 'Guía de tallas', fr: 'Guide des tailles' },
  'size.note': {
    en: 'Measure over light clothing. Between two sizes, choose the larger one.',
    de: 'Über leichter Kleidung messen. Zwischen zwei Größen die größere wählen.',
    it: 'Misura sopra abiti leggeri. Se sei tra due taglie, scegli la più grande.',
    es: 'Mide sobre ropa ligera. Si dudas entre dos tallas, elige la mayor.',
    fr: 'Mesurez sur des vêtements légers. Entre deux tailles, choisissez la plus grande.',
  },
  'loyalty.order': { en: 'Points for order', de: 'Punkte für Bestellung', it: 'Punti per ordine', es: 'Puntos por pedido', fr: 'Points pour la commande' },
  'loyalty.redeem': {
    en: 'Points used for order',
    de: 'Eingelöste Punkte für Bestellung',
    it: 'Punti usati per ordine',
    es: 'Puntos usados en pedido',
    fr: 'Points utilisés pour la commande',
  },
  'loyalty.refund': {
    en: 'Points returned for order',
    de: 'Zurückgebuchte Punkte für Bestellung',
    it: 'Punti restituiti per ordine',
    es: 'Puntos devueltos del pedido',
    fr: 'Points rendus pour la commande',
  },
  'points.label': { en: 'Loyalty points', de: 'Treuepunkte', it: 'Punti fedeltà', es: 'Puntos de fidelidad', fr: 'Points de fidélité' },
} satisfies Record<string, Texts>

export type MessageKey = keyof typeof MESSAGES

export const t = (lang: Lang, key: MessageKey): string => MESSAGES[key][lang]
