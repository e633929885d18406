import type { Schemas } from '../../http/types';

export type Locale = 'fr' | 'de' | 'nl' | 'es';
export type Localized = Record<Locale, string>;
export type Color = Schemas['QuizColor'];

/** A colour's adjective: French and Spanish agree in gender and number; German and Dutch name it after a dash. */
interface ColorWords {
  hex: string;
  /** Masculine singular, feminine singular, masculine plural, feminine plural. */
  fr: [string, string, string, string];
  es: [string, string, string, string];
  /** As a noun after the garment: „Ringelpullover – Marineblau“. */
  de: string;
  /** Lower case after the garment: "Gestreepte trui – marineblauw". */
  nl: string;
}

const invariable = (word: string): [string, string, string, string] => [word, word, word, word];

export const COLORS: Record<Color, ColorWords> = {
  black: { hex: '#2B2B2E', fr: ['noir', 'noire', 'noirs', 'noires'], es: ['negro', 'negra', 'negros', 'negras'], de: 'Schwarz', nl: 'zwart' },
  white: { hex: '#FBFAF7', fr: ['blanc', 'blanche', 'blancs', 'blanches'], es: ['blanco', 'blanca', 'blancos', 'blancas'], de: 'Weiß', nl: 'wit' },
  grey: { hex: '#9A9DA3', fr: ['gris', 'grise', 'gris', 'grises'], es: ['gris', 'gris', 'grises', 'grises'], de: 'Grau', nl: 'grijs' },
  beige: { hex: '#D9C4A3', fr: ['beige', 'beige', 'beiges', 'beiges'], es: invariable('beige'), de: 'Beige', nl: 'beige' },
  brown: { hex: '#7A5236', fr: invariable('marron'), es: ['marrón', 'marrón', 'marrones', 'marrones'], de: 'Braun', nl: 'bruin' },
  navy: { hex: '#1F2F56', fr: invariable('bleu marine'), es: invariable('azul marino'), de: 'Marineblau', nl: 'marineblauw' },
  blue: { hex: '#4A84C4', fr: ['bleu', 'bleue', 'bleus', 'bleues'], es: ['azul', 'azul', 'azules', 'azules'], de: 'Blau', nl: 'blauw' },
  green: { hex: '#4F8A5B', fr: ['vert', 'verte', 'verts', 'vertes'], es: ['verde', 'verde', 'verdes', 'verdes'], de: 'Grün', nl: 'groen' },
  yellow: { hex: '#F2C94C', fr: ['jaune', 'jaune', 'jaunes', 'jaunes'], es: ['amarillo', 'amarilla', 'amarillos', 'amarillas'], de: 'Gelb', nl: 'geel' },
  orange: { hex: '#E9823A', fr: invariable('orange'), es: invariable('naranja'), de: 'Orange', nl: 'oranje' },
  red: { hex: '#C8393B', fr: ['rouge', 'rouge', 'rouges', 'rouges'], es: ['rojo', 'roja', 'rojos', 'rojas'], de: 'Rot', nl: 'rood' },
  pink: { hex: '#EFA3B8', fr: ['rose', 'rose', 'roses', 'roses'], es: invariable('rosa'), de: 'Rosa', nl: 'roze' },
  purple: { hex: '#7D5BA6', fr: ['violet', 'violette', 'violets', 'violettes'], es: ['morado', 'morada', 'morados', 'moradas'], de: 'Lila', nl: 'paars' },
};

/** What a garment is made of: the description's first sentence, and how it is washed. */
export interface Material {
  text: Localized;
  care: Care;
  /** Organic cotton: the product carries the 'cotonbio' stamp (unless it belongs to a matching set). */
  organic?: true;
  /** Synthetic or artificial fibres, which some kids cannot stand. */
  synthetic?: true;
}

type Care = 'wash30' | 'wash40' | 'wool' | 'leather' | 'swim';

/** Care instructions, written to follow the fit after a comma. */
export const CARE: Record<Care, Localized> = {
  wash30: { fr: 'lavage en machine à 30 °C', de: 'bei 30 °C in der Maschine waschbar', nl: 'wasbaar op 30 °C', es: 'lavado a máquina a 30 °C' },
  wash40: { fr: 'lavage en machine à 40 °C', de: 'bei 40 °C in der Maschine waschbar', nl: 'wasbaar op 40 °C', es: 'lavado a máquina a 40 °C' },
  wool: { fr: 'lavage à la main ou en programme laine', de: 'Handwäsche oder Wollprogramm', nl: 'handwas of wolprogramma', es: 'lavado a mano o con programa de lana' },
  leather: { fr: 'entretien avec un chiffon humide', de: 'mit einem feuchten Tuch zu reinigen', nl: 'schoonmaken met een vochtige doek', es: 'limpieza con un paño húmedo' },
  swim: { fr: 'à rincer à l’eau claire après la baignade', de: 'nach dem Baden mit klarem Wasser ausspülen', nl: 'na het zwemmen uitspoelen met schoon water', es: 'aclarar con agua limpia después del baño' },
};

