import type { Schemas } from '../../http/types';

type Texts = [fr: string, de: string, nl: string, es: string];

function brand(
  name: string,
  country: string,
  makes: Schemas['BrandMakes'][],
  values: Schemas['BrandValue'][],
  [fr, de, nl, es]: Texts,
): Omit<Schemas['BrandInput'], 'position'> {
  return { name, country, makes, values, translations: { fr: { description: fr }, de: { description: de }, nl: { description: nl }, es: { description: es } } };
}

/**
 * The brands the stylists choose from. The first seven are those the catalogue sells (named as its
 * products name them, so that each links to the shop); the others come in the trunks only.
 */
export const BRANDS: Schemas['BrandInput'][] = [
  brand('Galopin & Cie', 'FR', ['KIDS'], ['ORGANIC_COTTON', 'MADE_IN_EUROPE'], [
    'Née dans un atelier de Roubaix, Galopin & Cie dessine des vêtements de jeu pour les 2–10 ans : des t-shirts à motifs qui font rire, des shorts qui ne craignent pas les genoux écorchés.',
    'In einem Atelier in Roubaix entstanden: Galopin & Cie entwirft Spielkleidung für 2- bis 10-Jährige – T-Shirts mit witzigen Motiven und Shorts, denen aufgeschürfte Knie nichts ausmachen.',
    'Ontstaan in een atelier in Roubaix ontwerpt Galopin & Cie speelkleding voor 2 tot 10 jaar: T-shirts met vrolijke prints en shorts die tegen een stootje kunnen.',
    'Nacida en un taller de Roubaix, Galopin & Cie diseña ropa para jugar de 2 a 10 años: camisetas con estampados divertidos y pantalones cortos a prueba de rodillas raspadas.',
  ]),
  brand('Les Petits Galets', 'FR', ['KIDS'], ['ORGANIC_COTTON', 'OEKO_TEX', 'DURABLE'], [
    'Une marque bretonne pleine de rayures et de bleu marine, du body de naissance au pyjama des grands. Le coton est épais, les coutures doublées : tout se transmet.',
    'Eine bretonische Marke voller Streifen und Marineblau, vom ersten Body bis zum Schlafanzug für die Großen. Dicke Baumwolle, doppelte Nähte: Hier wird alles weitervererbt.',
    'Een Bretoens merk vol strepen en marineblauw, van het eerste rompertje tot de pyjama voor de groten. Dik katoen en dubbele naden: alles gaat mee naar het volgende kind.',
    'Una marca bretona llena de rayas y azul marino, del primer body al pijama de los mayores. Algodón grueso y costuras dobles: todo pasa al siguiente hermano.',
  ]),
  brand('Cabane Bleue', 'FR', ['KIDS'], ['MADE_IN_EUROPE', 'FAIR_WAGES'], [
    'Cabane Bleue habille les enfants pour les vacances toute l’année : salopettes, maillots, shorts en lin et pulls à cœurs, confectionnés au Portugal dans des ateliers familiaux.',
    'Cabane Bleue kleidet Kinder das ganze Jahr wie für die Ferien: Latzhosen, Badeanzüge, Leinenshorts und Pullis mit Herzen, genäht in Familienbetrieben in Portugal.',
    'Cabane Bleue kleedt kinderen het hele jaar door alsof het vakantie is: tuinbroeken, badpakjes, linnen shorts en truien met hartjes, gemaakt in Portugese familieateliers.',
    'Cabane Bleue viste a los niños todo el año como si estuvieran de vacaciones: petos, bañadores, pantalones de lino y jerséis de corazones, confeccionados en talleres familiares de Portugal.',
  ]),
  brand('Noisette & Pompon', 'BE', ['KIDS'], ['ORGANIC_COTTON', 'NATURAL_DYES'], [
    'Depuis Namur, Noisette & Pompon imagine des pièces douces aux couleurs de sous-bois : robes, sweats à capuche, bandeaux et casquettes, teints avec des pigments végétaux.',
    'Aus Namur kommen die weichen Teile von Noisette & Pompon in Waldfarben: Kleider, Kapuzenpullis, Haarbänder und Kappen, gefärbt mit Pflanzenfarben.',
    'Vanuit Namen ontwerpt Noisette & Pompon zachte kleding in boskleuren: jurkjes, hoodies, haarbanden en petten, geverfd met plantaardige pigmenten.',
    'Desde Namur, Noisette & Pompon crea prendas suaves en colores de bosque: vestidos, sudaderas con capucha, diademas y gorras teñidas con pigmentos vegetales.',
  ]),
  brand('Atelier Colombe', 'FR', ['WOMAN'], ['MADE_IN_EUROPE', 'DURABLE'], [
    'Atelier Colombe coupe des chemises et des pulls pour femme dans des matières qui vieillissent bien. Des lignes simples, pensées pour être portées dix ans.',
    'Atelier Colombe schneidert Blusen und Pullover für Frauen aus Stoffen, die schön altern. Schlichte Linien, gemacht, um zehn Jahre getragen zu werden.',
    'Atelier Colombe maakt blouses en truien voor vrouwen van stoffen die mooi ouder worden. Eenvoudige lijnen, bedoeld om tien jaar te dragen.',
    'Atelier Colombe corta camisas y jerséis de mujer en tejidos que envejecen bien. Líneas sencillas, pensadas para llevarse diez años.',
  ]),
  brand('Maison Ondine', 'FR', ['WOMAN'], ['OEKO_TEX', 'FAIR_WAGES'], [
    'Imprimés fleuris, rayures tennis, gilets en maille fine : Maison Ondine dessine à Bordeaux une mode féminine gaie, qui va du bureau au week-end.',
    'Blumenmuster, Tennisstreifen, feine Strickjacken: Maison Ondine entwirft in Bordeaux fröhliche Damenmode, die vom Büro bis ins Wochenende passt.',
    'Bloemenprints, krijtstrepen en fijn gebreide vestjes: Maison Ondine ontwerpt in Bordeaux vrolijke damesmode, van kantoor tot weekend.',
    'Estampados de flores, rayas diplomáticas y chaquetas de punto fino: Maison Ondine diseña en Burdeos una moda femenina alegre, de la oficina al fin de semana.',
  ]),
  brand('Rivage Studio', 'ES', ['WOMAN'], ['ORGANIC_COTTON', 'LOCAL_WORKSHOP'], [
    'Un studio de Barcelone qui fait des t-shirts, débardeurs et basiques en coton bio, cousus à moins de cent kilomètres de la boutique.',
    'Ein Studio aus Barcelona, das T-Shirts, Tanktops und Basics aus Bio-Baumwolle macht, genäht keine hundert Kilometer vom Laden entfernt.',
    'Een studio uit Barcelona die T-shirts, hemdjes en basics van biokatoen maakt, genaaid op minder dan honderd kilometer van de winkel.',
    'Un estudio de Barcelona que hace camisetas, tirantes y básicos de algodón orgánico, cosidos a menos de cien kilómetros de la tienda.',
  ]),
  brand('Kleine Wolke', 'DE', ['KIDS'], ['ORGANIC_COTTON', 'OEKO_TEX'], [
    'Kleine Wolke, de Fribourg-en-Brisgau, fait des bodies, grenouillères et gigoteuses en coton bio pour les premiers mois. Des pressions partout où il en faut.',
    'Kleine Wolke aus Freiburg näht Bodys, Strampler und Schlafsäcke aus Bio-Baumwolle für die ersten Monate. Druckknöpfe überall da, wo man sie braucht.',
    'Kleine Wolke uit Freiburg maakt rompertjes, boxpakjes en slaapzakken van biokatoen voor de eerste maanden. Drukknoopjes precies waar je ze nodig hebt.',
    'Kleine Wolke, de Friburgo, cose bodies, peleles y sacos de dormir de algodón orgánico para los primeros meses. Con corchetes justo donde hacen falta.',
  ]),
  brand('Stadtfuchs', 'AT', ['KIDS'], ['DURABLE', 'MADE_IN_EUROPE', 'RECYCLED_MATERIALS'], [
    'Des parkas, doudounes et pantalons de pluie pour les enfants des villes, faits à Linz avec du polyester recyclé. Chaque veste a un passant pour écrire le nom du suivant.',
    'Parkas, Daunenjacken und Regenhosen für Stadtkinder, gefertigt in Linz aus recyceltem Polyester. Jede Jacke hat ein Etikett für den Namen des nächsten Kindes.',
    'Parka’s, donsjassen en regenbroeken voor stadskinderen, gemaakt in Linz van gerecycled polyester. Elke jas heeft een label voor de naam van het volgende kind.',
    'Parkas, plumíferos y pantalones de lluvia para niños de ciudad, fabricados en Linz con poliéster reciclado. Cada chaqueta lleva una etiqueta para el nombre del siguiente niño.',
  ]),
  brand('Zeebries', 'NL', ['KIDS', 'WOMAN'], ['RECYCLED_MATERIALS', 'FAIR_WAGES'], [
    'Zeebries, à Scheveningen, transforme des filets de pêche recyclés en maillots de bain pour toute la famille. Les mêmes imprimés pour les mamans et les enfants.',
    'Zeebries aus Scheveningen macht aus recycelten Fischernetzen Badesachen für die ganze Familie – mit denselben Mustern für Mütter und Kinder.',
    'Zeebries uit Scheveningen maakt van gerecyclede visnetten badmode voor het hele gezin. Dezelfde prints voor moeders en kinderen.',
    'Zeebries, en Scheveningen, convierte redes de pesca recicladas en bañadores para toda la familia, con los mismos estampados para madres e hijos.',
  ]),
  brand('Molenwiek', 'BE', ['KIDS'], ['LOCAL_WORKSHOP', 'MADE_IN_EUROPE'], [
    'Pulls et gilets tricotés en Flandre occidentale, sur des machines des années soixante. Molenwiek fait peu de modèles, mais ils tiennent des hivers entiers.',
    'Pullover und Strickjacken aus Westflandern, gestrickt auf Maschinen aus den Sechzigern. Molenwiek macht wenige Modelle, aber die halten ganze Winter.',
    'Truien en vestjes gebreid in West-Vlaanderen, op machines uit de jaren zestig. Molenwiek maakt weinig modellen, maar die gaan hele winters mee.',
    'Jerséis y chaquetas tejidos en Flandes Occidental con máquinas de los años sesenta. Molenwiek hace pocos modelos, pero aguantan inviernos enteros.',
  ]),
  brand('Pequeño Olivo', 'ES', ['KIDS'], ['ORGANIC_COTTON', 'MADE_IN_EUROPE', 'NATURAL_DYES'], [
    'Pequeño Olivo confectionne à Valence des tenues d’été légères pour les 0–6 ans : barboteuses, bloomers, chemises en gaze de coton teintes à la main.',
    'Pequeño Olivo näht in Valencia leichte Sommersachen für 0- bis 6-Jährige: Spieler, Pumphöschen und Hemden aus handgefärbtem Baumwollmusselin.',
    'Pequeño Olivo maakt in Valencia luchtige zomerkleding voor 0 tot 6 jaar: speelpakjes, bloomers en hemdjes van met de hand geverfde katoenen hydrofiel.',
    'Pequeño Olivo confecciona en Valencia ropa ligera de verano de 0 a 6 años: ranitas, bombachos y camisas de muselina de algodón teñidas a mano.',
  ]),
  brand('Alba & Mar', 'ES', ['WOMAN'], ['NATURAL_DYES', 'LOCAL_WORKSHOP'], [
    'Des robes et pantalons en lin lavé, teints avec de l’indigo et de la garance dans un atelier de Cadix. Des couleurs qui s’adoucissent au fil des lavages.',
    'Kleider und Hosen aus gewaschenem Leinen, gefärbt mit Indigo und Krapp in einer Werkstatt in Cádiz. Die Farben werden mit jeder Wäsche weicher.',
    'Jurken en broeken van gewassen linnen, geverfd met indigo en meekrap in een atelier in Cádiz. Kleuren die bij elke wasbeurt zachter worden.',
    'Vestidos y pantalones de lino lavado, teñidos con índigo y rubia en un taller de Cádiz. Colores que se suavizan con cada lavado.',
  ]),
  brand('Lin & Lune', 'FR', ['KIDS', 'WOMAN'], ['MADE_IN_EUROPE', 'DURABLE'], [
    'Lin & Lune fait des chemises en lin assorties pour les mamans et leurs enfants, tissées dans les Vosges. Idéal pour les photos de famille qui ne ressemblent pas à des déguisements.',
    'Lin & Lune macht passende Leinenhemden für Mütter und Kinder, gewebt in den Vogesen. Perfekt für Familienfotos, die nicht nach Verkleidung aussehen.',
    'Lin & Lune maakt bijpassende linnen blouses voor moeders en kinderen, geweven in de Vogezen. Ideaal voor familiefoto’s die niet op verkleedpartijen lijken.',
    'Lin & Lune hace camisas de lino a juego para madres e hijos, tejidas en los Vosgos. Perfectas para fotos de familia que no parecen un disfraz.',
  ]),
  brand('Atelier Brindille', 'FR', ['KIDS'], ['SECOND_HAND', 'LOCAL_WORKSHOP'], [
    'À Lyon, Atelier Brindille récupère des vêtements d’enfant de qualité, les répare et les remet en circulation. Chaque pièce est vérifiée, lavée et repassée.',
    'In Lyon sammelt Atelier Brindille hochwertige Kinderkleidung, repariert sie und bringt sie wieder in Umlauf. Jedes Teil wird geprüft, gewaschen und gebügelt.',
    'In Lyon haalt Atelier Brindille kwalitatieve kinderkleding op, herstelt ze en brengt ze weer in omloop. Elk stuk wordt nagekeken, gewassen en gestreken.',
    'En Lyon, Atelier Brindille recupera ropa infantil de calidad, la arregla y la vuelve a poner en circulación. Cada prenda se revisa, se lava y se plancha.',
  ]),
  brand('Hafenkind', 'DE', ['KIDS'], ['FAIR_WAGES', 'ORGANIC_COTTON'], [
    'Marinières, cirés et bermudas : Hafenkind, de Brême, a l’allure d’un port du Nord. La marque publie la liste de ses ateliers et les salaires qui y sont versés.',
    'Ringelshirts, Friesennerze und Bermudas: Hafenkind aus Bremen sieht aus wie ein Hafen im Norden. Die Marke veröffentlicht ihre Nähereien und die Löhne, die dort gezahlt werden.',
    'Streepjesshirts, regenjassen en bermuda’s: Hafenkind uit Bremen ademt de sfeer van een noordelijke haven. Het merk maakt zijn ateliers en de lonen die er betaald worden openbaar.',
    'Camisetas marineras, chubasqueros y bermudas: Hafenkind, de Bremen, tiene aire de puerto del norte. La marca publica la lista de sus talleres y los salarios que pagan.',
  ]),
  brand('Vlinder', 'BE', ['KIDS'], ['OEKO_TEX', 'DURABLE'], [
    'Vlinder, à Anvers, fait des leggings, des jupes tutu et des sweats pailletés qui résistent aux récréations. Pour les enfants qui veulent briller sans s’arrêter de courir.',
    'Vlinder aus Antwerpen macht Leggings, Tüllröcke und Pailletten-Sweatshirts, die jede Pause überstehen. Für Kinder, die glänzen wollen, ohne stillzusitzen.',
    'Vlinder uit Antwerpen maakt leggings, tutu’s en sweaters met pailletten die elke speeltijd overleven. Voor kinderen die willen schitteren zonder stil te zitten.',
    'Vlinder, de Amberes, hace leggings, faldas de tul y sudaderas de lentejuelas que aguantan cualquier recreo. Para niños que quieren brillar sin dejar de correr.',
  ]),
  brand('Terra Cálida', 'ES', ['WOMAN'], ['MADE_IN_EUROPE', 'RECYCLED_MATERIALS'], [
    'Des mailles épaisses en laine recyclée, filées en Catalogne : Terra Cálida fait des pulls et des cardigans couleur terre cuite, ocre et olive.',
    'Dicke Strickteile aus recycelter Wolle, gesponnen in Katalonien: Terra Cálida macht Pullover und Cardigans in Terrakotta, Ocker und Oliv.',
    'Dikke breisels van gerecyclede wol, gesponnen in Catalonië: Terra Cálida maakt truien en vesten in terracotta, oker en olijfgroen.',
    'Punto grueso de lana reciclada hilada en Cataluña: Terra Cálida hace jerséis y rebecas en tonos terracota, ocre y oliva.',
  ]),
  brand('Alpenrose Strick', 'AT', ['WOMAN'], ['LOCAL_WORKSHOP', 'DURABLE'], [
    'Un atelier du Tyrol qui tricote la laine des moutons de la vallée. Alpenrose Strick fait des gilets et des pulls qu’on reprise plutôt que de les remplacer.',
    'Eine Tiroler Strickerei, die die Wolle der Schafe aus dem Tal verarbeitet. Alpenrose Strick macht Jacken und Pullover, die man stopft statt ersetzt.',
    'Een Tiroolse breierij die de wol van schapen uit het dal verwerkt. Alpenrose Strick maakt vesten en truien die je stopt in plaats van vervangt.',
    'Un taller del Tirol que teje la lana de las ovejas del valle. Alpenrose Strick hace chaquetas y jerséis que se zurcen en lugar de sustituirse.',
  ]),
  brand('Duinroos', 'NL', ['WOMAN'], ['ORGANIC_COTTON', 'FAIR_WAGES'], [
    'Duinroos, d’Haarlem, dessine des robes et des blouses fluides en coton bio, avec de vraies poches. Des coupes pensées pour pédaler jusqu’au travail.',
    'Duinroos aus Haarlem entwirft fließende Kleider und Blusen aus Bio-Baumwolle – mit richtigen Taschen. Schnitte, mit denen man zur Arbeit radeln kann.',
    'Duinroos uit Haarlem ontwerpt soepele jurken en blouses van biokatoen, met echte zakken. Modellen waarin je gewoon naar je werk fietst.',
    'Duinroos, de Haarlem, diseña vestidos y blusas fluidos de algodón orgánico, con bolsillos de verdad. Cortes pensados para ir al trabajo en bici.',
  ]),
].map((entry, index) => ({ ...entry, position: index + 1 }));
