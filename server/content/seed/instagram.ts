import type { LocaleCode } from '../../http/types';

export interface SeedMedia {
  /** A square picture we draw, in the app's public folder. */
  image: string;
  texts: Record<LocaleCode, { alt: string; caption: string }>;
}

/** The Instagram media the home shows, in order. */
export const SEED_INSTAGRAM: SeedMedia[] = [
  {
    image: '/instagram/trunk.svg',
    texts: {
      fr: { alt: 'Une malle jaune ouverte, remplie de vêtements d’enfant pliés en rose, bleu et vert', caption: 'Le meilleur moment de la semaine : ouvrir la malle et tout essayer dans le salon.' },
      de: { alt: 'Eine geöffnete gelbe Box voller gefalteter Kinderkleidung in Rosa, Blau und Grün', caption: 'Der schönste Moment der Woche: die Box öffnen und im Wohnzimmer alles anprobieren.' },
      nl: { alt: 'Een open gele box vol opgevouwen kinderkleding in roze, blauw en groen', caption: 'Het leukste moment van de week: de box openmaken en alles in de woonkamer passen.' },
      es: { alt: 'Una caja amarilla abierta, llena de ropa infantil doblada en rosa, azul y verde', caption: 'El mejor momento de la semana: abrir la caja y probárselo todo en el salón.' },
    },
  },
  {
    image: '/instagram/dress.svg',
    texts: {
      fr: { alt: 'Une robe de petite fille rose à col rond, suspendue à un cintre en bois', caption: 'La robe qui tourne, validée par Jade, 4 ans, experte en pirouettes.' },
      de: { alt: 'Ein rosa Mädchenkleid mit rundem Kragen an einem Holzbügel', caption: 'Das Drehkleid – getestet und für gut befunden von Jade, 4 Jahre, Expertin für Pirouetten.' },
      nl: { alt: 'Een roze meisjesjurk met ronde kraag aan een houten hanger', caption: 'Het draaijurkje, goedgekeurd door Jade (4), expert in pirouettes.' },
      es: { alt: 'Un vestido rosa de niña con cuello redondo, colgado de una percha de madera', caption: 'El vestido que da vueltas, aprobado por Jade, 4 años, experta en piruetas.' },
    },
  },
  {
    image: '/instagram/dungarees.svg',
    texts: {
      fr: { alt: 'Une salopette bleue posée à plat avec un t-shirt rayé jaune et une casquette', caption: 'Genoux renforcés, poches partout : la salopette des explorateurs du mercredi.' },
      de: { alt: 'Eine blaue Latzhose, flach ausgelegt, mit einem gelb gestreiften T-Shirt und einer Kappe', caption: 'Verstärkte Knie, Taschen überall: die Latzhose für kleine Entdecker am Mittwochnachmittag.' },
      nl: { alt: 'Een blauwe tuinbroek plat neergelegd met een geel gestreept T-shirt en een pet', caption: 'Verstevigde knieën en overal zakken: de tuinbroek voor ontdekkingsreizigers op woensdagmiddag.' },
      es: { alt: 'Un peto azul extendido junto a una camiseta de rayas amarillas y una gorra', caption: 'Rodillas reforzadas y bolsillos por todas partes: el peto de los exploradores de los miércoles.' },
    },
  },
  {
    image: '/instagram/baby.svg',
    texts: {
      fr: { alt: 'Un body de bébé blanc, un bonnet rose et une paire de chaussons bleus', caption: 'Première malle pour Lou, 3 mois. Tout en coton bio, tout doux.' },
      de: { alt: 'Ein weißer Babybody, ein rosa Mützchen und ein Paar blaue Puschen', caption: 'Die erste Box für Lou, 3 Monate. Alles aus Bio-Baumwolle, alles ganz weich.' },
      nl: { alt: 'Een witte babyromper, een roze mutsje en een paar blauwe slofjes', caption: 'De eerste box voor Lou, 3 maanden. Alles van biokatoen, heerlijk zacht.' },
      es: { alt: 'Un body de bebé blanco, un gorrito rosa y unos patucos azules', caption: 'Primera caja para Lou, 3 meses. Todo de algodón orgánico, suavecito.' },
    },
  },
  {
    image: '/instagram/folded.svg',
    texts: {
      fr: { alt: 'Une pile de pulls et de t-shirts pliés, du bleu marine au jaune, sur une table', caption: 'Neuf pièces, une taille, zéro prise de tête. Votre styliste s’occupe du reste.' },
      de: { alt: 'Ein Stapel gefalteter Pullis und T-Shirts von Marineblau bis Gelb auf einem Tisch', caption: 'Neun Teile, eine Größe, kein Stress. Um den Rest kümmert sich Ihre Stylistin.' },
      nl: { alt: 'Een stapel opgevouwen truien en T-shirts, van marineblauw tot geel, op een tafel', caption: 'Negen items, één maat, geen gedoe. Je stylist regelt de rest.' },
      es: { alt: 'Un montón de jerséis y camisetas doblados, del azul marino al amarillo, sobre una mesa', caption: 'Nueve prendas, una talla y cero quebraderos de cabeza. Tu estilista se encarga del resto.' },
    },
  },
  {
    image: '/instagram/woman.svg',
    texts: {
      fr: { alt: 'Une chemise blanche, un pantalon bleu marine et un sac rose posés ensemble', caption: 'Et pour les mamans aussi : la malle femme, choisie selon votre style et votre budget.' },
      de: { alt: 'Eine weiße Bluse, eine marineblaue Hose und eine rosa Tasche zusammen ausgelegt', caption: 'Und auch für Mamas: die Box für Frauen, abgestimmt auf Ihren Stil und Ihr Budget.' },
      nl: { alt: 'Een witte blouse, een marineblauwe broek en een roze tas bij elkaar gelegd', caption: 'En ook voor mama’s: de box voor vrouwen, afgestemd op jouw stijl en budget.' },
      es: { alt: 'Una camisa blanca, un pantalón azul marino y un bolso rosa colocados juntos', caption: 'Y también para mamá: la caja de mujer, según tu estilo y tu presupuesto.' },
    },
  },
  {
    image: '/instagram/rain.svg',
    texts: {
      fr: { alt: 'Un ciré jaune à capuche et une paire de bottes de pluie bleues sous des gouttes', caption: 'Prévision du jour : flaques. Le ciré est prêt, les bottes aussi.' },
      de: { alt: 'Eine gelbe Regenjacke mit Kapuze und blaue Gummistiefel unter Regentropfen', caption: 'Wetterbericht für heute: Pfützen. Regenjacke und Gummistiefel stehen bereit.' },
      nl: { alt: 'Een gele regenjas met capuchon en blauwe regenlaarzen onder regendruppels', caption: 'Weerbericht van vandaag: plassen. De regenjas ligt klaar, de laarzen ook.' },
      es: { alt: 'Un chubasquero amarillo con capucha y unas botas de agua azules bajo gotas de lluvia', caption: 'Previsión para hoy: charcos. El chubasquero está listo, y las botas también.' },
    },
  },
  {
    image: '/instagram/recycle.svg',
    texts: {
      fr: { alt: 'Un carton ouvert dont dépassent des vêtements devenus trop petits, avec un cœur vert', caption: 'Trop petits ? Avec Little Geste, ils repartent chez une autre famille. Étiquette retour offerte.' },
      de: { alt: 'Ein offener Karton mit zu klein gewordener Kleidung und einem grünen Herz', caption: 'Zu klein geworden? Mit Little Geste ziehen sie zu einer anderen Familie weiter. Das Rücksendeetikett schenken wir Ihnen.' },
      nl: { alt: 'Een open doos met te klein geworden kleding en een groen hartje', caption: 'Te klein geworden? Met Little Geste gaan ze naar een ander gezin. Het retourlabel krijg je van ons.' },
      es: { alt: 'Una caja de cartón abierta con ropa que se ha quedado pequeña y un corazón verde', caption: '¿Se le ha quedado pequeña? Con Little Geste, la ropa pasa a otra familia. La etiqueta de envío corre de nuestra cuenta.' },
    },
  },
];