const materials = {
  organicJersey: {
    text: { fr: 'Jersey de coton bio, doux et respirant.', de: 'Weicher, atmungsaktiver Jersey aus Bio-Baumwolle.', nl: 'Zachte, ademende jersey van biologisch katoen.', es: 'Punto de algodón orgánico, suave y transpirable.' },
    care: 'wash30',
    organic: true,
  },
  organicFleece: {
    text: { fr: 'Molleton de coton bio, gratté à l’intérieur pour plus de douceur.', de: 'Sweatstoff aus Bio-Baumwolle, innen angeraut und besonders weich.', nl: 'Sweatstof van biologisch katoen, aan de binnenkant geruwd en extra zacht.', es: 'Felpa de algodón orgánico, perchada por dentro para más suavidad.' },
    care: 'wash30',
    organic: true,
  },
  organicRib: {
    text: { fr: 'Jersey côtelé de coton bio avec un peu d’élasthanne.', de: 'Rippjersey aus Bio-Baumwolle mit etwas Elasthan.', nl: 'Ribjersey van biologisch katoen met een beetje elastaan.', es: 'Canalé de algodón orgánico con un poco de elastano.' },
    care: 'wash30',
    organic: true,
  },
  organicMuslin: {
    text: { fr: 'Double gaze de coton bio, légère et douce.', de: 'Leichter, weicher Musselin aus Bio-Baumwolle.', nl: 'Lichte, zachte mousseline van biologisch katoen.', es: 'Muselina doble de algodón orgánico, ligera y suave.' },
    care: 'wash30',
    organic: true,
  },
  pique: {
    text: { fr: 'Piqué de coton résistant et agréable à porter.', de: 'Robuster Baumwollpiqué, angenehm zu tragen.', nl: 'Stevig katoenpiqué dat prettig draagt.', es: 'Piqué de algodón resistente y agradable de llevar.' },
    care: 'wash40',
  },
  flannel: {
    text: { fr: 'Flanelle de coton chaude et douce.', de: 'Warmer, weicher Baumwollflanell.', nl: 'Warm, zacht katoenflanel.', es: 'Franela de algodón cálida y suave.' },
    care: 'wash40',
  },
  woolCottonKnit: {
    text: { fr: 'Maille de coton et laine, chaude sans gratter.', de: 'Strick aus Baumwolle und Wolle, der wärmt, ohne zu kratzen.', nl: 'Breiwerk van katoen en wol, warm zonder te kriebelen.', es: 'Punto de algodón y lana que abriga sin picar.' },
    care: 'wool',
  },
  cottonKnit: {
    text: { fr: 'Maille de coton légère, agréable en toute saison.', de: 'Leichter Baumwollstrick für jede Jahreszeit.', nl: 'Licht katoenen breiwerk, fijn in elk seizoen.', es: 'Punto de algodón ligero, agradable en cualquier estación.' },
    care: 'wash30',
  },
  chunkyKnit: {
    text: { fr: 'Grosse maille de laine et acrylique, bien chaude.', de: 'Warmer Grobstrick aus Wolle und Polyacryl.', nl: 'Warm, grof breiwerk van wol en acryl.', es: 'Punto grueso de lana y acrílico, muy abrigado.' },
    care: 'wool',
    synthetic: true,
  },
  denim: {
    text: { fr: 'Denim de coton stretch, souple et solide.', de: 'Elastischer Baumwolldenim, bequem und strapazierfähig.', nl: 'Stretchdenim van katoen, soepel en stevig.', es: 'Denim de algodón elástico, flexible y resistente.' },
    care: 'wash30',
  },
  twill: {
    text: { fr: 'Sergé de coton épais, solide au quotidien.', de: 'Fester Baumwollköper für jeden Tag.', nl: 'Stevige katoenen keper voor elke dag.', es: 'Sarga de algodón gruesa, resistente para el día a día.' },
    care: 'wash40',
  },
  canvas: {
    text: { fr: 'Toile de coton légère et résistante.', de: 'Leichtes, robustes Baumwoll-Canvas.', nl: 'Licht en stevig katoenen canvas.', es: 'Loneta de algodón ligera y resistente.' },
    care: 'wash30',
  },
  corduroy: {
    text: { fr: 'Velours côtelé de coton, doux et chaud.', de: 'Weicher, warmer Baumwollcord.', nl: 'Zacht, warm katoenen ribfluweel.', es: 'Pana de algodón suave y cálida.' },
    care: 'wash30',
  },
  swim: {
    text: { fr: 'Polyester recyclé à séchage rapide, protection UV 50+.', de: 'Schnell trocknendes, recyceltes Polyester mit UV-Schutz 50+.', nl: 'Snel drogend gerecycled polyester met UV-bescherming 50+.', es: 'Poliéster reciclado de secado rápido, con protección UV 50+.' },
    care: 'swim',
    synthetic: true,
  },
  voile: {
    text: { fr: 'Voile de coton léger et aérien.', de: 'Leichter, luftiger Baumwollvoile.', nl: 'Lichte, luchtige katoenvoile.', es: 'Gasa de algodón ligera y vaporosa.' },
    care: 'wash30',
  },
  sequinJersey: {
    text: { fr: 'Jersey de coton orné de sequins réversibles.', de: 'Baumwolljersey mit Wendepailletten.', nl: 'Katoenen jersey met omkeerbare pailletten.', es: 'Punto de algodón con lentejuelas reversibles.' },
    care: 'wash30',
  },
  tulle: {
    text: { fr: 'Tulle de polyester doublé de coton.', de: 'Polyestertüll mit Baumwollfutter.', nl: 'Polyester tule met een katoenen voering.', es: 'Tul de poliéster forrado de algodón.' },
    care: 'wash30',
    synthetic: true,
  },
  sequinTulle: {
    text: { fr: 'Sequins cousus sur un tulle doublé de coton.', de: 'Auf Tüll genähte Pailletten mit Baumwollfutter.', nl: 'Pailletten op tule met een katoenen voering.', es: 'Lentejuelas cosidas sobre tul forrado de algodón.' },
    care: 'wash30',
    synthetic: true,
  },
  viscose: {
    text: { fr: 'Viscose fluide au tombé léger.', de: 'Fließende Viskose mit leichtem Fall.', nl: 'Soepel vallende viscose.', es: 'Viscosa fluida de caída ligera.' },
    care: 'wash30',
    synthetic: true,
  },
  poplin: {
    text: { fr: 'Popeline de coton douce et fraîche.', de: 'Weiche, kühle Baumwollpopeline.', nl: 'Zachte, koele katoenpopeline.', es: 'Popelín de algodón suave y fresco.' },
    care: 'wash40',
  },
  linenCotton: {
    text: { fr: 'Lin et coton mélangés, frais par temps chaud.', de: 'Leinen-Baumwoll-Mischung, angenehm kühl an warmen Tagen.', nl: 'Mix van linnen en katoen, lekker koel bij warm weer.', es: 'Mezcla de lino y algodón, fresca cuando hace calor.' },
    care: 'wash30',
  },
  linen: {
    text: { fr: 'Lin lavé, naturellement frais.', de: 'Gewaschenes Leinen, von Natur aus kühl.', nl: 'Gewassen linnen, van nature koel.', es: 'Lino lavado, fresco por naturaleza.' },
    care: 'wash30',
  },
  fauxLeather: {
    text: { fr: 'Simili cuir souple doublé de coton.', de: 'Weiches Kunstleder mit Baumwollfutter.', nl: 'Soepel imitatieleer met een katoenen voering.', es: 'Polipiel flexible forrada de algodón.' },
    care: 'leather',
    synthetic: true,
  },
  velour: {
    text: { fr: 'Velours de coton tout doux.', de: 'Kuschelweicher Baumwollnicki.', nl: 'Heerlijk zacht katoenen velours.', es: 'Terciopelo de algodón muy suave.' },
    care: 'wash30',
  },
  merino: {
    text: { fr: 'Laine mérinos fine qui ne gratte pas.', de: 'Feine Merinowolle, die nicht kratzt.', nl: 'Fijne merinowol die niet kriebelt.', es: 'Lana merino fina que no pica.' },
    care: 'wool',
  },
  polarFleece: {
    text: { fr: 'Polaire douce et chaude.', de: 'Weiches, warmes Fleece.', nl: 'Zachte, warme fleece.', es: 'Forro polar suave y calentito.' },
    care: 'wash30',
    synthetic: true,
  },
  leather: {
    text: { fr: 'Cuir souple tanné sans chrome.', de: 'Weiches, chromfrei gegerbtes Leder.', nl: 'Soepel, chroomvrij gelooid leer.', es: 'Piel flexible curtida sin cromo.' },
    care: 'leather',
  },
  coated: {
    text: { fr: 'Toile enduite imperméable, doublée de jersey.', de: 'Wasserdicht beschichtetes Gewebe mit Jerseyfutter.', nl: 'Waterdicht gecoate stof met een jersey voering.', es: 'Tejido impermeable recubierto, forrado de punto.' },
    care: 'wash30',
    synthetic: true,
  },
  cashmere: {
    text: { fr: 'Cachemire pur, léger et très chaud.', de: 'Reiner Kaschmir, leicht und sehr warm.', nl: 'Puur kasjmier, licht en heel warm.', es: 'Cachemir puro, ligero y muy abrigado.' },
    care: 'wool',
  },
  woolBlend: {
    text: { fr: 'Laine mélangée à la viscose, souple et peu froissable.', de: 'Mischung aus Wolle und Viskose, weich und knitterarm.', nl: 'Mix van wol en viscose, soepel en kreukarm.', es: 'Mezcla de lana y viscosa, flexible y que apenas se arruga.' },
    care: 'wool',
    synthetic: true,
  },
  satin: {
    text: { fr: 'Satin de polyester plissé, au tombé léger.', de: 'Plissierter Polyestersatin mit leichtem Fall.', nl: 'Geplisseerd polyester satijn met een lichte val.', es: 'Satén de poliéster plisado, de caída ligera.' },
    care: 'wash30',
    synthetic: true,
  },
  stretchRib: {
    text: { fr: 'Coton côtelé stretch qui suit chaque mouvement.', de: 'Gerippte Stretch-Baumwolle, die jede Bewegung mitmacht.', nl: 'Geribd stretchkatoen dat elke beweging volgt.', es: 'Algodón de canalé elástico que acompaña cada movimiento.' },
    care: 'wash30',
  },
  sportJersey: {
    text: { fr: 'Jersey technique opaque, doux et gainant.', de: 'Blickdichter, weicher Funktionsjersey, der formt.', nl: 'Ondoorzichtige, zachte sportjersey die mooi aansluit.', es: 'Punto técnico opaco, suave y moldeador.' },
    care: 'wash30',
    synthetic: true,
  },
} satisfies Record<string, Material>;

