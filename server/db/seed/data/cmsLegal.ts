// The legal notice (imprint) and the accessibility statement, in the five languages. Their company details are not
// written here: the placeholders ({{company.details}}, {{company.contact}}, {{accessibility.authority}}, …) are
// filled from the shop's settings when the page is served (server/services/catalog/contentPlaceholders.ts), so the
// owner sets them once (COMPANY_*, ACCESSIBILITY_AUTHORITY*; README "EU compliance") and never edits this text.
//
// The accessibility statement's measured part is dated: it describes the shop's own tests as of STATEMENT_DATE
// (axe in the end-to-end journeys, keyboard journeys, jsx-a11y, Lighthouse by hand). When the tests or the known
// limitations change, change the text and the date together.
import { frenchSpacing } from '../../../lib/text'
import type { SeedCmsPage } from './types'

/** The day the accessibility statement was written and its measured part last checked. */
export const STATEMENT_DATE = '2026-11-26'

export const LEGAL_NOTICE_ID = 8
export const ACCESSIBILITY_STATEMENT_ID = 9

const legalNotice: SeedCmsPage = {
  id: LEGAL_NOTICE_ID,
  slug: { en: 'legal-notice', de: 'impressum', it: 'note-legali', es: 'aviso-legal', fr: 'mentions-legales' },
  title: { en: 'Legal notice', de: 'Impressum', it: 'Note legali', es: 'Aviso legal', fr: 'Mentions légales' },
  metaDescription: {
    en: 'Who runs this online shop: company, address, commercial register, VAT number and how to reach us.',
    de: 'Wer diesen Onlineshop betreibt: Firma, Anschrift, Handelsregister, Umsatzsteuer-Identifikationsnummer und Kontakt.',
    it: 'Chi gestisce questo negozio online: ragione sociale, sede, registro delle imprese, partita IVA e contatti.',
    es: 'Quién gestiona esta tienda online: razón social, domicilio, registro mercantil, número de IVA y contacto.',
    fr: 'Qui exploite cette boutique en ligne : raison sociale, adresse, registre du commerce, numéro de TVA et contact.',
  },
  content: {
    en: '<h2>Provider</h2><p>The online shop {{shop.name}} is operated by the following company (information under Article 5 of the E-Commerce Directive 2000/31/EC):</p>{{company.details}}{{company.demo_note}}' +
      '<h2>Consumer dispute resolution</h2><p>{{company.dispute_resolution}}</p><p>If you have a question or a complaint about an order, please write to us first at {{company.email}}: we will look for a solution with you.</p>' +
      '<h2>Accessibility</h2><p>How this shop meets the accessibility requirements, and where it does not yet, is described in our <a href="/en/accessibility-statement">accessibility statement</a>.</p>',
    de: '<h2>Anbieter</h2><p>Der Onlineshop {{shop.name}} wird von folgendem Unternehmen betrieben (Angaben nach Artikel 5 der E-Commerce-Richtlinie 2000/31/EG):</p>{{company.details}}{{company.demo_note}}' +
      '<h2>Verbraucherstreitbeilegung</h2><p>{{company.dispute_resolution}}</p><p>Bei Fragen oder Beschwerden zu einer Bestellung wenden Sie sich bitte zuerst an uns unter {{company.email}}: Wir suchen gemeinsam mit Ihnen nach einer Lösung.</p>' +
      '<h2>Barrierefreiheit</h2><p>Wie dieser Shop die Anforderungen an die Barrierefreiheit erfüllt und wo er sie noch nicht erfüllt, beschreibt unsere <a href="/de/barrierefreiheitserklaerung">Barrierefreiheitserklärung</a>.</p>',
    it: '<h2>Titolare del negozio</h2><p>Il negozio online {{shop.name}} è gestito dalla seguente società (informazioni ai sensi dell’articolo 5 della direttiva 2000/31/CE sul commercio elettronico):</p>{{company.details}}{{company.demo_note}}' +
      '<h2>Risoluzione delle controversie dei consumatori</h2><p>{{company.dispute_resolution}}</p><p>Per domande o reclami su un ordine, scrivici prima di tutto all’indirizzo {{company.email}}: cercheremo una soluzione insieme a te.</p>' +
      '<h2>Accessibilità</h2><p>Come questo negozio soddisfa i requisiti di accessibilità, e dove non li soddisfa ancora, è descritto nella nostra <a href="/it/dichiarazione-di-accessibilita">dichiarazione di accessibilità</a>.</p>',
    es: '<h2>Titular de la tienda</h2><p>La tienda online {{shop.name}} está gestionada por la siguiente empresa (información conforme al artículo 5 de la Directiva 2000/31/CE sobre el comercio electrónico):</p>{{company.details}}{{company.demo_note}}' +
      '<h2>Resolución de litigios de consumo</h2><p>{{company.dispute_resolution}}</p><p>Si tienes una pregunta o una reclamación sobre un pedido, escríbenos primero a {{company.email}}: buscaremos una solución contigo.</p>' +
      '<h2>Accesibilidad</h2><p>Cómo cumple esta tienda los requisitos de accesibilidad, y dónde todavía no los cumple, se describe en nuestra <a href="/es/declaracion-de-accesibilidad">declaración de accesibilidad</a>.</p>',
    fr: '<h2>Éditeur</h2><p>La boutique en ligne {{shop.name}} est exploitée par la société suivante (informations au titre de l’article 5 de la directive 2000/31/CE sur le commerce électronique) :</p>{{company.details}}{{company.demo_note}}' +
      '<h2>Règlement des litiges de consommation</h2><p>{{company.dispute_resolution}}</p><p>Pour toute question ou réclamation concernant une commande, écrivez-nous d’abord à {{company.email}} : nous chercherons une solution avec vous.</p>' +
      '<h2>Accessibilité</h2><p>La manière dont cette boutique répond aux exigences d’accessibilité, et les points sur lesquels elle n’y répond pas encore, sont décrits dans notre <a href="/fr/declaration-accessibilite">déclaration d’accessibilité</a>.</p>',
  },
}

