import type { LocaleCode, Schemas } from '../../http/types';

type Texts = Record<LocaleCode, { title: string; note: string }>;

/**
 * Where a seeded look takes its products: a catalogue look (by its French name, as the catalogue's
 * seed writes it), or, for babies (the catalogue has no baby look), catalogue products found by a pattern
 * of their French name (`%` for any words between: the colour) among the pieces made in months sizes.
 */
export type LookSource = { catalogueLook: string } | { babyPieces: string[] };

export interface SeedLook {
  audience: Schemas['LookAudience'];
  source: LookSource;
  texts: Texts;
}

/** The twelve looks of the website, in the page's order: each audience in turn. */
export const SEED_LOOKS: SeedLook[] = [
  {
    audience: 'GIRL',
    source: { catalogueLook: 'Pique-nique fleuri' },
    texts: {
      fr: {
        title: 'Pique-nique entre copines',
        note: 'Une robe légère qui tourne quand on court, un bandeau pour tenir les cheveux : la tenue est prête pour le goûter sur l’herbe. S’il fait frais, un gilet par-dessus suffit.',
      },
      de: {
        title: 'Picknick mit Freundinnen',
        note: 'Ein leichtes Kleid, das sich beim Rennen dreht, und ein Haarband, das die Haare bändigt: Fertig ist das Outfit fürs Picknick auf der Wiese. Wird es frisch, reicht eine Strickjacke darüber.',
      },
      nl: {
        title: 'Picknicken met vriendinnen',
        note: 'Een luchtig jurkje dat meedraait als ze rent en een haarband die de haren uit haar gezicht houdt: klaar voor een picknick in het gras. Wordt het frisser, dan gaat er gewoon een vestje overheen.',
      },
      es: {
        title: 'Pícnic con amigas',
        note: 'Un vestido ligero que da vueltas cuando corre y una diadema para sujetar el pelo: lista para merendar en el césped. Si refresca, basta con una chaqueta de punto por encima.',
      },
    },
  },
  {
    audience: 'BOY',
    source: { catalogueLook: 'Cabane dans les bois' },
    texts: {
      fr: {
        title: 'Cabane dans les bois',
        note: 'Une salopette solide qui ne craint ni la boue ni les genoux à terre, un haut confortable et un bonnet : de quoi construire une cabane tout l’après-midi.',
      },
      de: {
        title: 'Baumhaus im Wald',
        note: 'Eine robuste Latzhose, der weder Matsch noch aufgeschürfte Knie etwas anhaben, ein bequemes Oberteil und eine Mütze: So kann er den ganzen Nachmittag an seiner Hütte bauen.',
      },
      nl: {
        title: 'Hut in het bos',
        note: 'Een stevige tuinbroek die tegen modder en kruipende knieën kan, een lekker zittend shirt en een muts: zo bouwt hij de hele middag aan zijn hut.',
      },
      es: {
        title: 'Cabaña en el bosque',
        note: 'Un peto resistente al barro y a las rodillas en el suelo, una camiseta cómoda y un gorro: todo lo que hace falta para pasarse la tarde construyendo una cabaña.',
      },
    },
  },
  {
    audience: 'BABY',
    source: { babyPieces: ['Body%manches longues', 'Sarouel', 'Cardigan%mérinos'] },
    texts: {
      fr: {
        title: 'Premiers jours à la maison',
        note: 'Un body en coton bio qui se change en deux pressions, un sarouel à taille élastique qui laisse les jambes libres et un petit gilet en mérinos pour les visites : tout doux, tout simple.',
      },
      de: {
        title: 'Die ersten Tage zu Hause',
        note: 'Ein Body aus Bio-Baumwolle, im Handumdrehen gewechselt, eine Pumphose mit Gummibund, in der die Beinchen frei strampeln, und ein Merino-Jäckchen für den Besuch: ganz weich, ganz einfach.',
      },
      nl: {
        title: 'De eerste dagen thuis',
        note: 'Een romper van biokatoen die je met twee drukknoopjes verschoont, een harembroekje met elastische band waarin de beentjes vrij kunnen bewegen en een merino vestje voor de kraamvisite: zacht en simpel.',
      },
      es: {
        title: 'Primeros días en casa',
        note: 'Un body de algodón orgánico que se cambia en un momento, un bombacho con cintura elástica para que mueva las piernas a gusto y una chaquetita de merino para las visitas: suave y sencillo.',
      },
    },
  },
  {
    audience: 'WOMAN',
    source: { catalogueLook: 'Lundi au bureau' },
    texts: {
      fr: {
        title: 'Lundi au bureau',
        note: 'Une blouse fluide, un pantalon bien coupé et un sac qui avale l’ordinateur : une tenue nette pour la réunion de 9 h, qui tient jusqu’au verre du soir.',
      },
      de: {
        title: 'Montag im Büro',
        note: 'Eine fließende Bluse, eine gut geschnittene Hose und eine Tasche, in die auch der Laptop passt: ein klarer Look für das Meeting um neun, der bis zum Feierabend hält.',
      },
      nl: {
        title: 'Maandag op kantoor',
        note: 'Een soepele blouse, een goed gesneden broek en een tas waar je laptop in past: een strakke outfit voor de vergadering van negen uur, die de hele dag meegaat.',
      },
      es: {
        title: 'Lunes en la oficina',
        note: 'Una camisa fluida, un pantalón bien cortado y un bolso donde cabe el portátil: un look impecable para la reunión de las nueve que aguanta hasta la caña de después del trabajo.',
      },
    },
  },
  {
    audience: 'GIRL',
    source: { catalogueLook: 'Petite ballerine' },
    texts: {
      fr: {
        title: 'Après-midi au cours de danse',
        note: 'Une jupe en tulle qui virevolte, une blouse à volants et un gilet pour le trajet : elle est aussi à l’aise au cours de danse qu’au goûter d’après.',
      },
      de: {
        title: 'Nachmittag in der Tanzschule',
        note: 'Ein schwingender Tüllrock, eine Rüschenbluse und eine Strickjacke für den Weg dorthin: So fühlt sie sich beim Tanzkurs genauso wohl wie beim Kakao danach.',
      },
      nl: {
        title: 'Middagje balletles',
        note: 'Een zwierige tulen rok, een blouse met ruches en een vestje voor onderweg: ze voelt zich net zo prettig op balletles als bij de limonade erna.',
      },
      es: {
        title: 'Tarde de clase de baile',
        note: 'Una falda de tul con vuelo, una blusa con volantes y una rebeca para el camino: va tan cómoda a clase de baile como a la merienda de después.',
      },
    },
  },
  {
    audience: 'BOY',
    source: { catalogueLook: 'Dimanche chez mamie' },
    texts: {
      fr: {
        title: 'Déjeuner du dimanche',
        note: 'Un polo, un pantalon qui tient la route et un pull à enfiler par-dessus : élégant pour le repas de famille, et assez confortable pour filer au jardin dès le dessert.',
      },
      de: {
        title: 'Sonntagsessen bei Oma',
        note: 'Ein Polohemd, eine ordentliche Hose und ein Pulli zum Drüberziehen: schick genug fürs Familienessen und bequem genug, um beim Nachtisch in den Garten zu flitzen.',
      },
      nl: {
        title: 'Zondag bij oma',
        note: 'Een polo, een nette broek en een trui erover: netjes genoeg voor het familiediner, en toch zo comfortabel dat hij bij het toetje de tuin in kan rennen.',
      },
      es: {
        title: 'Comida del domingo',
        note: 'Un polo, un pantalón que aguanta lo que le echen y un jersey por encima: elegante para la comida familiar y lo bastante cómodo para escaparse al jardín en el postre.',
      },
    },
  },
  {
    audience: 'BABY',
    source: { babyPieces: ['Barboteuse', 'Chaussons'] },
    texts: {
      fr: {
        title: 'Sieste au jardin',
        note: 'Une barboteuse en gaze de coton qui laisse respirer la peau et des chaussons en cuir souple pour les premières explorations à quatre pattes dans l’herbe.',
      },
      de: {
        title: 'Mittagsschlaf im Garten',
        note: 'Ein luftiger Spieler aus Musselin, in dem die Haut atmen kann, und weiche Lederpuschen für die ersten Krabbeltouren über den Rasen.',
      },
      nl: {
        title: 'Dutje in de tuin',
        note: 'Een luchtig speelpakje van mousseline waarin de huid kan ademen en zachte leren slofjes voor de eerste kruiptochtjes door het gras.',
      },
      es: {
        title: 'Siesta en el jardín',
        note: 'Un pelele corto de muselina que deja respirar la piel y unos patucos de piel suave para las primeras excursiones a gatas por el césped.',
      },
    },
  },
  {
    audience: 'WOMAN',
    source: { catalogueLook: 'Week-end à la campagne' },
    texts: {
      fr: {
        title: 'Week-end à la campagne',
        note: 'Une combinaison facile à porter, un gilet à nouer sur les épaules quand le soleil se couche et un accessoire pour la touche finale : on part le vendredi soir sans se casser la tête sur la valise.',
      },
      de: {
        title: 'Wochenende auf dem Land',
        note: 'Ein unkomplizierter Jumpsuit, eine Strickjacke für die Schultern, wenn die Sonne untergeht, und ein Accessoire als letzter Schliff: So geht es freitagabends los, ohne lange über den Koffer nachzudenken.',
      },
      nl: {
        title: 'Weekendje weg',
        note: 'Een makkelijke jumpsuit, een vest om je schouders als de zon ondergaat en een accessoire als finishing touch: zo vertrek je vrijdagavond zonder lang over je koffer na te denken.',
      },
      es: {
        title: 'Fin de semana en el campo',
        note: 'Un mono fácil de llevar, una chaqueta de punto para los hombros cuando cae el sol y un complemento para rematar: te vas el viernes por la tarde sin comerte la cabeza con la maleta.',
      },
    },
  },
  {
    audience: 'GIRL',
    source: { catalogueLook: 'Cocooning d’hiver' },
    texts: {
      fr: {
        title: 'Douceur d’hiver',
        note: 'Un sweat bien chaud sur une robe, un bonnet enfoncé jusqu’aux oreilles : on superpose pour affronter le froid sans renoncer aux couleurs. Avec des collants épais, ça marche jusqu’en mars.',
      },
      de: {
        title: 'Kuschelig durch den Winter',
        note: 'Ein warmes Sweatshirt über dem Kleid und eine Mütze bis über die Ohren: Lagenlook gegen die Kälte, ohne auf Farbe zu verzichten. Mit dicken Strumpfhosen passt das bis in den März.',
      },
      nl: {
        title: 'Warm de winter door',
        note: 'Een warme sweater over een jurk en een muts tot over de oren: zo draagt ze laagjes tegen de kou, zonder in te leveren op kleur. Met een stevige maillot kan het tot in maart.',
      },
      es: {
        title: 'Abrigadita en invierno',
        note: 'Una sudadera calentita sobre el vestido y un gorro hasta las orejas: capas para plantarle cara al frío sin renunciar al color. Con unos leotardos gruesos, perfecto hasta marzo.',
      },
    },
  },
  {
    audience: 'BOY',
    source: { catalogueLook: 'Jour de pluie' },
    texts: {
      fr: {
        title: 'Saute-flaques',
        note: 'Un ciré qui ne laisse pas passer la pluie, un bermuda qui sèche vite et un bonnet : sauter dans les flaques en rentrant de l’école devient le meilleur moment de la journée.',
      },
      de: {
        title: 'Pfützenspringer',
        note: 'Eine Regenjacke, die dicht hält, Bermudas, die schnell trocknen, und eine Mütze: Auf dem Heimweg von der Schule wird das Pfützenspringen zum schönsten Moment des Tages.',
      },
      nl: {
        title: 'Door de plassen',
        note: 'Een regenjas die de regen buiten houdt, een bermuda die snel droogt en een muts: in plassen springen op weg naar huis wordt het leukste moment van de dag.',
      },
      es: {
        title: 'Saltando charcos',
        note: 'Un chubasquero que no deja pasar el agua, unas bermudas que se secan enseguida y un gorro: saltar en los charcos al volver del cole se convierte en lo mejor del día.',
      },
    },
  },
  {
    audience: 'BABY',
    source: { babyPieces: ['Body croisé', 'Bloomer'] },
    texts: {
      fr: {
        title: 'Photo de famille',
        note: 'Un body croisé qui se ferme sans rien passer par la tête et un bloomer à pois en gaze de coton : joli sur la photo, et bébé reste à l’aise du début à la fin.',
      },
      de: {
        title: 'Familienfoto',
        note: 'Ein Wickelbody, den man schließt, ohne etwas über das Köpfchen zu ziehen, und ein gepunkteter Bloomer aus Musselin: hübsch fürs Foto, und das Baby fühlt sich von Anfang bis Ende wohl.',
      },
      nl: {
        title: 'Familiefoto',
        note: 'Een overslagromper die dichtgaat zonder iets over het hoofdje te trekken en een mousseline bloomer met stippen: mooi op de foto, en de baby zit er de hele tijd lekker in.',
      },
      es: {
        title: 'Foto de familia',
        note: 'Un body cruzado que se abrocha sin pasar nada por la cabeza y una ranita de muselina con lunares: preciosa para la foto, y el bebé va cómodo de principio a fin.',
      },
    },
  },
  {
    audience: 'WOMAN',
    source: { catalogueLook: 'Apéro en terrasse' },
    texts: {
      fr: {
        title: 'Apéro en terrasse',
        note: 'Un haut qui a du caractère, un bas tout simple pour l’équilibrer et un accessoire qui fait la différence : la tenue qui passe du bureau à la terrasse sans détour par la maison.',
      },
      de: {
        title: 'Aperitif auf der Terrasse',
        note: 'Ein Oberteil mit Charakter, ein schlichtes Unterteil als Gegengewicht und ein Accessoire, das den Unterschied macht: der Look, mit dem es ohne Umweg vom Büro auf die Terrasse geht.',
      },
      nl: {
        title: 'Borrelen op het terras',
        note: 'Een top met karakter, een eenvoudige broek of rok als tegenwicht en een accessoire dat het verschil maakt: de outfit waarmee je van kantoor zo het terras op loopt.',
      },
      es: {
        title: 'Vermut en la terraza',
        note: 'Una parte de arriba con carácter, una de abajo sencilla para equilibrar y un complemento que marca la diferencia: el look que pasa de la oficina a la terraza sin pasar por casa.',
      },
    },
  },
];
