import type { LegalText, Locale } from './types';

/**
 * The terms of the Little Club, the loyalty programme: a point per euro, a 10 € code from 200 points
 * and a 40 € code from 600, valid 6 months, and the birthday offer's 15 % to the month's end (the
 * numbers of server/loyalty/constants.ts; the loyalty codes of server/seed/shop.ts and server/shop/discounts.ts).
 */
export const CLUB_TERMS: Record<Locale, LegalText> = {
  fr: {
    title: 'Conditions du Little Club',
    intro:
      'Le Little Club est le programme de fidélité de Little Closet : vos achats vous rapportent des points, que vous échangez contre des bons de réduction. L’adhésion est gratuite et automatique dès que vous avez un compte.',
    sections: [
      [
        'club-points',
        'Article 1 – Gagner des points',
        'Chaque euro payé vous rapporte un point : pour les pièces gardées dans vos malles comme pour vos commandes dans la boutique, frais de livraison et cartes cadeaux exclus. Les points sont crédités dès que votre paiement est accepté.\n\nSi vous renvoyez un article ou si une commande est remboursée, les points correspondants sont retirés.',
      ],
      [
        'club-rewards',
        'Article 2 – Utiliser vos points',
        'Dès 200 points, vous pouvez les échanger contre un bon de 10 € ; dès 600 points, contre un bon de 40 €. Le bon est utilisable une fois, sur une malle ou dans la boutique, pendant 6 mois, et les points échangés sont déduits de votre solde.\n\nUn bon ne se cumule pas avec un autre code de réduction et ne peut pas être échangé contre de l’argent.\n\nLe mois de l’anniversaire de chacun de vos enfants, vous recevez aussi par e-mail un code de 15 % de réduction sur une commande dans la boutique, valable jusqu’à la fin du mois.',
      ],
      [
        'club-validity',
        'Article 3 – Durée de validité',
        'Vos points restent valables 12 mois après votre dernier achat : chaque nouvel achat prolonge la validité de tout votre solde. Vous suivez vos points, leur historique et vos bons actifs dans votre compte, rubrique « Fidélité ».',
      ],
      [
        'club-fairness',
        'Article 4 – Usage loyal',
        'Les points sont personnels et ne peuvent être ni cédés ni vendus. En cas d’abus, par exemple des commandes passées uniquement pour être remboursées, nous pouvons annuler les points obtenus de cette façon, après vous en avoir informé.',
      ],
      [
        'club-changes',
        'Article 5 – Évolution du programme',
        'Nous pouvons modifier ou arrêter le Little Club en vous prévenant par e-mail et sur cette page au moins 30 jours à l’avance. Pendant ce délai, vous pouvez encore échanger les points déjà gagnés.',
      ],
    ],
  },
  de: {
    title: 'Bedingungen des Little Club',
    intro:
      'Der Little Club ist das Treueprogramm von Little Closet: Für Ihre Einkäufe erhalten Sie Punkte, die Sie gegen Rabattgutscheine eintauschen. Die Mitgliedschaft ist kostenlos und beginnt automatisch mit Ihrem Konto.',
    sections: [
      [
        'club-points',
        '§ 1 Punkte sammeln',
        'Für jeden bezahlten Euro erhalten Sie einen Punkt: für die Teile, die Sie aus Ihren Boxen behalten, genauso wie für Bestellungen im Shop, ohne Versandkosten und Geschenkkarten. Die Punkte werden gutgeschrieben, sobald Ihre Zahlung angenommen ist.\n\nWenn Sie einen Artikel zurückschicken oder eine Bestellung erstattet wird, werden die entsprechenden Punkte wieder abgezogen.',
      ],
      [
        'club-rewards',
        '§ 2 Punkte einlösen',
        'Ab 200 Punkten können Sie sie gegen einen Gutschein über 10 € eintauschen, ab 600 Punkten gegen einen Gutschein über 40 €. Der Gutschein gilt einmal, für eine Box oder im Shop, 6 Monate lang, und die eingelösten Punkte werden von Ihrem Stand abgezogen.\n\nEin Gutschein lässt sich nicht mit einem anderen Rabattcode kombinieren und nicht bar auszahlen.\n\nIm Geburtstagsmonat jedes Ihrer Kinder erhalten Sie außerdem per E-Mail einen Code über 15 % Rabatt auf eine Bestellung im Shop, gültig bis zum Monatsende.',
      ],
      [
        'club-validity',
        '§ 3 Gültigkeit',
        'Ihre Punkte bleiben 12 Monate nach Ihrem letzten Einkauf gültig: Jeder neue Einkauf verlängert die Gültigkeit Ihres gesamten Punktestands. Ihre Punkte, deren Verlauf und Ihre aktiven Gutscheine sehen Sie in Ihrem Konto unter „Treueprogramm“.',
      ],
      [
        'club-fairness',
        '§ 4 Faire Nutzung',
        'Punkte sind persönlich und dürfen weder übertragen noch verkauft werden. Bei Missbrauch, etwa bei Bestellungen, die nur aufgegeben werden, um sie erstatten zu lassen, können wir die so erhaltenen Punkte stornieren; wir informieren Sie vorher darüber.',
      ],
      [
        'club-changes',
        '§ 5 Änderungen des Programms',
        'Wir können den Little Club ändern oder beenden und kündigen dies mindestens 30 Tage vorher per E-Mail und auf dieser Seite an. In dieser Zeit können Sie Ihre bereits gesammelten Punkte noch einlösen.',
      ],
    ],
  },
  nl: {
    title: 'Voorwaarden van de Little Club',
    intro:
      'De Little Club is het loyaliteitsprogramma van Little Closet: met je aankopen spaar je punten, die je inruilt voor kortingsbonnen. Meedoen is gratis en gaat vanzelf zodra je een account hebt.',
    sections: [
      [
        'club-points',
        'Artikel 1 – Punten sparen',
        'Elke betaalde euro levert je een punt op: voor de items die je uit je boxen houdt en voor je bestellingen in de webshop, zonder verzendkosten en cadeaubonnen. De punten worden bijgeschreven zodra je betaling is gelukt.\n\nStuur je een artikel terug of wordt een bestelling terugbetaald, dan gaan de bijbehorende punten er weer af.',
      ],
      [
        'club-rewards',
        'Artikel 2 – Punten inwisselen',
        'Vanaf 200 punten kun je ze inruilen voor een bon van € 10, vanaf 600 punten voor een bon van € 40. De bon is één keer te gebruiken, voor een box of in de webshop, binnen 6 maanden, en de ingewisselde punten gaan van je saldo af.\n\nEen bon is niet te combineren met een andere kortingscode en niet inwisselbaar voor geld.\n\nIn de maand dat een van je kinderen jarig is, krijg je bovendien per e-mail een code voor 15% korting op een bestelling in de webshop, geldig tot het einde van die maand.',
      ],
      [
        'club-validity',
        'Artikel 3 – Geldigheid',
        'Je punten blijven 12 maanden na je laatste aankoop geldig: elke nieuwe aankoop verlengt de geldigheid van je hele saldo. Je punten, hun geschiedenis en je actieve bonnen zie je in je account, onder ‘Loyaliteit’.',
      ],
      [
        'club-fairness',
        'Artikel 4 – Eerlijk gebruik',
        'Punten zijn persoonlijk en mogen niet worden overgedragen of verkocht. Bij misbruik, bijvoorbeeld bestellingen die alleen worden geplaatst om ze terugbetaald te krijgen, kunnen we de zo verkregen punten schrappen; dat laten we je eerst weten.',
      ],
      [
        'club-changes',
        'Artikel 5 – Wijzigingen in het programma',
        'We kunnen de Little Club aanpassen of stopzetten; dat laten we je minstens 30 dagen van tevoren per e-mail en op deze pagina weten. In die periode kun je je gespaarde punten nog inwisselen.',
      ],
    ],
  },
  es: {
    title: 'Condiciones del Little Club',
    intro:
      'El Little Club es el programa de fidelidad de Little Closet: tus compras te dan puntos que puedes cambiar por vales de descuento. La inscripción es gratuita y automática en cuanto tienes una cuenta.',
    sections: [
      [
        'club-points',
        'Artículo 1. Cómo ganar puntos',
        'Cada euro que pagas te da un punto: por las prendas que te quedas de tus cajas y por tus pedidos en la tienda, sin contar gastos de envío ni tarjetas regalo. Los puntos se suman en cuanto se acepta tu pago.\n\nSi devuelves un artículo o se reembolsa un pedido, se restan los puntos correspondientes.',
      ],
      [
        'club-rewards',
        'Artículo 2. Cómo usar tus puntos',
        'A partir de 200 puntos puedes cambiarlos por un vale de 10 €; a partir de 600 puntos, por uno de 40 €. El vale se usa una sola vez, en una caja o en la tienda, durante 6 meses, y los puntos canjeados se descuentan de tu saldo.\n\nUn vale no se acumula con otro código de descuento y no se puede cambiar por dinero.\n\nEl mes del cumpleaños de cada uno de tus hijos recibirás además por correo un código del 15 % de descuento en un pedido de la tienda, válido hasta final de mes.',
      ],
      [
        'club-validity',
        'Artículo 3. Validez',
        'Tus puntos son válidos durante 12 meses desde tu última compra: cada compra nueva alarga la validez de todo tu saldo. Puedes consultar tus puntos, su historial y tus vales activos en tu cuenta, en «Fidelidad».',
      ],
      [
        'club-fairness',
        'Artículo 4. Uso responsable',
        'Los puntos son personales y no se pueden ceder ni vender. Si detectamos un abuso, por ejemplo pedidos hechos solo para que se reembolsen, podemos anular los puntos obtenidos así, después de avisarte.',
      ],
      [
        'club-changes',
        'Artículo 5. Cambios en el programa',
        'Podemos modificar o terminar el Little Club avisándote por correo electrónico y en esta página con al menos 30 días de antelación. Durante ese tiempo aún puedes canjear los puntos que ya hayas ganado.',
      ],
    ],
  },
};
