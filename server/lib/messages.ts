// The API's own words in the shop's five languages (catalogue texts come from the database instead): sort and
// facet labels, statuses, country groups, payment methods, size-guide headings.
import type { Lang } from './lang'

type Texts = Record<Lang, string>
const T = (en: string, de: string, it: string, es: string, fr: string): Texts => ({ en, de, it, es, fr })

export const MESSAGES = {
  'sort.relevance': T('Relevance', 'Relevanz', 'Rilevanza', 'Relevancia', 'Pertinence'),
  'sort.price_asc': T('Price, low to high', 'Preis, aufsteigend', 'Prezzo, crescente', 'Precio, de menor a mayor', 'Prix croissant'),
  'sort.price_desc': T('Price, high to low', 'Preis, absteigend', 'Prezzo, decrescente', 'Precio, de mayor a menor', 'Prix décroissant'),
  'sort.popularity': T('Best sellers', 'Bestseller', 'Più venduti', 'Más vendidos', 'Meilleures ventes'),
  'sort.date_add_asc': T('Oldest first', 'Älteste zuerst', 'Meno recenti', 'Más antiguos', 'Plus anciens'),
  'sort.date_add_desc': T('Newest first', 'Neueste zuerst', 'Più recenti', 'Más recientes', 'Nouveautés'),
  'sort.title_asc': T('Name, A to Z', 'Name, A bis Z', 'Nome, dalla A alla Z', 'Nombre, de la A a la Z', 'Nom, de A à Z'),
  'sort.title_desc': T('Name, Z to A', 'Name, Z bis A', 'Nome, dalla Z alla A', 'Nombre, de la Z a la A', 'Nom, de Z à A'),
  'facet.category': T('Categories', 'Kategorien', 'Categorie', 'Categorías', 'Catégories'),
  'facet.brand': T('Brand', 'Marke', 'Marca', 'Marca', 'Marque'),
  'facet.price': T('Price', 'Preis', 'Prezzo', 'Precio', 'Prix'),
  'facet.availability': T('Availability', 'Verfügbarkeit', 'Disponibilità', 'Disponibilidad', 'Disponibilité'),
  'facet.in_stock': T('In stock', 'Auf Lager', 'Disponibile', 'En stock', 'En stock'),
  'facet.discount': T('Offers', 'Angebote', 'Offerte', 'Ofertas', 'Promotions'),
  'facet.on_sale': T('On sale', 'Reduziert', 'In saldo', 'En oferta', 'En promotion'),
  'status.awaiting_payment': T('Awaiting payment', 'Zahlung ausstehend', 'In attesa di pagamento', 'Pendiente de pago', 'En attente de paiement'),
  'status.payment_accepted': T('Payment accepted', 'Zahlung angenommen', 'Pagamento accettato', 'Pago aceptado', 'Paiement accepté'),
  'status.payment_error': T('Payment declined', 'Zahlung abgelehnt', 'Pagamento rifiutato', 'Pago rechazado', 'Paiement refusé'),
  'status.canceled': T('Canceled', 'Storniert', 'Annullato', 'Cancelado', 'Annulée'),
  'status.processing': T('Processing', 'In Bearbeitung', 'In lavorazione', 'En preparación', 'En préparation'),
  'status.shipped': T('Shipped', 'Versandt', 'Spedito', 'Enviado', 'Expédiée'),
  'status.delivered': T('Delivered', 'Zugestellt', 'Consegnato', 'Entregado', 'Livrée'),
  'status.refunded': T('Refunded', 'Erstattet', 'Rimborsato', 'Reembolsado', 'Remboursée'),
  // A history entry, not a status an order is in: the order stays shipped or delivered.
  'status.withdrawal_received': T('Withdrawal received', 'Widerruf eingegangen', 'Recesso ricevuto', 'Desistimiento recibido', 'Rétractation reçue'),
  'return.requested': T('Return requested', 'Rücksendung angefragt', 'Reso richiesto', 'Devolución solicitada', 'Retour demandé'),
  'return.accepted': T('Return accepted', 'Rücksendung angenommen', 'Reso accettato', 'Devolución aceptada', 'Retour accepté'),
  'return.refunded': T('Refunded', 'Erstattet', 'Rimborsato', 'Reembolsado', 'Remboursé'),
  'return.rejected': T('Return rejected', 'Rücksendung abgelehnt', 'Reso rifiutato', 'Devolución rechazada', 'Retour refusé'),
  'zone.IT': T('Italy', 'Italien', 'Italia', 'Italia', 'Italie'),
  'zone.EU': T('European Union', 'Europäische Union', 'Unione europea', 'Unión Europea', 'Union européenne'),
  'zone.EUROPE_NON_EU': T('Europe (outside the EU)', 'Europa (außerhalb der EU)', 'Europa (extra UE)', 'Europa (fuera de la UE)', 'Europe (hors UE)'),
  'zone.WORLD': T('Rest of the world', 'Rest der Welt', 'Resto del mondo', 'Resto del mundo', 'Reste du monde'),
  'gateway.CREDITCARD': T('Credit card', 'Kreditkarte', 'Carta di credito', 'Tarjeta de crédito', 'Carte bancaire'),
  'gateway.PAYPAL': T('PayPal', 'PayPal', 'PayPal', 'PayPal', 'PayPal'),
  'gateway.MULTISAFEPAY': T('MultiSafepay', 'MultiSafepay', 'MultiSafepay', 'MultiSafepay', 'MultiSafepay'),
  'breadcrumb.home': T('Home', 'Startseite', 'Home', 'Inicio', 'Accueil'),
  'brands.title': T('Brands', 'Marken', 'Marchi', 'Marcas', 'Marques'),
  'size.size': T('Size', 'Größe', 'Taglia', 'Talla', 'Taille'),
  'size.chest': T('Chest (cm)', 'Brustumfang (cm)', 'Torace (cm)', 'Pecho (cm)', 'Tour de poitrine (cm)'),
  'size.waist': T('Waist (cm)', 'Taillenumfang (cm)', 'Vita (cm)', 'Cintura (cm)', 'Tour de taille (cm)'),
  'size.hips': T('Hips (cm)', 'Hüftumfang (cm)', 'Fianchi (cm)', 'Cadera (cm)', 'Tour de hanches (cm)'),
  'size.head': T('Head circumference (cm)', 'Kopfumfang (cm)', 'Circonferenza testa (cm)', 'Contorno de cabeza (cm)', 'Tour de tête (cm)'),
  'size.foot': T('Foot length (cm)', 'Fußlänge (cm)', 'Lunghezza piede (cm)', 'Longitud del pie (cm)', 'Longueur du pied (cm)'),
  'size.duvet': T('Duvet cover (cm)', 'Bettbezug (cm)', 'Copripiumino (cm)', 'Funda nórdica (cm)', 'Housse de couette (cm)'),
  'size.title': T('Size guide', 'Größentabelle', 'Guida alle taglie', 'Guía de tallas', 'Guide des tailles'),
  'size.note': T(
    'Measure over light clothing. Between two sizes, choose the larger one.',
    'Über leichter Kleidung messen. Zwischen zwei Größen die größere wählen.',
    'Misura sopra abiti leggeri. Se sei tra due taglie, scegli la più grande.',
    'Mide sobre ropa ligera. Si dudas entre dos tallas, elige la mayor.',
    'Mesurez sur des vêtements légers. Entre deux tailles, choisissez la plus grande.',
  ),
  'loyalty.order': T('Points for order', 'Punkte für Bestellung', 'Punti per ordine', 'Puntos por pedido', 'Points pour la commande'),
  'loyalty.redeem': T(
    'Points used for order',
    'Eingelöste Punkte für Bestellung',
    'Punti usati per ordine',
    'Puntos usados en pedido',
    'Points utilisés pour la commande',
  ),
  'loyalty.refund': T(
    'Points returned for order',
    'Zurückgebuchte Punkte für Bestellung',
    'Punti restituiti per ordine',
    'Puntos devueltos del pedido',
    'Points rendus pour la commande',
  ),
  'points.label': T('Loyalty points', 'Treuepunkte', 'Punti fedeltà', 'Puntos de fidelidad', 'Points de fidélité'),
} satisfies Record<string, Texts>

export type MessageKey = keyof typeof MESSAGES

export const t = (lang: Lang, key: MessageKey): string => MESSAGES[key][lang]
