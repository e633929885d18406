import type { LegalText, Locale } from './types';

/** The terms of Little Geste, the recycling programme: a free label to send back clothes that no longer fit. */
export const RECYCLE_TERMS: Record<Locale, LegalText> = {
  fr: {
    title: 'Conditions du programme Little Geste',
    intro:
      'Little Geste vous permet de nous confier les vêtements que vos enfants ou vous ne portez plus, pour qu’ils aient une seconde vie. Le programme est gratuit et ouvert à toute personne qui a un compte Little Closet, cliente ou non.',
    sections: [
      [
        'recycle-label',
        'Article 1 – Votre étiquette prépayée',
        'Depuis votre compte, rubrique « Little Geste », vous créez une étiquette d’envoi prépayée à l’adresse d’expédition de votre choix. L’étiquette est gratuite et valable 30 jours pour un seul colis. Vous ne pouvez avoir qu’une étiquette en cours à la fois.\n\nL’étiquette n’est proposée que pour un départ depuis l’un des pays où nous livrons ; pour un autre pays, la création est refusée.',
      ],
      [
        'recycle-items',
        'Article 2 – Ce que vous pouvez envoyer',
        'Vêtements pour enfants et pour femmes, de toutes marques, ainsi que le linge de maison, les chaussures attachées par paire et les accessoires textiles. Les pièces doivent être propres et sèches ; elles peuvent être usées ou abîmées.\n\nNous n’acceptons pas les sous-vêtements portés, les articles souillés ou humides, ni les objets qui ne sont pas textiles. Le colis ne doit pas dépasser 10 kg.',
      ],
      [
        'recycle-sorting',
        'Article 3 – Ce que deviennent vos vêtements',
        'Nous trions chaque colis dans notre atelier. Les pièces en bon état sont données à des associations partenaires ou revendues en seconde main ; les autres partent dans une filière de recyclage qui en fait de nouvelles fibres ou des matériaux d’isolation.\n\nEn nous envoyant le colis, vous nous cédez gratuitement la propriété de son contenu ; il ne peut pas vous être retourné.',
      ],
      [
        'recycle-reward',
        'Article 4 – Votre remerciement',
        'Une fois le colis reçu et trié, nous créditons votre cagnotte Little Closet d’un bon d’achat dont le montant est indiqué lors de la création de l’étiquette. Il est utilisable dans la boutique et sur vos malles pendant 12 mois, et ne peut pas être échangé contre de l’argent.\n\nUn colis vide, ou composé pour l’essentiel d’articles refusés, ne donne pas droit au bon.',
      ],
      [
        'recycle-end',
        'Article 5 – Évolution du programme',
        'Nous pouvons faire évoluer ou arrêter le programme Little Geste en vous prévenant sur cette page au moins 30 jours à l’avance. Une étiquette déjà créée reste valable jusqu’à sa date d’expiration, et un colis déjà envoyé donne droit au bon prévu.',
      ],
    ],
  },
  de: {
    title: 'Bedingungen des Programms Little Geste',
    intro:
      'Mit Little Geste können Sie uns die Kleidung anvertrauen, die Ihre Kinder oder Sie nicht mehr tragen, damit sie ein zweites Leben bekommt. Das Programm ist kostenlos und steht allen offen, die ein Konto bei Little Closet haben, ob Kundin oder nicht.',
    sections: [
      [
        'recycle-label',
        '§ 1 Ihr vorfrankiertes Etikett',
        'In Ihrem Konto unter „Little Geste“ erstellen Sie ein vorfrankiertes Versandetikett für die Absenderadresse Ihrer Wahl. Das Etikett ist kostenlos und 30 Tage lang für ein einziges Paket gültig. Sie können immer nur ein offenes Etikett haben.\n\nEtiketten gibt es nur für den Versand aus einem der Länder, in die wir liefern; für andere Länder wird die Erstellung abgelehnt.',
      ],
      [
        'recycle-items',
        '§ 2 Was Sie schicken können',
        'Kinder- und Damenkleidung aller Marken sowie Heimtextilien, paarweise zusammengebundene Schuhe und Accessoires aus Stoff. Die Teile müssen sauber und trocken sein; sie dürfen abgetragen oder beschädigt sein.\n\nNicht annehmen können wir getragene Unterwäsche, verschmutzte oder feuchte Artikel und alles, was kein Textil ist. Das Paket darf höchstens 10 kg wiegen.',
      ],
      [
        'recycle-sorting',
        '§ 3 Was aus Ihrer Kleidung wird',
        'Wir sortieren jedes Paket in unserer Werkstatt. Gut erhaltene Teile spenden wir an Partnerorganisationen oder verkaufen sie als Secondhand weiter; die übrigen gehen in ein Recyclingverfahren, das daraus neue Fasern oder Dämmmaterial macht.\n\nMit dem Versand des Pakets überlassen Sie uns das Eigentum an seinem Inhalt unentgeltlich; er kann Ihnen nicht zurückgeschickt werden.',
      ],
      [
        'recycle-reward',
        '§ 4 Unser Dankeschön',
        'Sobald das Paket angekommen und sortiert ist, schreiben wir Ihrem Little-Closet-Guthaben einen Gutschein gut, dessen Betrag beim Erstellen des Etiketts angezeigt wird. Sie können ihn 12 Monate lang im Shop und für Ihre Boxen einlösen; eine Barauszahlung ist nicht möglich.\n\nEin leeres Paket oder eines, das überwiegend abgelehnte Artikel enthält, berechtigt nicht zum Gutschein.',
      ],
      [
        'recycle-end',
        '§ 5 Änderungen des Programms',
        'Wir können Little Geste ändern oder beenden und kündigen dies mindestens 30 Tage vorher auf dieser Seite an. Ein bereits erstelltes Etikett bleibt bis zu seinem Ablaufdatum gültig, und für ein bereits verschicktes Paket gibt es den vorgesehenen Gutschein.',
      ],
    ],
  },
  nl: {
    title: 'Voorwaarden van het programma Little Geste',
    intro:
      'Met Little Geste geef je de kleding die je kinderen of jij niet meer dragen aan ons mee, zodat ze een tweede leven krijgt. Het programma is gratis en staat open voor iedereen met een Little Closet-account, klant of niet.',
    sections: [
      [
        'recycle-label',
        'Artikel 1 – Je gefrankeerde label',
        'In je account, onder ‘Little Geste’, maak je een gefrankeerd verzendlabel aan voor het verzendadres dat je kiest. Het label is gratis en 30 dagen geldig voor één pakket. Je kunt maar één label tegelijk open hebben.\n\nEen label kan alleen voor verzending vanuit een van de landen waar we leveren; voor andere landen wordt het aanmaken geweigerd.',
      ],
      [
        'recycle-items',
        'Artikel 2 – Wat je kunt opsturen',
        'Kinder- en damenkleding van elk merk, en ook huishoudtextiel, schoenen die per paar aan elkaar vastzitten en textielaccessoires. Alles moet schoon en droog zijn; versleten of kapot mag.\n\nWe nemen geen gedragen ondergoed, vuile of vochtige artikelen en niets wat geen textiel is aan. Het pakket mag niet zwaarder zijn dan 10 kg.',
      ],
      [
        'recycle-sorting',
        'Artikel 3 – Wat er met je kleding gebeurt',
        'We sorteren elk pakket in ons atelier. Items in goede staat schenken we aan partnerorganisaties of verkopen we tweedehands; de rest gaat naar een recyclingbedrijf dat er nieuwe vezels of isolatiemateriaal van maakt.\n\nDoor het pakket op te sturen, draag je de eigendom van de inhoud gratis aan ons over; we kunnen het niet terugsturen.',
      ],
      [
        'recycle-reward',
        'Artikel 4 – Ons bedankje',
        'Zodra het pakket binnen is en gesorteerd, zetten we een tegoedbon op je Little Closet-tegoed. Het bedrag zie je al wanneer je het label aanmaakt. Je kunt de bon 12 maanden gebruiken in de webshop en voor je boxen; hij is niet inwisselbaar voor geld.\n\nEen leeg pakket, of een pakket met vooral geweigerde artikelen, geeft geen recht op de bon.',
      ],
      [
        'recycle-end',
        'Artikel 5 – Wijzigingen in het programma',
        'We kunnen Little Geste aanpassen of stopzetten; dat kondigen we minstens 30 dagen van tevoren op deze pagina aan. Een label dat al is aangemaakt, blijft geldig tot de vervaldatum, en voor een pakket dat al onderweg is, krijg je de beloofde bon.',
      ],
    ],
  },
  es: {
    title: 'Condiciones del programa Little Geste',
    intro:
      'Con Little Geste puedes confiarnos la ropa que tus hijos o tú ya no usáis, para que tenga una segunda vida. El programa es gratuito y está abierto a cualquier persona con una cuenta de Little Closet, sea clienta o no.',
    sections: [
      [
        'recycle-label',
        'Artículo 1. Tu etiqueta prepagada',
        'Desde tu cuenta, en «Little Geste», creas una etiqueta de envío prepagada para la dirección de remitente que prefieras. La etiqueta es gratuita y vale durante 30 días para un solo paquete. Solo puedes tener una etiqueta pendiente a la vez.\n\nLa etiqueta solo está disponible para envíos desde alguno de los países a los que enviamos; para otros países no se puede crear.',
      ],
      [
        'recycle-items',
        'Artículo 2. Qué puedes enviar',
        'Ropa de niños y de mujer de cualquier marca, además de ropa de hogar, zapatos atados por pares y complementos textiles. Las prendas tienen que estar limpias y secas; pueden estar gastadas o rotas.\n\nNo aceptamos ropa interior usada, artículos sucios o húmedos ni nada que no sea textil. El paquete no puede pesar más de 10 kg.',
      ],
      [
        'recycle-sorting',
        'Artículo 3. Qué pasa con tu ropa',
        'Clasificamos cada paquete en nuestro taller. Las prendas en buen estado se donan a asociaciones con las que colaboramos o se venden de segunda mano; las demás van a un proceso de reciclaje que las convierte en nuevas fibras o en material aislante.\n\nAl enviarnos el paquete, nos cedes gratuitamente la propiedad de su contenido, que no se te puede devolver.',
      ],
      [
        'recycle-reward',
        'Artículo 4. Nuestro agradecimiento',
        'Cuando recibimos y clasificamos el paquete, añadimos a tu monedero de Little Closet un vale cuyo importe se indica al crear la etiqueta. Puedes usarlo en la tienda y en tus cajas durante 12 meses, y no se puede canjear por dinero.\n\nUn paquete vacío, o con casi todo artículos no aceptados, no da derecho al vale.',
      ],
      [
        'recycle-end',
        'Artículo 5. Cambios en el programa',
        'Podemos modificar o terminar Little Geste avisándolo en esta página con al menos 30 días de antelación. Una etiqueta ya creada sigue valiendo hasta que caduque y un paquete ya enviado da derecho al vale previsto.',
      ],
    ],
  },
};
