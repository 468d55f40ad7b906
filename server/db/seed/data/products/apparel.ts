// Apparel outside Clothing: outerwear (11), sportswear (12), underwear & socks (13). Product ids 36-50.
import { COLOURS, GROUP, SIZE } from '../attributes'
import type { SeedProduct } from '../types'
import { CARE, family, feat, FIT, FN, grid, L, ORIGIN, warranty } from './helpers'

const { XS, S, M, XL, XXL } = SIZE
const LL = SIZE.L
const C = COLOURS
const ALL_OUT = [[S], [M], [LL], [XL], [XXL]]

export const apparelProducts: SeedProduct[] = [
  // ───────────── 11 Outerwear ─────────────
  ...family({
    firstId: 36,
    code: 'AP-OW',
    categoryId: 11,
    brandId: 2,
    name: L('Waxed cotton field jacket', 'Fieldjacket aus gewachster Baumwolle', 'Field jacket in cotone cerato', 'Chaqueta de campo de algodón encerado', 'Veste de terrain en coton ciré'),
    short: (w) =>
      L(
        `<p>A four-pocket field jacket in ${w?.en} waxed cotton with a corduroy collar and a tartan lining.</p>`,
        `<p>Fieldjacket mit vier Taschen aus gewachster Baumwolle in ${w?.de}, mit Cordkragen und Karofutter.</p>`,
        `<p>Field jacket a quattro tasche in cotone cerato, colore ${w?.it}, con collo in velluto a coste e fodera scozzese.</p>`,
        `<p>Chaqueta de campo con cuatro bolsillos de algodón encerado en color ${w?.es}, con cuello de pana y forro de tartán.</p>`,
        `<p>Une veste de terrain à quatre poches en coton ciré, coloris ${w?.fr}, col en velours côtelé et doublure tartan.</p>`,
      ),
    description: () =>
      L(
        '<p>Waxed cotton has protected farmers, sailors and motorcyclists for more than a century. Our 8 oz wax is supple from the first day and shrugs off showers; over the years it develops creases and a patina that make the jacket truly yours.</p><p>Two bellows pockets, two hand-warmer pockets, an inner zip pocket, a two-way brass zip with storm flap and adjustable cuffs. Re-waxing once a year keeps it waterproof; we offer the service for free in the first two years.</p><ul><li>Outer: 100% waxed cotton, 8 oz</li><li>Lining: 100% cotton tartan</li><li>Regular fit, room for a sweater underneath</li></ul>',
        '<p>Gewachste Baumwolle schützt seit über einem Jahrhundert Landwirte, Seeleute und Motorradfahrer. Unser 8-oz-Wachsstoff ist vom ersten Tag an geschmeidig und hält Schauer ab; mit den Jahren bekommt die Jacke Falten und eine Patina, die sie wirklich zu Ihrer machen.</p><p>Zwei Blasebalgtaschen, zwei Handwärmertaschen, eine Reißverschluss-Innentasche, ein Zwei-Wege-Messingreißverschluss mit Windleiste und verstellbare Ärmelbündchen. Einmal im Jahr nachwachsen hält sie wasserdicht – in den ersten zwei Jahren übernehmen wir das kostenlos.</p><ul><li>Oberstoff: 100 % gewachste Baumwolle, 8 oz</li><li>Futter: 100 % Baumwolle mit Karomuster</li><li>Normale Passform mit Platz für einen Pullover</li></ul>',
        '<p>Il cotone cerato protegge contadini, marinai e motociclisti da più di un secolo. Il nostro tessuto cerato da 8 oz è morbido fin dal primo giorno e resiste agli acquazzoni; con gli anni si riempie di pieghe e di una patina che rendono la giacca davvero tua.</p><p>Due tasche a soffietto, due tasche scaldamani, una tasca interna con zip, zip bidirezionale in ottone con patta antivento e polsini regolabili. Una nuova ceratura all’anno la mantiene impermeabile: nei primi due anni il servizio è gratuito.</p><ul><li>Esterno: 100% cotone cerato, 8 oz</li><li>Fodera: 100% cotone scozzese</li><li>Vestibilità regolare, con spazio per un maglione</li></ul>',
        '<p>El algodón encerado protege a agricultores, marineros y motoristas desde hace más de un siglo. Nuestro tejido encerado de 8 oz es flexible desde el primer día y repele los chaparrones; con los años forma arrugas y una pátina que hacen que la chaqueta sea realmente tuya.</p><p>Dos bolsillos de fuelle, dos bolsillos calientamanos, un bolsillo interior con cremallera, cremallera de latón de doble cursor con solapa cortavientos y puños ajustables. Volver a encerarla una vez al año la mantiene impermeable; los dos primeros años lo hacemos gratis.</p><ul><li>Exterior: 100 % algodón encerado, 8 oz</li><li>Forro: 100 % algodón de tartán</li><li>Corte regular, con espacio para un jersey</li></ul>',
        '<p>Le coton ciré protège agriculteurs, marins et motards depuis plus d’un siècle. Notre toile cirée de 8 oz est souple dès le premier jour et résiste aux averses ; au fil des ans, elle se marque de plis et d’une patine qui rendent la veste unique.</p><p>Deux poches soufflet, deux poches chauffe-mains, une poche intérieure zippée, un zip double curseur en laiton avec rabat tempête et des poignets réglables. Un nouveau cirage par an la garde imperméable ; nous le faisons gratuitement les deux premières années.</p><ul><li>Extérieur : 100 % coton ciré, 8 oz</li><li>Doublure : 100 % coton tartan</li><li>Coupe droite, de la place pour un pull</li></ul>',
      ),
    price: 249,
    groups: [GROUP.SIZE],
    combinations: (id) => grid(id, [[S, M, LL, XL, XXL]], { zero: id === 37 ? [[XXL]] : [] }),
    sizeGuide: true,
    palette: ['#6b1e2b', '#1f4e3d'],
    imageCount: 4,
    features: [
      feat(FN.material, L('100% waxed cotton', '100 % gewachste Baumwolle', '100% cotone cerato', '100 % algodón encerado', '100 % coton ciré')),
      feat(FN.lining, L('100% cotton tartan', '100 % Baumwolle, kariert', '100% cotone scozzese', '100 % algodón de tartán', '100 % coton tartan')),
      feat(FN.care, L('Sponge clean, re-wax yearly', 'Mit Schwamm reinigen, jährlich nachwachsen', 'Pulire con una spugna, ricerare ogni anno', 'Limpiar con esponja y volver a encerar cada año', 'Nettoyer à l’éponge, recirer chaque année')),
      feat(FN.origin, ORIGIN.romania),
    ],
    dateAdd: '2024-09-16',
    sales: 289,
    weight: 1.4,
    variants: [
      { label: C.olive.name, hex: '#55583a' },
      { label: C.navy.name, hex: '#1e2740' },
    ],
  }),
  ...family({
    firstId: 38,
    code: 'AP-OW',
    categoryId: 11,
    brandId: 2,
    name: L('Recycled down puffer jacket', 'Daunenjacke mit recycelter Füllung', 'Piumino con piuma riciclata', 'Plumífero de plumón reciclado', 'Doudoune en duvet recyclé'),
    short: () =>
      L(
        '<p>A warm, light puffer filled with recycled 700-fill-power down, with a detachable hood and a water-repellent shell.</p>',
        '<p>Warme, leichte Steppjacke mit recycelten Daunen (Bauschkraft 700), abnehmbarer Kapuze und wasserabweisendem Obermaterial.</p>',
        '<p>Piumino caldo e leggero imbottito con piuma riciclata da 700 cuin, cappuccio staccabile e tessuto idrorepellente.</p>',
        '<p>Plumífero cálido y ligero relleno de plumón reciclado de 700 cuin, con capucha desmontable y tejido hidrófugo.</p>',
        '<p>Une doudoune chaude et légère garnie de duvet recyclé 700 cuin, capuche amovible et tissu déperlant.</p>',
      ),
    description: () =>
      L(
        '<p>The down inside this jacket has already lived one life in duvets and pillows: it is collected, washed and re-sorted in Italy to a fill power of 700, as warm as new down with a fraction of the footprint. The shell is recycled nylon with a PFC-free water-repellent finish.</p><p>Box-wall baffles around the torso prevent cold spots, the hood detaches with press studs and the jacket packs into its own inner pocket. Sizes and colours sell out quickly in winter, so order early.</p><ul><li>Fill: 90/10 recycled down, RDS-certified</li><li>Shell: 100% recycled nylon</li><li>Warm down to −10 °C when active</li></ul>',
        '<p>Die Daunen in dieser Jacke hatten schon ein erstes Leben in Bettdecken und Kissen: Sie werden in Italien gesammelt, gewaschen und neu sortiert und erreichen eine Bauschkraft von 700 – so warm wie neue Daunen, bei einem Bruchteil des Fußabdrucks. Das Obermaterial ist recyceltes Nylon mit PFC-freier Imprägnierung.</p><p>Kammerkonstruktion am Rumpf verhindert Kältebrücken, die Kapuze lässt sich per Druckknopf abnehmen, und die Jacke passt in ihre eigene Innentasche. Größen und Farben sind im Winter schnell vergriffen – bestellen Sie rechtzeitig.</p><ul><li>Füllung: 90/10 recycelte Daunen, RDS-zertifiziert</li><li>Obermaterial: 100 % recyceltes Nylon</li><li>Warm bis −10 °C in Bewegung</li></ul>',
        '<p>La piuma di questo giubbotto ha già vissuto una vita in piumoni e cuscini: viene raccolta, lavata e riselezionata in Italia fino a un potere di gonfiaggio di 700, calda come piuma nuova ma con un impatto molto minore. Il tessuto esterno è nylon riciclato con trattamento idrorepellente senza PFC.</p><p>Le camere a parete sul busto evitano i punti freddi, il cappuccio si stacca con i bottoni a pressione e il piumino si ripone nella sua tasca interna. In inverno taglie e colori si esauriscono in fretta: ordina per tempo.</p><ul><li>Imbottitura: piuma riciclata 90/10, certificata RDS</li><li>Esterno: 100% nylon riciclato</li><li>Caldo fino a −10 °C in movimento</li></ul>',
        '<p>El plumón de esta chaqueta ya ha vivido una vida en edredones y almohadas: se recoge, se lava y se vuelve a clasificar en Italia hasta alcanzar un poder de relleno de 700, tan cálido como el plumón nuevo con una fracción de su huella. El exterior es nailon reciclado con acabado hidrófugo sin PFC.</p><p>Los compartimentos de pared en el torso evitan los puntos fríos, la capucha se desmonta con corchetes y la chaqueta se guarda en su propio bolsillo interior. En invierno las tallas y los colores se agotan rápido, así que no esperes.</p><ul><li>Relleno: plumón reciclado 90/10 con certificación RDS</li><li>Exterior: 100 % nailon reciclado</li><li>Abriga hasta −10 °C en movimiento</li></ul>',
        '<p>Le duvet de cette veste a déjà vécu une première vie dans des couettes et des oreillers : il est collecté, lavé et retrié en Italie jusqu’à un gonflant de 700, aussi chaud qu’un duvet neuf pour une fraction de l’impact. L’extérieur est en nylon recyclé avec un traitement déperlant sans PFC.</p><p>Des compartiments à parois sur le buste évitent les ponts de froid, la capuche se détache par pressions et la doudoune se range dans sa propre poche intérieure. Tailles et coloris partent vite en hiver : commandez tôt.</p><ul><li>Garnissage : duvet recyclé 90/10, certifié RDS</li><li>Extérieur : 100 % nylon recyclé</li><li>Chaud jusqu’à −10 °C en activité</li></ul>',
      ),
    price: 229,
    discount: { type: 'amount', value: 40 },
    groups: [GROUP.SIZE, GROUP.COLOUR],
    combinations: (id) =>
      grid(id, [[XS, S, M, LL, XL, XXL], [C.black.id, C.navy.id, C.red.id]], {
        missing: [[XXL, C.red.id], [XS, C.navy.id]],
        zero: [[M, C.black.id], [LL, C.red.id], [XL, C.navy.id]],
      }),
    sizeGuide: true,
    palette: ['#111111', '#a4161a', '#22305a'],
    imageCount: 4,
    features: [
      feat(FN.material, L('100% recycled nylon', '100 % recyceltes Nylon', '100% nylon riciclato', '100 % nailon reciclado', '100 % nylon recyclé')),
      feat(FN.lining, L('Recycled down 90/10', 'Recycelte Daunen 90/10', 'Piuma riciclata 90/10', 'Plumón reciclado 90/10', 'Duvet recyclé 90/10')),
      feat(FN.care, CARE.wash30),
      feat(FN.origin, ORIGIN.romania),
    ],
    dateAdd: '2025-10-01',
    sales: 498,
    weight: 0.7,
  }),
  ...family({
    firstId: 39,
    code: 'AP-OW',
    categoryId: 11,
    brandId: 4,
    name: L('Wool-cashmere overcoat', 'Mantel aus Wolle und Kaschmir', 'Cappotto in lana e cashmere', 'Abrigo de lana y cachemir', 'Manteau en laine et cachemire'),
    short: () =>
      L(
        '<p>A single-breasted camel overcoat in Italian wool and cashmere, half-lined and cut just above the knee.</p>',
        '<p>Einreihiger Mantel in Camel aus italienischer Wolle und Kaschmir, halb gefüttert und knapp über dem Knie endend.</p>',
        '<p>Cappotto monopetto color cammello in lana e cashmere italiani, mezzo foderato e lungo appena sopra il ginocchio.</p>',
        '<p>Abrigo de una fila de botones en color camel, de lana y cachemir italianos, medio forrado y por encima de la rodilla.</p>',
        '<p>Un manteau droit couleur camel en laine et cachemire italiens, mi-doublé, qui s’arrête juste au-dessus du genou.</p>',
      ),
    description: () =>
      L(
        '<p>An overcoat is an investment, so we made one that will outlast trends. The cloth is woven in Prato from 90% wool and 10% cashmere and has a soft, dense handle that keeps out the wind. It is cut with natural shoulders and a slight waist so it sits well over a suit or a chunky knit.</p><p>Notch lapels, three horn buttons, flap pockets and a centre back vent. The half lining in cupro breathes and lets the coat move with you. Each coat is pressed by hand before it ships.</p><ul><li>90% wool, 10% cashmere, 620 g/m²</li><li>Half-lined in cupro</li><li>Length 98 cm in size M</li></ul>',
        '<p>Ein Mantel ist eine Investition, deshalb haben wir einen gemacht, der Trends überdauert. Der Stoff wird in Prato aus 90 % Wolle und 10 % Kaschmir gewebt und hat einen weichen, dichten Griff, der den Wind abhält. Natürliche Schultern und eine leichte Taillierung sorgen dafür, dass er über Anzug oder Grobstrick gut sitzt.</p><p>Steigendes Revers, drei Hornknöpfe, Pattentaschen und ein Rückenschlitz. Das Halbfutter aus Cupro ist atmungsaktiv und lässt den Mantel mit Ihnen mitgehen. Jeder Mantel wird vor dem Versand von Hand gebügelt.</p><ul><li>90 % Wolle, 10 % Kaschmir, 620 g/m²</li><li>Halbfutter aus Cupro</li><li>Länge 98 cm in Größe M</li></ul>',
        '<p>Un cappotto è un investimento, per questo ne abbiamo fatto uno che sopravvive alle mode. Il panno è tessuto a Prato con il 90% di lana e il 10% di cashmere e ha una mano morbida e compatta che ferma il vento. Il taglio ha spalle naturali e una leggera sfiancatura, così sta bene sopra un abito o un maglione pesante.</p><p>Revers a lancia, tre bottoni in corno, tasche a pattina e spacco centrale dietro. La mezza fodera in cupro è traspirante e lascia il cappotto libero di muoversi con te. Ogni capo viene stirato a mano prima della spedizione.</p><ul><li>90% lana, 10% cashmere, 620 g/m²</li><li>Mezza fodera in cupro</li><li>Lunghezza 98 cm nella taglia M</li></ul>',
        '<p>Un abrigo es una inversión, así que hemos hecho uno que sobrevive a las modas. El paño se teje en Prato con un 90 % de lana y un 10 % de cachemir y tiene un tacto suave y denso que frena el viento. Tiene hombros naturales y una cintura ligeramente marcada para que siente bien sobre un traje o un jersey grueso.</p><p>Solapa de muesca, tres botones de asta, bolsillos con cartera y abertura central en la espalda. El medio forro de cupro transpira y deja que el abrigo se mueva contigo. Cada abrigo se plancha a mano antes de enviarlo.</p><ul><li>90 % lana, 10 % cachemir, 620 g/m²</li><li>Medio forro de cupro</li><li>Largo 98 cm en la talla M</li></ul>',
        '<p>Un manteau est un investissement : nous en avons fait un qui survivra aux tendances. Le drap est tissé à Prato, 90 % laine et 10 % cachemire, avec une main douce et dense qui coupe le vent. Épaules naturelles et taille légèrement marquée : il tombe bien sur un costume comme sur un gros pull.</p><p>Revers crantés, trois boutons en corne, poches à rabat et fente dos centrale. La demi-doublure en cupro respire et laisse le manteau suivre vos mouvements. Chaque manteau est repassé à la main avant expédition.</p><ul><li>90 % laine, 10 % cachemire, 620 g/m²</li><li>Demi-doublure en cupro</li><li>Longueur 98 cm en taille M</li></ul>',
      ),
    price: 390,
    groups: [GROUP.SIZE],
    combinations: (id) => grid(id, [[S, M, LL, XL]], { zero: [[S]] }),
    sizeGuide: true,
    palette: ['#b08a5b', '#3d2b1f'],
    imageCount: 4,
    features: [
      feat(FN.material, L('90% wool, 10% cashmere', '90 % Wolle, 10 % Kaschmir', '90% lana, 10% cashmere', '90 % lana, 10 % cachemir', '90 % laine, 10 % cachemire')),
      feat(FN.lining, L('Cupro', 'Cupro', 'Cupro', 'Cupro', 'Cupro')),
      feat(FN.care, CARE.dry),
      feat(FN.origin, ORIGIN.italy),
    ],
    dateAdd: '2025-09-08',
    sales: 64,
    weight: 1.8,
  }),
  ...family({
    firstId: 40,
    code: 'AP-OW',
    categoryId: 11,
    brandId: 2,
    name: L('Packable rain jacket', 'Verstaubare Regenjacke', 'Giacca antipioggia ripiegabile', 'Chaqueta impermeable plegable', 'Veste de pluie compressible'),
    short: () =>
      L(
        '<p>A featherweight 2.5-layer waterproof jacket that packs into its chest pocket. Pre-order now, shipping from mid-February.</p>',
        '<p>Federleichte, wasserdichte 2,5-Lagen-Jacke, die in ihre Brusttasche passt. Jetzt vorbestellen, Versand ab Mitte Februar.</p>',
        '<p>Giacca impermeabile a 2,5 strati leggerissima, che si ripiega nella tasca sul petto. Preordinala ora, spedizione da metà febbraio.</p>',
        '<p>Chaqueta impermeable de 2,5 capas, ligerísima, que se guarda en su bolsillo del pecho. Resérvala ya, envío a partir de mediados de febrero.</p>',
        '<p>Une veste imperméable 2,5 couches ultralégère qui se range dans sa poche poitrine. Précommandez-la, expédition à partir de mi-février.</p>',
      ),
    description: () =>
      L(
        '<p>The new version of our travel rain shell weighs just 210 g and has a 20,000 mm waterproof rating with fully taped seams. The membrane is PFC-free and the face fabric is recycled ripstop nylon.</p><p>An adjustable hood with a laminated peak, pit zips for ventilation and a drop-tail hem keep you dry on the bike and on the trail. This is a pre-order: the jacket is in production and ships from 15 February.</p><ul><li>Waterproof 20,000 mm, breathable 15,000 g/m²/24 h</li><li>Packs into its own pocket</li><li>Regular fit</li></ul>',
        '<p>Die neue Version unserer Reise-Regenjacke wiegt nur 210 g, ist bis 20.000 mm wasserdicht und hat vollständig verschweißte Nähte. Die Membran ist PFC-frei, der Oberstoff besteht aus recyceltem Ripstop-Nylon.</p><p>Eine verstellbare Kapuze mit laminiertem Schirm, Unterarm-Reißverschlüsse zur Belüftung und ein verlängerter Rücken halten Sie auf dem Rad und auf dem Trail trocken. Dies ist eine Vorbestellung: Die Jacke ist in Produktion und wird ab dem 15. Februar versandt.</p><ul><li>Wasserdicht bis 20.000 mm, atmungsaktiv 15.000 g/m²/24 h</li><li>In der eigenen Tasche verstaubar</li><li>Normale Passform</li></ul>',
        '<p>La nuova versione della nostra giacca antipioggia da viaggio pesa solo 210 g, ha una colonna d’acqua di 20.000 mm e tutte le cuciture termonastrate. La membrana è senza PFC e il tessuto esterno è nylon ripstop riciclato.</p><p>Cappuccio regolabile con visiera laminata, zip di aerazione sotto le ascelle e retro allungato ti tengono all’asciutto in bici e sui sentieri. È un preordine: la giacca è in produzione e verrà spedita dal 15 febbraio.</p><ul><li>Impermeabilità 20.000 mm, traspirabilità 15.000 g/m²/24 h</li><li>Si ripone nella sua tasca</li><li>Vestibilità regolare</li></ul>',
        '<p>La nueva versión de nuestro impermeable de viaje pesa solo 210 g, tiene una columna de agua de 20.000 mm y todas las costuras termoselladas. La membrana no contiene PFC y el tejido exterior es nailon ripstop reciclado.</p><p>Capucha ajustable con visera laminada, cremalleras de ventilación en las axilas y la espalda más larga te mantienen seco en la bici y en el sendero. Es una preventa: la chaqueta está en producción y se enviará a partir del 15 de febrero.</p><ul><li>Impermeable 20.000 mm, transpirable 15.000 g/m²/24 h</li><li>Se guarda en su propio bolsillo</li><li>Corte regular</li></ul>',
        '<p>La nouvelle version de notre veste de pluie de voyage ne pèse que 210 g, affiche une colonne d’eau de 20 000 mm et des coutures entièrement étanchées. La membrane est sans PFC et le tissu extérieur en nylon ripstop recyclé.</p><p>Capuche réglable à visière laminée, zips d’aération sous les bras et dos rallongé vous gardent au sec à vélo comme sur les sentiers. Il s’agit d’une précommande : la veste est en production et sera expédiée à partir du 15 février.</p><ul><li>Imperméabilité 20 000 mm, respirabilité 15 000 g/m²/24 h</li><li>Se range dans sa propre poche</li><li>Coupe droite</li></ul>',
      ),
    price: 129,
    preorder: { availableDate: '2027-02-15' },
    groups: [GROUP.SIZE, GROUP.COLOUR],
    combinations: (id) => grid(id, [[S, M, LL, XL, XXL], [C.mustard.id, C.navy.id]], { zero: ALL_OUT }),
    sizeGuide: true,
    palette: ['#e0b020', '#1c2c4c', '#f3f0e8'],
    features: [
      feat(FN.material, L('100% recycled nylon ripstop', '100 % recyceltes Ripstop-Nylon', '100% nylon ripstop riciclato', '100 % nailon ripstop reciclado', '100 % nylon ripstop recyclé')),
      feat(FN.waterproof, L('20,000 mm', '20.000 mm', '20.000 mm', '20.000 mm', '20 000 mm')),
      feat(FN.weight, L('210 g', '210 g', '210 g', '210 g', '210 g')),
      feat(FN.warranty, warranty(3)),
    ],
    dateAdd: '2026-11-12',
    sales: 0,
    weight: 0.21,
  }),

  // ───────────── 12 Sportswear ─────────────
  ...family({
    firstId: 41,
    code: 'AP-SP',
    categoryId: 12,
    brandId: 2,
    name: L('Seamless running T-shirt', 'Nahtloses Laufshirt', 'Maglia running senza cuciture', 'Camiseta de running sin costuras', 'T-shirt de running sans coutures'),
    short: (w) =>
      L(
        `<p>A seamless, featherlight running tee in ${w?.en} with mesh zones where you sweat most.</p>`,
        `<p>Nahtloses, federleichtes Laufshirt in ${w?.de} mit Mesh-Zonen dort, wo Sie am meisten schwitzen.</p>`,
        `<p>Maglia da corsa senza cuciture, leggerissima, colore ${w?.it}, con zone in rete dove sudi di più.</p>`,
        `<p>Camiseta de running sin costuras y ultraligera en color ${w?.es}, con zonas de malla donde más sudas.</p>`,
        `<p>Un T-shirt de running sans coutures, ultraléger, coloris ${w?.fr}, avec des zones en mesh là où vous transpirez le plus.</p>`,
      ),
    description: () =>
      L(
        '<p>Knitted in one piece on circular machines, this tee has no side seams to rub on long runs. Body-mapped ventilation on the back and under the arms moves heat away, and the recycled polyamide yarn dries in minutes.</p><p>Reflective details at the front and back make you visible at dawn and dusk. Slim, stretchy fit; choose your usual size.</p><ul><li>92% recycled polyamide, 8% elastane</li><li>Weight 95 g in size M</li><li>Odour control with a silver-free treatment</li></ul>',
        '<p>In einem Stück auf Rundstrickmaschinen gefertigt, hat dieses Shirt keine Seitennähte, die auf langen Läufen scheuern. Körpergerecht platzierte Belüftungszonen am Rücken und unter den Armen leiten Wärme ab, und das recycelte Polyamidgarn trocknet in Minuten.</p><p>Reflektierende Details vorne und hinten machen Sie in der Dämmerung sichtbar. Schmale, dehnbare Passform – wählen Sie Ihre gewohnte Größe.</p><ul><li>92 % recyceltes Polyamid, 8 % Elasthan</li><li>Gewicht 95 g in Größe M</li><li>Geruchshemmend, ohne Silber</li></ul>',
        '<p>Lavorata in un solo pezzo su macchine circolari, questa maglia non ha cuciture laterali che sfregano nelle uscite lunghe. Le zone di aerazione sulla schiena e sotto le braccia disperdono il calore e il filato in poliammide riciclata si asciuga in pochi minuti.</p><p>Dettagli riflettenti davanti e dietro ti rendono visibile all’alba e al tramonto. Vestibilità aderente ed elastica: scegli la tua taglia abituale.</p><ul><li>92% poliammide riciclata, 8% elastan</li><li>Peso 95 g nella taglia M</li><li>Trattamento antiodore senza argento</li></ul>',
        '<p>Tejida en una sola pieza en máquinas circulares, esta camiseta no tiene costuras laterales que rocen en las tiradas largas. Las zonas de ventilación en la espalda y bajo los brazos evacuan el calor, y el hilo de poliamida reciclada se seca en minutos.</p><p>Los detalles reflectantes delante y detrás te hacen visible al amanecer y al atardecer. Ajuste ceñido y elástico: elige tu talla habitual.</p><ul><li>92 % poliamida reciclada, 8 % elastano</li><li>Peso 95 g en la talla M</li><li>Tratamiento antiolor sin plata</li></ul>',
        '<p>Tricoté d’une seule pièce sur des métiers circulaires, ce T-shirt n’a pas de coutures latérales qui frottent sur les sorties longues. Des zones d’aération dans le dos et sous les bras évacuent la chaleur, et le fil en polyamide recyclé sèche en quelques minutes.</p><p>Des détails réfléchissants devant et derrière vous rendent visible à l’aube et au crépuscule. Coupe près du corps et extensible : prenez votre taille habituelle.</p><ul><li>92 % polyamide recyclé, 8 % élasthanne</li><li>Poids 95 g en taille M</li><li>Traitement anti-odeurs sans argent</li></ul>',
      ),
    price: 49,
    groups: [GROUP.SIZE],
    combinations: (id) => grid(id, [[XS, S, M, LL, XL]]),
    sizeGuide: true,
    palette: ['#e4ff3a', '#333333'],
    features: [
      feat(FN.material, L('92% recycled polyamide, 8% elastane', '92 % recyceltes Polyamid, 8 % Elasthan', '92% poliammide riciclata, 8% elastan', '92 % poliamida reciclada, 8 % elastano', '92 % polyamide recyclé, 8 % élasthanne')),
      feat(FN.care, CARE.wash30),
      feat(FN.fit, FIT.slim),
      feat(FN.origin, ORIGIN.italy),
    ],
    dateAdd: '2025-03-03',
    sales: 377,
    weight: 0.1,
    variants: [
      { label: C.black.name, hex: '#0e0e0e' },
      { label: C.sky.name, hex: '#7fb0db', dateAdd: '2026-05-05', sales: 120 },
    ],
  }),
  ...family({
    firstId: 43,
    code: 'AP-SP',
    categoryId: 12,
    brandId: 2,
    name: L('High-rise yoga leggings', 'Yoga-Leggings mit hohem Bund', 'Leggings da yoga a vita alta', 'Mallas de yoga de talle alto', 'Legging de yoga taille haute'),
    short: () =>
      L(
        '<p>Buttery-soft, squat-proof leggings with a high, wide waistband and a hidden key pocket.</p>',
        '<p>Butterweiche, blickdichte Leggings mit hohem, breitem Bund und verstecktem Schlüsselfach.</p>',
        '<p>Leggings morbidissimi e coprenti, con fascia in vita alta e larga e taschino nascosto per le chiavi.</p>',
        '<p>Mallas suavísimas y opacas, con cinturilla alta y ancha y un bolsillo oculto para las llaves.</p>',
        '<p>Un legging ultra-doux et opaque, avec une ceinture haute et large et une poche cachée pour les clés.</p>',
      ),
    description: () =>
      L(
        '<p>Made from a brushed recycled fabric with four-way stretch, these leggings feel like a second skin in downward dog and stay opaque in the deepest squat. The gusset is seamless and the flatlock seams will not dig in.</p><p>The 10 cm waistband holds without pinching and hides a small pocket for a key or a card. Full length: 68 cm inside leg in size S.</p><ul><li>78% recycled polyamide, 22% elastane</li><li>Squat-proof, tested at 280 g/m²</li><li>Slim, supportive fit</li></ul>',
        '<p>Aus einem angerauten, recycelten Stoff mit Vier-Wege-Stretch fühlen sich diese Leggings im herabschauenden Hund wie eine zweite Haut an und bleiben auch in der tiefsten Kniebeuge blickdicht. Der Zwickel ist nahtlos, die Flachnähte drücken nicht.</p><p>Der 10 cm breite Bund hält, ohne einzuschneiden, und verbirgt eine kleine Tasche für Schlüssel oder Karte. Volle Länge: 68 cm Innenbein in Größe S.</p><ul><li>78 % recyceltes Polyamid, 22 % Elasthan</li><li>Blickdicht, 280 g/m²</li><li>Enganliegende, stützende Passform</li></ul>',
        '<p>Realizzati in un tessuto riciclato garzato ed elastico in quattro direzioni, questi leggings sono una seconda pelle nel cane a testa in giù e restano coprenti anche nello squat più profondo. Il tassello è senza cuciture e le cuciture piatte non segnano.</p><p>La fascia da 10 cm sostiene senza stringere e nasconde un taschino per chiave o tessera. Lunghezza intera: 68 cm di interno gamba nella taglia S.</p><ul><li>78% poliammide riciclata, 22% elastan</li><li>Coprenti, 280 g/m²</li><li>Vestibilità aderente e contenitiva</li></ul>',
        '<p>Confeccionadas con un tejido reciclado perchado con elasticidad en cuatro direcciones, estas mallas son una segunda piel en el perro boca abajo y siguen siendo opacas en la sentadilla más profunda. La entrepierna no tiene costuras y las costuras planas no se marcan.</p><p>La cinturilla de 10 cm sujeta sin apretar y esconde un bolsillo para una llave o una tarjeta. Largo completo: 68 cm de entrepierna en la talla S.</p><ul><li>78 % poliamida reciclada, 22 % elastano</li><li>Opacas, 280 g/m²</li><li>Ajuste ceñido y de sujeción</li></ul>',
        '<p>Taillé dans un tissu recyclé gratté extensible dans les quatre sens, ce legging est une seconde peau en chien tête en bas et reste opaque dans le squat le plus profond. L’entrejambe est sans couture et les coutures plates ne marquent pas.</p><p>La ceinture de 10 cm maintient sans serrer et cache une petite poche pour une clé ou une carte. Pleine longueur : 68 cm d’entrejambe en taille S.</p><ul><li>78 % polyamide recyclé, 22 % élasthanne</li><li>Opaque, 280 g/m²</li><li>Coupe ajustée et gainante</li></ul>',
      ),
    price: 69,
    discount: { type: 'percentage', value: 25 },
    groups: [GROUP.SIZE, GROUP.COLOUR],
    combinations: (id) =>
      grid(id, [[XS, S, M, LL, XL], [C.black.id, C.navy.id, C.burgundy.id]], { missing: [[XL, C.burgundy.id]], zero: [[S, C.black.id], [M, C.burgundy.id]] }),
    sizeGuide: true,
    palette: ['#2a2a2a', '#7a2235', '#283556'],
    features: [
      feat(FN.material, L('78% recycled polyamide, 22% elastane', '78 % recyceltes Polyamid, 22 % Elasthan', '78% poliammide riciclata, 22% elastan', '78 % poliamida reciclada, 22 % elastano', '78 % polyamide recyclé, 22 % élasthanne')),
      feat(FN.care, CARE.wash30),
      feat(FN.fit, FIT.slim),
      feat(FN.origin, ORIGIN.portugal),
    ],
    dateAdd: '2025-01-13',
    sales: 702,
    weight: 0.25,
  }),
  ...family({
    firstId: 44,
    code: 'AP-SP',
    categoryId: 12,
    brandId: 2,
    name: L('Trail running shorts', 'Trailrunning-Shorts', 'Pantaloncini da trail running', 'Pantalón corto de trail running', 'Short de trail'),
    short: () =>
      L(
        '<p>Lightweight 5-inch shorts with a built-in liner and a rear zip pocket big enough for a phone and a gel.</p>',
        '<p>Leichte Shorts mit 13 cm Beinlänge, integrierter Innenhose und Reißverschlusstasche hinten für Handy und Gel.</p>',
        '<p>Pantaloncini leggeri da 13 cm con slip interno e tasca posteriore con zip per telefono e gel.</p>',
        '<p>Pantalón corto ligero de 13 cm con malla interior y bolsillo trasero con cremallera para el móvil y un gel.</p>',
        '<p>Un short léger de 13 cm avec slip intégré et poche arrière zippée pour le téléphone et un gel.</p>',
      ),
    description: () =>
      L(
        '<p>Built for steep climbs and technical descents, these shorts use a stretch-woven recycled fabric with a split hem so your stride is never restricted. The brief liner is soft, quick-drying and anti-chafe.</p><p>A soft drawcord waistband, a zip pocket at the back and two stretch pockets at the sides carry what you need for a long day on the trail.</p><ul><li>Shell: 88% recycled polyester, 12% elastane</li><li>Liner: recycled polyamide mesh</li><li>Inseam 13 cm</li></ul>',
        '<p>Für steile Anstiege und technische Abfahrten gemacht: Die Shorts bestehen aus dehnbarem, recyceltem Webstoff mit seitlich geschlitztem Saum, der Ihren Schritt nie einschränkt. Die Innenhose ist weich, schnell trocknend und verhindert Scheuern.</p><p>Ein weicher Bund mit Kordelzug, eine Reißverschlusstasche hinten und zwei Stretchtaschen an den Seiten nehmen alles auf, was Sie für einen langen Tag auf dem Trail brauchen.</p><ul><li>Oberstoff: 88 % recyceltes Polyester, 12 % Elasthan</li><li>Innenhose: Mesh aus recyceltem Polyamid</li><li>Beinlänge 13 cm</li></ul>',
        '<p>Pensati per salite ripide e discese tecniche, questi pantaloncini sono in tessuto riciclato elasticizzato con orlo spaccato, così la falcata non è mai limitata. Lo slip interno è morbido, si asciuga in fretta ed evita gli sfregamenti.</p><p>Una fascia morbida con coulisse, una tasca con zip dietro e due tasche elastiche sui lati portano tutto ciò che serve per una lunga giornata sui sentieri.</p><ul><li>Esterno: 88% poliestere riciclato, 12% elastan</li><li>Slip: rete in poliammide riciclata</li><li>Lunghezza gamba 13 cm</li></ul>',
        '<p>Pensado para subidas empinadas y bajadas técnicas, este pantalón corto usa un tejido reciclado elástico con el bajo abierto para que nunca limite tu zancada. La malla interior es suave, de secado rápido y evita rozaduras.</p><p>Una cintura blanda con cordón, un bolsillo trasero con cremallera y dos bolsillos elásticos laterales llevan todo lo necesario para un largo día de montaña.</p><ul><li>Exterior: 88 % poliéster reciclado, 12 % elastano</li><li>Malla interior: poliamida reciclada</li><li>Largo de pernera 13 cm</li></ul>',
        '<p>Conçu pour les montées raides et les descentes techniques, ce short utilise un tissu recyclé extensible avec bas fendu pour ne jamais gêner la foulée. Le slip intégré est doux, sèche vite et évite les frottements.</p><p>Une ceinture souple avec cordon, une poche zippée au dos et deux poches extensibles sur les côtés emportent tout le nécessaire pour une longue journée sur les sentiers.</p><ul><li>Extérieur : 88 % polyester recyclé, 12 % élasthanne</li><li>Slip : mesh en polyamide recyclé</li><li>Longueur d’entrejambe 13 cm</li></ul>',
      ),
    price: 55,
    groups: [GROUP.SIZE],
    combinations: (id) => grid(id, [[S, M, LL, XL]], { zero: [[XL]] }),
    sizeGuide: true,
    palette: ['#2e6f57', '#f0a202'],
    features: [
      feat(FN.material, L('88% recycled polyester, 12% elastane', '88 % recyceltes Polyester, 12 % Elasthan', '88% poliestere riciclato, 12% elastan', '88 % poliéster reciclado, 12 % elastano', '88 % polyester recyclé, 12 % élasthanne')),
      feat(FN.care, CARE.wash30),
      feat(FN.origin, ORIGIN.portugal),
    ],
    dateAdd: '2026-04-02',
    sales: 158,
    weight: 0.12,
  }),
  ...family({
    firstId: 45,
    code: 'AP-SP',
    categoryId: 12,
    brandId: 11,
    name: L('Merino base layer top', 'Merino-Funktionsshirt langarm', 'Maglia termica in merino', 'Camiseta térmica de merino', 'Sous-couche en mérinos'),
    short: () =>
      L(
        '<p>A long-sleeved 200 g/m² merino base layer that keeps you warm when it is cold and dry when you sweat.</p>',
        '<p>Langärmeliges Funktionsshirt aus 200 g/m² Merinowolle, das bei Kälte wärmt und beim Schwitzen trocken hält.</p>',
        '<p>Maglia termica a maniche lunghe in merino da 200 g/m², che scalda quando fa freddo e resta asciutta quando sudi.</p>',
        '<p>Camiseta térmica de manga larga en merino de 200 g/m² que abriga con frío y se mantiene seca cuando sudas.</p>',
        '<p>Une sous-couche manches longues en mérinos 200 g/m² qui tient chaud par temps froid et reste sèche quand vous transpirez.</p>',
      ),
    description: () =>
      L(
        '<p>Merino is the perfect first layer for skiing, ski touring and winter running: it breathes, it keeps warmth even when damp and it does not smell after several days of use. This top is knitted from 17.5-micron wool that does not itch.</p><p>Flatlock seams, raglan sleeves that do not rub under a backpack and thumb loops that keep the sleeves in place. Slim fit to wear next to the skin.</p><ul><li>100% merino wool, 200 g/m²</li><li>ZQ-certified, mulesing-free</li><li>Slim fit</li></ul>',
        '<p>Merino ist die perfekte erste Schicht für Skifahren, Skitouren und Winterläufe: Es atmet, wärmt auch im feuchten Zustand und riecht selbst nach mehreren Tagen nicht. Dieses Shirt wird aus 17,5-Mikron-Wolle gestrickt, die nicht kratzt.</p><p>Flachnähte, Raglanärmel, die unter dem Rucksack nicht scheuern, und Daumenschlaufen, die die Ärmel an Ort und Stelle halten. Enge Passform zum Tragen direkt auf der Haut.</p><ul><li>100 % Merinowolle, 200 g/m²</li><li>ZQ-zertifiziert, mulesingfrei</li><li>Schmale Passform</li></ul>',
        '<p>Il merino è il primo strato ideale per sci, scialpinismo e corsa invernale: traspira, scalda anche da umido e non prende odore nemmeno dopo diversi giorni. Questa maglia è lavorata con lana da 17,5 micron che non punge.</p><p>Cuciture piatte, maniche raglan che non sfregano sotto lo zaino e passanti per il pollice che tengono ferme le maniche. Vestibilità aderente da indossare a pelle.</p><ul><li>100% lana merino, 200 g/m²</li><li>Certificata ZQ, senza mulesing</li><li>Vestibilità slim</li></ul>',
        '<p>El merino es la primera capa perfecta para esquí, esquí de montaña y running en invierno: transpira, abriga incluso húmedo y no huele aunque la lleves varios días. Esta camiseta se teje con lana de 17,5 micras que no pica.</p><p>Costuras planas, mangas raglán que no rozan bajo la mochila y trabillas para el pulgar que mantienen las mangas en su sitio. Corte ceñido para llevar pegado a la piel.</p><ul><li>100 % lana merino, 200 g/m²</li><li>Certificación ZQ, sin mulesing</li><li>Corte entallado</li></ul>',
        '<p>Le mérinos est la première couche idéale pour le ski, le ski de randonnée et la course en hiver : il respire, tient chaud même humide et ne sent pas, même après plusieurs jours. Ce haut est tricoté dans une laine de 17,5 microns qui ne gratte pas.</p><p>Coutures plates, manches raglan qui ne frottent pas sous le sac à dos et passe-pouces pour garder les manches en place. Coupe ajustée à porter à même la peau.</p><ul><li>100 % laine mérinos, 200 g/m²</li><li>Certifiée ZQ, sans mulesing</li><li>Coupe ajustée</li></ul>',
      ),
    price: 79,
    groups: [GROUP.SIZE, GROUP.COLOUR],
    combinations: (id) => grid(id, [[XS, S, M, LL, XL, XXL], [C.black.id, C.grey.id]], { missing: [[XS, C.grey.id]], zero: [[XXL, C.black.id]] }),
    sizeGuide: true,
    palette: ['#191919', '#a3a3a0', '#5c7c8a'],
    features: [
      feat(FN.material, L('100% merino wool', '100 % Merinowolle', '100% lana merino', '100 % lana merino', '100 % laine mérinos')),
      feat(FN.care, CARE.wool),
      feat(FN.fit, FIT.slim),
      feat(FN.origin, ORIGIN.portugal),
    ],
    dateAdd: '2024-11-18',
    sales: 421,
    weight: 0.19,
  }),

  // ───────────── 13 Underwear & socks ─────────────
  ...family({
    firstId: 46,
    code: 'AP-UW',
    categoryId: 13,
    brandId: 11,
    name: L('Merino hiking socks', 'Merino-Wandersocken', 'Calze da trekking in merino', 'Calcetines de montaña de merino', 'Chaussettes de randonnée en mérinos'),
    short: (w) =>
      L(
        `<p>Cushioned crew-length hiking socks in ${w?.en}, knitted from merino with a reinforced heel and toe.</p>`,
        `<p>Gepolsterte Wandersocken in ${w?.de} aus Merino, mit verstärkter Ferse und Spitze.</p>`,
        `<p>Calze da trekking imbottite, colore ${w?.it}, in merino con tallone e punta rinforzati.</p>`,
        `<p>Calcetines de montaña acolchados en color ${w?.es}, de merino, con talón y puntera reforzados.</p>`,
        `<p>Des chaussettes de randonnée rembourrées, coloris ${w?.fr}, en mérinos avec talon et pointe renforcés.</p>`,
      ),
    description: () =>
      L(
        '<p>Terry cushioning under the foot absorbs impact on rocky paths, while a ribbed arch band keeps the sock from slipping inside the boot. Merino wicks moisture and stays fresh on multi-day treks.</p><p>Sizes: S = EU 36–39, M = EU 40–43, L = EU 44–47.</p><ul><li>70% merino wool, 27% polyamide, 3% elastane</li><li>Seamless toe</li><li>Medium cushioning</li></ul>',
        '<p>Die Frottee-Polsterung unter dem Fuß dämpft Stöße auf steinigen Wegen, ein geripptes Fußgewölbeband verhindert das Verrutschen im Schuh. Merino leitet Feuchtigkeit ab und bleibt auch auf mehrtägigen Touren frisch.</p><p>Größen: S = EU 36–39, M = EU 40–43, L = EU 44–47.</p><ul><li>70 % Merinowolle, 27 % Polyamid, 3 % Elasthan</li><li>Nahtlose Spitze</li><li>Mittlere Polsterung</li></ul>',
        '<p>L’imbottitura in spugna sotto il piede assorbe gli urti sui sentieri sassosi, mentre una fascia a coste sull’arco plantare impedisce alla calza di scivolare nello scarpone. Il merino allontana l’umidità e resta fresco anche nei trekking di più giorni.</p><p>Taglie: S = EU 36–39, M = EU 40–43, L = EU 44–47.</p><ul><li>70% lana merino, 27% poliammide, 3% elastan</li><li>Punta senza cuciture</li><li>Imbottitura media</li></ul>',
        '<p>El acolchado de rizo bajo el pie absorbe los impactos en caminos pedregosos, y una banda de canalé en el arco evita que el calcetín se deslice dentro de la bota. El merino expulsa la humedad y se mantiene fresco en travesías de varios días.</p><p>Tallas: S = EU 36–39, M = EU 40–43, L = EU 44–47.</p><ul><li>70 % lana merino, 27 % poliamida, 3 % elastano</li><li>Puntera sin costuras</li><li>Acolchado medio</li></ul>',
        '<p>Le rembourrage bouclette sous le pied amortit les chocs sur les chemins caillouteux, et une bande côtelée à la voûte plantaire empêche la chaussette de glisser dans la chaussure. Le mérinos évacue l’humidité et reste frais sur les randonnées de plusieurs jours.</p><p>Tailles : S = EU 36–39, M = EU 40–43, L = EU 44–47.</p><ul><li>70 % laine mérinos, 27 % polyamide, 3 % élasthanne</li><li>Pointe sans couture</li><li>Amorti moyen</li></ul>',
      ),
    price: 22,
    groups: [GROUP.SIZE],
    combinations: (id) => grid(id, [[S, M, LL]]),
    palette: ['#c94f2c'],
    imageCount: 2,
    features: [
      feat(FN.material, L('70% merino, 27% polyamide, 3% elastane', '70 % Merino, 27 % Polyamid, 3 % Elasthan', '70% merino, 27% poliammide, 3% elastan', '70 % merino, 27 % poliamida, 3 % elastano', '70 % mérinos, 27 % polyamide, 3 % élasthanne')),
      feat(FN.care, CARE.wash30),
      feat(FN.origin, ORIGIN.italy),
    ],
    dateAdd: '2024-08-20',
    sales: 890,
    weight: 0.08,
    variants: [
      { label: C.grey.name, hex: '#8e8e8b' },
      { label: C.olive.name, hex: '#5f6234' },
    ],
  }),
  ...family({
    firstId: 48,
    code: 'AP-UW',
    categoryId: 13,
    brandId: 11,
    name: L('Organic cotton boxer briefs, pack of 3', 'Boxershorts aus Bio-Baumwolle, 3er-Pack', 'Boxer in cotone biologico, confezione da 3', 'Bóxers de algodón orgánico, pack de 3', 'Boxers en coton bio, lot de 3'),
    short: () =>
      L(
        '<p>Three pairs of soft, stretchy boxer briefs in organic cotton with a covered waistband: black, navy and grey marl.</p>',
        '<p>Drei Paar weiche, elastische Boxershorts aus Bio-Baumwolle mit überzogenem Bund: Schwarz, Marineblau und Grau meliert.</p>',
        '<p>Tre paia di boxer morbidi ed elastici in cotone biologico con elastico rivestito: nero, blu navy e grigio melange.</p>',
        '<p>Tres bóxers suaves y elásticos de algodón orgánico con cinturilla forrada: negro, azul marino y gris jaspeado.</p>',
        '<p>Trois boxers doux et extensibles en coton bio avec ceinture gainée : noir, bleu marine et gris chiné.</p>',
      ),
    description: () =>
      L(
        '<p>Underwear you forget you are wearing. The organic cotton jersey has just enough elastane to hold its shape all day, and the waistband is covered in fabric so it never leaves marks.</p><p>A contoured pouch, flat seams and a mid-length leg that does not ride up. GOTS-certified and knitted in Portugal.</p><ul><li>95% organic cotton, 5% elastane</li><li>Leg length 12 cm in size M</li><li>Sold as a pack of three</li></ul>',
        '<p>Unterwäsche, die man beim Tragen vergisst. Der Bio-Baumwolljersey enthält gerade so viel Elasthan, dass er den ganzen Tag in Form bleibt, und der stoffbezogene Bund hinterlässt keine Abdrücke.</p><p>Anatomisch geformter Beutel, flache Nähte und mittellange Beine, die nicht hochrutschen. GOTS-zertifiziert und in Portugal gestrickt.</p><ul><li>95 % Bio-Baumwolle, 5 % Elasthan</li><li>Beinlänge 12 cm in Größe M</li><li>Im Dreierpack</li></ul>',
        '<p>Intimo che dimentichi di indossare. Il jersey di cotone biologico ha la giusta quantità di elastan per mantenere la forma tutto il giorno, e l’elastico rivestito in tessuto non lascia segni.</p><p>Sacca sagomata, cuciture piatte e gamba di media lunghezza che non sale. Certificati GOTS e lavorati in Portogallo.</p><ul><li>95% cotone biologico, 5% elastan</li><li>Lunghezza gamba 12 cm nella taglia M</li><li>Confezione da tre</li></ul>',
        '<p>Ropa interior que olvidas que llevas puesta. El punto de algodón orgánico tiene el elastano justo para mantener la forma todo el día, y la cinturilla forrada de tejido no deja marcas.</p><p>Bolsa anatómica, costuras planas y pernera de largo medio que no se sube. Con certificación GOTS y tejidos en Portugal.</p><ul><li>95 % algodón orgánico, 5 % elastano</li><li>Largo de pernera 12 cm en la talla M</li><li>Pack de tres</li></ul>',
        '<p>Des sous-vêtements qu’on oublie de porter. Le jersey de coton bio contient juste assez d’élasthanne pour garder sa forme toute la journée, et la ceinture gainée de tissu ne laisse aucune marque.</p><p>Poche galbée, coutures plates et jambe mi-longue qui ne remonte pas. Certifiés GOTS et tricotés au Portugal.</p><ul><li>95 % coton bio, 5 % élasthanne</li><li>Longueur de jambe 12 cm en taille M</li><li>Vendus par lot de trois</li></ul>',
      ),
    price: 39,
    groups: [GROUP.SIZE],
    combinations: (id) => grid(id, [[S, M, LL, XL, XXL]]),
    sizeGuide: true,
    palette: ['#1b1b1b', '#22305a', '#9b9b98'],
    imageCount: 2,
    features: [
      feat(FN.material, L('95% organic cotton, 5% elastane', '95 % Bio-Baumwolle, 5 % Elasthan', '95% cotone biologico, 5% elastan', '95 % algodón orgánico, 5 % elastano', '95 % coton bio, 5 % élasthanne')),
      feat(FN.care, CARE.wash40),
      feat(FN.origin, ORIGIN.portugal),
    ],
    dateAdd: '2024-06-03',
    sales: 760,
    weight: 0.15,
  }),
  ...family({
    firstId: 49,
    code: 'AP-UW',
    categoryId: 13,
    brandId: 1,
    name: L('Cashmere bed socks', 'Bettsocken aus Kaschmir', 'Calze da letto in cashmere', 'Calcetines de cachemir para dormir', 'Chaussettes de nuit en cachemire'),
    short: () =>
      L(
        '<p>Loose-knit cashmere socks for cold evenings on the sofa, in a gift box. Currently sold out.</p>',
        '<p>Locker gestrickte Kaschmirsocken für kalte Abende auf dem Sofa, in einer Geschenkbox. Derzeit ausverkauft.</p>',
        '<p>Calze in cashmere a maglia morbida per le sere fredde sul divano, in confezione regalo. Al momento esaurite.</p>',
        '<p>Calcetines de cachemir de punto suelto para las noches frías en el sofá, en caja de regalo. Agotados por ahora.</p>',
        '<p>Des chaussettes en cachemire à maille lâche pour les soirées fraîches sur le canapé, en coffret cadeau. Actuellement épuisées.</p>',
      ),
    description: () =>
      L(
        '<p>Made from the leftover yarn of our cashmere knitwear, these socks turn precious fibres into the cosiest gift of the season. The loose knit and soft rib cuff never squeeze, so they are perfect for sleeping.</p><p>They sell out every winter. We are knitting the next batch now; sign up for an alert on this page to be told when they are back.</p><ul><li>100% cashmere</li><li>One size, EU 36–42</li><li>Presented in a recycled-card gift box</li></ul>',
        '<p>Aus den Garnresten unserer Kaschmirstrickwaren gefertigt, werden diese Socken zum kuscheligsten Geschenk der Saison. Das lockere Strickbild und das weiche Rippbündchen schnüren nie ein – perfekt zum Schlafen.</p><p>Sie sind jeden Winter ausverkauft. Die nächste Charge wird gerade gestrickt; melden Sie sich auf dieser Seite für eine Benachrichtigung an, sobald sie wieder da sind.</p><ul><li>100 % Kaschmir</li><li>Einheitsgröße, EU 36–42</li><li>In einer Geschenkbox aus Recyclingkarton</li></ul>',
        '<p>Realizzate con i filati avanzati dalla nostra maglieria in cashmere, queste calze trasformano fibre preziose nel regalo più coccoloso della stagione. La maglia morbida e il polsino a coste non stringono mai: perfette per dormire.</p><p>Vanno esaurite ogni inverno. Stiamo lavorando il prossimo lotto: iscriviti all’avviso su questa pagina per sapere quando tornano disponibili.</p><ul><li>100% cashmere</li><li>Taglia unica, EU 36–42</li><li>In confezione regalo di cartone riciclato</li></ul>',
        '<p>Hechos con el hilo sobrante de nuestro punto de cachemir, estos calcetines convierten fibras preciosas en el regalo más acogedor de la temporada. El punto suelto y el puño de canalé suave nunca aprietan: perfectos para dormir.</p><p>Se agotan cada invierno. Estamos tejiendo el próximo lote; suscríbete al aviso en esta página y te diremos cuándo vuelven.</p><ul><li>100 % cachemir</li><li>Talla única, EU 36–42</li><li>En caja de regalo de cartón reciclado</li></ul>',
        '<p>Tricotées avec les restes de fil de notre maille cachemire, ces chaussettes transforment des fibres précieuses en cadeau le plus douillet de la saison. La maille lâche et le revers côtelé ne serrent jamais : parfaites pour dormir.</p><p>Elles sont épuisées chaque hiver. Nous tricotons la prochaine série ; inscrivez-vous à l’alerte sur cette page pour être prévenu de leur retour.</p><ul><li>100 % cachemire</li><li>Taille unique, EU 36–42</li><li>Présentées dans un coffret en carton recyclé</li></ul>',
      ),
    price: 59,
    quantity: 0,
    palette: ['#d8b4a0', '#f4e9dc'],
    imageCount: 2,
    features: [
      feat(FN.material, L('100% cashmere', '100 % Kaschmir', '100% cashmere', '100 % cachemir', '100 % cachemire')),
      feat(FN.care, CARE.wool),
      feat(FN.origin, ORIGIN.italy),
    ],
    dateAdd: '2024-11-25',
    sales: 534,
    weight: 0.06,
  }),
  ...family({
    firstId: 50,
    code: 'AP-UW',
    categoryId: 13,
    brandId: 11,
    name: L('Bamboo ankle socks, pack of 5', 'Sneakersocken aus Bambus, 5er-Pack', 'Fantasmini in bambù, confezione da 5', 'Calcetines tobilleros de bambú, pack de 5', 'Socquettes en bambou, lot de 5'),
    short: () =>
      L(
        '<p>Five pairs of soft, breathable ankle socks in bamboo viscose with a silicone heel grip. One size EU 39–45.</p>',
        '<p>Fünf Paar weiche, atmungsaktive Sneakersocken aus Bambusviskose mit Silikon-Fersengrip. Einheitsgröße EU 39–45.</p>',
        '<p>Cinque paia di fantasmini morbidi e traspiranti in viscosa di bambù con grip in silicone sul tallone. Taglia unica EU 39–45.</p>',
        '<p>Cinco pares de calcetines tobilleros suaves y transpirables de viscosa de bambú con agarre de silicona en el talón. Talla única EU 39–45.</p>',
        '<p>Cinq paires de socquettes douces et respirantes en viscose de bambou avec grip en silicone au talon. Taille unique EU 39–45.</p>',
      ),
    description: () =>
      L(
        '<p>Invisible in sneakers and loafers, these socks stay put thanks to a silicone strip at the heel. Bamboo viscose feels silky, absorbs moisture better than cotton and keeps feet cool in summer.</p><p>The pack contains five pairs in white, black and grey, so there is always a clean pair in the drawer.</p><ul><li>80% bamboo viscose, 17% polyamide, 3% elastane</li><li>Seamless toe</li><li>One size, EU 39–45</li></ul>',
        '<p>In Sneakern und Loafern unsichtbar, bleiben diese Socken dank eines Silikonstreifens an der Ferse an Ort und Stelle. Bambusviskose fühlt sich seidig an, nimmt Feuchtigkeit besser auf als Baumwolle und hält die Füße im Sommer kühl.</p><p>Das Set enthält fünf Paar in Weiß, Schwarz und Grau – so liegt immer ein frisches Paar in der Schublade.</p><ul><li>80 % Bambusviskose, 17 % Polyamid, 3 % Elasthan</li><li>Nahtlose Spitze</li><li>Einheitsgröße EU 39–45</li></ul>',
        '<p>Invisibili nelle sneaker e nei mocassini, questi fantasmini restano al loro posto grazie a una striscia di silicone sul tallone. La viscosa di bambù è setosa, assorbe l’umidità meglio del cotone e tiene i piedi freschi d’estate.</p><p>La confezione contiene cinque paia tra bianco, nero e grigio, così nel cassetto c’è sempre un paio pulito.</p><ul><li>80% viscosa di bambù, 17% poliammide, 3% elastan</li><li>Punta senza cuciture</li><li>Taglia unica, EU 39–45</li></ul>',
        '<p>Invisibles con zapatillas y mocasines, estos calcetines no se mueven gracias a una tira de silicona en el talón. La viscosa de bambú es sedosa, absorbe la humedad mejor que el algodón y mantiene los pies frescos en verano.</p><p>El pack incluye cinco pares en blanco, negro y gris, para que siempre haya un par limpio en el cajón.</p><ul><li>80 % viscosa de bambú, 17 % poliamida, 3 % elastano</li><li>Puntera sin costuras</li><li>Talla única, EU 39–45</li></ul>',
        '<p>Invisibles dans des baskets ou des mocassins, ces socquettes tiennent en place grâce à une bande de silicone au talon. La viscose de bambou est soyeuse, absorbe mieux l’humidité que le coton et garde les pieds au frais en été.</p><p>Le lot comprend cinq paires en blanc, noir et gris : il y a toujours une paire propre dans le tiroir.</p><ul><li>80 % viscose de bambou, 17 % polyamide, 3 % élasthanne</li><li>Pointe sans couture</li><li>Taille unique, EU 39–45</li></ul>',
      ),
    price: 19,
    quantity: 140,
    palette: ['#f5f5f5', '#4a4a4a', '#b9c7b0'],
    imageCount: 1,
    features: [
      feat(FN.material, L('80% bamboo viscose, 17% polyamide, 3% elastane', '80 % Bambusviskose, 17 % Polyamid, 3 % Elasthan', '80% viscosa di bambù, 17% poliammide, 3% elastan', '80 % viscosa de bambú, 17 % poliamida, 3 % elastano', '80 % viscose de bambou, 17 % polyamide, 3 % élasthanne')),
      feat(FN.care, CARE.wash40),
      feat(FN.origin, ORIGIN.turkey),
    ],
    dateAdd: '2025-06-30',
    sales: 655,
    weight: 0.1,
  }),
]