export type MaterialKey = keyof typeof materials;
export const MATERIALS: Record<MaterialKey, Material> = materials;

/** How a garment fits, the start of the description's second sentence. */
export const FITS = {
  straight: { fr: 'Coupe droite et confortable', de: 'Gerader, bequemer Schnitt', nl: 'Rechte, comfortabele pasvorm', es: 'Corte recto y cómodo' },
  loose: { fr: 'Coupe ample', de: 'Weiter Schnitt', nl: 'Ruime pasvorm', es: 'Corte amplio' },
  slim: { fr: 'Coupe ajustée', de: 'Figurnaher Schnitt', nl: 'Aansluitende pasvorm', es: 'Corte ajustado' },
  oversized: { fr: 'Coupe oversize', de: 'Oversize-Schnitt', nl: 'Oversized pasvorm', es: 'Corte oversize' },
  snaps: { fr: 'Pressions pour changer bébé facilement', de: 'Druckknöpfe zum leichten Wickeln', nl: 'Drukknoopjes om makkelijk te verschonen', es: 'Automáticos para cambiar el pañal fácilmente' },
  elastic: { fr: 'Taille élastiquée', de: 'Elastischer Bund', nl: 'Elastische taille', es: 'Cintura elástica' },
  adjustable: { fr: 'Taille réglable par élastique intérieur', de: 'Verstellbarer Bund mit innenliegendem Gummi', nl: 'Verstelbare taille met elastiek aan de binnenkant', es: 'Cintura ajustable con elástico interior' },
  highWaist: { fr: 'Taille haute', de: 'Hoher Bund', nl: 'Hoge taille', es: 'Tiro alto' },
  flared: { fr: 'Coupe évasée qui tourne', de: 'Ausgestellter Schnitt, der schön schwingt', nl: 'Wijd uitlopend model dat mooi zwiert', es: 'Corte evasé con mucho vuelo' },
  wrap: { fr: 'Coupe cache-cœur nouée à la taille', de: 'Wickelschnitt mit Bindeband in der Taille', nl: 'Overslagmodel met strikceintuur', es: 'Corte cruzado con lazada en la cintura' },
  lined: { fr: 'Entièrement doublé', de: 'Komplett gefüttert', nl: 'Volledig gevoerd', es: 'Totalmente forrado' },
  elasticAnkle: { fr: 'Cheville élastiquée qui tient bien le pied', de: 'Elastischer Knöchelbund für guten Halt', nl: 'Elastische enkel die de voet goed omsluit', es: 'Tobillo elástico que sujeta bien el pie' },
  oneSize: { fr: 'Taille unique', de: 'Einheitsgröße', nl: 'One size', es: 'Talla única' },
  adjustableOneSize: { fr: 'Taille unique ajustable', de: 'Einheitsgröße, verstellbar', nl: 'One size, verstelbaar', es: 'Talla única ajustable' },
} satisfies Record<string, Localized>;
