import type { LocaleCode, Schemas } from '../../http/types';

export interface SeedConceptSection {
  illustration: Schemas['ConceptIllustration'];
  texts: Record<LocaleCode, { title: string; body: string }>;
}

/** The concept page, section by section, in order. Paragraphs are separated by a blank line. */
export const SEED_CONCEPT: SeedConceptSection[] = [
  {
    illustration: 'quiz',
    texts: {
      fr: {
        title: 'Un quiz pour faire connaissance',
        body: 'Tout commence par quelques questions : l’âge et les tailles de votre enfant, les couleurs qu’il adore, celles qu’il ne veut plus voir, ce qui le gratte ou le gêne. Pour vous, c’est la même chose, avec votre style et votre budget.\n\nComptez cinq minutes. Vous pouvez revenir changer vos réponses quand vous voulez : les enfants grandissent, les goûts aussi.',
      },
      de: {
        title: 'Ein Quiz zum Kennenlernen',
        body: 'Alles beginnt mit ein paar Fragen: Alter und Größen Ihres Kindes, seine Lieblingsfarben, die Farben, die es nicht mehr sehen mag, und was kratzt oder stört. Für Sie selbst funktioniert es genauso, mit Ihrem Stil und Ihrem Budget.\n\nDas dauert etwa fünf Minuten. Sie können Ihre Antworten jederzeit ändern: Kinder wachsen, und ihr Geschmack wächst mit.',
      },
      nl: {
        title: 'Een quiz om kennis te maken',
        body: 'Het begint met een paar vragen: de leeftijd en maten van je kind, de kleuren waar het dol op is, de kleuren die het niet meer wil zien en wat kriebelt of knelt. Voor jezelf werkt het net zo, met jouw stijl en budget.\n\nReken op een minuut of vijf. Je kunt je antwoorden altijd aanpassen: kinderen groeien, en hun smaak groeit mee.',
      },
      es: {
        title: 'Un test para conocernos',
        body: 'Todo empieza con unas cuantas preguntas: la edad y las tallas de tu peque, los colores que le encantan, los que ya no quiere ni ver y lo que le pica o le molesta. Para ti funciona igual, con tu estilo y tu presupuesto.\n\nSon unos cinco minutos. Puedes cambiar tus respuestas siempre que quieras: los niños crecen, y sus gustos también.',
      },
    },
  },
  {
    illustration: 'stylist',
    texts: {
      fr: {
        title: 'Une styliste qui compose pour vous',
        body: 'Votre styliste lit vos réponses et choisit neuf pièces qui vont ensemble, dans la bonne taille, parmi des marques que nous aimons. Elle pense en tenues, pas en vêtements isolés : un haut qui va avec le pantalon, un gilet qui va avec les deux.\n\nUne semaine avant la livraison, vous découvrez sa sélection en ligne. Une pièce ne vous plaît pas ? Vous avez 48 heures pour la remplacer et lui laisser un mot.',
      },
      de: {
        title: 'Eine Stylistin, die für Sie zusammenstellt',
        body: 'Ihre Stylistin liest Ihre Antworten und wählt neun Teile, die zusammenpassen, in der richtigen Größe und von Marken, die wir mögen. Sie denkt in Outfits, nicht in Einzelteilen: ein Oberteil, das zur Hose passt, eine Strickjacke, die zu beidem passt.\n\nEine Woche vor der Lieferung sehen Sie ihre Auswahl online. Gefällt Ihnen ein Teil nicht? Dann haben Sie 48 Stunden, um es auszutauschen und ihr eine Nachricht zu hinterlassen.',
      },
      nl: {
        title: 'Een stylist die voor je kiest',
        body: 'Je stylist leest je antwoorden en kiest negen items die bij elkaar passen, in de juiste maat en van merken waar we van houden. Ze denkt in outfits, niet in losse kledingstukken: een shirt dat bij de broek past, een vest dat bij allebei past.\n\nEen week voor de levering bekijk je haar selectie online. Vind je iets niet mooi? Dan heb je 48 uur om het te vervangen en haar een berichtje te sturen.',
      },
      es: {
        title: 'Una estilista que elige por ti',
        body: 'Tu estilista lee tus respuestas y elige nueve prendas que combinan entre sí, en la talla correcta y de marcas que nos encantan. Piensa en looks, no en prendas sueltas: una camiseta que va con el pantalón y una chaqueta que va con todo.\n\nUna semana antes de la entrega, ves su selección en la web. ¿Hay algo que no te convence? Tienes 48 horas para cambiarlo y dejarle un mensaje.',
      },
    },
  },
  {
    illustration: 'trunk',
    texts: {
      fr: {
        title: 'La malle arrive à la maison',
        body: 'La livraison est offerte, et la malle arrive chez vous ou dans un point relais. Pas de cabine d’essayage, pas de magasin bondé un samedi après-midi : on essaie dans le salon, au calme, avec le miroir de l’entrée.\n\nLes enfants adorent ce moment. Les parents aussi, parce qu’il n’y a plus de course aux tailles à chaque changement de saison.',
      },
      de: {
        title: 'Die Box kommt zu Ihnen nach Hause',
        body: 'Der Versand ist kostenlos, die Box kommt zu Ihnen nach Hause oder an eine Abholstation. Keine Umkleidekabine, kein volles Geschäft am Samstagnachmittag: Anprobiert wird in Ruhe im Wohnzimmer, vor dem Spiegel im Flur.\n\nKinder lieben diesen Moment. Eltern auch, denn die Jagd nach der richtigen Größe zu jedem Saisonwechsel hat ein Ende.',
      },
      nl: {
        title: 'De box komt bij je thuis',
        body: 'De verzending is gratis en de box komt bij je thuis of bij een afhaalpunt. Geen paskamer, geen volle winkel op zaterdagmiddag: je past alles rustig in de woonkamer, voor de spiegel in de gang.\n\nKinderen vinden het geweldig. Ouders ook, want het gejaag op de juiste maat bij elk nieuw seizoen is voorbij.',
      },
      es: {
        title: 'La caja llega a casa',
        body: 'El envío es gratis y la caja llega a tu casa o a un punto de recogida. Sin probadores ni tiendas abarrotadas un sábado por la tarde: os lo probáis todo tranquilamente en el salón, delante del espejo de la entrada.\n\nA los peques les encanta este momento. Y a los padres también, porque se acabó ir a la caza de tallas en cada cambio de temporada.',
      },
    },
  },
  {
    illustration: 'keep',
    texts: {
      fr: {
        title: 'Vous gardez ce que vous aimez',
        body: 'Vous avez 7 jours pour choisir, et vous ne payez que les pièces que vous gardez, en ligne depuis votre compte. Rien n’est à régler à la commande : les 10 € de frais de stylisme sont déduits des pièces gardées, et toute la malle gardée, c’est 20 % de réduction.\n\nLe reste repart dans la même malle, avec l’étiquette retour prépayée, au bureau de poste, en point relais ou même enlevé à domicile : le retour est gratuit lui aussi. Dites-nous comment chaque pièce est tombée, et votre styliste visera encore plus juste la prochaine fois.',
      },
      de: {
        title: 'Sie behalten, was Ihnen gefällt',
        body: 'Sie haben 7 Tage Zeit zum Auswählen und bezahlen nur die Teile, die Sie behalten, online in Ihrem Konto. Bei der Bestellung zahlen Sie nichts: Die Styling-Gebühr von 10 € wird mit den behaltenen Teilen verrechnet, und wer die ganze Box behält, bekommt 20 % Rabatt.\n\nDer Rest geht in derselben Box zurück, mit dem frankierten Rücksendeetikett – über die Post, eine Abholstation oder sogar per Abholung zu Hause: Auch die Rücksendung ist kostenlos. Sagen Sie uns, wie jedes Teil gesessen hat, und Ihre Stylistin trifft es beim nächsten Mal noch besser.',
      },
      nl: {
        title: 'Je houdt wat je mooi vindt',
        body: 'Je hebt 7 dagen om te kiezen en je betaalt alleen voor wat je houdt, online in je account. Bij de bestelling betaal je niets: de 10 € stylingkosten trekken we af van wat je houdt, en houd je de hele box, dan krijg je 20 % korting.\n\nDe rest gaat terug in dezelfde box, met het voorgefrankeerde retourlabel, via het postkantoor, een afhaalpunt of zelfs opgehaald aan huis: ook terugsturen is gratis. Laat weten hoe elk item zat, dan zit je stylist er de volgende keer nog beter naast.',
      },
      es: {
        title: 'Te quedas con lo que te gusta',
        body: 'Tienes 7 días para elegir y solo pagas las prendas que te quedas, en línea desde tu cuenta. No pagas nada al hacer el pedido: los 10 € de gastos de estilismo se descuentan de lo que te quedas, y si te quedas la caja entera tienes un 20 % de descuento.\n\nEl resto vuelve en la misma caja, con la etiqueta de devolución prepagada, por correos, en un punto de recogida o incluso recogido en casa: la devolución también es gratis. Cuéntanos qué tal le ha quedado cada prenda y tu estilista acertará todavía más la próxima vez.',
      },
    },
  },
  {
    illustration: 'formula',
    texts: {
      fr: {
        title: 'Abonnement ou malle ponctuelle',
        body: 'Avec l’abonnement, une nouvelle malle arrive tous les un, deux ou trois mois, au rythme de votre enfant. Vous pouvez avancer ou repousser une livraison, suspendre quelques mois ou arrêter, sans justification.\n\nVous préférez essayer d’abord ? Commandez une seule malle, pour la rentrée, un anniversaire ou un départ en vacances. Vous passerez à l’abonnement plus tard si le cœur vous en dit.',
      },
      de: {
        title: 'Abo oder einzelne Box',
        body: 'Im Abo kommt alle ein, zwei oder drei Monate eine neue Box, ganz im Rhythmus Ihres Kindes. Sie können eine Lieferung vorziehen oder verschieben, ein paar Monate pausieren oder aufhören, ohne Begründung.\n\nSie möchten es erst einmal ausprobieren? Dann bestellen Sie eine einzelne Box, zum Schulstart, zum Geburtstag oder vor dem Urlaub. Ins Abo wechseln können Sie später immer noch.',
      },
      nl: {
        title: 'Abonnement of een losse box',
        body: 'Met een abonnement krijg je elke één, twee of drie maanden een nieuwe box, in het tempo van je kind. Je kunt een levering vervroegen of uitstellen, een paar maanden pauzeren of stoppen, zonder uitleg.\n\nWil je het eerst proberen? Bestel dan één losse box, voor het nieuwe schooljaar, een verjaardag of de vakantie. Overstappen op een abonnement kan later altijd nog.',
      },
      es: {
        title: 'Suscripción o caja puntual',
        body: 'Con la suscripción recibes una caja nueva cada uno, dos o tres meses, al ritmo de tu peque. Puedes adelantar o retrasar una entrega, pausarla unos meses o darte de baja sin dar explicaciones.\n\n¿Prefieres probar primero? Pide una sola caja para la vuelta al cole, un cumpleaños o las vacaciones. Si te convence, ya te pasarás a la suscripción más adelante.',
      },
    },
  },
  {
    illustration: 'shop',
    texts: {
      fr: {
        title: 'La boutique, quand vous voulez',
        body: 'Un coup de cœur pour une pièce vue dans une malle ou sur nos looks ? Toute la sélection est aussi dans la boutique, avec les nouveautés, les dernières pièces à prix doux et des idées de cadeaux de naissance.\n\nEt pour faire plaisir à une autre famille, il y a la carte cadeau.',
      },
      de: {
        title: 'Der Shop, wann immer Sie möchten',
        body: 'Sie haben sich in ein Teil aus einer Box oder aus unseren Looks verliebt? Die ganze Auswahl gibt es auch im Shop, mit Neuheiten, letzten Teilen zum kleinen Preis und Geschenkideen zur Geburt.\n\nUnd wer einer anderen Familie eine Freude machen möchte, verschenkt einen Gutschein.',
      },
      nl: {
        title: 'De shop, wanneer je maar wilt',
        body: 'Verliefd geworden op iets uit een box of uit onze looks? De hele selectie vind je ook in de shop, met nieuwe items, laatste stuks voor een zacht prijsje en ideeën voor kraamcadeaus.\n\nEn wil je een ander gezin verrassen, dan is er de cadeaukaart.',
      },
      es: {
        title: 'La tienda, cuando quieras',
        body: '¿Te has enamorado de una prenda de la caja o de nuestros looks? Toda la selección está también en la tienda, con novedades, últimas unidades a buen precio e ideas para regalos de recién nacido.\n\nY si quieres darle una alegría a otra familia, tienes la tarjeta regalo.',
      },
    },
  },
  {
    illustration: 'recycle',
    texts: {
      fr: {
        title: 'Little Geste : une seconde vie',
        body: 'Les vêtements devenus trop petits n’ont rien à faire au fond d’un placard. Avec Little Geste, vous les renvoyez avec une étiquette que nous vous fournissons, et ils repartent vers une autre famille, une association ou une filière de recyclage.\n\nUn petit geste pour vous, moins de textile jeté pour tout le monde.',
      },
      de: {
        title: 'Little Geste: ein zweites Leben',
        body: 'Zu klein gewordene Kleidung gehört nicht in die hinterste Schrankecke. Mit Little Geste schicken Sie sie mit einem Etikett zurück, das wir Ihnen geben, und sie geht weiter an eine andere Familie, einen gemeinnützigen Verein oder ins Recycling.\n\nEine kleine Geste für Sie, weniger weggeworfene Textilien für alle.',
      },
      nl: {
        title: 'Little Geste: een tweede leven',
        body: 'Te klein geworden kleding hoort niet achter in de kast. Met Little Geste stuur je die terug met een label dat je van ons krijgt, en gaat ze naar een ander gezin, een goed doel of de recycling.\n\nEen klein gebaar voor jou, minder weggegooid textiel voor iedereen.',
      },
      es: {
        title: 'Little Geste: una segunda vida',
        body: 'La ropa que se ha quedado pequeña no pinta nada al fondo del armario. Con Little Geste nos la envías con una etiqueta que te damos y pasa a otra familia, a una asociación o a una planta de reciclaje.\n\nUn pequeño gesto para ti y menos ropa a la basura para todos.',
      },
    },
  },
];
