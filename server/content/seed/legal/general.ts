import type { LegalText, Locale } from './types';

/**
 * The general terms: the trunks, sent once or by subscription, tried at home. They follow the
 * product's rules (server/lib/trunk-lifecycle.ts, server/trunks/offer.ts): a preview 7 days before
 * delivery and 48 hours to review it, a trunk every 1, 2 or 3 months, a pause of 1 to 6 months; at
 * home, 7 days from delivery to choose, pay and send back (extended once by 3 days), a 10 € styling
 * fee credited against the kept pieces, 20 % off a trunk kept whole, free prepaid return.
 */
export const GENERAL_TERMS: Record<Locale, LegalText> = {
  fr: {
    title: 'Conditions générales d’utilisation et de service',
    intro:
      'Ces conditions encadrent l’utilisation du site Little Closet et le service de malles de vêtements pour enfants et pour femmes, envoyées une fois ou par abonnement. Les achats faits dans la boutique en ligne, le programme de recyclage Little Geste et le Little Club ont chacun leurs propres conditions, que vous trouverez sur cette page.',
    sections: [
      [
        'terms-service',
        'Article 1 – Le service',
        'Little Closet compose des malles de vêtements choisis par une styliste à partir de vos réponses au quiz de style : une malle par enfant (de 0 à 14 ans) ou pour vous. Vous essayez les pièces à la maison, vous gardez et payez celles qui vous plaisent, et vous renvoyez les autres.\n\nLe service est réservé aux personnes majeures qui résident dans l’un des pays où nous livrons. Il est destiné à un usage personnel et familial, et non à la revente.',
      ],
      [
        'terms-account',
        'Article 2 – Votre compte et vos profils',
        'Pour commander une malle, vous créez un compte avec votre adresse e-mail et un mot de passe, puis un profil par enfant ou pour vous-même. Les réponses au quiz (tailles, goûts, couleurs préférées) servent uniquement à composer vos malles ; vous pouvez les modifier à tout moment.\n\nVous veillez à l’exactitude de vos informations et à la confidentialité de votre mot de passe. Si vous pensez que quelqu’un utilise votre compte, écrivez-nous sans attendre.',
      ],
      [
        'terms-trunks',
        'Article 3 – Malle unique ou abonnement',
        'Vous pouvez commander une malle unique, ou vous abonner pour recevoir une malle tous les mois, tous les deux mois ou tous les trois mois. L’abonnement est gratuit et sans engagement : la livraison et le retour sont offerts, et rien n’est débité à la commande. Les frais de stylisme de chaque malle sont expliqués à l’article 7.\n\nChaque malle contient environ neuf pièces, réparties en trois looks. Dès trois semaines avant la livraison, et jusqu’à ce que la styliste compose l’aperçu, vous pouvez lui indiquer vos envies parmi nos suggestions.',
      ],
      [
        'terms-preview',
        'Article 4 – L’aperçu de la malle',
        'Sept jours avant la date de livraison, la styliste vous envoie un aperçu de la malle. Vous disposez de 48 heures pour le consulter : vous pouvez remplacer les pièces qui ne vous plaisent pas, laisser un mot à la styliste, puis valider.\n\nSans réponse de votre part dans ce délai, l’aperçu est validé tel quel et la malle est préparée. Une fois la malle en préparation, son contenu ne peut plus changer.',
      ],
      [
        'terms-delivery',
        'Article 5 – Livraison',
        'La malle est livrée gratuitement à l’adresse de votre choix ou en point relais, à la date indiquée dans votre compte. Vous pouvez avancer ou reculer cette date tant que la styliste n’a pas commencé l’aperçu.\n\nSi la malle n’arrive pas ou arrive abîmée, prévenez-nous : nous la remplaçons ou nous vous remboursons les pièces concernées.',
      ],
      [
        'terms-keep-return',
        'Article 6 – Essayer, garder, renvoyer',
        'À partir du jour de la livraison, vous avez 7 jours (jusqu’à minuit, heure de Paris, le septième jour qui suit la livraison) pour essayer les pièces, indiquer depuis votre compte celles que vous gardez, payer et renvoyer les autres. Vous pouvez prolonger ce délai une fois, de 3 jours, depuis votre compte, tant qu’il n’est pas écoulé.\n\nLe retour est gratuit : une fois votre choix payé, une étiquette de retour prépayée vous attend dans votre compte. Vous déposez le colis dans un bureau de poste ou en point relais, ou vous le faites enlever à domicile là où le transporteur le propose (France, Belgique, Pays-Bas, Allemagne). Les pièces renvoyées doivent être propres, non portées en dehors de l’essayage et avec leurs étiquettes.\n\nSi le délai s’écoule sans que vous ayez fait votre choix, les pièces encore chez vous sont considérées comme gardées et facturées comme telles.',
      ],
      [
        'terms-payment',
        'Article 7 – Prix et paiement',
        'Vous payez les pièces que vous gardez, au prix indiqué dans l’aperçu, en euros toutes taxes comprises. Chaque malle compte des frais de stylisme de 10 €, déduits du prix des pièces gardées : dès que vous gardez une pièce, ils ne vous coûtent rien, et ils ne sont dus que si vous renvoyez toute la malle. Si vous gardez toutes les pièces de la malle, leur prix est réduit de 20 %. Un code de réduction de la boutique peut s’appliquer aux pièces gardées, une seule fois.\n\nVous payez en ligne depuis votre compte, une fois votre choix fait. À la fin du délai d’essai, le montant des pièces restées chez vous est débité sur le moyen de paiement enregistré dans votre compte.\n\nLes paiements passent par un prestataire sécurisé ; nous ne conservons jamais le numéro complet de votre carte.',
      ],
      [
        'terms-subscription',
        'Article 8 – Pause, rythme et résiliation',
        'Depuis votre compte, vous pouvez à tout moment mettre votre abonnement en pause pour un à six mois, le reprendre, changer son rythme ou déplacer la prochaine livraison.\n\nVous pouvez aussi résilier l’abonnement à tout moment, sans frais : la malle en cours de composition est alors annulée. Une malle dont l’aperçu est validé ou qui est déjà en préparation est livrée normalement.',
      ],
      [
        'terms-withdrawal',
        'Article 9 – Droit de rétractation',
        'Pour les pièces que vous gardez, vous disposez du droit de rétractation de 14 jours prévu par la loi, à compter de la réception de la malle. Le formulaire de rétractation et ses modalités sont décrits dans les conditions générales de vente de la boutique, qui s’appliquent de la même façon.',
      ],
      [
        'terms-liability',
        'Article 10 – Responsabilité et litiges',
        'Nous faisons notre possible pour que le site soit disponible et exact, mais une interruption pour maintenance peut arriver. Nous ne sommes pas responsables d’un retard dû à un transporteur en cas de force majeure.\n\nCes conditions sont soumises au droit français. En cas de désaccord, écrivez-nous d’abord à bonjour@littlecloset.test ; vous pouvez ensuite recourir gratuitement à un médiateur de la consommation ou saisir le tribunal compétent. Si vous résidez dans un autre pays de l’Union européenne, vous gardez la protection des règles impératives de votre pays.',
      ],
    ],
  },
  de: {
    title: 'Allgemeine Nutzungs- und Servicebedingungen',
    intro:
      'Diese Bedingungen regeln die Nutzung der Website von Little Closet und unseren Service mit Kleidungsboxen für Kinder und Frauen, einmalig oder im Abo. Für Käufe im Onlineshop, für das Recyclingprogramm Little Geste und für den Little Club gelten jeweils eigene Bedingungen, die Sie ebenfalls auf dieser Seite finden.',
    sections: [
      [
        'terms-service',
        '§ 1 Der Service',
        'Little Closet stellt Boxen mit Kleidung zusammen, die eine Stylistin anhand Ihrer Antworten im Stil-Quiz auswählt: eine Box pro Kind (von 0 bis 14 Jahren) oder für Sie selbst. Sie probieren die Teile zu Hause an, behalten und bezahlen, was Ihnen gefällt, und schicken den Rest zurück.\n\nDer Service steht volljährigen Personen offen, die in einem der Länder wohnen, in die wir liefern. Er ist für den persönlichen und familiären Gebrauch bestimmt, nicht für den Weiterverkauf.',
      ],
      [
        'terms-account',
        '§ 2 Ihr Konto und Ihre Profile',
        'Um eine Box zu bestellen, legen Sie ein Konto mit Ihrer E-Mail-Adresse und einem Passwort an und danach ein Profil pro Kind oder für sich selbst. Ihre Antworten im Quiz (Größen, Vorlieben, Lieblingsfarben) nutzen wir nur, um Ihre Boxen zusammenzustellen; Sie können sie jederzeit ändern.\n\nBitte halten Sie Ihre Angaben aktuell und Ihr Passwort geheim. Wenn Sie vermuten, dass jemand anderes Ihr Konto nutzt, schreiben Sie uns bitte umgehend.',
      ],
      [
        'terms-trunks',
        '§ 3 Einzelne Box oder Abo',
        'Sie können eine einzelne Box bestellen oder ein Abo abschließen und jeden Monat, alle zwei Monate oder alle drei Monate eine Box erhalten. Das Abo ist kostenlos und unverbindlich: Versand und Rücksendung sind inklusive, und bei der Bestellung wird nichts abgebucht. Die Styling-Gebühr jeder Box erklärt § 7.\n\nJede Box enthält rund neun Teile, verteilt auf drei Looks. Ab drei Wochen vor der Lieferung, bis die Stylistin die Vorschau zusammenstellt, können Sie ihr aus unseren Vorschlägen Ihre Wünsche mitteilen.',
      ],
      [
        'terms-preview',
        '§ 4 Die Vorschau Ihrer Box',
        'Sieben Tage vor dem Liefertermin schickt Ihnen die Stylistin eine Vorschau der Box. Sie haben dann 48 Stunden Zeit, sie anzusehen: Sie können Teile austauschen, die Ihnen nicht gefallen, der Stylistin eine Nachricht hinterlassen und die Vorschau bestätigen.\n\nWenn Sie in dieser Zeit nicht reagieren, gilt die Vorschau so, wie sie ist, als bestätigt, und die Box wird gepackt. Sobald die Box gepackt wird, lässt sich ihr Inhalt nicht mehr ändern.',
      ],
      [
        'terms-delivery',
        '§ 5 Lieferung',
        'Die Box wird kostenlos an die Adresse Ihrer Wahl oder an einen Abholpunkt geliefert, zu dem Termin, der in Ihrem Konto steht. Sie können diesen Termin vorziehen oder verschieben, solange die Stylistin noch nicht mit der Vorschau begonnen hat.\n\nKommt die Box nicht an oder ist sie beschädigt, sagen Sie uns Bescheid: Wir ersetzen sie oder erstatten Ihnen die betroffenen Teile.',
      ],
      [
        'terms-keep-return',
        '§ 6 Anprobieren, behalten, zurückschicken',
        'Ab dem Tag der Lieferung haben Sie 7 Tage Zeit (bis Mitternacht deutscher Zeit am siebten Tag nach der Lieferung), die Teile anzuprobieren, in Ihrem Konto anzugeben, welche Sie behalten, zu bezahlen und die übrigen zurückzuschicken. Sie können diese Frist in Ihrem Konto einmal um 3 Tage verlängern, solange sie noch läuft.\n\nDie Rücksendung ist kostenlos: Sobald Ihre Auswahl bezahlt ist, liegt in Ihrem Konto ein frankiertes Rücksendeetikett bereit. Sie geben das Paket in einer Postfiliale oder an einer Abholstation ab oder lassen es zu Hause abholen, wo der Versanddienst das anbietet (Frankreich, Belgien, Niederlande, Deutschland). Zurückgeschickte Teile müssen sauber sein, dürfen nur anprobiert worden sein und müssen ihre Etiketten noch haben.\n\nVerstreicht die Frist, ohne dass Sie Ihre Auswahl getroffen haben, gelten die Teile, die noch bei Ihnen sind, als behalten und werden entsprechend berechnet.',
      ],
      [
        'terms-payment',
        '§ 7 Preise und Zahlung',
        'Sie bezahlen die Teile, die Sie behalten, zu dem Preis, der in der Vorschau angegeben ist, in Euro inklusive Mehrwertsteuer. Für jede Box fällt eine Styling-Gebühr von 10 € an, die mit dem Preis der behaltenen Teile verrechnet wird: Sobald Sie ein Teil behalten, kostet sie Sie nichts; fällig wird sie nur, wenn Sie die ganze Box zurückschicken. Behalten Sie alle Teile der Box, sinkt ihr Preis um 20 %. Ein Rabattcode des Shops kann einmal auf die behaltenen Teile angewendet werden.\n\nSie bezahlen online in Ihrem Konto, sobald Sie Ihre Auswahl getroffen haben. Am Ende der Anprobefrist wird der Betrag für die Teile, die noch bei Ihnen sind, von der Zahlungsart in Ihrem Konto abgebucht.\n\nZahlungen laufen über einen sicheren Zahlungsdienstleister; wir speichern nie Ihre vollständige Kartennummer.',
      ],
      [
        'terms-subscription',
        '§ 8 Pause, Rhythmus und Kündigung',
        'In Ihrem Konto können Sie Ihr Abo jederzeit für einen bis sechs Monate pausieren, wieder aufnehmen, seinen Rhythmus ändern oder die nächste Lieferung verschieben.\n\nSie können das Abo auch jederzeit kostenlos kündigen: Die Box, die gerade zusammengestellt wird, wird dann storniert. Eine Box, deren Vorschau bestätigt ist oder die schon gepackt wird, wird wie geplant geliefert.',
      ],
      [
        'terms-withdrawal',
        '§ 9 Widerrufsrecht',
        'Für die Teile, die Sie behalten, haben Sie das gesetzliche Widerrufsrecht von 14 Tagen ab Erhalt der Box. Das Muster-Widerrufsformular und die Einzelheiten finden Sie in den Allgemeinen Geschäftsbedingungen des Shops, die hier genauso gelten.',
      ],
      [
        'terms-liability',
        '§ 10 Haftung und Streitigkeiten',
        'Wir tun unser Bestes, damit die Website erreichbar ist und stimmt, doch Unterbrechungen wegen Wartungsarbeiten können vorkommen. Für Verzögerungen eines Versanddienstleisters aufgrund höherer Gewalt haften wir nicht.\n\nFür diese Bedingungen gilt französisches Recht. Bei Unstimmigkeiten schreiben Sie uns bitte zuerst an bonjour@littlecloset.test; danach können Sie kostenlos eine Verbraucherschlichtungsstelle anrufen oder sich an das zuständige Gericht wenden. Wohnen Sie in einem anderen Land der Europäischen Union, bleibt Ihnen der Schutz durch die zwingenden Vorschriften Ihres Landes erhalten.',
      ],
    ],
  },
  nl: {
    title: 'Algemene gebruiks- en servicevoorwaarden',
    intro:
      'Deze voorwaarden gelden voor het gebruik van de website van Little Closet en voor onze service met kledingboxen voor kinderen en vrouwen, eenmalig of met een abonnement. Voor aankopen in de webshop, voor het recyclingprogramma Little Geste en voor de Little Club gelden eigen voorwaarden, die je ook op deze pagina vindt.',
    sections: [
      [
        'terms-service',
        'Artikel 1 – De service',
        'Little Closet stelt boxen samen met kleding die een stylist kiest op basis van je antwoorden in de stijlquiz: een box per kind (van 0 tot 14 jaar) of voor jezelf. Je past alles thuis, houdt en betaalt wat je mooi vindt en stuurt de rest terug.\n\nDe service is bedoeld voor meerderjarigen die wonen in een van de landen waar we leveren, voor persoonlijk en gezinsgebruik en niet voor doorverkoop.',
      ],
      [
        'terms-account',
        'Artikel 2 – Je account en je profielen',
        'Om een box te bestellen maak je een account aan met je e-mailadres en een wachtwoord, en daarna een profiel per kind of voor jezelf. Je antwoorden in de quiz (maten, smaak, lievelingskleuren) gebruiken we alleen om je boxen samen te stellen; je kunt ze altijd aanpassen.\n\nZorg dat je gegevens kloppen en houd je wachtwoord voor jezelf. Denk je dat iemand anders je account gebruikt? Laat het ons dan meteen weten.',
      ],
      [
        'terms-trunks',
        'Artikel 3 – Eenmalige box of abonnement',
        'Je kunt één box bestellen, of een abonnement nemen en elke maand, om de twee maanden of om de drie maanden een box ontvangen. Het abonnement is gratis en zit nergens aan vast: verzending en retour zijn inbegrepen, en bij je bestelling wordt niets afgeschreven. De stylingkosten van elke box lees je in artikel 7.\n\nElke box bevat ongeveer negen items, verdeeld over drie looks. Vanaf drie weken voor de levering, tot de stylist de preview samenstelt, kun je uit onze suggesties laten weten wat je graag zou willen.',
      ],
      [
        'terms-preview',
        'Artikel 4 – De preview van je box',
        'Zeven dagen voor de leverdatum stuurt de stylist je een preview van de box. Je hebt dan 48 uur om hem te bekijken: je kunt items vervangen die je niet mooi vindt, de stylist een berichtje sturen en de preview bevestigen.\n\nReageer je niet binnen die tijd, dan wordt de preview bevestigd zoals hij is en gaan we de box inpakken. Zodra de box wordt ingepakt, kan de inhoud niet meer veranderen.',
      ],
      [
        'terms-delivery',
        'Artikel 5 – Levering',
        'De box wordt gratis geleverd op het adres dat je kiest of bij een afhaalpunt, op de datum die in je account staat. Je kunt die datum vervroegen of uitstellen zolang de stylist nog niet aan de preview is begonnen.\n\nKomt de box niet aan of is hij beschadigd? Laat het ons weten: we vervangen hem of betalen de betreffende items terug.',
      ],
      [
        'terms-keep-return',
        'Artikel 6 – Passen, houden, terugsturen',
        'Vanaf de dag van de levering heb je 7 dagen (tot middernacht, Belgische en Nederlandse tijd, op de zevende dag na de levering) om alles te passen, in je account door te geven wat je houdt, te betalen en de rest terug te sturen. Je kunt die termijn in je account één keer met 3 dagen verlengen, zolang hij nog loopt.\n\nTerugsturen is gratis: zodra je keuze betaald is, staat er een voorgefrankeerd retourlabel klaar in je account. Je geeft het pakket af op een postkantoor of bij een afhaalpunt, of je laat het thuis ophalen waar de vervoerder dat aanbiedt (Frankrijk, België, Nederland, Duitsland). Teruggestuurde items moeten schoon zijn, alleen gepast en nog met hun labels.\n\nVerstrijkt de termijn zonder dat je je keuze hebt doorgegeven, dan gelden de items die nog bij je zijn als gehouden en worden ze zo aangerekend.',
      ],
      [
        'terms-payment',
        'Artikel 7 – Prijzen en betaling',
        'Je betaalt de items die je houdt, tegen de prijs in de preview, in euro inclusief btw. Per box rekenen we 10 € stylingkosten, die we aftrekken van de prijs van de items die je houdt: zodra je één item houdt, kosten ze je niets, en je betaalt ze alleen als je de hele box terugstuurt. Houd je alle items van de box, dan krijg je 20 % korting op hun prijs. Een kortingscode van de webshop kan één keer op de gehouden items worden gebruikt.\n\nJe betaalt online in je account zodra je je keuze hebt gemaakt. Aan het einde van de pastermijn schrijven we het bedrag van de items die nog bij je zijn af van de betaalmethode in je account.\n\nBetalingen lopen via een beveiligde betaaldienst; we bewaren nooit je volledige kaartnummer.',
      ],
      [
        'terms-subscription',
        'Artikel 8 – Pauze, ritme en opzeggen',
        'In je account kun je je abonnement altijd een tot zes maanden pauzeren, weer hervatten, het ritme aanpassen of de volgende levering verplaatsen.\n\nJe kunt het abonnement ook altijd kosteloos opzeggen: de box die op dat moment wordt samengesteld, vervalt dan. Een box waarvan de preview al bevestigd is of die al wordt ingepakt, wordt gewoon geleverd.',
      ],
      [
        'terms-withdrawal',
        'Artikel 9 – Herroepingsrecht',
        'Voor de items die je houdt, heb je het wettelijke herroepingsrecht van 14 dagen na ontvangst van de box. Het modelformulier en hoe het werkt, lees je in de algemene verkoopvoorwaarden van de webshop; die gelden hier op dezelfde manier.',
      ],
      [
        'terms-liability',
        'Artikel 10 – Aansprakelijkheid en geschillen',
        'We doen ons best om de website bereikbaar en correct te houden, maar door onderhoud kan hij soms even onbereikbaar zijn. We zijn niet aansprakelijk voor vertraging van een vervoerder door overmacht.\n\nOp deze voorwaarden is Frans recht van toepassing. Ben je het ergens niet mee eens, mail ons dan eerst via bonjour@littlecloset.test; daarna kun je gratis een geschillencommissie voor consumenten inschakelen of naar de bevoegde rechter stappen. Woon je in een ander land van de Europese Unie, dan houd je de bescherming van de dwingende regels van je eigen land.',
      ],
    ],
  },
  es: {
    title: 'Condiciones generales de uso y de servicio',
    intro:
      'Estas condiciones regulan el uso de la web de Little Closet y nuestro servicio de cajas de ropa para niños y para mujer, con envío único o por suscripción. Las compras en la tienda online, el programa de reciclaje Little Geste y el Little Club tienen sus propias condiciones, que también encontrarás en esta página.',
    sections: [
      [
        'terms-service',
        'Artículo 1. El servicio',
        'Little Closet prepara cajas de ropa elegida por una estilista a partir de tus respuestas al test de estilo: una caja por cada niño o niña (de 0 a 14 años) o para ti. Te pruebas las prendas en casa, te quedas y pagas las que te gustan y devuelves el resto.\n\nEl servicio está reservado a personas mayores de edad que residan en alguno de los países a los que enviamos, para uso personal y familiar y no para su reventa.',
      ],
      [
        'terms-account',
        'Artículo 2. Tu cuenta y tus perfiles',
        'Para pedir una caja, creas una cuenta con tu correo electrónico y una contraseña y, después, un perfil por cada hijo o para ti. Tus respuestas al test (tallas, gustos, colores favoritos) solo sirven para preparar tus cajas y puedes cambiarlas cuando quieras.\n\nAsegúrate de que tus datos son correctos y no compartas tu contraseña. Si crees que otra persona está usando tu cuenta, escríbenos cuanto antes.',
      ],
      [
        'terms-trunks',
        'Artículo 3. Caja única o suscripción',
        'Puedes pedir una sola caja o suscribirte para recibir una cada mes, cada dos meses o cada tres meses. La suscripción es gratuita y sin permanencia: el envío y la devolución no tienen coste y no se cobra nada al hacer el pedido. Los gastos de estilismo de cada caja se explican en el artículo 7.\n\nCada caja trae unas nueve prendas, repartidas en tres looks. Desde tres semanas antes de la entrega y hasta que la estilista prepare la vista previa, puedes contarle lo que te apetece entre nuestras sugerencias.',
      ],
      [
        'terms-preview',
        'Artículo 4. La vista previa de la caja',
        'Siete días antes de la fecha de entrega, la estilista te envía una vista previa de la caja. Tienes 48 horas para revisarla: puedes cambiar las prendas que no te convenzan, dejarle un mensaje a la estilista y confirmarla.\n\nSi no respondes en ese plazo, la vista previa se confirma tal cual y preparamos la caja. Una vez que la caja está en preparación, su contenido ya no puede cambiar.',
      ],
      [
        'terms-delivery',
        'Artículo 5. Entrega',
        'La caja se entrega gratis en la dirección que elijas o en un punto de recogida, en la fecha que figura en tu cuenta. Puedes adelantar o retrasar esa fecha mientras la estilista no haya empezado la vista previa.\n\nSi la caja no llega o llega dañada, avísanos: te la reponemos o te devolvemos el importe de las prendas afectadas.',
      ],
      [
        'terms-keep-return',
        'Artículo 6. Probar, quedarte, devolver',
        'Desde el día de la entrega, tienes 7 días (hasta la medianoche, hora peninsular, del séptimo día después de la entrega) para probar las prendas, indicarnos en tu cuenta cuáles te quedas, pagarlas y devolver las demás. Puedes ampliar ese plazo una vez, 3 días, desde tu cuenta, mientras no haya terminado.\n\nLa devolución es gratis: una vez pagada tu elección, tendrás en tu cuenta una etiqueta de devolución prepagada. Dejas el paquete en una oficina de correos o en un punto de recogida, o pides que lo recojan en casa donde el transportista lo ofrece (Francia, Bélgica, Países Bajos y Alemania). Las prendas devueltas deben estar limpias, solo probadas y con sus etiquetas.\n\nSi el plazo termina sin que hayas elegido, las prendas que sigan en tu casa se consideran compradas y se cobran como tales.',
      ],
      [
        'terms-payment',
        'Artículo 7. Precios y pago',
        'Pagas las prendas que te quedas, al precio que aparece en la vista previa, en euros con IVA incluido. Cada caja lleva 10 € de gastos de estilismo, que se descuentan del precio de las prendas que te quedas: en cuanto te quedas una, no te cuestan nada, y solo se pagan si devuelves la caja entera. Si te quedas todas las prendas de la caja, su precio baja un 20 %. Puedes usar una vez un código de descuento de la tienda en las prendas que te quedas.\n\nPagas en línea desde tu cuenta cuando hayas elegido. Al terminar el plazo de prueba, el importe de las prendas que sigan en tu casa se carga en el método de pago guardado en tu cuenta.\n\nLos pagos pasan por una pasarela segura; nunca guardamos el número completo de tu tarjeta.',
      ],
      [
        'terms-subscription',
        'Artículo 8. Pausa, frecuencia y baja',
        'Desde tu cuenta puedes, cuando quieras, pausar la suscripción entre uno y seis meses, reanudarla, cambiar su frecuencia o mover la próxima entrega.\n\nTambién puedes darte de baja en cualquier momento y sin coste: la caja que se esté preparando en ese momento se cancela. Una caja cuya vista previa ya está confirmada o que ya está en preparación se entrega con normalidad.',
      ],
      [
        'terms-withdrawal',
        'Artículo 9. Derecho de desistimiento',
        'Para las prendas que te quedas, tienes el derecho de desistimiento legal de 14 días desde que recibes la caja. El modelo de formulario y cómo ejercerlo se explican en las condiciones generales de venta de la tienda, que se aplican igual.',
      ],
      [
        'terms-liability',
        'Artículo 10. Responsabilidad y reclamaciones',
        'Hacemos todo lo posible para que la web esté disponible y sea correcta, pero puede haber cortes por mantenimiento. No respondemos de los retrasos de un transportista por causas de fuerza mayor.\n\nEstas condiciones se rigen por el derecho francés. Si no estás de acuerdo con algo, escríbenos primero a bonjour@littlecloset.test; después puedes acudir gratis a un servicio de mediación de consumo o a los tribunales competentes. Si vives en otro país de la Unión Europea, conservas la protección de las normas imperativas de tu país.',
      ],
    ],
  },
};
