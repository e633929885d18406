import type { Schemas } from '../../http/types';

/**
 * What families wrote, each in its own language (`written_in`) and translated into the others.
 * `days_ago` dates each one from the seeding day.
 */
export type SeedTestimonial = Omit<Schemas['TestimonialInput'], 'published_on'> & { days_ago: number };

export const TESTIMONIALS: SeedTestimonial[] = [
  {
    first_name: 'Claire',
    city: 'Nantes',
    kid_age_months: 30,
    rating: 5,
    written_in: 'fr',
    days_ago: 6,
    translations: {
      fr: { text: 'Troisième malle pour Louise et toujours la même joie à l’ouverture. La styliste a retenu qu’elle refuse tout ce qui gratte : plus une seule étiquette à couper cette fois. On a tout gardé sauf un pantalon un peu long.' },
      de: { text: 'Die dritte Box für Louise und jedes Mal dieselbe Freude beim Auspacken. Die Stylistin hat sich gemerkt, dass sie alles verweigert, was kratzt: Diesmal musste ich kein einziges Etikett abschneiden. Wir haben alles behalten bis auf eine etwas zu lange Hose.' },
      nl: { text: 'De derde box voor Louise en nog steeds hetzelfde feest bij het openmaken. De styliste heeft onthouden dat ze alles weigert wat kriebelt: deze keer hoefde ik geen enkel labeltje af te knippen. We hebben alles gehouden, behalve een iets te lange broek.' },
      es: { text: 'Tercera caja para Louise y la misma ilusión al abrirla. La estilista se acordó de que no soporta nada que pique: esta vez no tuve que cortar ni una etiqueta. Nos lo quedamos todo menos un pantalón un poco largo.' },
    },
  },
  {
    first_name: 'Mareike',
    city: 'Köln',
    kid_age_months: 84,
    rating: 5,
    written_in: 'de',
    days_ago: 12,
    translations: {
      fr: { text: 'Mon fils déteste faire les magasins, moi aussi. Avec l’aperçu avant l’envoi, j’ai pu remplacer un sweat qui ne lui plaisait pas en deux clics. Tout était dans la bonne taille et les pantalons tiennent enfin plus d’un mois.' },
      de: { text: 'Mein Sohn hasst Einkaufen, ich auch. Dank der Vorschau konnte ich ein Sweatshirt, das ihm nicht gefiel, mit zwei Klicks austauschen. Alles passte, und die Hosen halten endlich länger als einen Monat.' },
      nl: { text: 'Mijn zoon haat winkelen, ik ook. Dankzij de preview kon ik een sweater die hij niet mooi vond in twee klikken vervangen. Alles paste, en de broeken gaan eindelijk langer dan een maand mee.' },
      es: { text: 'A mi hijo le horroriza ir de tiendas, y a mí también. Con la vista previa cambié en dos clics una sudadera que no le gustaba. Todo era de su talla y por fin los pantalones le duran más de un mes.' },
    },
  },
  {
    first_name: 'Sanne',
    city: 'Rotterdam',
    kid_age_months: 14,
    rating: 4,
    written_in: 'nl',
    days_ago: 19,
    translations: {
      fr: { text: 'De jolies pièces, douces, et une styliste qui avait vraiment lu mes remarques sur le quiz. Une étoile en moins parce que la livraison a pris deux jours de plus que prévu, mais le service client m’a prévenue.' },
      de: { text: 'Schöne, weiche Sachen und eine Stylistin, die meine Anmerkungen im Quiz wirklich gelesen hatte. Ein Stern Abzug, weil die Lieferung zwei Tage länger gedauert hat als angekündigt – aber der Kundenservice hat mir Bescheid gegeben.' },
      nl: { text: 'Mooie, zachte kleertjes en een styliste die mijn opmerkingen in de quiz echt had gelezen. Eén ster minder omdat de levering twee dagen later was dan gepland, maar de klantenservice had me wel laten weten.' },
      es: { text: 'Prendas bonitas y suaves, y una estilista que de verdad había leído mis comentarios del test. Le quito una estrella porque el envío tardó dos días más de lo previsto, aunque atención al cliente me avisó.' },
    },
  },
  {
    first_name: 'Marta',
    city: 'Valencia',
    kid_age_months: 60,
    rating: 5,
    written_in: 'es',
    days_ago: 25,
    translations: {
      fr: { text: 'Ma fille a choisi elle-même ses pièces dans l’aperçu, et elle était si fière de porter « sa » robe à l’école. Les retours sont très simples : on remet dans la même boîte et c’est tout.' },
      de: { text: 'Meine Tochter hat ihre Teile in der Vorschau selbst ausgesucht und war so stolz, „ihr“ Kleid in der Schule zu tragen. Die Rücksendung ist ganz einfach: zurück in dieselbe Box, fertig.' },
      nl: { text: 'Mijn dochter koos zelf haar kleren uit in de preview en was zo trots dat ze ‘haar’ jurk naar school kon dragen. Terugsturen is heel makkelijk: terug in dezelfde doos en klaar.' },
      es: { text: 'Mi hija eligió ella misma las prendas en la vista previa y estaba orgullosísima de llevar «su» vestido al cole. Las devoluciones son facilísimas: se vuelve a meter todo en la misma caja y listo.' },
    },
  },
  {
    first_name: 'Émilie',
    city: 'Liège',
    kid_age_months: null,
    rating: 4,
    written_in: 'fr',
    days_ago: 33,
    translations: {
      fr: { text: 'Ma première malle pour moi après des mois à ne commander que pour les enfants. J’ai gardé la chemise en lin et le pull, renvoyé le pantalon. J’aurais aimé un peu plus de couleurs, je l’ai écrit pour la prochaine fois.' },
      de: { text: 'Meine erste Box für mich selbst, nach Monaten, in denen ich nur für die Kinder bestellt habe. Die Leinenbluse und den Pullover habe ich behalten, die Hose zurückgeschickt. Ich hätte mir etwas mehr Farbe gewünscht – das habe ich fürs nächste Mal notiert.' },
      nl: { text: 'Mijn eerste box voor mezelf, na maanden alleen voor de kinderen te hebben besteld. De linnen blouse en de trui heb ik gehouden, de broek teruggestuurd. Ik had graag wat meer kleur gezien, dat heb ik voor de volgende keer doorgegeven.' },
      es: { text: 'Mi primera caja para mí después de meses pidiendo solo para los niños. Me quedé la camisa de lino y el jersey, y devolví el pantalón. Me habría gustado algo más de color; lo he dejado anotado para la próxima.' },
    },
  },
  {
    first_name: 'Katharina',
    city: 'Graz',
    kid_age_months: null,
    rating: 5,
    written_in: 'de',
    days_ago: 41,
    translations: {
      fr: { text: 'Après ma grossesse, plus rien ne m’allait et je n’avais aucune envie d’essayer des vêtements en cabine. La styliste m’a envoyé des coupes souples que je porte encore aujourd’hui. Un vrai soulagement.' },
      de: { text: 'Nach der Schwangerschaft passte mir nichts mehr, und ich hatte null Lust auf Umkleidekabinen. Die Stylistin hat mir weiche Schnitte geschickt, die ich heute noch trage. Eine echte Erleichterung.' },
      nl: { text: 'Na mijn zwangerschap paste er niets meer en ik had totaal geen zin in paskamers. De styliste stuurde me soepele modellen die ik nu nog steeds draag. Echt een opluchting.' },
      es: { text: 'Después del embarazo nada me quedaba bien y no me apetecía nada meterme en un probador. La estilista me mandó cortes holgados que sigo llevando hoy. Un alivio de verdad.' },
    },
  },
  {
    first_name: 'Thomas',
    city: 'Lille',
    kid_age_months: 108,
    rating: 5,
    written_in: 'fr',
    days_ago: 48,
    translations: {
      fr: { text: 'Papa solo un week-end sur deux, je n’ai jamais su quoi acheter. Maintenant Hugo reçoit sa malle chez moi, on l’ouvre ensemble et il choisit ce qu’il garde. C’est devenu notre petit rituel.' },
      de: { text: 'Ich bin jedes zweite Wochenende Papa allein und wusste nie, was ich kaufen soll. Jetzt kommt Hugos Box zu mir, wir packen sie zusammen aus und er entscheidet, was er behält. Das ist unser kleines Ritual geworden.' },
      nl: { text: 'Ik ben om het andere weekend alleen met mijn zoon en wist nooit wat ik moest kopen. Nu komt Hugo’s box bij mij aan, we maken hem samen open en hij kiest wat hij houdt. Het is ons vaste ritueel geworden.' },
      es: { text: 'Estoy con mi hijo un fin de semana de cada dos y nunca sabía qué comprarle. Ahora la caja de Hugo llega a mi casa, la abrimos juntos y él decide qué se queda. Se ha convertido en nuestro pequeño ritual.' },
    },
  },
  {
    first_name: 'Jeroen',
    city: 'Antwerpen',
    kid_age_months: 48,
    rating: 4,
    written_in: 'nl',
    days_ago: 57,
    translations: {
      fr: { text: 'Bonne qualité et des marques qu’on ne trouve pas en magasin chez nous. Le pull tricoté est devenu le préféré de notre fils. Seul bémol : les tailles de la marque de vestes taillent un peu petit.' },
      de: { text: 'Gute Qualität und Marken, die man bei uns nicht im Laden findet. Der Strickpulli ist der neue Liebling unseres Sohnes. Einziger Minuspunkt: Die Jackenmarke fällt etwas klein aus.' },
      nl: { text: 'Goede kwaliteit en merken die je hier niet in de winkel vindt. De gebreide trui is de nieuwe lievelingstrui van onze zoon. Enige minpuntje: het jassenmerk valt wat klein uit.' },
      es: { text: 'Buena calidad y marcas que aquí no se encuentran en tienda. El jersey de punto es ahora el favorito de nuestro hijo. Lo único: la marca de chaquetas talla algo pequeño.' },
    },
  },
  {
    first_name: 'Nuria',
    city: 'Bilbao',
    kid_age_months: 132,
    rating: 3,
    written_in: 'es',
    days_ago: 66,
    translations: {
      fr: { text: 'À onze ans, ma fille a des goûts très arrêtés et la première malle était trop « petite fille » pour elle. Après l’échange avec la styliste, la deuxième était bien mieux. Il faut bien remplir le quiz.' },
      de: { text: 'Mit elf Jahren hat meine Tochter einen sehr klaren Geschmack, und die erste Box war ihr zu „kleinmädchenhaft“. Nach dem Austausch mit der Stylistin war die zweite viel besser. Man sollte das Quiz wirklich sorgfältig ausfüllen.' },
      nl: { text: 'Met elf jaar weet mijn dochter precies wat ze wil, en de eerste box was haar te ‘kleutermeisjesachtig’. Na een gesprekje met de styliste was de tweede veel beter. Vul de quiz dus goed in.' },
      es: { text: 'Con once años mi hija tiene los gustos muy claros y la primera caja le pareció demasiado «de niña pequeña». Después de hablar con la estilista, la segunda fue mucho mejor. Conviene rellenar bien el test.' },
    },
  },
  {
    first_name: 'Anne',
    city: 'Luxembourg',
    kid_age_months: 3,
    rating: 5,
    written_in: 'fr',
    days_ago: 74,
    translations: {
      fr: { text: 'Reçue en cadeau de naissance de la part de mes collègues : des bodies tout doux, un gilet et un bonnet tricoté. Tout était joliment emballé et dans des tailles pour les mois à venir, pas seulement pour la naissance.' },
      de: { text: 'Ein Geburtsgeschenk meiner Kolleginnen: ganz weiche Bodys, eine Strickjacke und eine gestrickte Mütze. Alles war hübsch verpackt und in Größen für die nächsten Monate, nicht nur für die ersten Tage.' },
      nl: { text: 'Gekregen als kraamcadeau van mijn collega’s: superzachte rompertjes, een vestje en een gebreid mutsje. Alles was mooi ingepakt en in maten voor de komende maanden, niet alleen voor de eerste weken.' },
      es: { text: 'Me lo regalaron mis compañeras por el nacimiento: bodies suavísimos, una chaquetita y un gorro de punto. Todo venía muy bien envuelto y en tallas para los próximos meses, no solo para los primeros días.' },
    },
  },
];
