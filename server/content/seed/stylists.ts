import type { Schemas } from '../../http/types';

/** The team as the website first shows it: drawn portraits in public/people/stylists. */
export const STYLISTS: Schemas['StylistInput'][] = [
  {
    name: 'Camille Roux',
    portrait: '/people/stylists/camille-roux.svg',
    position: 1,
    translations: {
      fr: {
        speciality: 'Styliste enfants à Paris, spécialiste des 0–3 ans',
        bio: 'Ancienne puéricultrice, Camille sait ce qu’un body doit supporter en une journée de crèche. Elle choisit des pièces qui s’enfilent en deux secondes et résistent à la machine.',
        loves: 'Un cardigan moutarde sur une marinière, avec un pantalon à pressions pour le change.',
        portrait_alt: 'Portrait dessiné de Camille, cheveux châtains au carré, pull rose',
      },
      de: {
        speciality: 'Kinderstylistin in Paris, Expertin für 0 bis 3 Jahre',
        bio: 'Camille war früher Kinderkrankenschwester und weiß, was ein Body an einem Kita-Tag aushalten muss. Sie wählt Teile, die in zwei Sekunden angezogen sind und die Waschmaschine überstehen.',
        loves: 'Eine senfgelbe Strickjacke über einem Ringelshirt, dazu eine Hose mit Druckknöpfen zum Wickeln.',
        portrait_alt: 'Gezeichnetes Porträt von Camille mit braunem Bob und rosa Pullover',
      },
      nl: {
        speciality: 'Kinderstyliste in Parijs, gespecialiseerd in 0 tot 3 jaar',
        bio: 'Camille werkte vroeger als kinderverpleegkundige en weet wat een rompertje op een crèchedag te verduren krijgt. Ze kiest kleding die je in twee tellen aantrekt en die de wasmachine overleeft.',
        loves: 'Een okergeel vestje over een streepjesshirt, met een broekje met drukknoopjes voor het verschonen.',
        portrait_alt: 'Getekend portret van Camille met bruin bobkapsel en roze trui',
      },
      es: {
        speciality: 'Estilista infantil en París, especialista en bebés de 0 a 3 años',
        bio: 'Camille fue enfermera de pediatría y sabe lo que aguanta un body en un día de guardería. Elige prendas que se ponen en dos segundos y sobreviven a la lavadora.',
        loves: 'Una chaqueta de punto mostaza sobre una camiseta de rayas, con un pantalón de corchetes para cambiar el pañal.',
        portrait_alt: 'Retrato dibujado de Camille, con media melena castaña y jersey rosa',
      },
    },
  },
  {
    name: 'Sophie Janssens',
    portrait: '/people/stylists/sophie-janssens.svg',
    position: 2,
    translations: {
      fr: {
        speciality: 'Styliste femme à Gand, les basiques qui durent',
        bio: 'Sophie a passé dix ans dans les ateliers de prêt-à-porter belges avant de rejoindre Little Closet. Elle construit des garde-robes où chaque pièce se porte avec trois autres.',
        loves: 'Une chemise en lin blanche, un jean droit et une veste bleu marine pour aller au bureau comme au marché.',
        portrait_alt: 'Portrait dessiné de Sophie, longs cheveux blonds et pull bleu',
      },
      de: {
        speciality: 'Damenstylistin in Gent, langlebige Basics',
        bio: 'Sophie hat zehn Jahre in belgischen Konfektionsateliers gearbeitet, bevor sie zu Little Closet kam. Sie stellt Garderoben zusammen, in denen jedes Teil zu drei anderen passt.',
        loves: 'Eine weiße Leinenbluse, eine gerade Jeans und eine marineblaue Jacke – fürs Büro wie für den Markt.',
        portrait_alt: 'Gezeichnetes Porträt von Sophie mit langen blonden Haaren und blauem Pullover',
      },
      nl: {
        speciality: 'Damesstyliste in Gent, basics die lang meegaan',
        bio: 'Sophie werkte tien jaar in Belgische confectieateliers voor ze bij Little Closet begon. Ze stelt garderobes samen waarin elk stuk met drie andere te combineren is.',
        loves: 'Een witte linnen blouse, een rechte jeans en een marineblauw jasje, voor kantoor én de markt.',
        portrait_alt: 'Getekend portret van Sophie met lang blond haar en blauwe trui',
      },
      es: {
        speciality: 'Estilista de mujer en Gante, básicos que duran',
        bio: 'Sophie pasó diez años en talleres de confección belgas antes de llegar a Little Closet. Crea armarios en los que cada prenda combina con otras tres.',
        loves: 'Una camisa blanca de lino, un vaquero recto y una chaqueta azul marino, tanto para la oficina como para el mercado.',
        portrait_alt: 'Retrato dibujado de Sophie, con melena larga rubia y jersey azul',
      },
    },
  },
  {
    name: 'Lena Hoffmann',
    portrait: '/people/stylists/lena-hoffmann.svg',
    position: 3,
    translations: {
      fr: {
        speciality: 'Styliste enfants à Hambourg, les 4–8 ans qui bougent',
        bio: 'Maman de jumeaux, Lena teste tout au parc avant de le mettre dans une malle. Genoux renforcés, tailles élastiques, couleurs qui cachent la boue : elle ne transige pas.',
        loves: 'Un sweat à capuche vert sapin, un pantalon à genoux renforcés et des chaussettes rayées qui dépassent.',
        portrait_alt: 'Portrait dessiné de Lena, queue de cheval rousse, lunettes rondes et pull vert',
      },
      de: {
        speciality: 'Kinderstylistin in Hamburg, für bewegungsfreudige 4- bis 8-Jährige',
        bio: 'Lena ist Zwillingsmama und testet alles auf dem Spielplatz, bevor es in eine Box kommt. Verstärkte Knie, elastische Bünde, Farben, auf denen Matsch nicht auffällt – da ist sie kompromisslos.',
        loves: 'Einen tannengrünen Hoodie, eine Hose mit verstärkten Knien und Ringelsocken, die rausgucken.',
        portrait_alt: 'Gezeichnetes Porträt von Lena mit rotem Pferdeschwanz, runder Brille und grünem Pullover',
      },
      nl: {
        speciality: 'Kinderstyliste in Hamburg, voor beweeglijke 4- tot 8-jarigen',
        bio: 'Lena is moeder van een tweeling en test alles eerst in de speeltuin voor het in een box gaat. Verstevigde knieën, elastische tailles en kleuren waarop modder niet opvalt: daar doet ze niet moeilijk over.',
        loves: 'Een dennengroene hoodie, een broek met verstevigde knieën en gestreepte sokken die eronderuit piepen.',
        portrait_alt: 'Getekend portret van Lena met rode paardenstaart, ronde bril en groene trui',
      },
      es: {
        speciality: 'Estilista infantil en Hamburgo, para peques de 4 a 8 años que no paran',
        bio: 'Lena es madre de gemelos y lo prueba todo en el parque antes de meterlo en una caja. Rodillas reforzadas, cinturas elásticas y colores que disimulan el barro: en eso no cede.',
        loves: 'Una sudadera con capucha verde abeto, un pantalón con rodilleras y unos calcetines de rayas que asoman.',
        portrait_alt: 'Retrato dibujado de Lena, con coleta pelirroja, gafas redondas y jersey verde',
      },
    },
  },
  {
    name: 'Aïcha Benali',
    portrait: '/people/stylists/aicha-benali.svg',
    position: 4,
    translations: {
      fr: {
        speciality: 'Styliste femme à Marseille, couleurs et imprimés',
        bio: 'Aïcha a grandi entre les tissus du marché de Noailles. Elle aide celles qui n’osent pas la couleur à commencer par une pièce, puis deux, jusqu’à ne plus s’en passer.',
        loves: 'Une blouse à fleurs portée avec un pantalon large écru et des sandales dorées.',
        portrait_alt: 'Portrait dessiné d’Aïcha, cheveux bouclés noirs et pull jaune',
      },
      de: {
        speciality: 'Damenstylistin in Marseille, Farben und Muster',
        bio: 'Aïcha ist zwischen den Stoffständen des Marché de Noailles aufgewachsen. Sie hilft Frauen, die sich nicht an Farbe trauen, mit einem Teil anzufangen, dann mit zweien – bis sie nicht mehr darauf verzichten wollen.',
        loves: 'Eine geblümte Bluse zu einer weiten naturweißen Hose und goldenen Sandalen.',
        portrait_alt: 'Gezeichnetes Porträt von Aïcha mit schwarzen Locken und gelbem Pullover',
      },
      nl: {
        speciality: 'Damesstyliste in Marseille, kleur en prints',
        bio: 'Aïcha groeide op tussen de stoffenkramen van de markt van Noailles. Ze helpt vrouwen die kleur niet aandurven om met één stuk te beginnen, dan twee, tot ze niet meer zonder kunnen.',
        loves: 'Een gebloemde blouse met een wijde ecru broek en gouden sandalen.',
        portrait_alt: 'Getekend portret van Aïcha met zwarte krullen en gele trui',
      },
      es: {
        speciality: 'Estilista de mujer en Marsella, color y estampados',
        bio: 'Aïcha creció entre los puestos de telas del mercado de Noailles. Ayuda a quienes no se atreven con el color a empezar por una prenda, luego dos, hasta que ya no pueden prescindir de él.',
        loves: 'Una blusa de flores con un pantalón ancho color crudo y sandalias doradas.',
        portrait_alt: 'Retrato dibujado de Aïcha, con pelo rizado negro y jersey amarillo',
      },
    },
  },
  {
    name: 'Noor Visser',
    portrait: '/people/stylists/noor-visser.svg',
    position: 5,
    translations: {
      fr: {
        speciality: 'Styliste enfants à Utrecht, cadeaux de naissance',
        bio: 'Noor compose les malles des tout-petits et les cadeaux de naissance. Elle aime les matières douces, les teintes naturelles et les pièces qui passent d’un enfant à l’autre.',
        loves: 'Un body en coton bio, un bonnet tricoté main et une couverture assortie, dans des tons sable.',
        portrait_alt: 'Portrait dessiné de Noor, cheveux bleu nuit en chignon et pull rose',
      },
      de: {
        speciality: 'Kinderstylistin in Utrecht, Geschenke zur Geburt',
        bio: 'Noor stellt die Boxen für die Allerkleinsten und die Geburtsgeschenke zusammen. Sie liebt weiche Stoffe, natürliche Farben und Teile, die von einem Kind zum nächsten weitergegeben werden.',
        loves: 'Einen Body aus Bio-Baumwolle, eine handgestrickte Mütze und eine passende Decke in Sandtönen.',
        portrait_alt: 'Gezeichnetes Porträt von Noor mit dunkelblauem Dutt und rosa Pullover',
      },
      nl: {
        speciality: 'Kinderstyliste in Utrecht, kraamcadeaus',
        bio: 'Noor stelt de boxen voor de allerkleinsten en de kraamcadeaus samen. Ze houdt van zachte stoffen, natuurlijke tinten en kleertjes die van kind op kind gaan.',
        loves: 'Een rompertje van biokatoen, een handgebreid mutsje en een bijpassend dekentje in zandkleuren.',
        portrait_alt: 'Getekend portret van Noor met donkerblauwe knot en roze trui',
      },
      es: {
        speciality: 'Estilista infantil en Utrecht, regalos de nacimiento',
        bio: 'Noor prepara las cajas de los más pequeños y los regalos de nacimiento. Le encantan los tejidos suaves, los tonos naturales y las prendas que pasan de un hermano a otro.',
        loves: 'Un body de algodón orgánico, un gorrito tejido a mano y una mantita a juego en tonos arena.',
        portrait_alt: 'Retrato dibujado de Noor, con moño azul oscuro y jersey rosa',
      },
    },
  },
  {
    name: 'Carmen Ortega',
    portrait: '/people/stylists/carmen-ortega.svg',
    position: 6,
    translations: {
      fr: {
        speciality: 'Styliste enfants à Séville, les tenues de fête',
        bio: 'Baptêmes, mariages, communions : Carmen habille les enfants pour les grands jours sans sacrifier le confort. Ses tenues tiennent jusqu’au dessert, et au-delà.',
        loves: 'Une robe à smocks bordeaux avec des collants crème, ou une chemise à col Claudine sous un gilet.',
        portrait_alt: 'Portrait dessiné de Carmen, longs cheveux noirs et pull rouge',
      },
      de: {
        speciality: 'Kinderstylistin in Sevilla, Outfits für Festtage',
        bio: 'Taufe, Hochzeit, Kommunion: Carmen kleidet Kinder für die großen Tage ein, ohne dass es zwickt. Ihre Outfits halten bis zum Nachtisch – und darüber hinaus.',
        loves: 'Ein bordeauxrotes Smokkleid mit cremefarbener Strumpfhose oder ein Hemd mit Bubikragen unter einer Weste.',
        portrait_alt: 'Gezeichnetes Porträt von Carmen mit langen schwarzen Haaren und rotem Pullover',
      },
      nl: {
        speciality: 'Kinderstyliste in Sevilla, feestkleding',
        bio: 'Doop, bruiloft, communie: Carmen kleedt kinderen voor de grote dagen zonder dat het knelt. Haar outfits houden het uit tot het dessert, en nog langer.',
        loves: 'Een bordeauxrood smokjurkje met crèmekleurige maillot, of een blouse met pierrotkraagje onder een gilet.',
        portrait_alt: 'Getekend portret van Carmen met lang zwart haar en rode trui',
      },
      es: {
        speciality: 'Estilista infantil en Sevilla, ropa de ceremonia',
        bio: 'Bautizos, bodas, comuniones: Carmen viste a los niños para los días grandes sin renunciar a la comodidad. Sus conjuntos aguantan hasta el postre, y mucho más.',
        loves: 'Un vestido de nido de abeja granate con leotardos crudos, o una camisa de cuello bebé bajo un chaleco.',
        portrait_alt: 'Retrato dibujado de Carmen, con melena larga negra y jersey rojo',
      },
    },
  },
  {
    name: 'Jonas Weber',
    portrait: '/people/stylists/jonas-weber.svg',
    position: 7,
    translations: {
      fr: {
        speciality: 'Styliste enfants à Vienne, vestes et tenues d’hiver',
        bio: 'Jonas a travaillé pour une marque d’outdoor autrichienne. Il sait qu’un enfant bien couvert est un enfant qui veut rester dehors, et il choisit les couches qui vont ensemble.',
        loves: 'Une parka déperlante, un pull en laine mérinos et un bonnet à pompon, pour les matins à moins cinq.',
        portrait_alt: 'Portrait dessiné de Jonas, cheveux courts châtains, barbe et pull bleu',
      },
      de: {
        speciality: 'Kinderstylist in Wien, Jacken und Wintersachen',
        bio: 'Jonas hat für eine österreichische Outdoor-Marke gearbeitet. Er weiß: Ein gut angezogenes Kind will draußen bleiben – und er wählt die Schichten, die zusammenpassen.',
        loves: 'Einen wasserabweisenden Parka, einen Merinopulli und eine Bommelmütze für Morgen bei minus fünf Grad.',
        portrait_alt: 'Gezeichnetes Porträt von Jonas mit kurzen braunen Haaren, Bart und blauem Pullover',
      },
      nl: {
        speciality: 'Kinderstylist in Wenen, jassen en winterkleding',
        bio: 'Jonas werkte voor een Oostenrijks outdoormerk. Hij weet dat een goed aangekleed kind buiten wil blijven, en hij kiest de laagjes die bij elkaar passen.',
        loves: 'Een waterafstotende parka, een trui van merinowol en een muts met pompon voor ochtenden van min vijf.',
        portrait_alt: 'Getekend portret van Jonas met kort bruin haar, baard en blauwe trui',
      },
      es: {
        speciality: 'Estilista infantil en Viena, abrigos y ropa de invierno',
        bio: 'Jonas trabajó para una marca austriaca de ropa de montaña. Sabe que un niño bien abrigado quiere quedarse fuera, y elige las capas que combinan entre sí.',
        loves: 'Una parka repelente al agua, un jersey de lana merino y un gorro con pompón para las mañanas a cinco bajo cero.',
        portrait_alt: 'Retrato dibujado de Jonas, con pelo corto castaño, barba y jersey azul',
      },
    },
  },
  {
    name: 'Awa Diallo',
    portrait: '/people/stylists/awa-diallo.svg',
    position: 8,
    translations: {
      fr: {
        speciality: 'Styliste ados à Bruxelles, les 9–14 ans',
        bio: 'Awa écoute d’abord ce que les préados veulent porter, puis trouve le compromis qui plaît aussi aux parents. Son secret : laisser l’enfant choisir une pièce sur trois.',
        loves: 'Un sweat oversize, un jogging bien coupé et des baskets blanches, avec une touche de vert.',
        portrait_alt: 'Portrait dessiné d’Awa, cheveux noirs en chignon et pull vert',
      },
      de: {
        speciality: 'Teenie-Stylistin in Brüssel, für 9- bis 14-Jährige',
        bio: 'Awa hört zuerst zu, was die Großen tragen wollen, und findet dann den Kompromiss, der auch den Eltern gefällt. Ihr Trick: Das Kind sucht jedes dritte Teil selbst aus.',
        loves: 'Ein Oversize-Sweatshirt, eine gut geschnittene Jogginghose und weiße Sneaker mit einem Hauch Grün.',
        portrait_alt: 'Gezeichnetes Porträt von Awa mit schwarzem Dutt und grünem Pullover',
      },
      nl: {
        speciality: 'Tienerstyliste in Brussel, voor 9 tot 14 jaar',
        bio: 'Awa luistert eerst naar wat tieners willen dragen en zoekt dan het compromis waar ook de ouders blij mee zijn. Haar geheim: het kind kiest zelf één op de drie stuks.',
        loves: 'Een oversized sweater, een goed gesneden joggingbroek en witte sneakers met een vleugje groen.',
        portrait_alt: 'Getekend portret van Awa met zwarte knot en groene trui',
      },
      es: {
        speciality: 'Estilista juvenil en Bruselas, de 9 a 14 años',
        bio: 'Awa escucha primero lo que quieren ponerse los preadolescentes y luego busca el término medio que también convence a los padres. Su truco: el niño elige una de cada tres prendas.',
        loves: 'Una sudadera oversize, un pantalón de chándal bien cortado y zapatillas blancas con un toque de verde.',
        portrait_alt: 'Retrato dibujado de Awa, con moño negro y jersey verde',
      },
    },
  },
  {
    name: 'Élodie Schmit',
    portrait: '/people/stylists/elodie-schmit.svg',
    position: 9,
    translations: {
      fr: {
        speciality: 'Styliste femme à Luxembourg, grossesse et après',
        bio: 'Élodie accompagne les femmes pendant la grossesse et les mois qui suivent, quand le corps change et que le temps manque. Elle mise sur des coupes souples qu’on garde après.',
        loves: 'Une robe portefeuille en jersey, un long gilet et des baskets confortables.',
        portrait_alt: 'Portrait dessiné d’Élodie, cheveux courts gris, lunettes rondes et pull jaune',
      },
      de: {
        speciality: 'Damenstylistin in Luxemburg, Schwangerschaft und danach',
        bio: 'Élodie begleitet Frauen durch die Schwangerschaft und die Monate danach, wenn der Körper sich verändert und die Zeit knapp ist. Sie setzt auf weiche Schnitte, die man auch danach noch trägt.',
        loves: 'Ein Wickelkleid aus Jersey, eine lange Strickjacke und bequeme Sneaker.',
        portrait_alt: 'Gezeichnetes Porträt von Élodie mit kurzen grauen Haaren, runder Brille und gelbem Pullover',
      },
      nl: {
        speciality: 'Damesstyliste in Luxemburg, zwangerschap en daarna',
        bio: 'Élodie begeleidt vrouwen tijdens hun zwangerschap en de maanden erna, als het lichaam verandert en de tijd ontbreekt. Ze kiest voor soepele modellen die je daarna blijft dragen.',
        loves: 'Een overslagjurk van tricot, een lang vest en comfortabele sneakers.',
        portrait_alt: 'Getekend portret van Élodie met kort grijs haar, ronde bril en gele trui',
      },
      es: {
        speciality: 'Estilista de mujer en Luxemburgo, embarazo y posparto',
        bio: 'Élodie acompaña a las mujeres durante el embarazo y los meses siguientes, cuando el cuerpo cambia y falta tiempo. Apuesta por cortes holgados que se siguen usando después.',
        loves: 'Un vestido cruzado de punto, una chaqueta larga y unas zapatillas cómodas.',
        portrait_alt: 'Retrato dibujado de Élodie, con pelo corto gris, gafas redondas y jersey amarillo',
      },
    },
  },
];
