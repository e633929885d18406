import type { Schemas } from '../../http/types';
import type { Shape } from './garments';
import type { Localized } from './words';

/** A look as the stylists compose it: which kinds of pieces, for whom, in which styles. */
export interface LookPlan {
  gender: 'BOY' | 'GIRL' | 'WOMAN';
  styles: Schemas['QuizStyle'][];
  /** Its pieces in the order they are shown, each named by its family or, to be precise, by what it is. */
  pieces: Array<Schemas['ProductFamily'] | Shape>;
  names: Localized;
}

export const LOOKS: LookPlan[] = [
  { gender: 'BOY', styles: ['casual'], pieces: ['TOPS', 'BOTTOMS', 'KNITWEAR'], names: { fr: 'Balade au parc', de: 'Spaziergang im Park', nl: 'Wandelen in het park', es: 'Paseo por el parque' } },
  { gender: 'BOY', styles: ['classic'], pieces: ['shirt', 'trousers'], names: { fr: 'Premier jour d’école', de: 'Erster Schultag', nl: 'Eerste schooldag', es: 'Primer día de cole' } },
  { gender: 'BOY', styles: ['sporty'], pieces: ['tee', 'trousers', 'cap'], names: { fr: 'Match du mercredi', de: 'Fußball am Mittwoch', nl: 'Voetbal op woensdag', es: 'Partido del miércoles' } },
  { gender: 'BOY', styles: ['classic', 'chic'], pieces: ['KNITWEAR', 'BOTTOMS'], names: { fr: 'Petit mousse', de: 'Kleiner Matrose', nl: 'Kleine matroos', es: 'Pequeño marinero' } },
  { gender: 'BOY', styles: ['casual'], pieces: ['TOPS', 'dungarees', 'beanie'], names: { fr: 'Cabane dans les bois', de: 'Baumhaus im Wald', nl: 'Hut in het bos', es: 'Cabaña en el bosque' } },
  { gender: 'BOY', styles: ['chic'], pieces: ['shirt', 'trousers', 'KNITWEAR'], names: { fr: 'Dimanche chez mamie', de: 'Sonntag bei Oma', nl: 'Zondag bij oma', es: 'Domingo en casa de la abuela' } },
  { gender: 'BOY', styles: ['rock'], pieces: ['TOPS', 'trousers', 'cap'], names: { fr: 'Petit rockeur', de: 'Kleiner Rocker', nl: 'Kleine rocker', es: 'Pequeño rockero' } },
  { gender: 'BOY', styles: ['sporty', 'casual'], pieces: ['shorts', 'tee', 'cap'], names: { fr: 'Vacances à la plage', de: 'Ferien am Strand', nl: 'Strandvakantie', es: 'Vacaciones en la playa' } },
  { gender: 'BOY', styles: ['sporty'], pieces: ['BOTTOMS', 'jacket', 'beanie'], names: { fr: 'Jour de pluie', de: 'Regentag', nl: 'Regendag', es: 'Día de lluvia' } },
  { gender: 'BOY', styles: ['casual', 'classic'], pieces: ['TOPS', 'BOTTOMS', 'KNITWEAR', 'ACCESSORIES'], names: { fr: 'Explorateur en herbe', de: 'Kleiner Entdecker', nl: 'Kleine ontdekkingsreiziger', es: 'Pequeño explorador' } },
  { gender: 'BOY', styles: ['chic', 'classic'], pieces: ['TOPS', 'BOTTOMS'], names: { fr: 'Goûter d’anniversaire', de: 'Geburtstagsfeier', nl: 'Verjaardagsfeestje', es: 'Merienda de cumpleaños' } },
  { gender: 'BOY', styles: ['sporty'], pieces: ['hoodie', 'trousers', 'tee'], names: { fr: 'Cour de récré', de: 'Pause auf dem Schulhof', nl: 'Speelkwartier', es: 'Recreo en el patio' } },
  { gender: 'GIRL', styles: ['bohemian'], pieces: ['dress', 'headband'], names: { fr: 'Pique-nique fleuri', de: 'Picknick auf der Blumenwiese', nl: 'Picknick tussen de bloemen', es: 'Pícnic entre flores' } },
  { gender: 'GIRL', styles: ['chic'], pieces: ['TOPS', 'skirt', 'cardigan'], names: { fr: 'Petite ballerine', de: 'Kleine Ballerina', nl: 'Kleine ballerina', es: 'Pequeña bailarina' } },
  { gender: 'GIRL', styles: ['casual'], pieces: ['TOPS', 'BOTTOMS', 'ACCESSORIES'], names: { fr: 'Mercredi au square', de: 'Mittwochs auf dem Spielplatz', nl: 'Woensdag in de speeltuin', es: 'Miércoles en el parque' } },
  { gender: 'GIRL', styles: ['bohemian', 'chic'], pieces: ['DRESSES', 'KNITWEAR', 'ACCESSORIES'], names: { fr: 'Tourbillon de couleurs', de: 'Farbenwirbel', nl: 'Kleurenfeest', es: 'Remolino de colores' } },
  { gender: 'GIRL', styles: ['classic'], pieces: ['TOPS', 'skirt', 'cardigan'], names: { fr: 'Fête de l’école', de: 'Schulfest', nl: 'Schoolfeest', es: 'Fiesta del cole' } },
  { gender: 'GIRL', styles: ['sporty'], pieces: ['KNITWEAR', 'trousers'], names: { fr: 'Reine de la récré', de: 'Königin des Pausenhofs', nl: 'Koningin van het schoolplein', es: 'Reina del recreo' } },
  { gender: 'GIRL', styles: ['rock'], pieces: ['tee', 'BOTTOMS', 'bag'], names: { fr: 'Petite rockeuse', de: 'Kleine Rockerin', nl: 'Kleine rockster', es: 'Pequeña rockera' } },
  { gender: 'GIRL', styles: ['sporty', 'chic'], pieces: ['swimsuit', 'cap'], names: { fr: 'Bord de mer', de: 'Am Meer', nl: 'Aan zee', es: 'Junto al mar' } },
  { gender: 'GIRL', styles: ['casual', 'classic'], pieces: ['KNITWEAR', 'DRESSES', 'beanie'], names: { fr: 'Cocooning d’hiver', de: 'Kuschelwinter', nl: 'Knus de winter door', es: 'Invierno calentito' } },
  { gender: 'GIRL', styles: ['bohemian'], pieces: ['TOPS', 'BOTTOMS', 'ACCESSORIES'], names: { fr: 'Jardin secret', de: 'Geheimer Garten', nl: 'Geheime tuin', es: 'Jardín secreto' } },
  { gender: 'GIRL', styles: ['classic', 'casual'], pieces: ['OTHER', 'KNITWEAR'], names: { fr: 'Soirée pyjama', de: 'Pyjamaparty', nl: 'Pyjamafeestje', es: 'Fiesta de pijamas' } },
  { gender: 'GIRL', styles: ['chic'], pieces: ['dress', 'cardigan', 'headband'], names: { fr: 'Mariage champêtre', de: 'Hochzeit auf dem Land', nl: 'Bruiloft op het platteland', es: 'Boda en el campo' } },
  { gender: 'WOMAN', styles: ['classic', 'chic'], pieces: ['shirt', 'trousers', 'bag'], names: { fr: 'Lundi au bureau', de: 'Montag im Büro', nl: 'Maandag op kantoor', es: 'Lunes en la oficina' } },
  { gender: 'WOMAN', styles: ['casual'], pieces: ['TOPS', 'BOTTOMS', 'KNITWEAR'], names: { fr: 'Brunch entre amies', de: 'Brunch mit Freundinnen', nl: 'Brunch met vriendinnen', es: 'Brunch con amigas' } },
  { gender: 'WOMAN', styles: ['bohemian', 'casual'], pieces: ['DRESSES', 'cardigan', 'ACCESSORIES'], names: { fr: 'Week-end à la campagne', de: 'Wochenende auf dem Land', nl: 'Weekend op het platteland', es: 'Fin de semana en el campo' } },
  { gender: 'WOMAN', styles: ['chic'], pieces: ['dress', 'bag'], names: { fr: 'Dîner en ville', de: 'Abendessen in der Stadt', nl: 'Uit eten in de stad', es: 'Cena en la ciudad' } },
  { gender: 'WOMAN', styles: ['rock'], pieces: ['tee', 'trousers', 'beanie'], names: { fr: 'Concert du samedi', de: 'Konzert am Samstag', nl: 'Concert op zaterdag', es: 'Concierto del sábado' } },
  { gender: 'WOMAN', styles: ['sporty'], pieces: ['tee', 'trousers', 'hoodie'], names: { fr: 'Yoga du matin', de: 'Yoga am Morgen', nl: 'Ochtendyoga', es: 'Yoga por la mañana' } },
  { gender: 'WOMAN', styles: ['casual', 'sporty'], pieces: ['swimsuit', 'shorts', 'scarf'], names: { fr: 'Escapade à la mer', de: 'Kurztrip ans Meer', nl: 'Uitstapje naar zee', es: 'Escapada a la playa' } },
  { gender: 'WOMAN', styles: ['casual', 'bohemian'], pieces: ['TOPS', 'BOTTOMS', 'ACCESSORIES'], names: { fr: 'Marché du dimanche', de: 'Sonntagsmarkt', nl: 'Zondagsmarkt', es: 'Mercadillo del domingo' } },
  { gender: 'WOMAN', styles: ['classic'], pieces: ['KNITWEAR', 'trousers', 'bag'], names: { fr: 'Réunion importante', de: 'Wichtiges Meeting', nl: 'Belangrijke vergadering', es: 'Reunión importante' } },
  { gender: 'WOMAN', styles: ['chic'], pieces: ['TOPS', 'skirt'], names: { fr: 'Soir de vernissage', de: 'Vernissage am Abend', nl: 'Avond van de vernissage', es: 'Noche de inauguración' } },
  { gender: 'WOMAN', styles: ['casual', 'sporty'], pieces: ['KNITWEAR', 'trousers', 'beanie'], names: { fr: 'Balade en forêt', de: 'Waldspaziergang', nl: 'Boswandeling', es: 'Paseo por el bosque' } },
  { gender: 'WOMAN', styles: ['casual', 'classic'], pieces: ['pyjamas', 'KNITWEAR'], names: { fr: 'Soirée cocooning', de: 'Gemütlicher Abend', nl: 'Knusse avond', es: 'Tarde de sofá y manta' } },
  { gender: 'WOMAN', styles: ['bohemian', 'rock'], pieces: ['DRESSES', 'ACCESSORIES'], names: { fr: 'Festival d’été', de: 'Sommerfestival', nl: 'Zomerfestival', es: 'Festival de verano' } },
  { gender: 'WOMAN', styles: ['chic', 'bohemian'], pieces: ['TOPS', 'BOTTOMS', 'ACCESSORIES'], names: { fr: 'Apéro en terrasse', de: 'Aperitif auf der Terrasse', nl: 'Borrel op het terras', es: 'Aperitivo en la terraza' } },
  { gender: 'WOMAN', styles: ['chic', 'classic'], pieces: ['DRESSES', 'KNITWEAR'], names: { fr: 'Rentrée élégante', de: 'Eleganter Herbststart', nl: 'Stijlvol het najaar in', es: 'Vuelta a la rutina con estilo' } },
  { gender: 'WOMAN', styles: ['classic'], pieces: ['TOPS', 'BOTTOMS', 'KNITWEAR'], names: { fr: 'Sortie au musée', de: 'Museumsbesuch', nl: 'Museumbezoek', es: 'Visita al museo' } },
];
