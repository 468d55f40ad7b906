// Product reviews written by customers in their own language. Every customerEmail exists in customers.ts
// (demo@example.com is the demo customer; the others are reviewer accounts the seeder creates).
// Reviews require a prior purchase (spec §6): the seeder should give each reviewer a delivered order containing the product.
import type { SeedReview, SeedReviewCriterion } from './types'

export const reviewCriteria: SeedReviewCriterion[] = [
  { key: 'quality', name: { en: 'Quality', de: 'Qualität', it: 'Qualità', es: 'Calidad', fr: 'Qualité' } },
  { key: 'fit', name: { en: 'Fit', de: 'Passform', it: 'Vestibilità', es: 'Ajuste', fr: 'Coupe' } },
  { key: 'value', name: {
    en: 'Value for money',
    de: 'Preis-Leistung',
    it: 'Rapporto qualità-prezzo',
    es: 'Relación calidad-precio',
    fr: 'Rapport qualité-prix',
  } },
]

const c = (quality: number, fit: number, value: number) => ({ quality, fit, value })

export const reviews: SeedReview[] = [
  // 1 Organic cotton crew-neck T-shirt – White
  { productId: 1, customerEmail: 'demo@example.com', lang: 'it', rating: 5, criteria: c(5, 5, 5), dateAdd: '2025-06-12', title: 'La t-shirt perfetta', content: 'Cotone spesso ma morbido, il collo non si è deformato dopo decine di lavaggi. Ne ho prese altre due.' },
  { productId: 1, customerEmail: 'james.w@example.com', lang: 'en', rating: 4, criteria: c(5, 4, 4), dateAdd: '2025-08-03', title: 'Great basic, runs slightly long', content: 'Lovely heavy cotton and a clean neckline. It is a touch long in the body for me, but it tucks in nicely.' },
  { productId: 1, customerEmail: 'lena.k@example.com', lang: 'de', rating: 5, criteria: c(5, 5, 4), dateAdd: '2025-09-21', title: 'Endlich ein weißes Shirt, das nicht durchscheint', content: 'Blickdicht, formstabil und nach dem Waschen kaum eingelaufen. Für den Preis absolut top.' },
  // 2 T-shirt – Black
  { productId: 2, customerEmail: 'hugo.l@example.com', lang: 'fr', rating: 4, criteria: c(4, 4, 5), dateAdd: '2025-10-02', title: 'Très bon rapport qualité-prix', content: 'Le noir reste bien noir après plusieurs lavages. La coupe est droite, ni trop ample ni trop ajustée.' },
  // 5 Heavyweight pocket T-shirt
  { productId: 5, customerEmail: 'luca.f@example.com', lang: 'it', rating: 5, criteria: c(5, 5, 5), dateAdd: '2025-07-19', title: 'Pesante al punto giusto', content: 'Sembra quasi una felpa leggera. Taglio squadrato molto bello, ho preso la mia taglia solita e va benissimo.' },
  { productId: 5, customerEmail: 'sofia.r@example.com', lang: 'es', rating: 3, criteria: c(4, 2, 3), dateAdd: '2025-09-05', title: 'Buena tela, pero muy ancha', content: 'La calidad del algodón es excelente, pero el corte es demasiado cuadrado para mí. Habría pedido una talla menos.' },
  // 8 Oxford shirt – White
  { productId: 8, customerEmail: 'james.w@example.com', lang: 'en', rating: 5, criteria: c(5, 5, 4), dateAdd: '2025-01-14', title: 'Better than my tailor-made ones', content: 'The collar roll is perfect and the mother-of-pearl buttons are a real touch of class. Washes and irons easily.' },
  { productId: 8, customerEmail: 'jonas.h@example.com', lang: 'de', rating: 4, criteria: c(4, 4, 4), dateAdd: '2025-03-30', title: 'Solides Oxford-Hemd', content: 'Schöner, fester Stoff und saubere Verarbeitung. Die Ärmel sind für meine langen Arme etwas knapp.' },
  // 11 Linen camp-collar shirt
  { productId: 11, customerEmail: 'elena.g@example.com', lang: 'es', rating: 5, criteria: c(5, 5, 4), dateAdd: '2025-07-08', title: 'Fresquísima para el verano', content: 'Se la compré a mi pareja en color terracota y no se la quita. El lino es suave desde el primer día.' },
  { productId: 11, customerEmail: 'marco.b@example.com', lang: 'it', rating: 4, criteria: c(4, 5, 3), dateAdd: '2025-08-17', title: 'Bella ma si stropiccia', content: 'Vestibilità perfetta e colore sabbia bellissimo. Ovviamente è lino e si stropiccia, ma fa parte del fascino.' },
  // 15 Merino crew-neck – Navy
  { productId: 15, customerEmail: 'lena.k@example.com', lang: 'de', rating: 5, criteria: c(5, 5, 5), dateAdd: '2024-12-09', title: 'Kratzt überhaupt nicht', content: 'Ich vertrage normalerweise keine Wolle auf der Haut, aber dieser Pullover ist wirklich weich. Farbe wie auf den Fotos.' },
  { productId: 15, customerEmail: 'camille.d@example.com', lang: 'fr', rating: 4, criteria: c(5, 4, 4), dateAdd: '2025-01-22', title: 'Joli pull, taille un peu grand', content: 'La laine est fine et chaude, mais j’aurais dû prendre une taille en dessous. Le bleu marine est très élégant.' },
  { productId: 15, customerEmail: 'demo@example.com', lang: 'it', rating: 5, criteria: c(5, 5, 4), dateAdd: '2025-02-11', title: 'Caldo e leggero', content: 'Lo porto in ufficio sotto la giacca e non fa mai troppo caldo. Dopo un inverno intero nessun pallino.' },
  // 16 Merino crew-neck – Grey marl
  { productId: 16, customerEmail: 'jonas.h@example.com', lang: 'de', rating: 2, criteria: c(2, 4, 2), dateAdd: '2025-03-14', title: 'Nach wenigen Wochen Knötchen', content: 'Passform gut, aber unter den Armen haben sich schnell Knötchen gebildet. Für den Preis hatte ich mehr erwartet.' },
  // 19 Cashmere cardigan
  { productId: 19, customerEmail: 'camille.d@example.com', lang: 'fr', rating: 5, criteria: c(5, 5, 4), dateAdd: '2026-01-18', title: 'Un vrai cocon', content: 'Le cachemire est épais et doux, les boutons en corne sont superbes. Un investissement, mais je le garderai des années.' },
  // 24 Chinos – Sand
  { productId: 24, customerEmail: 'james.w@example.com', lang: 'en', rating: 4, criteria: c(4, 5, 4), dateAdd: '2024-06-30', title: 'Comfortable everyday chinos', content: 'The little bit of stretch makes a big difference on the bike. Colour faded slightly after a few washes, as expected.' },
  { productId: 24, customerEmail: 'luca.f@example.com', lang: 'it', rating: 3, criteria: c(3, 4, 3), dateAdd: '2024-09-12', title: 'Nella media', content: 'Vestono bene, ma il tessuto mi sembra più sottile di quanto immaginassi. Comodi per l’estate.' },
  // 29 Linen midi dress – Terracotta
  { productId: 29, customerEmail: 'sofia.r@example.com', lang: 'es', rating: 5, criteria: c(5, 5, 5), dateAdd: '2025-06-21', title: 'Me encanta', content: 'El color terracota es precioso en persona y los bolsillos son profundos de verdad. Con el descuento, un chollo.' },
  { productId: 29, customerEmail: 'anna.m@example.com', lang: 'de', rating: 4, criteria: c(5, 3, 4), dateAdd: '2025-07-15', title: 'Wunderschön, oben etwas weit', content: 'Traumhafter Stoff und toller Schnitt. Oben ist es bei mir etwas weit, die Bindeträger helfen aber.' },
  // 38 Recycled down puffer
  { productId: 38, customerEmail: 'anna.m@example.com', lang: 'de', rating: 5, criteria: c(5, 5, 5), dateAdd: '2025-12-14', title: 'Warm bis minus zehn Grad', content: 'Beim Skiurlaub in Tirol getragen – selbst im Sessellift nie gefroren. Lässt sich klein verpacken.' },
  { productId: 38, customerEmail: 'hugo.l@example.com', lang: 'fr', rating: 4, criteria: c(4, 4, 5), dateAdd: '2026-01-09', title: 'Chaude et légère', content: 'Très bonne doudoune pour l’hiver parisien. La capuche amovible est pratique. Les manches sont un peu longues.' },
  // 43 Yoga leggings
  { productId: 43, customerEmail: 'elena.g@example.com', lang: 'es', rating: 5, criteria: c(5, 5, 4), dateAdd: '2025-03-02', title: 'No transparentan nada', content: 'Las uso para yoga y para correr. La cinturilla no se baja y el bolsillo para la llave es muy útil.' },
  { productId: 43, customerEmail: 'emma.t@example.com', lang: 'en', rating: 4, criteria: c(4, 5, 4), dateAdd: '2025-05-27', title: 'Squat-proof as promised', content: 'Really comfortable high waist and no see-through issues. A little bobbling on the thighs after two months.' },
  // 46 Merino hiking socks – Grey marl
  { productId: 46, customerEmail: 'jonas.h@example.com', lang: 'de', rating: 5, criteria: c(5, 5, 5), dateAdd: '2024-10-06', title: 'Die besten Wandersocken', content: 'Fünf Tage auf dem Lechweg, keine einzige Blase und die Socken rochen am Ende immer noch neutral.' },
  { productId: 46, customerEmail: 'marco.b@example.com', lang: 'it', rating: 4, criteria: c(5, 4, 4), dateAdd: '2024-11-20', title: 'Ottime in montagna', content: 'Calde e ben imbottite. La taglia M per il 43 è giusta, forse un filo stretta sul collo del piede.' },
  // 101 Carbon full-face helmet – Matte black
  { productId: 101, customerEmail: 'marco.b@example.com', lang: 'it', rating: 5, criteria: c(5, 5, 4), dateAdd: '2025-05-10', title: 'Leggerissimo e silenzioso', content: 'Dopo tre giorni sulle Dolomiti nessun mal di collo. Ventilazione ottima e visiera che non si appanna con il Pinlock.' },
  { productId: 101, customerEmail: 'luca.f@example.com', lang: 'it', rating: 4, criteria: c(5, 3, 4), dateAdd: '2025-06-28', title: 'Ottimo casco, calza stretto', content: 'Qualità altissima, ma la M calza stretta sulle guance. I primi giorni un po’ fastidioso, poi si è assestato.' },
  { productId: 101, customerEmail: 'james.w@example.com', lang: 'en', rating: 5, criteria: c(5, 5, 5), dateAdd: '2025-08-22', title: 'Worth every cent', content: 'Light, quiet up to motorway speeds and the intercom speakers fit perfectly in the ear pockets.' },
  // 103 Touring helmet with sun visor
  { productId: 103, customerEmail: 'anna.m@example.com', lang: 'de', rating: 4, criteria: c(4, 4, 5), dateAdd: '2024-09-03', title: 'Sehr guter Tourenhelm', content: 'Die Sonnenblende ist Gold wert und lässt sich mit Handschuhen bedienen. Ab 130 km/h wird es etwas laut.' },
  { productId: 103, customerEmail: 'hugo.l@example.com', lang: 'fr', rating: 3, criteria: c(3, 4, 3), dateAdd: '2024-11-15', title: 'Correct, sans plus', content: 'Confortable et bien fini, mais plus bruyant que mon ancien casque. Le pare-soleil est très pratique.' },
  // 107 Retro open-face helmet – Cream
  { productId: 107, customerEmail: 'camille.d@example.com', lang: 'fr', rating: 5, criteria: c(5, 5, 5), dateAdd: '2024-06-11', title: 'Magnifique sur ma Vespa', content: 'Le coloris crème est superbe et la finition très soignée. On me demande tout le temps où je l’ai acheté.' },
  // 115 Leather touring gloves
  { productId: 115, customerEmail: 'jonas.h@example.com', lang: 'de', rating: 4, criteria: c(4, 5, 5), dateAdd: '2024-12-01', title: 'Bequem ab dem ersten Tag', content: 'Sitzen perfekt und sind bei leichtem Regen dicht geblieben. Die Touchscreen-Finger funktionieren nur mäßig.' },
  { productId: 115, customerEmail: 'sofia.r@example.com', lang: 'es', rating: 5, criteria: c(5, 5, 4), dateAdd: '2025-02-19', title: 'Muy cómodos', content: 'La piel es fina y se nota el tacto de las manetas. Después de un viaje a los Picos de Europa, como nuevos.' },
  // 120 Bluetooth intercom duo
  { productId: 120, customerEmail: 'luca.f@example.com', lang: 'it', rating: 5, criteria: c(5, 4, 5), dateAdd: '2025-05-18', title: 'Audio cristallino', content: 'Io e mia moglie parliamo senza problemi anche in autostrada. Installazione facile, la batteria dura tutto il giorno.' },
  { productId: 120, customerEmail: 'emma.t@example.com', lang: 'en', rating: 2, criteria: c(2, 3, 2), dateAdd: '2025-07-30', title: 'Connection drops in the mountains', content: 'Sound is good, but the mesh link dropped several times on twisty roads. Support was helpful and sent a firmware update.' },
  // 201 Leather tote – Cognac
  { productId: 201, customerEmail: 'elena.g@example.com', lang: 'es', rating: 5, criteria: c(5, 4, 4), dateAdd: '2024-12-18', title: 'Preciosa y enorme', content: 'Me cabe el portátil, la comida y el paraguas. La piel huele de maravilla y ya está cogiendo pátina.' },
  { productId: 201, customerEmail: 'emma.t@example.com', lang: 'en', rating: 4, criteria: c(5, 4, 3), dateAdd: '2025-03-09', title: 'Beautiful but heavy', content: 'The leather is gorgeous and the stitching is perfect. It is quite heavy when full, so I would not take it travelling.' },
  // 207 Leather court sneakers – White
  { productId: 207, customerEmail: 'hugo.l@example.com', lang: 'fr', rating: 5, criteria: c(5, 5, 4), dateAdd: '2024-05-23', title: 'Confortables dès le premier jour', content: 'Cuir de très belle qualité, aucune ampoule. J’ai pris ma pointure habituelle et elles tombent parfaitement.' },
  { productId: 207, customerEmail: 'demo@example.com', lang: 'it', rating: 4, criteria: c(5, 3, 4), dateAdd: '2024-07-04', title: 'Belle ma calzano grandi', content: 'Pelle morbidissima e suola cucita, ma ho dovuto cambiarle con mezzo numero in meno. Cambio veloce e gratuito.' },
  // 212 Chelsea boots – Black
  { productId: 212, customerEmail: 'marco.b@example.com', lang: 'it', rating: 5, criteria: c(5, 5, 4), dateAdd: '2025-01-30', title: 'Eleganti e robusti', content: 'Dopo una settimana di rodaggio sono comodissimi. La suola carrarmato tiene benissimo sul bagnato.' },
  // 301 Stoneware dinner plates – Sea blue
  { productId: 301, customerEmail: 'anna.m@example.com', lang: 'de', rating: 5, criteria: c(5, 4, 4), dateAdd: '2024-08-26', title: 'Jeder Teller ein Unikat', content: 'Die Glasur ist wunderschön und jeder Teller sieht etwas anders aus. Spülmaschinenfest und bisher keine Macken.' },
  { productId: 301, customerEmail: 'sofia.r@example.com', lang: 'es', rating: 1, criteria: c(1, 3, 2), dateAdd: '2024-10-14', title: 'Llegó uno roto', content: 'Uno de los platos llegó con una grieta. El servicio de atención me lo cambió, pero el embalaje debería mejorar.' },
  // 309 Linen duvet cover – White
  { productId: 309, customerEmail: 'camille.d@example.com', lang: 'fr', rating: 5, criteria: c(5, 5, 4), dateAdd: '2024-07-28', title: 'On ne veut plus d’autre linge', content: 'Frais en été, douillet en hiver et de plus en plus doux à chaque lavage. Les liens aux coins sont bien pensés.' },
  { productId: 309, customerEmail: 'emma.t@example.com', lang: 'en', rating: 4, criteria: c(4, 5, 3), dateAdd: '2024-09-19', title: 'Lovely linen, pricey', content: 'Soft and breathable, and it really does look good unironed. The price for the king size is steep.' },
  // 324 Scented soy candle – Fig leaf
  { productId: 324, customerEmail: 'lena.k@example.com', lang: 'de', rating: 5, criteria: c(5, 4, 5), dateAdd: '2025-01-05', title: 'Riecht nach Sommer in Italien', content: 'Der Feigenduft ist frisch und nicht zu süß. Brennt gleichmäßig ab, das Gefäß nutze ich jetzt als Blumentopf.' },
  { productId: 324, customerEmail: 'elena.g@example.com', lang: 'es', rating: 3, criteria: c(3, 3, 3), dateAdd: '2025-02-22', title: 'Aroma suave, quizá demasiado', content: 'Huele muy bien de cerca, pero en un salón grande casi no se nota. Dura bastante, eso sí.' },
]
