import type { Schemas } from '../../http/types';
import type { Color, FITS, MaterialKey } from './words';

type Style = Schemas['QuizStyle'];
type Trait = Schemas['KidDislike'];

/** What kind of piece it is: what the looks ask for, and what the pictures draw unless `cut` says more. */
export type Shape =
  | 'tee' | 'shirt' | 'sweater' | 'cardigan' | 'hoodie' | 'jacket' | 'trousers' | 'shorts' | 'skirt' | 'dress'
  | 'dungarees' | 'bodysuit' | 'pyjamas' | 'swimsuit' | 'cap' | 'beanie' | 'scarf' | 'bag' | 'headband' | 'kerchief' | 'shoes';
/** A piece drawn apart from its kind: a tank top is a tee for the looks, but has no sleeves. */
export type Cut = 'tank' | 'polo' | 'zipped' | 'jumpsuit' | 'bucket';
/** The print its name says: tiled all over (stripes to sequins) or placed once on the chest (dinosaur, rainbow, lettering). */
export type Pattern = 'stripes' | 'dots' | 'checks' | 'flowers' | 'hearts' | 'rockets' | 'sequins' | 'dinosaur' | 'rainbow' | 'lettering';

/**
 * A garment's name in French or Spanish: the colour goes between `head` and `tail` and agrees
 * with the head noun («Robe bleue à smocks», «Vestido azul de nido de abeja»).
 */
export interface Noun {
  head: string;
  tail?: string;
  g: 'm' | 'f';
  pl?: true;
}

/** One garment of the range, sold in several colours: one product per colour. */
export interface Garment {
  gender: Schemas['ProductGender'];
  family: Schemas['ProductFamily'];
  brand: string;
  shape: Shape;
  cut?: Cut;
  pattern?: Pattern;
  fr: Noun;
  es: Noun;
  /** German and Dutch names take the colour after a dash, so no ending can go wrong. */
  de: string;
  nl: string;
  material: MaterialKey;
  fit: keyof typeof FITS;
  /** Size runs, given to the colours in turn. */
  runs: ReadonlyArray<readonly string[]>;
  priceCents: number;
  styles: Style[];
  /** What a kid may dislike in it; synthetic fibres come from the material. */
  traits: Trait[];
  colors: Color[];
  /** Part of a matching set (siblings, mother and daughter). */
  matchy?: true;
}

/** The age bands of the size guide (the contract's KidSize), in order. */
const KID_SIZES: readonly Schemas['KidSize'][] = ['1 mois', '3 mois', '6 mois', '9 mois', '12 mois', '18 mois', '2 ans', '3 ans', '4 ans', '5 ans', '6 ans', '8 ans', '10 ans', '12 ans', '14 ans'];

/** The consecutive bands from `from` to `to`. */
function bands(from: Schemas['KidSize'], to: Schemas['KidSize']): readonly string[] {
  return KID_SIZES.slice(KID_SIZES.indexOf(from), KID_SIZES.indexOf(to) + 1);
}

const NEWBORN = bands('1 mois', '12 mois');
const BABY = bands('1 mois', '18 mois');
const BABY_TODDLER = bands('3 mois', '2 ans');
const CRAWLER = bands('6 mois', '3 ans');
const TODDLER = bands('12 mois', '4 ans');
const SMALL = bands('2 ans', '6 ans');
const KID = bands('2 ans', '8 ans');
const SCHOOL = bands('3 ans', '10 ans');
const SCHOOL_WIDE = bands('3 ans', '12 ans');
const JUNIOR = bands('4 ans', '12 ans');
const TEEN = bands('6 ans', '14 ans');
const BIG = bands('8 ans', '14 ans');
const TOPS = ['XS', 'S', 'M', 'L', 'XL', 'XXL'];
const TOPS_PLUS = ['S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL'];
const BOTTOMS = ['34', '36', '38', '40', '42', '44', '46', '48'];
const BOTTOMS_PLUS = ['36', '38', '40', '42', '44', '46', '48', '50'];
const ONE_SIZE = ['TU'];

const GALOPIN = 'Galopin & Cie';
const GALETS = 'Les Petits Galets';
const CABANE = 'Cabane Bleue';
const NOISETTE = 'Noisette & Pompon';
const COLOMBE = 'Atelier Colombe';
const ONDINE = 'Maison Ondine';
const RIVAGE = 'Rivage Studio';