const accessibilityStatement: SeedCmsPage = {
  id: ACCESSIBILITY_STATEMENT_ID,
  slug: {
    en: 'accessibility-statement',
    de: 'barrierefreiheitserklaerung',
    it: 'dichiarazione-di-accessibilita',
    es: 'declaracion-de-accesibilidad',
    fr: 'declaration-accessibilite',
  },
  title: {
    en: 'Accessibility statement',
    de: 'Barrierefreiheitserklärung',
    it: 'Dichiarazione di accessibilità',
    es: 'Declaración de accesibilidad',
    fr: 'Déclaration d’accessibilité',
  },
  metaDescription: {
    en: 'How accessible this online shop is: the standard applied (WCAG 2.2 AA, EN 301 549), how we test it, known limitations and how to contact us.',
    de: 'Wie barrierefrei dieser Onlineshop ist: angewandter Standard (WCAG 2.2 AA, EN 301 549), wie wir ihn prüfen, bekannte Einschränkungen und Kontakt.',
    it: 'Quanto è accessibile questo negozio online: la norma applicata (WCAG 2.2 AA, EN 301 549), come lo verifichiamo, i limiti noti e come contattarci.',
    es: 'Cómo de accesible es esta tienda online: la norma aplicada (WCAG 2.2 AA, EN 301 549), cómo la comprobamos, limitaciones conocidas y contacto.',
    fr: 'Le niveau d’accessibilité de cette boutique en ligne : la norme appliquée (WCAG 2.2 AA, EN 301 549), nos vérifications, les limites connues et comment nous contacter.',
  },
  content: {
    // English
    en: '<p>{{company.name}} wants everyone to be able to use the online shop {{shop.name}}, including people with disabilities. This statement describes how the shop meets the accessibility requirements for e-commerce services of the European Accessibility Act (Directive (EU) 2019/882), and where it does not yet.</p>' +
      '<p><strong>Date of this statement: 26 November 2026.</strong> The status described below is that of the shop’s own tests on that date.</p>' +
      '<h2>The service</h2><p>In the shop you can browse and search the catalogue, buy as a guest or with a customer account, pay by card, PayPal or MultiSafepay, and follow your orders and returns in your account. It is available in English, German, Italian, Spanish and French.</p><ul>' +
      '<li>Every page has a “Skip to content” link, landmarks and one main heading; the headings follow the structure of the page.</li>' +
      '<li>Everything can be used with the keyboard alone: menus, search suggestions, dialogs, the picture gallery, the bag and the whole checkout. The focus is visible, and in the checkout it moves to the heading of each new step.</li>' +
      '<li>Form fields have visible labels; mistakes are explained in text next to the field, in the language of the page.</li>' +
      '<li>Pages adapt to the width of the screen, from phones to large monitors, and follow the device’s “reduce motion” setting.</li>' +
      '<li>Collection points are chosen from a text list, nearest first, with address, distance and opening hours; no map has to be used.</li></ul>' +
      '<h2>Standard applied</h2><p>We assess the shop against the Web Content Accessibility Guidelines (WCAG) 2.2, level AA. The European standard EN 301 549 V3.2.1 requires WCAG 2.1 level AA for web content; WCAG 2.2 adds six success criteria at levels A and AA, which we include.</p>' +
      '<h2>Conformance status</h2><p>The shop is <strong>partially conformant</strong> with WCAG 2.2 level AA and EN 301 549 V3.2.1: the content listed under “Known limitations” does not yet meet every requirement, and some criteria have not yet been verified (see “How we check”).</p>' +
      '<h2>How we check (as of 26 November 2026)</h2><p>Accessibility is checked by the shop’s own automated tests. They run in full on every change to the shop (each run of its continuous integration), and a single failure fails the whole run:</p><ul>' +
      '<li><strong>axe-core</strong>, with its rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA, on each page and page state the end-to-end tests visit in the Chromium browser — home, categories, products, search, bag, every checkout step, order confirmation, sign-in, customer account, content and error pages — in several languages and at phone and laptop widths: more than a hundred checks per run, with no violation allowed. On each of these pages the tests also check that nothing has to be scrolled sideways.</li>' +
      '<li><strong>Keyboard tests</strong>: a complete purchase as a guest using the keyboard only; choosing a search suggestion with the arrow keys; closing suggestions and dialogs with Escape; the focus moving to the heading of each checkout step.</li>' +
      '<li><strong>Code checks</strong> (eslint-plugin-jsx-a11y) on every change: text alternatives for images, labels for controls, valid ARIA attributes.</li></ul>' +
      '<p>In addition, on 24 November 2026 the Lighthouse accessibility audit gave 100 out of 100 to the home page and to a category, a product and a content page, in English and in German (measured by hand, not in every run).</p>' +
      '<h2>Known limitations</h2><ul>' +
      '<li><strong>Product manuals (PDF).</strong> The downloadable manuals are simple PDF files without tags: screen readers get no headings and no reading order, the language is not declared, and a few special characters are replaced. Their content (description and specifications) is also on the product page as text. On request we send a manual in an accessible format.</li>' +
      '<li><strong>Payment providers’ pages.</strong> Paying with PayPal or MultiSafepay continues on the provider’s own page, which we do not control and our tests do not cover. Paying by card stays in the shop’s own, tested form.</li>' +
      '<li><strong>Product pictures.</strong> The text alternative of a product photo is the product’s name; what a photo shows beyond that, such as a detail, is not described. Colours and sizes are given as text in the product’s options and description.</li>' +
      '<li><strong>E-mails.</strong> Order confirmations and other e-mails are sent as HTML with a plain-text version; the automated checks do not cover them.</li>' +
      '<li><strong>What the tests do not cover.</strong> Automated tools find only part of all possible barriers. The shop has not yet been audited by accessibility experts, nor tested with screen readers (such as NVDA, JAWS, VoiceOver or TalkBack); of the criteria added by WCAG 2.2, only 2.5.8 Target Size (Minimum) is checked automatically; the others — such as 2.4.11 Focus Not Obscured (Minimum) and 3.3.8 Accessible Authentication (Minimum) — are not yet.</li></ul>' +
      '<h2>Feedback and contact</h2><p>If you come across a barrier in the shop, or need information in another format, please tell us: name the page (its address) and describe what happened. We usually reply within one working day.</p>{{company.contact}}{{company.demo_note}}' +
      '<h2>Enforcement procedure</h2><p>If our reply does not satisfy you, or you receive none, you can turn to the authority that checks whether services meet the accessibility requirements and ask it to act: {{accessibility.authority}}.</p>' +
      '<h2>About this statement</h2><p>This statement was prepared on 26 November 2026. It is based on a self-assessment by the team that develops the shop and on the results of the automated tests described above; no external audit has been carried out. We update it whenever the shop changes substantially.</p>',
    // Deutsch
    de: '<p>{{company.name}} möchte, dass alle Menschen den Onlineshop {{shop.name}} nutzen können, auch Menschen mit Behinderungen. Diese Erklärung beschreibt, wie der Shop die Barrierefreiheitsanforderungen an Dienstleistungen im elektronischen Geschäftsverkehr nach dem European Accessibility Act (Richtlinie (EU) 2019/882) erfüllt und wo er sie noch nicht erfüllt.</p>' +
      '<p><strong>Stand dieser Erklärung: 26. November 2026.</strong> Der unten beschriebene Stand ist der Stand der shopeigenen Tests an diesem Tag.</p>' +
      '<h2>Die Dienstleistung</h2><p>Im Shop können Sie den Katalog durchstöbern und durchsuchen, als Gast oder mit Kundenkonto bestellen, per Karte, PayPal oder MultiSafepay bezahlen und Ihre Bestellungen und Rücksendungen im Kundenkonto verfolgen. Der Shop ist auf Deutsch, Englisch, Italienisch, Spanisch und Französisch verfügbar.</p><ul>' +
      '<li>Jede Seite hat einen Link „Zum Inhalt springen“, Landmarks (Seitenbereiche) und eine Hauptüberschrift; die Überschriften geben die Gliederung der Seite wieder.</li>' +
      '<li>Alles lässt sich allein mit der Tastatur bedienen: Menüs, Suchvorschläge, Dialoge, die Bildergalerie, der Warenkorb und der gesamte Bestellvorgang. Der Fokus ist sichtbar und springt im Bestellvorgang zur Überschrift jedes neuen Schritts.</li>' +
      '<li>Formularfelder haben sichtbare Beschriftungen; Fehler werden als Text neben dem Feld erklärt, in der Sprache der Seite.</li>' +
      '<li>Die Seiten passen sich der Bildschirmbreite an, vom Smartphone bis zum großen Monitor, und folgen der Geräteeinstellung „Bewegung reduzieren“.</li>' +
      '<li>Abholstationen werden aus einer Textliste gewählt, die nächstgelegene zuerst, mit Anschrift, Entfernung und Öffnungszeiten; eine Karte muss nicht bedient werden.</li></ul>' +
      '<h2>Angewandter Standard</h2><p>Wir bewerten den Shop nach den Web Content Accessibility Guidelines (WCAG) 2.2, Konformitätsstufe AA. Die europäische Norm EN 301 549 V3.2.1 verlangt für Webinhalte WCAG 2.1 Stufe AA; WCAG 2.2 fügt sechs Erfolgskriterien der Stufen A und AA hinzu, die wir einbeziehen.</p>' +
      '<h2>Stand der Vereinbarkeit</h2><p>Der Shop ist <strong>teilweise konform</strong> mit WCAG 2.2 Stufe AA und EN 301 549 V3.2.1: Die unter „Bekannte Einschränkungen“ genannten Inhalte erfüllen noch nicht alle Anforderungen, und einige Kriterien sind noch nicht überprüft (siehe „So prüfen wir“).</p>' +
      '<h2>So prüfen wir (Stand: 26. November 2026)</h2><p>Die Barrierefreiheit wird durch die automatisierten Tests des Shops geprüft. Sie laufen bei jeder Änderung am Shop vollständig (in jedem Lauf der kontinuierlichen Integration), und ein einziger fehlgeschlagener Test lässt den ganzen Lauf scheitern:</p><ul>' +
      '<li><strong>axe-core</strong> mit seinen Regeln für WCAG 2.0, 2.1 und 2.2 der Stufen A und AA auf jeder Seite und jedem Seitenzustand, den die End-to-End-Tests im Browser Chromium aufrufen – Startseite, Kategorien, Produkte, Suche, Warenkorb, jeder Schritt des Bestellvorgangs, Bestellbestätigung, Anmeldung, Kundenkonto, Inhalts- und Fehlerseiten –, in mehreren Sprachen und in Smartphone- und Laptopbreite: mehr als hundert Prüfungen je Lauf, kein einziger Verstoß ist zulässig. Auf jeder dieser Seiten prüfen die Tests außerdem, dass nichts seitlich gescrollt werden muss.</li>' +
      '<li><strong>Tastaturtests</strong>: ein vollständiger Einkauf als Gast nur mit der Tastatur; die Auswahl eines Suchvorschlags mit den Pfeiltasten; das Schließen von Vorschlägen und Dialogen mit Escape; der Fokus, der zur Überschrift jedes Schritts im Bestellvorgang springt.</li>' +
      '<li><strong>Codeprüfungen</strong> (eslint-plugin-jsx-a11y) bei jeder Änderung: Textalternativen für Bilder, Beschriftungen für Bedienelemente, gültige ARIA-Attribute.</li></ul>' +
      '<p>Zusätzlich erreichte die Barrierefreiheitsprüfung von Lighthouse am 24. November 2026 auf der Startseite sowie auf einer Kategorie-, einer Produkt- und einer Inhaltsseite, jeweils auf Englisch und Deutsch, 100 von 100 Punkten (von Hand gemessen, nicht in jedem Lauf).</p>' +
      '<h2>Bekannte Einschränkungen</h2><ul>' +
      '<li><strong>Produktanleitungen (PDF).</strong> Die herunterladbaren Anleitungen sind einfache PDF-Dateien ohne Tags: Screenreader erhalten weder Überschriften noch eine Lesereihenfolge, die Sprache ist nicht angegeben, und einige Sonderzeichen sind ersetzt. Ihr Inhalt (Beschreibung und technische Daten) steht auch als Text auf der Produktseite. Auf Wunsch senden wir Ihnen eine Anleitung in einem barrierefreien Format.</li>' +
      '<li><strong>Seiten der Zahlungsanbieter.</strong> Die Zahlung mit PayPal oder MultiSafepay wird auf der eigenen Seite des Anbieters fortgesetzt, auf die wir keinen Einfluss haben und die unsere Tests nicht abdecken. Die Kartenzahlung bleibt im eigenen, geprüften Formular des Shops.</li>' +
      '<li><strong>Produktbilder.</strong> Die Textalternative eines Produktfotos ist der Name des Produkts; was ein Foto darüber hinaus zeigt, etwa ein Detail, wird nicht beschrieben. Farben und Größen stehen als Text in den Produktoptionen und der Beschreibung.</li>' +
      '<li><strong>E-Mails.</strong> Bestellbestätigungen und andere E-Mails werden als HTML mit einer Nur-Text-Fassung verschickt; die automatisierten Prüfungen erfassen sie nicht.</li>' +
      '<li><strong>Was die Tests nicht abdecken.</strong> Automatisierte Werkzeuge finden nur einen Teil aller möglichen Barrieren. Der Shop wurde noch nicht von Fachleuten für Barrierefreiheit geprüft und nicht mit Screenreadern (etwa NVDA, JAWS, VoiceOver oder TalkBack) getestet; von den mit WCAG 2.2 hinzugekommenen Kriterien wird nur 2.5.8 Zielgröße (Minimum) automatisch geprüft, die übrigen – etwa 2.4.11 Fokus nicht verdeckt (Minimum) und 3.3.8 Barrierefreie Authentifizierung (Minimum) – noch nicht.</li></ul>' +
      '<h2>Feedback und Kontakt</h2><p>Wenn Sie im Shop auf eine Barriere stoßen oder Informationen in einem anderen Format benötigen, teilen Sie es uns bitte mit: Nennen Sie die Seite (ihre Adresse) und beschreiben Sie, was passiert ist. Wir antworten in der Regel innerhalb eines Werktags.</p>{{company.contact}}{{company.demo_note}}' +
      '<h2>Durchsetzungsverfahren</h2><p>Wenn Sie mit unserer Antwort nicht zufrieden sind oder keine Antwort erhalten, können Sie sich an die Behörde wenden, die die Einhaltung der Barrierefreiheitsanforderungen an Dienstleistungen überwacht, und sie um ein Tätigwerden bitten: {{accessibility.authority}}.</p>' +
      '<h2>Über diese Erklärung</h2><p>Diese Erklärung wurde am 26. November 2026 erstellt. Sie beruht auf einer Selbstbewertung durch das Team, das den Shop entwickelt, und auf den Ergebnissen der oben beschriebenen automatisierten Tests; eine externe Prüfung hat nicht stattgefunden. Wir aktualisieren sie, sobald sich der Shop wesentlich ändert.</p>',
    // Italiano
    it: '<p>{{company.name}} vuole che tutti possano utilizzare il negozio online {{shop.name}}, comprese le persone con disabilità. La presente dichiarazione descrive in che modo il negozio soddisfa i requisiti di accessibilità dei servizi di commercio elettronico previsti dall’Atto europeo sull’accessibilità (direttiva (UE) 2019/882) e dove non li soddisfa ancora.</p>' +
      '<p><strong>Data della presente dichiarazione: 26 novembre 2026.</strong> Lo stato descritto di seguito è quello risultante dai test del negozio in tale data.</p>' +
      '<h2>Il servizio</h2><p>Nel negozio puoi sfogliare il catalogo e cercarvi prodotti, acquistare come ospite o con un account cliente, pagare con carta, PayPal o MultiSafepay e seguire ordini e resi nel tuo account. Il negozio è disponibile in italiano, inglese, tedesco, spagnolo e francese.</p><ul>' +
      '<li>Ogni pagina ha un collegamento «Vai al contenuto», regioni di riferimento (landmark) e un titolo principale; i titoli seguono la struttura della pagina.</li>' +
      '<li>Tutto si può usare con la sola tastiera: menu, suggerimenti di ricerca, finestre di dialogo, galleria di immagini, carrello e l’intero processo d’acquisto. Il focus è visibile e nel checkout si sposta sul titolo di ogni nuovo passaggio.</li>' +
      '<li>I campi dei moduli hanno etichette visibili; gli errori sono spiegati con un testo accanto al campo, nella lingua della pagina.</li>' +
      '<li>Le pagine si adattano alla larghezza dello schermo, dallo smartphone al monitor grande, e rispettano l’impostazione «Riduci movimento» del dispositivo.</li>' +
      '<li>I punti di ritiro si scelgono da un elenco testuale, a partire dal più vicino, con indirizzo, distanza e orari di apertura; non è necessario usare una mappa.</li></ul>' +
      '<h2>Norma applicata</h2><p>Valutiamo il negozio secondo le Linee guida per l’accessibilità dei contenuti web (WCAG) 2.2, livello AA. La norma europea EN 301 549 V3.2.1 richiede per i contenuti web le WCAG 2.1 di livello AA; le WCAG 2.2 aggiungono sei criteri di successo di livello A e AA, che includiamo.</p>' +
      '<h2>Stato di conformità</h2><p>Il negozio è <strong>parzialmente conforme</strong> alle WCAG 2.2 di livello AA e alla norma EN 301 549 V3.2.1: i contenuti elencati in «Limiti noti» non soddisfano ancora tutti i requisiti e alcuni criteri non sono ancora stati verificati (vedi «Come verifichiamo»).</p>' +
      '<h2>Come verifichiamo (aggiornato al 26 novembre 2026)</h2><p>L’accessibilità è verificata dai test automatici del negozio. Vengono eseguiti per intero a ogni modifica del negozio (in ogni esecuzione dell’integrazione continua) e il fallimento di un solo test fa fallire l’intera esecuzione:</p><ul>' +
      '<li><strong>axe-core</strong>, con le sue regole per le WCAG 2.0, 2.1 e 2.2 di livello A e AA, su ogni pagina e stato di pagina visitato dai test end-to-end nel browser Chromium — home page, categorie, prodotti, ricerca, carrello, ogni passaggio del checkout, conferma d’ordine, accesso, account cliente, pagine di contenuto e di errore — in più lingue e con larghezze da smartphone e da portatile: più di cento verifiche per esecuzione, senza alcuna violazione ammessa. Su ciascuna di queste pagine i test verificano inoltre che non sia necessario scorrere in orizzontale.</li>' +
      '<li><strong>Test da tastiera</strong>: un acquisto completo come ospite usando solo la tastiera; la scelta di un suggerimento di ricerca con i tasti freccia; la chiusura di suggerimenti e finestre di dialogo con Esc; il focus che si sposta sul titolo di ogni passaggio del checkout.</li>' +
      '<li><strong>Controlli del codice</strong> (eslint-plugin-jsx-a11y) a ogni modifica: alternative testuali per le immagini, etichette per i controlli, attributi ARIA validi.</li></ul>' +
      '<p>Inoltre, il 24 novembre 2026 la verifica di accessibilità di Lighthouse ha assegnato 100 punti su 100 alla home page e a una pagina di categoria, di prodotto e di contenuto, in inglese e in tedesco (misurazione manuale, non eseguita a ogni modifica).</p>' +
      '<h2>Limiti noti</h2><ul>' +
      '<li><strong>Manuali dei prodotti (PDF).</strong> I manuali scaricabili sono semplici file PDF senza tag: gli screen reader non ricevono né titoli né ordine di lettura, la lingua non è dichiarata e alcuni caratteri speciali sono sostituiti. Il loro contenuto (descrizione e caratteristiche) è presente anche come testo nella pagina del prodotto. Su richiesta inviamo un manuale in un formato accessibile.</li>' +
      '<li><strong>Pagine dei fornitori di pagamento.</strong> Il pagamento con PayPal o MultiSafepay prosegue sulla pagina del fornitore, che non controlliamo e che i nostri test non coprono. Il pagamento con carta resta nel modulo del negozio, verificato dai test.</li>' +
      '<li><strong>Immagini dei prodotti.</strong> L’alternativa testuale di una foto di prodotto è il nome del prodotto; ciò che la foto mostra oltre a questo, come un dettaglio, non è descritto. Colori e taglie sono indicati come testo nelle opzioni e nella descrizione del prodotto.</li>' +
      '<li><strong>E-mail.</strong> Le conferme d’ordine e le altre e-mail sono inviate in HTML con una versione in solo testo; i controlli automatici non le coprono.</li>' +
      '<li><strong>Ciò che i test non coprono.</strong> Gli strumenti automatici individuano solo una parte delle possibili barriere. Il negozio non è ancora stato valutato da esperti di accessibilità né provato con lettori di schermo (come NVDA, JAWS, VoiceOver o TalkBack); dei criteri introdotti dalle WCAG 2.2 solo il 2.5.8 Dimensione dell’obiettivo (minimo) è verificato automaticamente; gli altri — come 2.4.11 Focus non oscurato (minimo) e 3.3.8 Autenticazione accessibile (minimo) — non ancora.</li></ul>' +
      '<h2>Feedback e contatti</h2><p>Se incontri una barriera nel negozio o hai bisogno di informazioni in un altro formato, segnalacelo indicando la pagina (il suo indirizzo) e descrivendo che cosa è successo. Di solito rispondiamo entro un giorno lavorativo.</p>{{company.contact}}{{company.demo_note}}' +
      '<h2>Procedura di attuazione</h2><p>Se la nostra risposta non ti soddisfa o non ricevi risposta, puoi rivolgerti all’autorità che vigila sul rispetto dei requisiti di accessibilità dei servizi e chiederle di intervenire: {{accessibility.authority}}.</p>' +
      '<h2>Informazioni su questa dichiarazione</h2><p>La presente dichiarazione è stata redatta il 26 novembre 2026. Si basa su un’autovalutazione del team che sviluppa il negozio e sui risultati dei test automatici descritti sopra; non è stata effettuata alcuna verifica esterna. La aggiorniamo ogni volta che il negozio cambia in modo sostanziale.</p>',
    // Español
    es: '<p>{{company.name}} quiere que todas las personas puedan usar la tienda online {{shop.name}}, también las personas con discapacidad. Esta declaración describe cómo cumple la tienda los requisitos de accesibilidad de los servicios de comercio electrónico del Acta Europea de Accesibilidad (Directiva (UE) 2019/882) y dónde todavía no los cumple.</p>' +
      '<p><strong>Fecha de esta declaración: 26 de noviembre de 2026.</strong> La situación descrita a continuación es la que reflejan las pruebas de la propia tienda en esa fecha.</p>' +
      '<h2>El servicio</h2><p>En la tienda puedes explorar el catálogo y buscar en él, comprar como invitado o con una cuenta de cliente, pagar con tarjeta, PayPal o MultiSafepay y seguir tus pedidos y devoluciones en tu cuenta. Está disponible en español, inglés, alemán, italiano y francés.</p><ul>' +
      '<li>Cada página tiene un enlace «Saltar al contenido», regiones de referencia (landmarks) y un encabezado principal; los encabezados siguen la estructura de la página.</li>' +
      '<li>Todo se puede usar solo con el teclado: menús, sugerencias de búsqueda, diálogos, la galería de imágenes, la cesta y todo el proceso de compra. El foco es visible y, durante la compra, pasa al encabezado de cada nuevo paso.</li>' +
      '<li>Los campos de los formularios tienen etiquetas visibles; los errores se explican con un texto junto al campo, en el idioma de la página.</li>' +
      '<li>Las páginas se adaptan al ancho de la pantalla, del móvil al monitor grande, y respetan el ajuste «Reducir movimiento» del dispositivo.</li>' +
      '<li>Los puntos de recogida se eligen en una lista de texto, del más cercano al más lejano, con dirección, distancia y horario; no hace falta usar un mapa.</li></ul>' +
      '<h2>Norma aplicada</h2><p>Evaluamos la tienda según las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2, nivel AA. La norma europea EN 301 549 V3.2.1 exige para el contenido web las WCAG 2.1 de nivel AA; las WCAG 2.2 añaden seis criterios de conformidad de los niveles A y AA, que incluimos.</p>' +
      '<h2>Situación de cumplimiento</h2><p>La tienda es <strong>parcialmente conforme</strong> con las WCAG 2.2 de nivel AA y con la norma EN 301 549 V3.2.1: los contenidos indicados en «Limitaciones conocidas» aún no cumplen todos los requisitos y algunos criterios todavía no se han verificado (véase «Cómo lo comprobamos»).</p>' +
      '<h2>Cómo lo comprobamos (a 26 de noviembre de 2026)</h2><p>La accesibilidad la comprueban las pruebas automáticas de la propia tienda. Se ejecutan completas con cada cambio en la tienda (en cada ejecución de la integración continua), y si falla una sola prueba, falla toda la ejecución:</p><ul>' +
      '<li><strong>axe-core</strong>, con sus reglas para las WCAG 2.0, 2.1 y 2.2 de los niveles A y AA, en cada página y estado de página que visitan las pruebas de extremo a extremo en el navegador Chromium —inicio, categorías, productos, búsqueda, cesta, cada paso de la compra, confirmación del pedido, inicio de sesión, cuenta de cliente, páginas de contenido y de error—, en varios idiomas y con anchos de móvil y de portátil: más de cien comprobaciones por ejecución, sin admitir ninguna infracción. En cada una de esas páginas, las pruebas comprueban además que no haya que desplazarse en horizontal.</li>' +
      '<li><strong>Pruebas con teclado</strong>: una compra completa como invitado usando solo el teclado; la elección de una sugerencia de búsqueda con las flechas; el cierre de sugerencias y diálogos con Esc; el foco que pasa al encabezado de cada paso de la compra.</li>' +
      '<li><strong>Comprobaciones del código</strong> (eslint-plugin-jsx-a11y) en cada cambio: alternativas textuales para las imágenes, etiquetas para los controles, atributos ARIA válidos.</li></ul>' +
      '<p>Además, el 24 de noviembre de 2026 la auditoría de accesibilidad de Lighthouse dio 100 sobre 100 a la página de inicio y a una página de categoría, de producto y de contenido, en inglés y en alemán (medición manual, no en cada ejecución).</p>' +
      '<h2>Limitaciones conocidas</h2><ul>' +
      '<li><strong>Manuales de producto (PDF).</strong> Los manuales descargables son archivos PDF sencillos sin etiquetas: los lectores de pantalla no reciben encabezados ni orden de lectura, el idioma no está declarado y algunos caracteres especiales se sustituyen. Su contenido (descripción y especificaciones) también figura como texto en la página del producto. Si lo pides, te enviamos un manual en un formato accesible.</li>' +
      '<li><strong>Páginas de los proveedores de pago.</strong> El pago con PayPal o MultiSafepay continúa en la página del propio proveedor, que no controlamos y que nuestras pruebas no cubren. El pago con tarjeta se hace en el formulario propio de la tienda, que sí se prueba.</li>' +
      '<li><strong>Imágenes de producto.</strong> La alternativa textual de una foto de producto es el nombre del producto; lo que muestra la foto más allá de eso, como un detalle, no se describe. Los colores y las tallas figuran como texto en las opciones y la descripción del producto.</li>' +
      '<li><strong>Correos electrónicos.</strong> Las confirmaciones de pedido y demás correos se envían en HTML con una versión de solo texto; las comprobaciones automáticas no los cubren.</li>' +
      '<li><strong>Lo que no cubren las pruebas.</strong> Las herramientas automáticas solo detectan una parte de las posibles barreras. La tienda aún no ha sido auditada por especialistas en accesibilidad ni probada con lectores de pantalla (como NVDA, JAWS, VoiceOver o TalkBack); de los criterios que añaden las WCAG 2.2, solo el 2.5.8 Tamaño del objetivo (mínimo) se comprueba automáticamente; los demás —como 2.4.11 Foco no oculto (mínimo) y 3.3.8 Autenticación accesible (mínima)— todavía no.</li></ul>' +
      '<h2>Observaciones y contacto</h2><p>Si encuentras una barrera en la tienda o necesitas información en otro formato, comunícanoslo indicando la página (su dirección) y describiendo lo que ha ocurrido. Normalmente respondemos en un día laborable.</p>{{company.contact}}{{company.demo_note}}' +
      '<h2>Procedimiento de aplicación</h2><p>Si nuestra respuesta no te satisface o no recibes respuesta, puedes dirigirte a la autoridad que vigila el cumplimiento de los requisitos de accesibilidad de los servicios y pedirle que actúe: {{accessibility.authority}}.</p>' +
      '<h2>Sobre esta declaración</h2><p>Esta declaración se elaboró el 26 de noviembre de 2026. Se basa en una autoevaluación del equipo que desarrolla la tienda y en los resultados de las pruebas automáticas descritas arriba; no se ha realizado ninguna auditoría externa. La actualizamos cada vez que la tienda cambia de forma sustancial.</p>',
    // Français
    fr: '<p>{{company.name}} souhaite que chacun puisse utiliser la boutique en ligne {{shop.name}}, y compris les personnes en situation de handicap. La présente déclaration décrit comment la boutique respecte les exigences d’accessibilité applicables aux services de commerce électronique au titre de l’acte européen sur l’accessibilité (directive (UE) 2019/882), et sur quels points elle ne les respecte pas encore.</p>' +
      '<p><strong>Date de la présente déclaration : 26 novembre 2026.</strong> L’état décrit ci-dessous est celui que constatent les tests de la boutique à cette date.</p>' +
      '<h2>Le service</h2><p>Dans la boutique, vous pouvez parcourir le catalogue et y faire des recherches, acheter en tant qu’invité ou avec un compte client, payer par carte, PayPal ou MultiSafepay et suivre vos commandes et vos retours dans votre compte. Elle est disponible en français, anglais, allemand, italien et espagnol.</p><ul>' +
      '<li>Chaque page comporte un lien « Aller au contenu », des régions (landmarks) et un titre principal ; les titres suivent la structure de la page.</li>' +
      '<li>Tout s’utilise au seul clavier : menus, suggestions de recherche, boîtes de dialogue, galerie d’images, panier et l’ensemble du processus de commande. Le focus est visible et, pendant la commande, il se place sur le titre de chaque nouvelle étape.</li>' +
      '<li>Les champs de formulaire ont des étiquettes visibles ; les erreurs sont expliquées par un texte à côté du champ, dans la langue de la page.</li>' +
      '<li>Les pages s’adaptent à la largeur de l’écran, du téléphone au grand moniteur, et respectent le réglage « Réduire les animations » de l’appareil.</li>' +
      '<li>Les points relais se choisissent dans une liste textuelle, du plus proche au plus éloigné, avec adresse, distance et horaires d’ouverture ; aucune carte n’est à manipuler.</li></ul>' +
      '<h2>Norme appliquée</h2><p>Nous évaluons la boutique au regard des Règles pour l’accessibilité des contenus web (WCAG) 2.2, niveau AA. La norme européenne EN 301 549 V3.2.1 exige pour les contenus web les WCAG 2.1 de niveau AA ; les WCAG 2.2 ajoutent six critères de succès des niveaux A et AA, que nous prenons en compte.</p>' +
      '<h2>État de conformité</h2><p>La boutique est <strong>partiellement conforme</strong> aux WCAG 2.2 de niveau AA et à la norme EN 301 549 V3.2.1 : les contenus énumérés sous « Limites connues » ne satisfont pas encore à toutes les exigences, et certains critères n’ont pas encore été vérifiés (voir « Comment nous vérifions »).</p>' +
      '<h2>Comment nous vérifions (au 26 novembre 2026)</h2><p>L’accessibilité est vérifiée par les tests automatisés de la boutique. Ils sont exécutés en entier à chaque modification de la boutique (à chaque exécution de l’intégration continue), et l’échec d’un seul test fait échouer toute l’exécution :</p><ul>' +
      '<li><strong>axe-core</strong>, avec ses règles pour les WCAG 2.0, 2.1 et 2.2 aux niveaux A et AA, sur chaque page et chaque état de page que visitent les tests de bout en bout dans le navigateur Chromium — accueil, catégories, produits, recherche, panier, chaque étape de la commande, confirmation de commande, connexion, compte client, pages de contenu et d’erreur —, en plusieurs langues et en largeur téléphone et ordinateur portable : plus d’une centaine de vérifications par exécution, sans aucune violation admise. Sur chacune de ces pages, les tests vérifient en outre qu’aucun défilement horizontal n’est nécessaire.</li>' +
      '<li><strong>Tests au clavier</strong> : un achat complet en tant qu’invité au seul clavier ; le choix d’une suggestion de recherche avec les flèches ; la fermeture des suggestions et des boîtes de dialogue avec Échap ; le focus qui se place sur le titre de chaque étape de la commande.</li>' +
      '<li><strong>Contrôles du code</strong> (eslint-plugin-jsx-a11y) à chaque modification : alternatives textuelles des images, étiquettes des contrôles, attributs ARIA valides.</li></ul>' +
      '<p>En outre, le 24 novembre 2026, l’audit d’accessibilité de Lighthouse a attribué la note de 100 sur 100 à la page d’accueil ainsi qu’à une page de catégorie, de produit et de contenu, en anglais et en allemand (mesure manuelle, non effectuée à chaque exécution).</p>' +
      '<h2>Limites connues</h2><ul>' +
      '<li><strong>Notices des produits (PDF).</strong> Les notices téléchargeables sont de simples fichiers PDF non balisés : les lecteurs d’écran n’y trouvent ni titres ni ordre de lecture, la langue n’est pas déclarée et quelques caractères spéciaux sont remplacés. Leur contenu (description et caractéristiques) figure aussi sous forme de texte sur la page du produit. Sur demande, nous vous envoyons une notice dans un format accessible.</li>' +
      '<li><strong>Pages des prestataires de paiement.</strong> Le paiement par PayPal ou MultiSafepay se poursuit sur la page du prestataire, que nous ne maîtrisons pas et que nos tests ne couvrent pas. Le paiement par carte reste dans le formulaire de la boutique, lui-même testé.</li>' +
      '<li><strong>Photos des produits.</strong> L’alternative textuelle d’une photo de produit est le nom du produit ; ce que la photo montre au-delà, comme un détail, n’est pas décrit. Les couleurs et les tailles sont indiquées sous forme de texte dans les options et la description du produit.</li>' +
      '<li><strong>E-mails.</strong> Les confirmations de commande et les autres e-mails sont envoyés en HTML avec une version texte ; les vérifications automatisées ne les couvrent pas.</li>' +
      '<li><strong>Ce que les tests ne couvrent pas.</strong> Les outils automatisés ne détectent qu’une partie des obstacles possibles. La boutique n’a pas encore été auditée par des experts en accessibilité ni testée avec des lecteurs d’écran (comme NVDA, JAWS, VoiceOver ou TalkBack) ; parmi les critères ajoutés par les WCAG 2.2, seul le 2.5.8 Taille de la cible (minimum) est vérifié automatiquement ; les autres — comme 2.4.11 Focus non masqué (minimum) et 3.3.8 Authentification accessible (minimum) — ne le sont pas encore.</li></ul>' +
      '<h2>Retour d’information et contact</h2><p>Si vous rencontrez un obstacle dans la boutique ou avez besoin d’informations dans un autre format, signalez-le-nous en indiquant la page (son adresse) et en décrivant ce qui s’est passé. Nous répondons généralement sous un jour ouvré.</p>{{company.contact}}{{company.demo_note}}' +
      '<h2>Voies de recours</h2><p>Si notre réponse ne vous satisfait pas, ou si vous n’en recevez pas, vous pouvez vous adresser à l’autorité chargée de contrôler le respect des exigences d’accessibilité des services et lui demander d’intervenir : {{accessibility.authority}}.</p>' +
      '<h2>À propos de cette déclaration</h2><p>La présente déclaration a été établie le 26 novembre 2026. Elle repose sur une auto-évaluation de l’équipe qui développe la boutique et sur les résultats des tests automatisés décrits ci-dessus ; aucun audit externe n’a été réalisé. Nous la mettons à jour chaque fois que la boutique change de manière substantielle.</p>',
  },
}

/** The French texts with no-break spaces before : ; ? ! » and after « (written here with plain ones, for reading). */
const withFrenchSpacing = (page: SeedCmsPage): SeedCmsPage => ({
  ...page,
  title: { ...page.title, fr: frenchSpacing(page.title.fr) },
  metaDescription: { ...page.metaDescription, fr: frenchSpacing(page.metaDescription.fr) },
  content: { ...page.content, fr: frenchSpacing(page.content.fr) },
})

/** Appended to the demo's content pages; also added to databases seeded before they existed (codeMigrations.ts). */
export const legalPages: SeedCmsPage[] = [legalNotice, accessibilityStatement].map(withFrenchSpacing)
