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
        'Depuis votre compte, rubrique « Little Geste », vous créez une étiquette d’envoi prépayée au départ de l’une de vos adresses. L’étiquette est gratuite, vaut pour un seul colis et reste valable 30 jours : passé ce délai sans dépôt, elle expire. Vous pouvez créer 2 étiquettes par mois calendaire, quel que soit leur sort ; le compteur repart le 1er du mois suivant.\n\nLes étiquettes existent pour un départ de France, de Monaco, de Belgique, du Luxembourg, des Pays-Bas, d’Allemagne, d’Autriche et d’Espagne, avec le transporteur du pays ; vous déposez le colis dans un bureau de poste ou, là où le transporteur en a, dans le point relais que vous choisissez. Pour une adresse dans un autre pays (l’Italie ou l’Irlande par exemple), la création est refusée.',
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
        'Une fois le colis reçu et son contenu accepté, nous créditons 5 € sur votre cagnotte Little Closet, une seule fois par étiquette. Cette somme n’a pas de date de fin : vous l’utilisez quand vous voulez pour vos achats en boutique et vos malles. Elle ne peut pas être échangée contre de l’argent.\n\nUn colis vide, ou composé pour l’essentiel d’articles refusés, ne donne droit à rien.',
      ],
      [
        'recycle-end',
        'Article 5 – Évolution du programme',
        'Nous pouvons faire évoluer ou arrêter le programme Little Geste en vous prévenant sur cette page au moins 30 jours à l’avance. Une étiquette déjà créée reste valable jusqu’à sa date d’expiration, et un colis déjà envoyé donne droit au remerciement prévu.',
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
        'In Ihrem Konto unter „Little Geste“ erstellen Sie ein vorfrankiertes Versandetikett für eine Ihrer Adressen als Absender. Das Etikett ist kostenlos, gilt für ein einziges Paket und bleibt 30 Tage gültig; wird das Paket bis dahin nicht abgegeben, verfällt es. Sie können 2 Etiketten pro Kalendermonat erstellen, ganz gleich, was aus ihnen wird; am 1. des Folgemonats geht es von vorn los.\n\nEtiketten gibt es für den Versand aus Frankreich, Monaco, Belgien, Luxemburg, den Niederlanden, Deutschland, Österreich und Spanien, mit dem Versanddienst des jeweiligen Landes; Sie geben das Paket in einer Postfiliale ab oder, wo der Versanddienst welche hat, im Paketshop Ihrer Wahl. Für eine Adresse in einem anderen Land (etwa Italien oder Irland) wird die Erstellung abgelehnt.',
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
        'Sobald das Paket angekommen ist und wir den Inhalt angenommen haben, schreiben wir Ihrem Little-Closet-Guthaben 5 € gut, einmal pro Etikett. Der Betrag verfällt nicht: Sie können ihn jederzeit im Shop und für Ihre Boxen einsetzen. Eine Barauszahlung ist nicht möglich.\n\nFür ein leeres Paket oder eines, das überwiegend abgelehnte Artikel enthält, gibt es keine Gutschrift.',
      ],
      [
        'recycle-end',
        '§ 5 Änderungen des Programms',
        'Wir können Little Geste ändern oder beenden und kündigen dies mindestens 30 Tage vorher auf dieser Seite an. Ein bereits erstelltes Etikett bleibt bis zu seinem Ablaufdatum gültig, und für ein bereits verschicktes Paket gibt es die vorgesehene Gutschrift.',
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
        'In je account, onder ‘Little Geste’, maak je een gefrankeerd verzendlabel aan met een van je adressen als afzender. Het label is gratis, geldt voor één pakket en blijft 30 dagen geldig; lever je het pakket niet binnen die tijd af, dan verloopt het. Je kunt 2 labels per kalendermaand aanmaken, wat er ook met ze gebeurt; op de 1e van de volgende maand begin je weer opnieuw.\n\nLabels zijn er voor verzending vanuit Frankrijk, Monaco, België, Luxemburg, Nederland, Duitsland, Oostenrijk en Spanje, met de vervoerder van dat land; je brengt het pakket naar een postkantoor of, waar de vervoerder die heeft, naar het afhaalpunt dat je kiest. Voor een adres in een ander land (bijvoorbeeld Italië of Ierland) wordt het aanmaken geweigerd.',
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
        'Zodra het pakket binnen is en we de inhoud hebben goedgekeurd, zetten we € 5 op je Little Closet-tegoed, één keer per label. Dat bedrag verloopt niet: je gebruikt het wanneer je wilt in de webshop en voor je boxen. Het is niet inwisselbaar voor geld.\n\nEen leeg pakket, of een pakket met vooral geweigerde artikelen, levert niets op.',
      ],
      [
        'recycle-end',
        'Artikel 5 – Wijzigingen in het programma',
        'We kunnen Little Geste aanpassen of stopzetten; dat kondigen we minstens 30 dagen van tevoren op deze pagina aan. Een label dat al is aangemaakt, blijft geldig tot de vervaldatum, en voor een pakket dat al onderweg is, krijg je het beloofde tegoed.',
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
        'Desde tu cuenta, en «Little Geste», creas una etiqueta de envío prepagada con una de tus direcciones como remitente. La etiqueta es gratuita, vale para un solo paquete y es válida durante 30 días; si no entregas el paquete en ese plazo, caduca. Puedes crear 2 etiquetas por mes natural, pase lo que pase con ellas; el contador vuelve a empezar el día 1 del mes siguiente.\n\nHay etiquetas para envíos desde Francia, Mónaco, Bélgica, Luxemburgo, los Países Bajos, Alemania, Austria y España, con el transportista de cada país; entregas el paquete en una oficina de correos o, donde el transportista los tenga, en el punto de recogida que elijas. Para una dirección en otro país (Italia o Irlanda, por ejemplo), no se puede crear.',
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
        'Cuando recibimos el paquete y aceptamos su contenido, añadimos 5 € a tu saldo de Little Closet, una sola vez por etiqueta. Ese importe no caduca: lo usas cuando quieras en la tienda y en tus cajas. No se puede canjear por dinero.\n\nUn paquete vacío, o con casi todo artículos no aceptados, no da derecho a nada.',
      ],
      [
        'recycle-end',
        'Artículo 5. Cambios en el programa',
        'Podemos modificar o terminar Little Geste avisándolo en esta página con al menos 30 días de antelación. Una etiqueta ya creada sigue valiendo hasta que caduque y un paquete ya enviado da derecho al saldo previsto.',
      ],
    ],
  },
};