export const GARMENTS: Garment[] = [
  // Boys
  {
    gender: 'BOY', family: 'TOPS', brand: GALOPIN, shape: 'tee', pattern: 'dinosaur',
    fr: { head: 'T-shirt', tail: 'à imprimé dinosaure', g: 'm' }, es: { head: 'Camiseta', tail: 'con estampado de dinosaurio', g: 'f' },
    de: 'T-Shirt mit Dino-Print', nl: 'T-shirt met dinoprint',
    material: 'organicJersey', fit: 'straight', runs: [KID, SCHOOL], priceCents: 1490, styles: ['casual', 'sporty'], traits: ['prints'], colors: ['green', 'grey', 'orange'],
  },
  {
    gender: 'BOY', family: 'TOPS', brand: GALETS, shape: 'shirt', cut: 'polo',
    fr: { head: 'Polo piqué', g: 'm' }, es: { head: 'Polo', tail: 'de piqué', g: 'm' },
    de: 'Piqué-Poloshirt', nl: 'Piqué polo',
    material: 'pique', fit: 'straight', runs: [SCHOOL, TEEN], priceCents: 1990, styles: ['classic', 'chic'], traits: ['buttons'], colors: ['navy', 'white', 'red'],
  },
  {
    gender: 'BOY', family: 'TOPS', brand: CABANE, shape: 'shirt', pattern: 'checks',
    fr: { head: 'Chemise', tail: 'à carreaux', g: 'f' }, es: { head: 'Camisa', tail: 'de cuadros', g: 'f' },
    de: 'Karohemd', nl: 'Geruit overhemd',
    material: 'flannel', fit: 'straight', runs: [JUNIOR, BIG], priceCents: 2490, styles: ['casual', 'classic', 'rock'], traits: ['prints', 'buttons'], colors: ['red', 'blue', 'green'],
  },
  {
    gender: 'BOY', family: 'TOPS', brand: GALOPIN, shape: 'sweater',
    fr: { head: 'T-shirt', tail: 'à manches longues', g: 'm' }, es: { head: 'Camiseta', tail: 'de manga larga', g: 'f' },
    de: 'Langarmshirt', nl: 'Shirt met lange mouwen',
    material: 'organicJersey', fit: 'straight', runs: [KID, SCHOOL_WIDE, TEEN], priceCents: 1290, styles: ['casual', 'sporty', 'classic'], traits: [], colors: ['yellow', 'navy', 'grey', 'white'],
  },
  {
    gender: 'BOY', family: 'KNITWEAR', brand: NOISETTE, shape: 'hoodie',
    fr: { head: 'Sweat', tail: 'à capuche', g: 'm' }, es: { head: 'Sudadera', tail: 'con capucha', g: 'f' },
    de: 'Kapuzensweatshirt', nl: 'Hoodie',
    material: 'organicFleece', fit: 'straight', runs: [SCHOOL, TEEN], priceCents: 2990, styles: ['sporty', 'casual', 'rock'], traits: ['hoods'], colors: ['grey', 'navy', 'green', 'black'],
  },
  {
    gender: 'BOY', family: 'KNITWEAR', brand: GALETS, shape: 'sweater', pattern: 'stripes',
    fr: { head: 'Pull marin rayé', g: 'm' }, es: { head: 'Jersey marinero', g: 'm' },
    de: 'Ringelpullover', nl: 'Gestreepte trui',
    material: 'woolCottonKnit', fit: 'straight', runs: [JUNIOR, BIG], priceCents: 3490, styles: ['classic', 'chic'], traits: ['prints', 'buttons'], colors: ['navy', 'red'],
  },
  {
    gender: 'BOY', family: 'KNITWEAR', brand: CABANE, shape: 'cardigan', cut: 'zipped',
    fr: { head: 'Gilet zippé', g: 'm' }, es: { head: 'Chaqueta de punto', tail: 'con cremallera', g: 'f' },
    de: 'Strickjacke mit Reißverschluss', nl: 'Vest met rits',
    material: 'cottonKnit', fit: 'straight', runs: [SCHOOL, TEEN], priceCents: 3290, styles: ['casual', 'classic'], traits: [], colors: ['brown', 'beige', 'navy'],
  },
  {
    gender: 'BOY', family: 'BOTTOMS', brand: GALOPIN, shape: 'trousers',
    fr: { head: 'Jean droit', g: 'm' }, es: { head: 'Vaqueros rectos', g: 'm', pl: true },
    de: 'Gerade Jeans', nl: 'Rechte jeans',
    material: 'denim', fit: 'adjustable', runs: [SCHOOL_WIDE, TEEN], priceCents: 2990, styles: ['casual', 'rock'], traits: ['buttons'], colors: ['blue', 'black', 'grey'],
  },
  {
    gender: 'BOY', family: 'BOTTOMS', brand: GALETS, shape: 'trousers',
    fr: { head: 'Pantalon chino', g: 'm' }, es: { head: 'Pantalón chino', g: 'm' },
    de: 'Chinohose', nl: 'Chino',
    material: 'twill', fit: 'adjustable', runs: [SCHOOL_WIDE, BIG], priceCents: 2790, styles: ['classic', 'chic'], traits: ['buttons'], colors: ['beige', 'navy', 'green'],
  },
  {
    gender: 'BOY', family: 'BOTTOMS', brand: NOISETTE, shape: 'trousers',
    fr: { head: 'Jogging molletonné', g: 'm' }, es: { head: 'Pantalón jogger', g: 'm' },
    de: 'Jogginghose', nl: 'Joggingbroek',
    material: 'organicFleece', fit: 'elastic', runs: [KID, JUNIOR, TEEN], priceCents: 1990, styles: ['sporty', 'casual'], traits: [], colors: ['grey', 'navy', 'black', 'red'],
  },
  {
    gender: 'BOY', family: 'BOTTOMS', brand: CABANE, shape: 'shorts',
    fr: { head: 'Bermuda', tail: 'en toile', g: 'm' }, es: { head: 'Bermudas', tail: 'de loneta', g: 'f', pl: true },
    de: 'Bermudashorts', nl: 'Canvas bermuda',
    material: 'canvas', fit: 'adjustable', runs: [SCHOOL, BIG], priceCents: 1790, styles: ['casual', 'sporty'], traits: ['buttons'], colors: ['beige', 'green', 'orange', 'blue'],
  },
  {
    gender: 'BOY', family: 'ACCESSORIES', brand: NOISETTE, shape: 'cap',
    fr: { head: 'Casquette brodée', g: 'f' }, es: { head: 'Gorra bordada', g: 'f' },
    de: 'Bestickte Baseballcap', nl: 'Geborduurde pet',
    material: 'canvas', fit: 'adjustableOneSize', runs: [ONE_SIZE], priceCents: 1490, styles: ['sporty', 'casual', 'rock'], traits: ['logos'], colors: ['navy', 'red', 'black'],
  },
  {
    gender: 'BOY', family: 'OTHER', brand: GALOPIN, shape: 'shorts',
    fr: { head: 'Short de bain', g: 'm' }, es: { head: 'Bañador', tail: 'tipo bermuda', g: 'm' },
    de: 'Badeshorts', nl: 'Zwemshort',
    material: 'swim', fit: 'elastic', runs: [KID, JUNIOR], priceCents: 1690, styles: ['sporty', 'casual'], traits: [], colors: ['orange', 'blue', 'yellow'],
  },
  {
    gender: 'BOY', family: 'OTHER', brand: GALETS, shape: 'pyjamas', pattern: 'rockets',
    fr: { head: 'Pyjama', tail: 'à imprimé fusées', g: 'm' }, es: { head: 'Pijama', tail: 'con estampado de cohetes', g: 'm' },
    de: 'Schlafanzug mit Raketen-Print', nl: 'Pyjama met raketprint',
    material: 'organicJersey', fit: 'slim', runs: [SCHOOL, TEEN], priceCents: 2490, styles: ['casual'], traits: ['prints', 'tight_fits'], colors: ['blue', 'navy', 'grey'],
  },
  // Girls
  {
    gender: 'GIRL', family: 'TOPS', brand: NOISETTE, shape: 'shirt',
    fr: { head: 'Blouse', tail: 'à volants', g: 'f' }, es: { head: 'Blusa', tail: 'con volantes', g: 'f' },
    de: 'Rüschenbluse', nl: 'Blouse met ruches',
    material: 'voile', fit: 'loose', runs: [SCHOOL, SCHOOL_WIDE], priceCents: 2290, styles: ['chic', 'bohemian'], traits: ['ruffles', 'buttons'], colors: ['white', 'pink', 'yellow'],
  },
  {
    gender: 'GIRL', family: 'TOPS', brand: GALOPIN, shape: 'tee', pattern: 'sequins',
    fr: { head: 'T-shirt', tail: 'à sequins', g: 'm' }, es: { head: 'Camiseta', tail: 'de lentejuelas', g: 'f' },
    de: 'T-Shirt mit Pailletten', nl: 'T-shirt met pailletten',
    material: 'sequinJersey', fit: 'straight', runs: [KID, JUNIOR, TEEN], priceCents: 1690, styles: ['rock', 'casual'], traits: ['sequins'], colors: ['pink', 'purple', 'black'],
  },
  {
    gender: 'GIRL', family: 'TOPS', brand: GALETS, shape: 'tee',
    fr: { head: 'T-shirt', tail: 'à col Claudine', g: 'm' }, es: { head: 'Camiseta', tail: 'con cuello bebé', g: 'f' },
    de: 'Shirt mit Bubikragen', nl: 'Shirt met babykraagje',
    material: 'organicJersey', fit: 'straight', runs: [SCHOOL, BIG], priceCents: 1590, styles: ['chic', 'classic'], traits: [], colors: ['yellow', 'green', 'beige', 'white'],
  },
  {
    gender: 'GIRL', family: 'KNITWEAR', brand: GALETS, shape: 'cardigan',
    fr: { head: 'Gilet', tail: 'en maille ajourée', g: 'm' }, es: { head: 'Rebeca', tail: 'de punto calado', g: 'f' },
    de: 'Strickjacke mit Lochmuster', nl: 'Opengewerkt vest',
    material: 'cottonKnit', fit: 'straight', runs: [KID, SCHOOL_WIDE, TEEN], priceCents: 2990, styles: ['chic', 'classic', 'bohemian'], traits: ['buttons'], colors: ['pink', 'beige', 'yellow', 'white'],
  },
  {
    gender: 'GIRL', family: 'KNITWEAR', brand: CABANE, shape: 'sweater', pattern: 'hearts',
    fr: { head: 'Pull', tail: 'à cœurs', g: 'm' }, es: { head: 'Jersey', tail: 'de corazones', g: 'm' },
    de: 'Pullover mit Herzen', nl: 'Trui met hartjes',
    material: 'woolCottonKnit', fit: 'straight', runs: [SCHOOL, BIG], priceCents: 3290, styles: ['casual', 'chic'], traits: ['prints'], colors: ['red', 'grey', 'navy'],
  },
  {
    gender: 'GIRL', family: 'KNITWEAR', brand: NOISETTE, shape: 'sweater', pattern: 'rainbow',
    fr: { head: 'Sweat', tail: 'à motif arc-en-ciel', g: 'm' }, es: { head: 'Sudadera', tail: 'con arcoíris', g: 'f' },
    de: 'Sweatshirt mit Regenbogen', nl: 'Sweater met regenboog',
    material: 'organicFleece', fit: 'loose', runs: [KID, TEEN], priceCents: 2490, styles: ['sporty', 'casual'], traits: ['prints'], colors: ['purple', 'grey', 'pink'],
  },
  {
    gender: 'GIRL', family: 'BOTTOMS', brand: NOISETTE, shape: 'skirt',
    fr: { head: 'Jupe', tail: 'en tulle', g: 'f' }, es: { head: 'Falda', tail: 'de tul', g: 'f' },
    de: 'Tüllrock', nl: 'Tule rok',
    material: 'tulle', fit: 'elastic', runs: [SMALL, SCHOOL], priceCents: 2290, styles: ['chic', 'bohemian'], traits: [], colors: ['pink', 'beige', 'navy', 'black'],
  },
  {
    gender: 'GIRL', family: 'BOTTOMS', brand: GALOPIN, shape: 'trousers',
    fr: { head: 'Legging côtelé', g: 'm' }, es: { head: 'Leggings', tail: 'de canalé', g: 'm', pl: true },
    de: 'Gerippte Leggings', nl: 'Geribde legging',
    material: 'organicRib', fit: 'slim', runs: [KID, JUNIOR, TEEN], priceCents: 1290, styles: ['sporty', 'casual'], traits: ['tight_fits'], colors: ['purple', 'black', 'pink', 'grey'],
  },
  {
    gender: 'GIRL', family: 'BOTTOMS', brand: CABANE, shape: 'skirt',
    fr: { head: 'Jupe trapèze', tail: 'en velours côtelé', g: 'f' }, es: { head: 'Falda acampanada', tail: 'de pana', g: 'f' },
    de: 'Trapezrock aus Cord', nl: 'Ribfluwelen A-lijnrok',
    material: 'corduroy', fit: 'adjustable', runs: [SCHOOL, BIG], priceCents: 2490, styles: ['classic', 'casual'], traits: ['buttons'], colors: ['yellow', 'brown', 'green'],
  },
  {
    gender: 'GIRL', family: 'BOTTOMS', brand: GALETS, shape: 'trousers', pattern: 'flowers',
    fr: { head: 'Pantalon fluide', tail: 'à fleurs', g: 'm' }, es: { head: 'Pantalón fluido', tail: 'de flores', g: 'm' },
    de: 'Weite Hose mit Blumenmuster', nl: 'Wijde broek met bloemenprint',
    material: 'viscose', fit: 'elastic', runs: [SCHOOL_WIDE, TEEN], priceCents: 2290, styles: ['bohemian', 'chic'], traits: ['prints'], colors: ['pink', 'blue', 'beige'],
  },
  {
    gender: 'GIRL', family: 'DRESSES', brand: GALETS, shape: 'dress',
    fr: { head: 'Robe', tail: 'à smocks', g: 'f' }, es: { head: 'Vestido', tail: 'de nido de abeja', g: 'm' },
    de: 'Smokkleid', nl: 'Jurk met smokwerk',
    material: 'poplin', fit: 'flared', runs: [TODDLER, SMALL, KID], priceCents: 3490, styles: ['chic', 'bohemian', 'classic'], traits: ['ruffles'], colors: ['blue', 'red', 'yellow', 'green'],
  },
  {
    gender: 'GIRL', family: 'DRESSES', brand: NOISETTE, shape: 'dress',
    fr: { head: 'Robe molletonnée', g: 'f' }, es: { head: 'Vestido', tail: 'de felpa', g: 'm' },
    de: 'Sweatkleid', nl: 'Sweaterjurk',
    material: 'organicFleece', fit: 'straight', runs: [SCHOOL, TEEN], priceCents: 2790, styles: ['sporty', 'casual'], traits: [], colors: ['grey', 'navy', 'green'],
  },
  {
    gender: 'GIRL', family: 'DRESSES', brand: GALOPIN, shape: 'dress', pattern: 'sequins',
    fr: { head: 'Robe pailletée', g: 'f' }, es: { head: 'Vestido', tail: 'de lentejuelas', g: 'm' },
    de: 'Paillettenkleid', nl: 'Glitterjurk',
    material: 'sequinTulle', fit: 'flared', runs: [SCHOOL_WIDE, BIG], priceCents: 3990, styles: ['chic', 'rock'], traits: ['sequins'], colors: ['black', 'purple', 'red'],
  },
  {
    gender: 'GIRL', family: 'DRESSES', brand: CABANE, shape: 'dungarees', cut: 'jumpsuit',
    fr: { head: 'Combinaison courte', g: 'f' }, es: { head: 'Mono corto', g: 'm' },
    de: 'Kurzer Jumpsuit', nl: 'Korte jumpsuit',
    material: 'linenCotton', fit: 'loose', runs: [KID, SCHOOL], priceCents: 2690, styles: ['bohemian', 'casual'], traits: ['buttons'], colors: ['green', 'orange', 'blue'],
  },
  {
    gender: 'GIRL', family: 'ACCESSORIES', brand: NOISETTE, shape: 'headband',
    fr: { head: 'Bandeau noué', g: 'm' }, es: { head: 'Diadema', tail: 'con nudo', g: 'f' },
    de: 'Haarband mit Knoten', nl: 'Haarband met knoop',
    material: 'poplin', fit: 'oneSize', runs: [ONE_SIZE], priceCents: 990, styles: ['chic', 'bohemian'], traits: [], colors: ['yellow', 'pink', 'red', 'beige'],
  },
  {
    gender: 'GIRL', family: 'ACCESSORIES', brand: GALOPIN, shape: 'bag',
    fr: { head: 'Petit sac', tail: 'à bandoulière', g: 'm' }, es: { head: 'Bolsito', tail: 'de bandolera', g: 'm' },
    de: 'Umhängetäschchen', nl: 'Schoudertasje',
    material: 'fauxLeather', fit: 'oneSize', runs: [ONE_SIZE], priceCents: 1990, styles: ['chic', 'rock'], traits: [], colors: ['pink', 'purple', 'white'],
  },
  {
    gender: 'GIRL', family: 'OTHER', brand: CABANE, shape: 'swimsuit',
    fr: { head: 'Maillot de bain', tail: 'à volants', g: 'm' }, es: { head: 'Bañador', tail: 'con volantes', g: 'm' },
    de: 'Badeanzug mit Rüschen', nl: 'Badpak met ruches',
    material: 'swim', fit: 'lined', runs: [KID, JUNIOR], priceCents: 2290, styles: ['sporty', 'chic'], traits: ['ruffles', 'tight_fits'], colors: ['pink', 'red', 'yellow'],
  },
  {
    gender: 'GIRL', family: 'OTHER', brand: GALETS, shape: 'dress',
    fr: { head: 'Chemise de nuit', g: 'f' }, es: { head: 'Camisón', g: 'm' },
    de: 'Nachthemd', nl: 'Nachtjapon',
    material: 'organicJersey', fit: 'loose', runs: [SCHOOL, TEEN], priceCents: 2190, styles: ['classic', 'bohemian'], traits: [], colors: ['white', 'pink', 'blue'],
  },
  // Babies, toddlers and siblings
  {
    gender: 'MIXED', family: 'TOPS', brand: GALETS, shape: 'bodysuit',
    fr: { head: 'Body', tail: 'à manches longues', g: 'm' }, es: { head: 'Body', tail: 'de manga larga', g: 'm' },
    de: 'Langarmbody', nl: 'Romper met lange mouwen',
    material: 'organicJersey', fit: 'snaps', runs: [BABY, NEWBORN], priceCents: 1290, styles: ['casual', 'classic'], traits: [], colors: ['white', 'grey', 'beige', 'yellow', 'green'],
  },
  {
    gender: 'MIXED', family: 'TOPS', brand: NOISETTE, shape: 'bodysuit',
    fr: { head: 'Body croisé', g: 'm' }, es: { head: 'Body cruzado', g: 'm' },
    de: 'Wickelbody', nl: 'Overslagromper',
    material: 'organicJersey', fit: 'snaps', runs: [BABY, NEWBORN], priceCents: 1490, styles: ['classic', 'chic'], traits: [], colors: ['beige', 'pink', 'blue', 'white'],
  },
  {
    gender: 'MIXED', family: 'TOPS', brand: GALOPIN, shape: 'tee',
    fr: { head: 'T-shirt', tail: 'à poche', g: 'm' }, es: { head: 'Camiseta', tail: 'con bolsillo', g: 'f' },
    de: 'T-Shirt mit Brusttasche', nl: 'T-shirt met borstzakje',
    material: 'organicJersey', fit: 'straight', runs: [TODDLER, SMALL, CRAWLER], priceCents: 990, styles: ['casual', 'sporty'], traits: [], colors: ['orange', 'yellow', 'green', 'blue', 'grey'],
  },
  {
    gender: 'MIXED', family: 'TOPS', brand: GALETS, shape: 'tee', pattern: 'stripes', matchy: true,
    fr: { head: 'Marinière', tail: 'à boutons d’épaule', g: 'f' }, es: { head: 'Camiseta marinera', tail: 'con botones en el hombro', g: 'f' },
    de: 'Ringelshirt mit Schulterknöpfen', nl: 'Streepshirt met schouderknoopjes',
    material: 'cottonKnit', fit: 'straight', runs: [bands('2 ans', '10 ans'), TEEN], priceCents: 1990, styles: ['classic', 'casual'], traits: ['prints', 'buttons'], colors: ['white', 'navy', 'red'],
  },
  {
    gender: 'MIXED', family: 'KNITWEAR', brand: GALETS, shape: 'cardigan',
    fr: { head: 'Cardigan', tail: 'en mérinos', g: 'm' }, es: { head: 'Chaqueta', tail: 'de merino', g: 'f' },
    de: 'Merino-Strickjacke', nl: 'Merino vestje',
    material: 'merino', fit: 'straight', runs: [BABY_TODDLER, NEWBORN], priceCents: 3490, styles: ['classic', 'chic'], traits: ['buttons'], colors: ['beige', 'grey', 'blue', 'pink'],
  },
  {
    gender: 'MIXED', family: 'KNITWEAR', brand: CABANE, shape: 'sweater',
    fr: { head: 'Pull', tail: 'en grosse maille', g: 'm' }, es: { head: 'Jersey', tail: 'de punto grueso', g: 'm' },
    de: 'Grobstrickpullover', nl: 'Grofgebreide trui',
    material: 'chunkyKnit', fit: 'loose', runs: [bands('18 mois', '5 ans'), SCHOOL_WIDE], priceCents: 3490, styles: ['classic', 'casual', 'bohemian'], traits: [], colors: ['beige', 'grey', 'green', 'navy'],
  },
  {
    gender: 'MIXED', family: 'BOTTOMS', brand: NOISETTE, shape: 'trousers',
    fr: { head: 'Sarouel', g: 'm' }, es: { head: 'Pantalón bombacho', g: 'm' },
    de: 'Pumphose', nl: 'Harembroekje',
    material: 'organicJersey', fit: 'elastic', runs: [BABY_TODDLER, TODDLER], priceCents: 1490, styles: ['casual', 'bohemian'], traits: [], colors: ['yellow', 'grey', 'navy', 'brown', 'orange'],
  },
  {
    gender: 'MIXED', family: 'BOTTOMS', brand: GALETS, shape: 'shorts', pattern: 'dots',
    fr: { head: 'Bloomer', tail: 'à pois en gaze de coton', g: 'm' }, es: { head: 'Ranita', tail: 'de muselina con lunares', g: 'f' },
    de: 'Gepunkteter Bloomer aus Musselin', nl: 'Mousseline bloomer met stippen',
    material: 'organicMuslin', fit: 'elastic', runs: [NEWBORN, BABY], priceCents: 1290, styles: ['bohemian', 'classic'], traits: ['prints'], colors: ['pink', 'green', 'yellow', 'beige'],
  },
  {
    gender: 'MIXED', family: 'DRESSES', brand: CABANE, shape: 'dungarees',
    fr: { head: 'Salopette', tail: 'en velours côtelé', g: 'f' }, es: { head: 'Peto', tail: 'de pana', g: 'm' },
    de: 'Cord-Latzhose', nl: 'Ribfluwelen tuinbroek',
    material: 'corduroy', fit: 'adjustable', runs: [TODDLER, SMALL, KID], priceCents: 3290, styles: ['casual', 'classic'], traits: ['buttons'], colors: ['brown', 'navy', 'green', 'orange'],
  },
  {
    gender: 'MIXED', family: 'DRESSES', brand: GALETS, shape: 'bodysuit',
    fr: { head: 'Barboteuse', tail: 'en gaze de coton', g: 'f' }, es: { head: 'Pelele corto', tail: 'de muselina', g: 'm' },
    de: 'Spieler aus Musselin', nl: 'Mousseline speelpakje',
    material: 'organicMuslin', fit: 'snaps', runs: [BABY_TODDLER, NEWBORN], priceCents: 2490, styles: ['bohemian', 'chic'], traits: ['buttons'], colors: ['green', 'orange', 'blue', 'beige'],
  },
  {
    gender: 'MIXED', family: 'ACCESSORIES', brand: NOISETTE, shape: 'beanie',
    fr: { head: 'Bonnet', tail: 'à pompon', g: 'm' }, es: { head: 'Gorro', tail: 'con pompón', g: 'm' },
    de: 'Bommelmütze', nl: 'Muts met pompon',
    material: 'chunkyKnit', fit: 'oneSize', runs: [ONE_SIZE], priceCents: 1490, styles: ['casual', 'classic'], traits: [], colors: ['yellow', 'red', 'navy', 'grey', 'beige'],
  },
  {
    gender: 'MIXED', family: 'ACCESSORIES', brand: GALOPIN, shape: 'scarf',
    fr: { head: 'Tour de cou', tail: 'en polaire', g: 'm' }, es: { head: 'Cuello', tail: 'de forro polar', g: 'm' },
    de: 'Fleece-Loopschal', nl: 'Fleece colsjaal',
    material: 'polarFleece', fit: 'oneSize', runs: [ONE_SIZE], priceCents: 1190, styles: ['sporty', 'casual'], traits: [], colors: ['blue', 'green', 'orange'],
  },
  {
    gender: 'MIXED', family: 'ACCESSORIES', brand: GALETS, shape: 'kerchief',
    fr: { head: 'Bavoir bandana', g: 'm' }, es: { head: 'Babero bandana', g: 'm' },
    de: 'Halstuch-Lätzchen', nl: 'Bandanaslabber',
    material: 'organicMuslin', fit: 'adjustableOneSize', runs: [ONE_SIZE], priceCents: 990, styles: ['casual', 'bohemian'], traits: [], colors: ['green', 'pink', 'navy', 'grey'],
  },
  {
    gender: 'MIXED', family: 'ACCESSORIES', brand: CABANE, shape: 'cap', cut: 'bucket', pattern: 'flowers',
    fr: { head: 'Bob réversible', tail: 'à fleurs', g: 'm' }, es: { head: 'Gorro de pescador', tail: 'reversible de flores', g: 'm' },
    de: 'Wendbarer Fischerhut mit Blumen', nl: 'Omkeerbare vissershoed met bloemen',
    material: 'poplin', fit: 'adjustableOneSize', runs: [ONE_SIZE], priceCents: 1590, styles: ['casual', 'bohemian'], traits: ['prints'], colors: ['orange', 'beige', 'blue'],
  },
  {
    gender: 'MIXED', family: 'OTHER', brand: NOISETTE, shape: 'pyjamas',
    fr: { head: 'Pyjama', tail: 'en velours', g: 'm' }, es: { head: 'Pelele', tail: 'aterciopelado', g: 'm' },
    de: 'Nicki-Strampler', nl: 'Fluwelen boxpakje',
    material: 'velour', fit: 'snaps', runs: [BABY, BABY_TODDLER], priceCents: 2190, styles: ['casual', 'classic'], traits: [], colors: ['grey', 'blue', 'pink', 'yellow'],
  },
  {
    gender: 'MIXED', family: 'OTHER', brand: GALETS, shape: 'pyjamas', pattern: 'checks', matchy: true,
    fr: { head: 'Pyjama', tail: 'à carreaux', g: 'm' }, es: { head: 'Pijama', tail: 'de cuadros', g: 'm' },
    de: 'Karierter Schlafanzug', nl: 'Geruite pyjama',
    material: 'flannel', fit: 'loose', runs: [SCHOOL, TEEN], priceCents: 2990, styles: ['classic', 'casual'], traits: ['prints', 'buttons'], colors: ['red', 'green', 'navy'],
  },
  {
    gender: 'MIXED', family: 'OTHER', brand: CABANE, shape: 'shoes',
    fr: { head: 'Chaussons', tail: 'en cuir souple', g: 'm', pl: true }, es: { head: 'Patucos', tail: 'de piel', g: 'm', pl: true },
    de: 'Krabbelschuhe aus Leder', nl: 'Leren slofjes',
    material: 'leather', fit: 'elasticAnkle', runs: [CRAWLER, BABY_TODDLER], priceCents: 2490, styles: ['classic', 'casual'], traits: [], colors: ['brown', 'pink', 'navy', 'red'],
  },
  {
    gender: 'MIXED', family: 'OTHER', brand: GALOPIN, shape: 'jacket',
    fr: { head: 'Ciré', tail: 'à capuche', g: 'm' }, es: { head: 'Chubasquero', tail: 'con capucha', g: 'm' },
    de: 'Regenjacke mit Kapuze', nl: 'Regenjas met capuchon',
    material: 'coated', fit: 'loose', runs: [KID, JUNIOR, TEEN], priceCents: 3490, styles: ['sporty', 'casual'], traits: ['hoods', 'buttons'], colors: ['yellow', 'red', 'navy'],
  },
  {
    gender: 'GIRL', family: 'DRESSES', brand: NOISETTE, shape: 'dress', pattern: 'flowers', matchy: true,
    fr: { head: 'Robe', tail: 'à petites fleurs', g: 'f' }, es: { head: 'Vestido', tail: 'de florecitas', g: 'm' },
    de: 'Kleid mit Blümchenmuster', nl: 'Jurk met bloemetjesprint',
    material: 'poplin', fit: 'flared', runs: [SCHOOL_WIDE, TEEN], priceCents: 3290, styles: ['bohemian', 'chic'], traits: ['prints', 'buttons'], colors: ['green', 'pink', 'blue'],
  },
  // Women
  {
    gender: 'WOMAN', family: 'TOPS', brand: COLOMBE, shape: 'shirt',
    fr: { head: 'Blouse', tail: 'à col lavallière', g: 'f' }, es: { head: 'Blusa', tail: 'con cuello lazada', g: 'f' },
    de: 'Schluppenbluse', nl: 'Strikblouse',
    material: 'viscose', fit: 'straight', runs: [TOPS], priceCents: 4990, styles: ['chic', 'classic'], traits: ['buttons'], colors: ['black', 'white', 'red', 'beige', 'navy'],
  },
  {
    gender: 'WOMAN', family: 'TOPS', brand: RIVAGE, shape: 'tee',
    fr: { head: 'T-shirt', tail: 'à col V', g: 'm' }, es: { head: 'Camiseta', tail: 'con cuello de pico', g: 'f' },
    de: 'T-Shirt mit V-Ausschnitt', nl: 'T-shirt met V-hals',
    material: 'organicJersey', fit: 'straight', runs: [TOPS_PLUS, TOPS], priceCents: 1990, styles: ['casual', 'classic', 'sporty'], traits: [], colors: ['white', 'black', 'grey', 'pink', 'green'],
  },
  {
    gender: 'WOMAN', family: 'TOPS', brand: ONDINE, shape: 'shirt', pattern: 'stripes',
    fr: { head: 'Chemise oversize', tail: 'à rayures', g: 'f' }, es: { head: 'Camisa oversize', tail: 'de rayas', g: 'f' },
    de: 'Oversize-Hemdbluse mit Streifen', nl: 'Gestreepte oversized blouse',
    material: 'poplin', fit: 'oversized', runs: [TOPS], priceCents: 4490, styles: ['casual', 'chic'], traits: ['buttons', 'prints'], colors: ['blue', 'white', 'green'],
  },
  {
    gender: 'WOMAN', family: 'TOPS', brand: ONDINE, shape: 'tee', pattern: 'flowers',
    fr: { head: 'Top brodé', g: 'm' }, es: { head: 'Top bordado', g: 'm' },
    de: 'Besticktes Top', nl: 'Geborduurde top',
    material: 'voile', fit: 'loose', runs: [TOPS], priceCents: 3990, styles: ['bohemian', 'chic'], traits: ['ruffles'], colors: ['white', 'beige', 'yellow'],
  },
  {
    gender: 'WOMAN', family: 'TOPS', brand: RIVAGE, shape: 'tee', cut: 'tank',
    fr: { head: 'Débardeur côtelé', g: 'm' }, es: { head: 'Top de tirantes', tail: 'de canalé', g: 'm' },
    de: 'Geripptes Tanktop', nl: 'Geribde tanktop',
    material: 'stretchRib', fit: 'slim', runs: [TOPS], priceCents: 2290, styles: ['casual', 'rock', 'sporty'], traits: ['tight_fits'], colors: ['black', 'white', 'brown', 'orange'],
  },
  {
    gender: 'WOMAN', family: 'TOPS', brand: RIVAGE, shape: 'tee', pattern: 'lettering',
    fr: { head: 'T-shirt', tail: 'à message', g: 'm' }, es: { head: 'Camiseta', tail: 'con mensaje', g: 'f' },
    de: 'Statement-T-Shirt', nl: 'T-shirt met tekst',
    material: 'organicJersey', fit: 'loose', runs: [TOPS_PLUS, TOPS], priceCents: 2490, styles: ['rock', 'casual'], traits: ['prints', 'logos'], colors: ['black', 'grey', 'white'],
  },
  {
    gender: 'WOMAN', family: 'TOPS', brand: COLOMBE, shape: 'tee', pattern: 'stripes', matchy: true,
    fr: { head: 'Marinière', tail: 'à col bateau', g: 'f' }, es: { head: 'Camiseta marinera', tail: 'con cuello barco', g: 'f' },
    de: 'Ringelshirt mit U-Boot-Ausschnitt', nl: 'Streepshirt met boothals',
    material: 'cottonKnit', fit: 'straight', runs: [TOPS_PLUS, TOPS], priceCents: 3490, styles: ['classic', 'casual'], traits: ['prints'], colors: ['white', 'navy', 'red'],
  },
  {
    gender: 'WOMAN', family: 'KNITWEAR', brand: COLOMBE, shape: 'sweater',
    fr: { head: 'Pull col roulé', g: 'm' }, es: { head: 'Jersey', tail: 'de cuello alto', g: 'm' },
    de: 'Rollkragenpullover', nl: 'Coltrui',
    material: 'merino', fit: 'slim', runs: [TOPS_PLUS, TOPS], priceCents: 5990, styles: ['chic', 'classic'], traits: ['tight_fits'], colors: ['brown', 'black', 'beige', 'grey', 'red'],
  },
  {
    gender: 'WOMAN', family: 'KNITWEAR', brand: ONDINE, shape: 'cardigan',
    fr: { head: 'Gilet long', g: 'm' }, es: { head: 'Cárdigan largo', g: 'm' },
    de: 'Lange Strickjacke', nl: 'Lang vest',
    material: 'woolBlend', fit: 'loose', runs: [TOPS], priceCents: 6490, styles: ['casual', 'bohemian'], traits: ['buttons'], colors: ['grey', 'beige', 'green', 'navy'],
  },
  {
    gender: 'WOMAN', family: 'KNITWEAR', brand: COLOMBE, shape: 'sweater',
    fr: { head: 'Pull', tail: 'en cachemire', g: 'm' }, es: { head: 'Jersey', tail: 'de cachemir', g: 'm' },
    de: 'Kaschmirpullover', nl: 'Kasjmieren trui',
    material: 'cashmere', fit: 'straight', runs: [TOPS], priceCents: 11900, styles: ['chic', 'classic'], traits: [], colors: ['blue', 'pink', 'beige', 'grey', 'purple'],
  },
  {
    gender: 'WOMAN', family: 'KNITWEAR', brand: RIVAGE, shape: 'hoodie',
    fr: { head: 'Hoodie oversize', g: 'm' }, es: { head: 'Sudadera oversize', tail: 'con capucha', g: 'f' },
    de: 'Oversize-Hoodie', nl: 'Oversized hoodie',
    material: 'organicFleece', fit: 'oversized', runs: [TOPS_PLUS, TOPS], priceCents: 5490, styles: ['sporty', 'casual', 'rock'], traits: ['hoods'], colors: ['green', 'grey', 'purple', 'pink'],
  },
  {
    gender: 'WOMAN', family: 'BOTTOMS', brand: RIVAGE, shape: 'trousers',
    fr: { head: 'Jean mom', g: 'm' }, es: { head: 'Vaqueros mom', g: 'm', pl: true },
    de: 'Mom-Jeans', nl: 'Mom jeans',
    material: 'denim', fit: 'highWaist', runs: [BOTTOMS_PLUS, BOTTOMS], priceCents: 6990, styles: ['casual', 'rock'], traits: ['buttons'], colors: ['blue', 'black', 'white'],
  },
  {
    gender: 'WOMAN', family: 'BOTTOMS', brand: COLOMBE, shape: 'trousers',
    fr: { head: 'Pantalon large', tail: 'à pinces', g: 'm' }, es: { head: 'Pantalón ancho', tail: 'de pinzas', g: 'm' },
    de: 'Weite Bundfaltenhose', nl: 'Wijde pantalon met bandplooien',
    material: 'woolBlend', fit: 'highWaist', runs: [BOTTOMS], priceCents: 7990, styles: ['chic', 'classic'], traits: ['buttons'], colors: ['black', 'beige', 'navy', 'grey'],
  },
  {
    gender: 'WOMAN', family: 'BOTTOMS', brand: ONDINE, shape: 'skirt',
    fr: { head: 'Jupe midi plissée', g: 'f' }, es: { head: 'Falda midi plisada', g: 'f' },
    de: 'Plissierter Midirock', nl: 'Plissé midirok',
    material: 'satin', fit: 'elastic', runs: [BOTTOMS, BOTTOMS_PLUS], priceCents: 5990, styles: ['chic', 'bohemian'], traits: [], colors: ['green', 'pink', 'beige', 'black', 'purple'],
  },
  {
    gender: 'WOMAN', family: 'BOTTOMS', brand: ONDINE, shape: 'shorts',
    fr: { head: 'Short', tail: 'en lin', g: 'm' }, es: { head: 'Pantalón corto', tail: 'de lino', g: 'm' },
    de: 'Leinenshorts', nl: 'Linnen short',
    material: 'linen', fit: 'elastic', runs: [BOTTOMS], priceCents: 3990, styles: ['casual', 'bohemian'], traits: [], colors: ['beige', 'white', 'orange', 'green'],
  },
  {
    gender: 'WOMAN', family: 'BOTTOMS', brand: RIVAGE, shape: 'trousers',
    fr: { head: 'Legging de sport', g: 'm' }, es: { head: 'Mallas deportivas', g: 'f', pl: true },
    de: 'Sportleggings', nl: 'Sportlegging',
    material: 'sportJersey', fit: 'highWaist', runs: [BOTTOMS, BOTTOMS_PLUS], priceCents: 3490, styles: ['sporty'], traits: ['tight_fits'], colors: ['black', 'navy', 'purple', 'grey'],
  },
  {
    gender: 'WOMAN', family: 'DRESSES', brand: COLOMBE, shape: 'dress',
    fr: { head: 'Robe-chemise', g: 'f' }, es: { head: 'Vestido camisero', g: 'm' },
    de: 'Hemdblusenkleid', nl: 'Blousejurk',
    material: 'poplin', fit: 'straight', runs: [TOPS, TOPS_PLUS], priceCents: 6990, styles: ['classic', 'casual'], traits: ['buttons'], colors: ['blue', 'white', 'beige', 'green', 'navy'],
  },
  {
    gender: 'WOMAN', family: 'DRESSES', brand: ONDINE, shape: 'dress',
    fr: { head: 'Robe portefeuille', g: 'f' }, es: { head: 'Vestido cruzado', g: 'm' },
    de: 'Wickelkleid', nl: 'Wikkeljurk',
    material: 'viscose', fit: 'wrap', runs: [TOPS_PLUS, TOPS], priceCents: 7490, styles: ['chic', 'bohemian'], traits: [], colors: ['red', 'black', 'navy', 'purple'],
  },
  {
    gender: 'WOMAN', family: 'DRESSES', brand: ONDINE, shape: 'dress', pattern: 'flowers', matchy: true,
    fr: { head: 'Robe longue', tail: 'à petites fleurs', g: 'f' }, es: { head: 'Vestido largo', tail: 'de florecitas', g: 'm' },
    de: 'Maxikleid mit Blümchenmuster', nl: 'Maxi-jurk met bloemetjesprint',
    material: 'viscose', fit: 'flared', runs: [TOPS], priceCents: 7990, styles: ['bohemian', 'chic'], traits: ['prints', 'buttons'], colors: ['green', 'pink', 'blue'],
  },
  {
    gender: 'WOMAN', family: 'DRESSES', brand: COLOMBE, shape: 'dress',
    fr: { head: 'Robe en maille', g: 'f' }, es: { head: 'Vestido de punto', g: 'm' },
    de: 'Strickkleid', nl: 'Gebreide jurk',
    material: 'woolBlend', fit: 'slim', runs: [TOPS], priceCents: 7990, styles: ['chic', 'casual'], traits: ['tight_fits'], colors: ['grey', 'brown', 'beige', 'black'],
  },
  {
    gender: 'WOMAN', family: 'DRESSES', brand: RIVAGE, shape: 'dungarees', cut: 'jumpsuit',
    fr: { head: 'Combinaison fluide', g: 'f' }, es: { head: 'Mono fluido', g: 'm' },
    de: 'Jumpsuit aus Viskose', nl: 'Viscose jumpsuit',
    material: 'viscose', fit: 'loose', runs: [TOPS], priceCents: 8490, styles: ['chic', 'rock', 'bohemian'], traits: [], colors: ['black', 'green', 'orange'],
  },
  {
    gender: 'WOMAN', family: 'ACCESSORIES', brand: ONDINE, shape: 'kerchief', pattern: 'flowers',
    fr: { head: 'Foulard imprimé', g: 'm' }, es: { head: 'Pañuelo estampado', g: 'm' },
    de: 'Gemustertes Halstuch', nl: 'Bedrukte sjaal',
    material: 'viscose', fit: 'oneSize', runs: [ONE_SIZE], priceCents: 2990, styles: ['bohemian', 'chic'], traits: ['prints'], colors: ['yellow', 'blue', 'red', 'pink'],
  },
  {
    gender: 'WOMAN', family: 'ACCESSORIES', brand: COLOMBE, shape: 'bag',
    fr: { head: 'Sac cabas', tail: 'en cuir', g: 'm' }, es: { head: 'Bolso shopper', tail: 'de piel', g: 'm' },
    de: 'Shopper aus Leder', nl: 'Leren shopper',
    material: 'leather', fit: 'oneSize', runs: [ONE_SIZE], priceCents: 11900, styles: ['chic', 'classic'], traits: [], colors: ['brown', 'black', 'beige'],
  },
  {
    gender: 'WOMAN', family: 'ACCESSORIES', brand: RIVAGE, shape: 'beanie',
    fr: { head: 'Bonnet côtelé', g: 'm' }, es: { head: 'Gorro', tail: 'de canalé', g: 'm' },
    de: 'Rippstrickmütze', nl: 'Geribde muts',
    material: 'merino', fit: 'oneSize', runs: [ONE_SIZE], priceCents: 2490, styles: ['casual', 'sporty', 'rock'], traits: [], colors: ['grey', 'navy', 'orange', 'purple'],
  },
  {
    gender: 'WOMAN', family: 'OTHER', brand: RIVAGE, shape: 'swimsuit',
    fr: { head: 'Maillot de bain', tail: 'à bretelles croisées', g: 'm' }, es: { head: 'Bañador', tail: 'con tirantes cruzados', g: 'm' },
    de: 'Badeanzug mit gekreuzten Trägern', nl: 'Badpak met gekruiste bandjes',
    material: 'swim', fit: 'lined', runs: [TOPS], priceCents: 4990, styles: ['sporty', 'chic'], traits: ['tight_fits'], colors: ['black', 'red', 'navy', 'green'],
  },
  {
    gender: 'WOMAN', family: 'OTHER', brand: COLOMBE, shape: 'pyjamas', pattern: 'checks', matchy: true,
    fr: { head: 'Pyjama long', tail: 'à carreaux', g: 'm' }, es: { head: 'Pijama largo', tail: 'de cuadros', g: 'm' },
    de: 'Karierter Flanell-Schlafanzug', nl: 'Geruite flanellen pyjama',
    material: 'flannel', fit: 'loose', runs: [TOPS, TOPS_PLUS], priceCents: 5490, styles: ['classic', 'casual'], traits: ['prints', 'buttons'], colors: ['red', 'green', 'navy'],
  },
];
