// The FAQ as the website first shows it, in fr, de, nl and es. Every answer states the product's
// own rules: the trunk lifecycle (server/lib/trunk-lifecycle.ts), the subscription schedule
// (server/trunks/schedule.ts), the trunk offer (server/trunks/offer.ts), the shop's prices and
// delivery (server/shop/pricing.ts, server/geo/carriers.ts) and the shop terms (`terms.shop.*`).
// Administrators change it afterwards through the API; it is seeded once.

type Locale = 'fr' | 'de' | 'nl' | 'es';
/** A question and its answer in one locale; a blank line in the answer separates paragraphs. */
type Entry = [question: string, answer: string];

export interface FaqSeedSection {
  section: string;
  title: Record<Locale, string>;
  questions: Array<Record<Locale, Entry>>;
}

export const FAQ_TEXTS: FaqSeedSection[] = [
  {
    section: 'concept',
    title: { fr: 'Le concept et le quiz', de: 'Das Konzept und das Quiz', nl: 'Het concept en de quiz', es: 'El concepto y el test' },
    questions: [
      {
        fr: [
          'Comment fonctionne Little Closet ?',
          'Vous répondez à un quiz de style, puis une styliste compose une malle de vêtements à la taille et au goût de votre enfant (ou au vôtre). Avant l’envoi, vous découvrez sa sélection dans un aperçu et vous pouvez remplacer les pièces qui ne vous plaisent pas.\n\nLa malle arrive chez vous : vous essayez tranquillement, vous gardez ce que vous aimez et vous renvoyez le reste gratuitement. Vous ne payez que ce que vous gardez.',
        ],
        de: [
          'Wie funktioniert Little Closet?',
          'Sie beantworten ein Stilquiz, und eine Stylistin stellt eine Box mit Kleidung in der Größe und nach dem Geschmack Ihres Kindes (oder Ihrem eigenen) zusammen. Vor dem Versand sehen Sie ihre Auswahl in einer Vorschau und können Teile austauschen, die Ihnen nicht gefallen.\n\nDie Box kommt zu Ihnen nach Hause: Sie probieren in Ruhe an, behalten, was Ihnen gefällt, und schicken den Rest kostenlos zurück. Sie bezahlen nur, was Sie behalten.',
        ],
        nl: [
          'Hoe werkt Little Closet?',
          'Je vult een stijlquiz in en een stylist stelt een box met kleding samen in de maat en naar de smaak van je kind (of die van jezelf). Voordat de box vertrekt, zie je haar keuze in een preview en kun je items vervangen die je niet mooi vindt.\n\nDe box wordt bij je thuis bezorgd: je past alles op je gemak, houdt wat je leuk vindt en stuurt de rest gratis terug. Je betaalt alleen wat je houdt.',
        ],
        es: [
          '¿Cómo funciona Little Closet?',
          'Respondes a un test de estilo y una estilista prepara una caja con ropa en la talla y al gusto de tu peque (o al tuyo). Antes del envío ves su selección en una vista previa y puedes cambiar las prendas que no te convenzan.\n\nLa caja llega a tu casa: os lo probáis todo con calma, te quedas con lo que te encanta y devuelves el resto gratis. Solo pagas lo que te quedas.',
        ],
      },
      {
        fr: [
          'Pour quels âges et quelles tailles ?',
          'Nos malles enfant habillent les enfants de la naissance à 14 ans, en tailles bébé comme en tailles enfant. Il existe aussi une malle pour les femmes, avec ses propres tailles de hauts et de bas.',
        ],
        de: [
          'Für welches Alter und welche Größen?',
          'Unsere Kinderboxen kleiden Kinder von der Geburt bis 14 Jahre ein, in Baby- wie in Kindergrößen. Außerdem gibt es eine Box für Frauen, mit eigenen Größen für Oberteile und Hosen oder Röcke.',
        ],
        nl: [
          'Voor welke leeftijden en maten?',
          'Onze kinderboxen zijn er voor kinderen van 0 tot 14 jaar, in babymaten en kindermaten. Er is ook een box voor vrouwen, met eigen maten voor bovenstukken en broeken of rokken.',
        ],
        es: [
          '¿Para qué edades y tallas?',
          'Nuestras cajas infantiles visten a peques desde el nacimiento hasta los 14 años, en tallas de bebé y de niño. También hay una caja para mujer, con sus propias tallas de parte de arriba y de abajo.',
        ],
      },
      {
        fr: [
          'À quoi sert le quiz de style ?',
          'Le quiz dit à la styliste tout ce qu’elle doit savoir : les tailles portées en ce moment, les couleurs préférées, le style, ce que l’on n’aime pas du tout. Il se remplit en quelques minutes. Vous pouvez y ajouter une photo et un mot pour la styliste : elle les lit avant chaque malle.',
        ],
        de: [
          'Wozu dient das Stilquiz?',
          'Das Quiz sagt der Stylistin alles, was sie wissen muss: die aktuellen Größen, die Lieblingsfarben, den Stil und was gar nicht geht. Es ist in wenigen Minuten ausgefüllt. Sie können ein Foto und ein paar Worte für die Stylistin hinzufügen: Sie liest sie vor jeder Box.',
        ],
        nl: [
          'Waarvoor dient de stijlquiz?',
          'De quiz vertelt de stylist alles wat ze moet weten: de maten van nu, de lievelingskleuren, de stijl en wat helemaal niet kan. Je vult hem in een paar minuten in. Je kunt er een foto en een berichtje voor de stylist aan toevoegen: die leest ze vóór elke box.',
        ],
        es: [
          '¿Para qué sirve el test de estilo?',
          'El test le cuenta a la estilista todo lo que necesita saber: las tallas que usa ahora, los colores favoritos, el estilo y lo que no le gusta nada. Se rellena en pocos minutos. Puedes añadir una foto y unas palabras para la estilista: las lee antes de preparar cada caja.',
        ],
      },
      {
        fr: [
          'Mon enfant a grandi : comment changer ses tailles ?',
          'Ouvrez « Mes profils » dans votre compte, choisissez le profil de votre enfant et modifiez ses réponses au quiz. La styliste compose chaque malle avec les réponses du moment : pensez à les mettre à jour avant que l’aperçu de la prochaine malle soit prêt, sept jours avant la livraison.',
        ],
        de: [
          'Mein Kind ist gewachsen: Wie ändere ich seine Größen?',
          'Öffnen Sie in Ihrem Konto „Meine Profile“, wählen Sie das Profil Ihres Kindes und ändern Sie seine Antworten im Quiz. Die Stylistin stellt jede Box mit den aktuellen Antworten zusammen: Aktualisieren Sie sie am besten, bevor die Vorschau der nächsten Box fertig ist, also sieben Tage vor der Lieferung.',
        ],
        nl: [
          'Mijn kind is gegroeid: hoe pas ik de maten aan?',
          'Open ‘Mijn profielen’ in je account, kies het profiel van je kind en pas de antwoorden in de quiz aan. De stylist stelt elke box samen met de antwoorden van dat moment: werk ze dus bij voordat de preview van de volgende box klaar is, zeven dagen voor de levering.',
        ],
        es: [
          'Mi peque ha crecido: ¿cómo cambio sus tallas?',
          'Entra en «Mis perfiles» en tu cuenta, elige el perfil de tu peque y cambia sus respuestas del test. La estilista prepara cada caja con las respuestas del momento: actualízalas antes de que esté lista la vista previa de la próxima caja, siete días antes de la entrega.',
        ],
      },
      {
        fr: [
          'Puis-je créer un profil pour chacun de mes enfants ?',
          'Oui. Chaque enfant a son profil, son quiz, ses malles et, si vous le souhaitez, son propre abonnement avec son propre rythme. Vous pouvez aussi ajouter un profil femme pour vous, dans le même compte.',
        ],
        de: [
          'Kann ich für jedes meiner Kinder ein Profil anlegen?',
          'Ja. Jedes Kind hat sein eigenes Profil, sein Quiz, seine Boxen und auf Wunsch ein eigenes Abo mit eigenem Rhythmus. Im selben Konto können Sie auch ein Damenprofil für sich selbst anlegen.',
        ],
        nl: [
          'Kan ik voor elk van mijn kinderen een profiel aanmaken?',
          'Ja. Elk kind heeft een eigen profiel, een eigen quiz, eigen boxen en, als je dat wilt, een eigen abonnement met een eigen ritme. In hetzelfde account kun je ook een vrouwenprofiel voor jezelf aanmaken.',
        ],
        es: [
          '¿Puedo crear un perfil para cada uno de mis hijos?',
          'Sí. Cada peque tiene su perfil, su test, sus cajas y, si quieres, su propia suscripción con su propia frecuencia. En la misma cuenta puedes añadir también un perfil de mujer para ti.',
        ],
      },
      {
        fr: [
          'Y a-t-il une malle pour les femmes ?',
          'Oui. Le quiz femme vous demande vos tailles, votre silhouette, votre style et votre budget, et votre styliste compose une malle pour vous, avec le même aperçu avant l’envoi et les mêmes règles : vous ne payez que ce que vous gardez.',
        ],
        de: [
          'Gibt es auch eine Box für Frauen?',
          'Ja. Im Damenquiz geben Sie Ihre Größen, Ihre Figur, Ihren Stil und Ihr Budget an, und Ihre Stylistin stellt eine Box für Sie zusammen – mit derselben Vorschau vor dem Versand und denselben Regeln: Sie bezahlen nur, was Sie behalten.',
        ],
        nl: [
          'Is er ook een box voor vrouwen?',
          'Ja. In de vrouwenquiz geef je je maten, je figuur, je stijl en je budget op, en je stylist stelt een box voor jou samen, met dezelfde preview vóór verzending en dezelfde regels: je betaalt alleen wat je houdt.',
        ],
        es: [
          '¿Hay también una caja para mujer?',
          'Sí. En el test de mujer nos cuentas tus tallas, tu silueta, tu estilo y tu presupuesto, y tu estilista prepara una caja para ti, con la misma vista previa antes del envío y las mismas reglas: solo pagas lo que te quedas.',
        ],
      },
    ],
  },
  {
    section: 'trunks',
    title: { fr: 'Les malles et les aperçus', de: 'Boxen und Vorschauen', nl: 'Boxen en previews', es: 'Las cajas y las vistas previas' },
    questions: [
      {
        fr: [
          'Que contient une malle ?',
          'Neuf pièces choisies pour le profil : trois looks de trois pièces chacun, disponibles dans la bonne taille. Chaque pièce a le prix qu’elle a dans notre boutique.',
        ],
        de: [
          'Was ist in einer Box?',
          'Neun Teile, ausgewählt für das Profil: drei Looks mit je drei Teilen, alle in der passenden Größe vorrätig. Jedes Teil kostet so viel wie in unserem Shop.',
        ],
        nl: [
          'Wat zit er in een box?',
          'Negen items, gekozen voor het profiel: drie looks van elk drie items, allemaal op voorraad in de juiste maat. Elk item kost hetzelfde als in onze shop.',
        ],
        es: [
          '¿Qué trae una caja?',
          'Nueve prendas elegidas para el perfil: tres looks de tres prendas cada uno, todas disponibles en la talla adecuada. Cada prenda tiene el mismo precio que en nuestra tienda.',
        ],
      },
      {
        fr: [
          'Qu’est-ce que l’aperçu ?',
          'Sept jours avant la date de livraison, la styliste compose la malle et nous vous envoyons son aperçu par e-mail. Vous y voyez chaque pièce : vous pouvez en remplacer, laisser un mot à la styliste, puis valider. Sans e-mail sous la main, retrouvez-le dans votre compte.',
        ],
        de: [
          'Was ist die Vorschau?',
          'Sieben Tage vor dem Liefertermin stellt die Stylistin die Box zusammen, und wir schicken Ihnen die Vorschau per E-Mail. Dort sehen Sie jedes Teil: Sie können Teile austauschen, der Stylistin eine Nachricht hinterlassen und dann bestätigen. Die Vorschau finden Sie auch in Ihrem Konto.',
        ],
        nl: [
          'Wat is de preview?',
          'Zeven dagen voor de leverdatum stelt de stylist de box samen en sturen we je de preview per e-mail. Je ziet er elk item in: je kunt items vervangen, de stylist een berichtje sturen en daarna bevestigen. Je vindt de preview ook in je account.',
        ],
        es: [
          '¿Qué es la vista previa?',
          'Siete días antes de la fecha de entrega, la estilista prepara la caja y te enviamos su vista previa por correo. En ella ves cada prenda: puedes cambiar las que quieras, dejarle un mensaje a la estilista y después validar. También la encuentras en tu cuenta.',
        ],
      },
      {
        fr: [
          'Combien de temps ai-je pour valider l’aperçu ?',
          '48 heures à partir de son envoi. Passé ce délai, l’aperçu est validé tel quel et la malle part en préparation : vous n’avez rien à faire si la sélection vous convient. Une fois la malle en préparation, elle ne peut plus changer.',
        ],
        de: [
          'Wie lange habe ich Zeit, die Vorschau zu bestätigen?',
          '48 Stunden ab dem Versand der Vorschau. Danach wird sie so bestätigt, wie sie ist, und die Box wird gepackt: Wenn Ihnen die Auswahl gefällt, müssen Sie also nichts tun. Sobald die Box gepackt wird, lässt sie sich nicht mehr ändern.',
        ],
        nl: [
          'Hoeveel tijd heb ik om de preview te bevestigen?',
          '48 uur vanaf het moment dat we haar versturen. Daarna wordt de preview bevestigd zoals ze is en wordt de box ingepakt: als de keuze je bevalt, hoef je dus niets te doen. Zodra de box wordt ingepakt, kan er niets meer veranderen.',
        ],
        es: [
          '¿Cuánto tiempo tengo para validar la vista previa?',
          '48 horas desde que te la enviamos. Pasado ese plazo, se valida tal cual y empezamos a preparar la caja: si la selección te gusta, no tienes que hacer nada. Una vez en preparación, la caja ya no puede cambiar.',
        ],
      },
      {
        fr: [
          'Comment remplacer une pièce de l’aperçu ?',
          'Dans l’aperçu, choisissez « Remplacer » sous la pièce : nous vous proposons d’autres pièces disponibles dans la même taille, que vous pouvez parcourir et filtrer. Choisissez-en une, elle prend la place de la première. Vous pouvez remplacer autant de pièces que vous voulez tant que l’aperçu n’est pas validé.',
        ],
        de: [
          'Wie tausche ich ein Teil der Vorschau aus?',
          'Wählen Sie in der Vorschau unter dem Teil „Austauschen“: Wir zeigen Ihnen andere Teile, die in derselben Größe vorrätig sind. Wählen Sie eines aus, und es nimmt den Platz des ersten ein. Solange die Vorschau nicht bestätigt ist, können Sie so viele Teile austauschen, wie Sie möchten.',
        ],
        nl: [
          'Hoe vervang ik een item uit de preview?',
          'Kies in de preview ‘Vervangen’ onder het item: we tonen je andere items die in dezelfde maat op voorraad zijn. Kies er een en die neemt de plaats van het eerste in. Zolang de preview niet bevestigd is, kun je zoveel items vervangen als je wilt.',
        ],
        es: [
          '¿Cómo cambio una prenda de la vista previa?',
          'En la vista previa, pulsa «Cambiar» debajo de la prenda: te enseñamos otras prendas disponibles en la misma talla. Elige una y ocupará el lugar de la primera. Mientras no hayas validado la vista previa, puedes cambiar todas las prendas que quieras.',
        ],
      },
      {
        fr: [
          'Puis-je dire à la styliste ce dont j’ai envie ?',
          'Oui. Dès qu’une malle est en création (trois semaines avant sa livraison pour un abonnement), vous pouvez choisir jusqu’à 12 envies parmi les pièces que nous vous suggérons. La styliste s’en inspire pour composer la malle, dans la limite des tailles disponibles.',
        ],
        de: [
          'Kann ich der Stylistin sagen, was ich mir wünsche?',
          'Ja. Sobald eine Box in Vorbereitung ist (bei einem Abo drei Wochen vor der Lieferung), können Sie bis zu 12 Wünsche aus den Teilen auswählen, die wir Ihnen vorschlagen. Die Stylistin lässt sich davon inspirieren, soweit die Größen vorrätig sind.',
        ],
        nl: [
          'Kan ik de stylist laten weten waar ik zin in heb?',
          'Ja. Zodra een box wordt samengesteld (bij een abonnement drie weken voor de levering), kun je tot 12 wensen kiezen uit de items die we je voorstellen. De stylist laat zich erdoor inspireren, voor zover de maten op voorraad zijn.',
        ],
        es: [
          '¿Puedo decirle a la estilista lo que me apetece?',
          'Sí. En cuanto una caja está en creación (tres semanas antes de la entrega si tienes suscripción), puedes elegir hasta 12 deseos entre las prendas que te sugerimos. La estilista se inspira en ellos, siempre que haya stock en la talla.',
        ],
      },
      {
        fr: [
          'Puis-je commander une seule malle, sans abonnement ?',
          'Oui. Une malle à l’unité suit les mêmes étapes qu’une malle d’abonnement : aperçu, validation, livraison. Vous pourrez ensuite prendre un abonnement si l’expérience vous a plu, ou recommander une malle quand vous le souhaitez.',
        ],
        de: [
          'Kann ich eine einzelne Box ohne Abo bestellen?',
          'Ja. Eine einzelne Box durchläuft dieselben Schritte wie eine Abo-Box: Vorschau, Bestätigung, Lieferung. Hat es Ihnen gefallen, können Sie danach ein Abo abschließen oder einfach wieder eine Box bestellen, wann immer Sie möchten.',
        ],
        nl: [
          'Kan ik één box bestellen, zonder abonnement?',
          'Ja. Een losse box doorloopt dezelfde stappen als een abonnementsbox: preview, bevestiging, levering. Beviel het je, dan kun je daarna een abonnement nemen of gewoon opnieuw een box bestellen wanneer je wilt.',
        ],
        es: [
          '¿Puedo pedir una sola caja, sin suscripción?',
          'Sí. Una caja suelta sigue los mismos pasos que una caja de suscripción: vista previa, validación y entrega. Si te gusta la experiencia, después puedes suscribirte o pedir otra caja cuando quieras.',
        ],
      },
      {
        fr: [
          'Comment donner mon avis sur une malle ?',
          'Une fois la malle reçue, ouvrez-la dans « Mes malles » et choisissez « Donner mon avis ». Pour chaque pièce, dites si la taille était trop petite, parfaite ou trop grande, et donnez-lui de 1 à 5 étoiles ; vous pouvez aussi laisser un mot à la styliste. Vous pouvez modifier votre avis quand vous le souhaitez.\n\nVotre avis compte pour la malle suivante : une pièce trop petite fait passer à la taille au-dessus pour les hauts ou pour les bas, une pièce trop grande à la taille en dessous.',
        ],
        de: [
          'Wie gebe ich meine Meinung zu einer Box ab?',
          'Wenn die Box angekommen ist, öffnen Sie sie unter „Meine Boxen“ und wählen „Meinung abgeben“. Sagen Sie zu jedem Teil, ob es zu klein war, genau passte oder zu groß war, und geben Sie ihm 1 bis 5 Sterne; dazu können Sie der Stylistin ein paar Worte schreiben. Ihre Meinung können Sie jederzeit ändern.\n\nSie zählt für die nächste Box: Ein zu kleines Teil bringt die nächste Größe bei Oberteilen oder bei Hosen und Röcken, ein zu großes die Größe darunter.',
        ],
        nl: [
          'Hoe geef ik mijn mening over een box?',
          'Zodra de box binnen is, open je hem bij ‘Mijn boxen’ en kies je ‘Je mening geven’. Zeg per item of de maat te klein was, precies paste of te groot was, en geef het 1 tot 5 sterren; je kunt de stylist ook een woordje schrijven. Je mening aanpassen kan altijd.\n\nJe mening telt voor de volgende box: een item dat te klein was, brengt de maat erboven voor bovenstukken of voor broeken en rokken, een item dat te groot was de maat eronder.',
        ],
        es: [
          '¿Cómo doy mi opinión sobre una caja?',
          'Cuando hayas recibido la caja, ábrela en «Mis cajas» y elige «Dar tu opinión». Dinos de cada prenda si la talla le quedaba pequeña, perfecta o grande, y dale de 1 a 5 estrellas; también puedes dejar unas palabras para la estilista. Puedes cambiar tu opinión cuando quieras.\n\nTu opinión cuenta para la próxima caja: una prenda pequeña hace subir una talla en la parte de arriba o en la de abajo, y una prenda grande la hace bajar.',
        ],
      },
    ],
  },
  {
    section: 'subscription',
    title: { fr: 'L’abonnement', de: 'Das Abo', nl: 'Het abonnement', es: 'La suscripción' },
    questions: [
      {
        fr: [
          'Comment fonctionne l’abonnement ?',
          'Vous recevez une malle tous les mois, tous les deux mois ou tous les trois mois, au rythme que vous choisissez pour chaque profil. L’abonnement ne coûte rien en lui-même : comme pour toute malle, vous ne payez que les pièces que vous gardez.',
        ],
        de: [
          'Wie funktioniert das Abo?',
          'Sie erhalten jeden Monat, alle zwei oder alle drei Monate eine Box – in dem Rhythmus, den Sie für jedes Profil wählen. Das Abo selbst kostet nichts: Wie bei jeder Box bezahlen Sie nur die Teile, die Sie behalten.',
        ],
        nl: [
          'Hoe werkt het abonnement?',
          'Je krijgt elke maand, om de twee maanden of om de drie maanden een box, in het ritme dat je per profiel kiest. Het abonnement zelf kost niets: zoals bij elke box betaal je alleen de items die je houdt.',
        ],
        es: [
          '¿Cómo funciona la suscripción?',
          'Recibes una caja cada mes, cada dos meses o cada tres meses, con la frecuencia que elijas para cada perfil. La suscripción en sí no cuesta nada: como con cualquier caja, solo pagas las prendas que te quedas.',
        ],
      },
      {
        fr: [
          'Puis-je changer le rythme de mes malles ?',
          'Oui, à tout moment : dans « Mes abonnements », choisissez « Changer le rythme » et optez pour une malle par mois, tous les deux mois ou tous les trois mois.',
        ],
        de: [
          'Kann ich den Rhythmus meiner Boxen ändern?',
          'Ja, jederzeit: Wählen Sie unter „Meine Abos“ die Option „Rhythmus ändern“ und entscheiden Sie sich für eine Box pro Monat, alle zwei oder alle drei Monate.',
        ],
        nl: [
          'Kan ik het ritme van mijn boxen veranderen?',
          'Ja, wanneer je wilt: kies bij ‘Mijn abonnementen’ voor ‘Ritme wijzigen’ en kies één box per maand, om de twee maanden of om de drie maanden.',
        ],
        es: [
          '¿Puedo cambiar la frecuencia de mis cajas?',
          'Sí, cuando quieras: en «Mis suscripciones», elige «Cambiar la frecuencia» y escoge una caja al mes, cada dos meses o cada tres meses.',
        ],
      },
      {
        fr: [
          'Puis-je avancer ou reporter ma prochaine malle ?',
          'Oui, dans « Mes abonnements » ou depuis la malle elle-même : choisissez une nouvelle date de livraison, au plus tôt dans quelques jours (le temps de la livraison) et au plus tard dans 120 jours. La date ne peut plus changer une fois l’aperçu envoyé ou la malle en préparation.',
        ],
        de: [
          'Kann ich meine nächste Box vorziehen oder verschieben?',
          'Ja, unter „Meine Abos“ oder direkt bei der Box: Wählen Sie einen neuen Liefertermin, frühestens in ein paar Tagen (so lange dauert die Lieferung) und spätestens in 120 Tagen. Sobald die Vorschau verschickt ist oder die Box gepackt wird, lässt sich der Termin nicht mehr ändern.',
        ],
        nl: [
          'Kan ik mijn volgende box vervroegen of uitstellen?',
          'Ja, bij ‘Mijn abonnementen’ of vanuit de box zelf: kies een nieuwe leverdatum, op zijn vroegst over een paar dagen (de tijd die de levering nodig heeft) en op zijn laatst over 120 dagen. Zodra de preview verstuurd is of de box wordt ingepakt, ligt de datum vast.',
        ],
        es: [
          '¿Puedo adelantar o aplazar mi próxima caja?',
          'Sí, en «Mis suscripciones» o desde la propia caja: elige una nueva fecha de entrega, como pronto dentro de unos días (lo que tarda el envío) y como tarde dentro de 120 días. Cuando ya hemos enviado la vista previa o la caja está en preparación, la fecha no puede cambiar.',
        ],
      },
      {
        fr: [
          'Comment mettre mon abonnement en pause ?',
          'Dans « Mes abonnements », choisissez « Mettre en pause » et la durée : de 1 à 6 mois. La prochaine malle est décalée d’autant. Pour reprendre plus tôt, choisissez « Reprendre l’abonnement » et votre rythme. Une pause n’est pas possible pendant qu’une malle est en préparation.',
        ],
        de: [
          'Wie pausiere ich mein Abo?',
          'Wählen Sie unter „Meine Abos“ die Option „Pausieren“ und die Dauer: 1 bis 6 Monate. Die nächste Box verschiebt sich um diese Zeit. Wenn Sie früher weitermachen möchten, wählen Sie „Abo fortsetzen“ und Ihren Rhythmus. Solange eine Box gepackt wird, ist keine Pause möglich.',
        ],
        nl: [
          'Hoe zet ik mijn abonnement op pauze?',
          'Kies bij ‘Mijn abonnementen’ voor ‘Pauzeren’ en de duur: 1 tot 6 maanden. De volgende box schuift evenveel op. Wil je eerder hervatten, kies dan ‘Abonnement hervatten’ en je ritme. Zolang er een box wordt ingepakt, kun je niet pauzeren.',
        ],
        es: [
          '¿Cómo pongo mi suscripción en pausa?',
          'En «Mis suscripciones», elige «Poner en pausa» y la duración: de 1 a 6 meses. La próxima caja se retrasa lo mismo. Si quieres volver antes, elige «Reanudar la suscripción» y tu frecuencia. No se puede pausar mientras una caja está en preparación.',
        ],
      },
      {
        fr: [
          'Comment arrêter mon abonnement ?',
          'Écrivez-nous depuis le formulaire de contact ou appelez-nous : nous arrêtons l’abonnement et aucune nouvelle malle n’est créée. Une malle déjà en préparation vous est tout de même livrée. Si vous voulez simplement souffler un peu, la pause de 1 à 6 mois est souvent plus pratique.',
        ],
        de: [
          'Wie beende ich mein Abo?',
          'Schreiben Sie uns über das Kontaktformular oder rufen Sie uns an: Wir beenden das Abo, und es wird keine neue Box mehr angelegt. Eine Box, die bereits gepackt wird, bekommen Sie trotzdem geliefert. Wenn Sie nur eine Weile aussetzen möchten, ist die Pause von 1 bis 6 Monaten oft praktischer.',
        ],
        nl: [
          'Hoe stop ik mijn abonnement?',
          'Stuur ons een bericht via het contactformulier of bel ons: we stoppen het abonnement en er wordt geen nieuwe box meer aangemaakt. Een box die al wordt ingepakt, krijg je nog wel. Wil je er gewoon even tussenuit, dan is een pauze van 1 tot 6 maanden vaak handiger.',
        ],
        es: [
          '¿Cómo doy de baja mi suscripción?',
          'Escríbenos desde el formulario de contacto o llámanos: cancelamos la suscripción y no se crea ninguna caja nueva. Si ya hay una caja en preparación, te la enviamos igualmente. Si solo quieres un respiro, la pausa de 1 a 6 meses suele ser más práctica.',
        ],
      },
      {
        fr: [
          'Puis-je réactiver un abonnement terminé ?',
          'Oui : dans « Mes abonnements », choisissez « Réactiver l’abonnement », puis le rythme des malles. La première malle arrive dès que possible, composée avec les réponses au quiz du moment.',
        ],
        de: [
          'Kann ich ein beendetes Abo wieder aufnehmen?',
          'Ja: Wählen Sie unter „Meine Abos“ die Option „Abo reaktivieren“ und dann den Rhythmus. Die erste Box kommt so bald wie möglich und wird mit den aktuellen Quizantworten zusammengestellt.',
        ],
        nl: [
          'Kan ik een gestopt abonnement opnieuw starten?',
          'Ja: kies bij ‘Mijn abonnementen’ voor ‘Abonnement opnieuw starten’ en daarna het ritme. De eerste box komt zo snel mogelijk en wordt samengesteld met de quizantwoorden van dat moment.',
        ],
        es: [
          '¿Puedo reactivar una suscripción cancelada?',
          'Sí: en «Mis suscripciones», elige «Reactivar la suscripción» y después la frecuencia. La primera caja llega lo antes posible, preparada con las respuestas actuales del test.',
        ],
      },
    ],
  },
  {
    section: 'delivery',
    title: { fr: 'Livraison et retours', de: 'Lieferung und Rücksendung', nl: 'Levering en retour', es: 'Envíos y devoluciones' },
    questions: [
      {
        fr: [
          'Dans quels pays livrez-vous ?',
          'En France, à Monaco, en Allemagne, en Autriche, en Belgique, aux Pays-Bas, au Luxembourg, en Espagne, en Italie et en Irlande. Partout à domicile, et en point relais en France, en Allemagne, en Autriche, en Belgique, aux Pays-Bas, au Luxembourg et en Espagne.',
        ],
        de: [
          'In welche Länder liefern Sie?',
          'Nach Frankreich, Monaco, Deutschland, Österreich, Belgien, in die Niederlande, nach Luxemburg, Spanien, Italien und Irland. Überall an die Haustür, und in Frankreich, Deutschland, Österreich, Belgien, den Niederlanden, Luxemburg und Spanien auch an eine Abholstation.',
        ],
        nl: [
          'Naar welke landen leveren jullie?',
          'Naar Frankrijk, Monaco, Duitsland, Oostenrijk, België, Nederland, Luxemburg, Spanje, Italië en Ierland. Overal aan huis, en in Frankrijk, Duitsland, Oostenrijk, België, Nederland, Luxemburg en Spanje ook bij een afhaalpunt.',
        ],
        es: [
          '¿A qué países enviáis?',
          'A Francia, Mónaco, Alemania, Austria, Bélgica, Países Bajos, Luxemburgo, España, Italia e Irlanda. A domicilio en todos ellos, y a punto de recogida en Francia, Alemania, Austria, Bélgica, Países Bajos, Luxemburgo y España.',
        ],
      },
      {
        fr: [
          'Quels sont les délais et qui livre ?',
          'Comptez en général 3 à 6 jours ouvrés ; le délai exact est affiché avant le paiement. Un seul transporteur livre chaque pays : Colissimo en France et à Monaco, DHL en Allemagne, la poste autrichienne en Autriche, BPost en Belgique, PostNL aux Pays-Bas, Mondial Relay au Luxembourg, Correos en Espagne, InPost en Italie et Hermes en Irlande.',
        ],
        de: [
          'Wie lange dauert die Lieferung, und wer liefert?',
          'Rechnen Sie meist mit 3 bis 6 Werktagen; die genaue Lieferzeit sehen Sie vor dem Bezahlen. Jedes Land beliefert ein einziger Versanddienst: DHL in Deutschland, die Österreichische Post in Österreich, Colissimo in Frankreich und Monaco, BPost in Belgien, PostNL in den Niederlanden, Mondial Relay in Luxemburg, Correos in Spanien, InPost in Italien und Hermes in Irland.',
        ],
        nl: [
          'Hoe lang duurt de levering en wie bezorgt?',
          'Reken meestal op 3 tot 6 werkdagen; de precieze levertijd zie je voordat je betaalt. Elk land heeft één vervoerder: PostNL in Nederland, BPost in België, Colissimo in Frankrijk en Monaco, DHL in Duitsland, de Oostenrijkse post in Oostenrijk, Mondial Relay in Luxemburg, Correos in Spanje, InPost in Italië en Hermes in Ierland.',
        ],
        es: [
          '¿Cuánto tarda el envío y quién lo entrega?',
          'Cuenta normalmente con 3 a 6 días laborables; el plazo exacto aparece antes del pago. Cada país tiene un solo transportista: Correos en España, Colissimo en Francia y Mónaco, DHL en Alemania, Correos de Austria en Austria, BPost en Bélgica, PostNL en Países Bajos, Mondial Relay en Luxemburgo, InPost en Italia y Hermes en Irlanda.',
        ],
      },
      {
        fr: [
          'La livraison d’une malle est-elle payante ?',
          'Non. L’envoi de la malle et le retour des pièces que vous ne gardez pas sont offerts, que vous soyez abonnée ou non.',
        ],
        de: [
          'Kostet die Lieferung einer Box etwas?',
          'Nein. Der Versand der Box und die Rücksendung der Teile, die Sie nicht behalten, sind kostenlos – mit oder ohne Abo.',
        ],
        nl: [
          'Betaal ik verzendkosten voor een box?',
          'Nee. De verzending van de box en het terugsturen van de items die je niet houdt, zijn gratis, met of zonder abonnement.',
        ],
        es: [
          '¿Cuesta algo el envío de una caja?',
          'No. El envío de la caja y la devolución de las prendas que no te quedas son gratis, tengas suscripción o no.',
        ],
      },
      {
        fr: [
          'Comment renvoyer les pièces d’une malle ?',
          'Vous avez 7 jours à partir de la livraison pour choisir et renvoyer. Dans « Mes retours », indiquez pour chaque pièce si vous la gardez ou la renvoyez, puis payez en ligne les pièces gardées. Besoin d’un peu plus de temps ? Depuis votre compte, vous pouvez prolonger ce délai une fois, de 3 jours, avant qu’il ne soit passé.\n\nVotre étiquette de retour prépayée vous attend ensuite dans votre compte : remettez les pièces renvoyées dans la malle, collez l’étiquette et déposez le colis dans un bureau de poste ou un point relais, ou faites-le enlever à domicile là où le transporteur le propose (France, Belgique, Pays-Bas, Allemagne). Le retour est gratuit. Une pièce qui n’est pas renvoyée avant la fin du délai est facturée comme gardée.',
        ],
        de: [
          'Wie schicke ich Teile einer Box zurück?',
          'Sie haben ab der Lieferung 7 Tage Zeit, um auszuwählen und zurückzuschicken. Geben Sie unter „Meine Rücksendungen“ bei jedem Teil an, ob Sie es behalten oder zurückschicken, und bezahlen Sie die behaltenen Teile online. Brauchen Sie etwas mehr Zeit? In Ihrem Konto können Sie die Frist einmal um 3 Tage verlängern, solange sie noch läuft.\n\nDanach liegt Ihr frankiertes Rücksendeetikett in Ihrem Konto bereit: Legen Sie die Teile, die zurückgehen, in die Box, kleben Sie das Etikett auf und geben Sie das Paket in einer Postfiliale oder an einer Abholstation ab – oder lassen Sie es zu Hause abholen, wo der Versanddienst das anbietet (Frankreich, Belgien, Niederlande, Deutschland). Die Rücksendung ist kostenlos. Ein Teil, das bis zum Ende der Frist nicht zurückgeschickt wurde, wird als behalten berechnet.',
        ],
        nl: [
          'Hoe stuur ik items uit een box terug?',
          'Je hebt vanaf de levering 7 dagen om te kiezen en terug te sturen. Geef bij ‘Mijn retouren’ per item aan of je het houdt of terugstuurt, en betaal de items die je houdt online. Heb je wat meer tijd nodig? In je account kun je de termijn één keer met 3 dagen verlengen, zolang hij nog loopt.\n\nDaarna staat je voorgefrankeerde retourlabel klaar in je account: doe de items die teruggaan in de box, plak het label erop en geef het pakket af op een postkantoor of bij een afhaalpunt, of laat het thuis ophalen waar de vervoerder dat aanbiedt (Frankrijk, België, Nederland, Duitsland). Terugsturen is gratis. Een item dat niet voor het einde van de termijn is teruggestuurd, wordt aangerekend alsof je het houdt.',
        ],
        es: [
          '¿Cómo devuelvo las prendas de una caja?',
          'Tienes 7 días desde la entrega para elegir y devolver. En «Mis devoluciones», indica de cada prenda si te la quedas o la devuelves, y paga en línea las que te quedas. ¿Necesitas algo más de tiempo? Desde tu cuenta puedes ampliar el plazo una vez, 3 días, antes de que termine.\n\nDespués tendrás tu etiqueta de devolución prepagada en tu cuenta: vuelve a meter en la caja las prendas que devuelves, pega la etiqueta y deja el paquete en una oficina de correos o en un punto de recogida, o pide que lo recojan en casa donde el transportista lo ofrece (Francia, Bélgica, Países Bajos y Alemania). La devolución es gratis. Una prenda que no se haya devuelto antes de que acabe el plazo se cobra como si te la quedaras.',
        ],
      },
      {
        fr: [
          'Puis-je retourner un article acheté dans la boutique ?',
          'Oui : vous avez 14 jours à partir de la livraison de la commande pour vous rétracter, sans avoir à vous justifier. Dans « Mes retours », choisissez les articles à renvoyer et dites-nous pourquoi : vous recevez une étiquette de retour prépayée, le renvoi est gratuit.\n\nDès que le colis nous parvient, nous vous remboursons sur le moyen de paiement de la commande. Si vous renvoyez toute la commande, les frais de livraison vous sont remboursés aussi.',
        ],
        de: [
          'Kann ich einen Artikel aus dem Shop zurückgeben?',
          'Ja: Sie haben ab der Lieferung der Bestellung 14 Tage Zeit, ohne Angabe von Gründen zu widerrufen. Wählen Sie unter „Meine Rücksendungen“ die Artikel aus, die zurückgehen, und sagen Sie uns den Grund: Sie erhalten ein frankiertes Rücksendeetikett, die Rücksendung ist kostenlos.\n\nSobald das Paket bei uns ankommt, erstatten wir den Betrag über das Zahlungsmittel der Bestellung. Schicken Sie die ganze Bestellung zurück, erstatten wir auch die Versandkosten.',
        ],
        nl: [
          'Kan ik een artikel uit de shop terugsturen?',
          'Ja: je hebt 14 dagen vanaf de levering van de bestelling om de aankoop te herroepen, zonder opgave van reden. Kies bij ‘Mijn retouren’ de artikelen die teruggaan en vertel ons waarom: je krijgt een voorgefrankeerd retourlabel, terugsturen is gratis.\n\nZodra het pakket bij ons aankomt, betalen we je terug met het betaalmiddel van de bestelling. Stuur je de hele bestelling terug, dan krijg je ook de verzendkosten terug.',
        ],
        es: [
          '¿Puedo devolver un artículo de la tienda?',
          'Sí: tienes 14 días desde la entrega del pedido para desistir de la compra, sin dar explicaciones. En «Mis devoluciones», elige los artículos que devuelves y cuéntanos por qué: recibirás una etiqueta de devolución prepagada y la devolución es gratis.\n\nEn cuanto nos llega el paquete, te reembolsamos con el mismo método de pago del pedido. Si devuelves el pedido entero, también te devolvemos los gastos de envío.',
        ],
      },
    ],
  },
  {
    section: 'payment',
    title: { fr: 'Paiement et prix', de: 'Bezahlung und Preise', nl: 'Betalen en prijzen', es: 'Pago y precios' },
    questions: [
      {
        fr: [
          'Combien coûte une malle ?',
          'Vous payez les pièces que vous gardez, au prix affiché dans l’aperçu. La livraison et le retour sont offerts, l’abonnement est gratuit.\n\nChaque malle compte 10 € de frais de stylisme, déduits des pièces que vous gardez : dès que vous gardez une pièce, ils ne vous coûtent rien. Ils ne sont dus que si vous renvoyez toute la malle. Et si vous gardez toute la malle, vous profitez de 20 % de réduction sur l’ensemble des pièces.',
        ],
        de: [
          'Was kostet eine Box?',
          'Sie bezahlen die Teile, die Sie behalten, zum Preis in der Vorschau. Versand und Rücksendung sind kostenlos, das Abo kostet nichts.\n\nFür jede Box fällt eine Styling-Gebühr von 10 € an, die mit den behaltenen Teilen verrechnet wird: Sobald Sie ein Teil behalten, kostet sie Sie nichts. Sie zahlen sie nur, wenn Sie die ganze Box zurückschicken. Und behalten Sie die ganze Box, bekommen Sie 20 % Rabatt auf alle Teile.',
        ],
        nl: [
          'Wat kost een box?',
          'Je betaalt de items die je houdt, tegen de prijs in de preview. Verzending en retour zijn gratis, het abonnement kost niets.\n\nPer box rekenen we 10 € stylingkosten, die we aftrekken van de items die je houdt: zodra je één item houdt, kosten ze je niets. Je betaalt ze alleen als je de hele box terugstuurt. En houd je de hele box, dan krijg je 20 % korting op alle items.',
        ],
        es: [
          '¿Cuánto cuesta una caja?',
          'Pagas las prendas que te quedas, al precio de la vista previa. El envío y la devolución son gratis, y la suscripción no cuesta nada.\n\nCada caja lleva 10 € de gastos de estilismo, que se descuentan de las prendas que te quedas: en cuanto te quedas una, no te cuestan nada. Solo los pagas si devuelves la caja entera. Y si te quedas la caja completa, tienes un 20 % de descuento en todas las prendas.',
        ],
      },
      {
        fr: [
          'Quand suis-je débitée ?',
          'Pour une malle, rien n’est débité à la commande. Vous payez en ligne, depuis « Mes retours », une fois votre choix fait, dans les 7 jours qui suivent la livraison. Si le délai passe sans que vous ayez choisi, les pièces qui ne nous sont pas revenues sont débitées comme gardées sur votre moyen de paiement enregistré. Dans la boutique, le montant total est débité au moment de la commande.',
        ],
        de: [
          'Wann wird mein Konto belastet?',
          'Bei einer Box wird bei der Bestellung nichts abgebucht. Sie bezahlen online unter „Meine Rücksendungen“, sobald Sie Ihre Wahl getroffen haben, innerhalb von 7 Tagen nach der Lieferung. Läuft die Frist ab, ohne dass Sie gewählt haben, werden die Teile, die nicht zurückgekommen sind, als behalten über Ihr gespeichertes Zahlungsmittel abgebucht. Im Shop wird der Gesamtbetrag bei der Bestellung abgebucht.',
        ],
        nl: [
          'Wanneer wordt er afgeschreven?',
          'Bij een box wordt er bij de bestelling niets afgeschreven. Je betaalt online bij ‘Mijn retouren’ zodra je je keuze hebt gemaakt, binnen 7 dagen na de levering. Verstrijkt de termijn zonder dat je gekozen hebt, dan schrijven we de items die niet terug zijn als gehouden af van je opgeslagen betaalmiddel. In de shop wordt het totaalbedrag bij de bestelling afgeschreven.',
        ],
        es: [
          '¿Cuándo se me cobra?',
          'Con una caja no se cobra nada al pedirla. Pagas en línea, desde «Mis devoluciones», una vez que has elegido, en los 7 días siguientes a la entrega. Si el plazo termina sin que hayas elegido, las prendas que no nos han llegado se cobran como compradas en tu método de pago guardado. En la tienda, el importe total se cobra al hacer el pedido.',
        ],
      },
      {
        fr: [
          'Quels moyens de paiement acceptez-vous ?',
          'La carte bancaire partout, et selon votre pays PayPal, Klarna (payer maintenant ou plus tard) ou iDEAL. Les paiements passent par un prestataire sécurisé : nous ne conservons jamais le numéro complet de votre carte.',
        ],
        de: [
          'Welche Zahlungsarten akzeptieren Sie?',
          'Überall Kreditkarte, und je nach Land PayPal, Klarna (sofort oder später bezahlen) oder iDEAL. Die Zahlungen laufen über einen sicheren Zahlungsdienstleister: Ihre vollständige Kartennummer speichern wir nie.',
        ],
        nl: [
          'Welke betaalmethoden accepteren jullie?',
          'Overal je bankkaart, en afhankelijk van je land iDEAL, PayPal of Klarna (nu of later betalen). Betalingen lopen via een beveiligde betaaldienst: we bewaren nooit je volledige kaartnummer.',
        ],
        es: [
          '¿Qué métodos de pago aceptáis?',
          'Tarjeta en todos los países y, según el tuyo, PayPal o Klarna (pagar ahora o más tarde). Los pagos pasan por un proveedor seguro: nunca guardamos el número completo de tu tarjeta.',
        ],
      },
      {
        fr: [
          'Comment utiliser une carte cadeau ?',
          'Une carte cadeau s’offre depuis notre page Carte cadeau, pour une malle enfant ou une malle femme. Pour l’utiliser, ajoutez son code dans votre compte : son montant rejoint votre cagnotte et sert à vos prochains paiements. Attention à sa date d’expiration, indiquée sur la carte.',
        ],
        de: [
          'Wie löse ich einen Geschenkgutschein ein?',
          'Einen Geschenkgutschein verschenken Sie über unsere Gutscheinseite, für eine Kinder- oder eine Damenbox. Zum Einlösen geben Sie den Code in Ihrem Konto ein: Der Betrag kommt auf Ihr Guthaben und wird bei Ihren nächsten Zahlungen verrechnet. Achten Sie auf das Ablaufdatum auf dem Gutschein.',
        ],
        nl: [
          'Hoe gebruik ik een cadeaukaart?',
          'Een cadeaukaart geef je cadeau via onze cadeaukaartpagina, voor een kinderbox of een vrouwenbox. Om hem te gebruiken, voer je de code in je account in: het bedrag komt op je tegoed en wordt gebruikt bij je volgende betalingen. Let op de vervaldatum op de kaart.',
        ],
        es: [
          '¿Cómo uso una tarjeta regalo?',
          'La tarjeta regalo se compra en nuestra página de tarjetas regalo, para una caja infantil o una caja de mujer. Para usarla, añade su código en tu cuenta: el importe pasa a tu saldo y se descuenta en tus próximos pagos. Fíjate en la fecha de caducidad que aparece en la tarjeta.',
        ],
      },
      {
        fr: [
          'Comment fonctionne le programme de fidélité ?',
          'Vos achats vous rapportent des points, visibles dans « Fidélité » dans votre compte. Dès 200 points, vous les échangez contre un bon de réduction ; à partir de 600 points, contre un bon plus important.',
        ],
        de: [
          'Wie funktioniert das Treueprogramm?',
          'Mit Ihren Einkäufen sammeln Sie Punkte, die Sie in Ihrem Konto unter „Treueprogramm“ sehen. Ab 200 Punkten tauschen Sie sie gegen einen Rabattgutschein, ab 600 Punkten gegen einen größeren.',
        ],
        nl: [
          'Hoe werkt het spaarprogramma?',
          'Met je aankopen spaar je punten, die je in je account ziet bij ‘Spaarprogramma’. Vanaf 200 punten wissel je ze in voor een kortingsbon, vanaf 600 punten voor een grotere.',
        ],
        es: [
          '¿Cómo funciona el programa de fidelidad?',
          'Tus compras te dan puntos, que ves en «Programa de fidelidad» en tu cuenta. A partir de 200 puntos los cambias por un cupón de descuento, y a partir de 600 puntos por uno mayor.',
        ],
      },
      {
        fr: [
          'Comment parrainer une amie ?',
          'Dans « Parrainage », dans votre compte, invitez vos proches par e-mail. Chaque amie parrainée vous rapporte 15 € et elle est récompensée elle aussi. Vous suivez vos filleules sur la même page.',
        ],
        de: [
          'Wie werbe ich eine Freundin?',
          'Laden Sie Ihre Freundinnen und Freunde unter „Freunde werben“ in Ihrem Konto per E-Mail ein. Für jede geworbene Person erhalten Sie 15 €, und auch sie wird belohnt. Auf derselben Seite sehen Sie, wen Sie schon geworben haben.',
        ],
        nl: [
          'Hoe breng ik een vriendin aan?',
          'Nodig je vrienden per e-mail uit bij ‘Vrienden uitnodigen’ in je account. Voor elke vriendin die je aanbrengt, krijg je € 15, en zij wordt ook beloond. Op dezelfde pagina zie je wie je al hebt uitgenodigd.',
        ],
        es: [
          '¿Cómo invito a una amiga?',
          'En «Invita a tus amigos», dentro de tu cuenta, invita a quien quieras por correo. Por cada amiga que se une recibes 15 €, y ella también tiene su recompensa. En la misma página ves a quién has invitado.',
        ],
      },
    ],
  },
  {
    section: 'shop',
    title: { fr: 'La boutique', de: 'Der Shop', nl: 'De shop', es: 'La tienda' },
    questions: [
      {
        fr: [
          'Puis-je acheter sans malle ?',
          'Oui, dans notre boutique en ligne, ouverte à tous. Tant qu’un de vos abonnements est en cours, vous y avez 10 % de réduction sur chaque article.',
        ],
        de: [
          'Kann ich auch ohne Box einkaufen?',
          'Ja, in unserem Onlineshop, der allen offensteht. Solange eines Ihrer Abos läuft, erhalten Sie dort 10 % Rabatt auf jeden Artikel.',
        ],
        nl: [
          'Kan ik ook kopen zonder box?',
          'Ja, in onze webshop, die voor iedereen open is. Zolang een van je abonnementen loopt, krijg je er 10% korting op elk artikel.',
        ],
        es: [
          '¿Puedo comprar sin caja?',
          'Sí, en nuestra tienda online, abierta a todo el mundo. Mientras tengas una suscripción en curso, tienes un 10 % de descuento en cada artículo.',
        ],
      },
      {
        fr: [
          'Combien coûte la livraison d’une commande ?',
          '3,90 € en point relais, 4,90 € à domicile en France et à Monaco, 6,90 € à domicile dans les autres pays. La livraison est offerte dès 60 € d’articles, après réduction. Le montant exact est affiché avant le paiement.',
        ],
        de: [
          'Was kostet der Versand einer Bestellung?',
          '3,90 € an eine Abholstation, 4,90 € an die Haustür in Frankreich und Monaco, 6,90 € an die Haustür in allen anderen Ländern. Ab 60 € Warenwert nach Rabatt ist der Versand kostenlos. Den genauen Betrag sehen Sie vor dem Bezahlen.',
        ],
        nl: [
          'Wat kost de verzending van een bestelling?',
          '€ 3,90 naar een afhaalpunt, € 4,90 aan huis in Frankrijk en Monaco, € 6,90 aan huis in de andere landen. Vanaf € 60 aan artikelen, na korting, is de verzending gratis. Het precieze bedrag zie je voordat je betaalt.',
        ],
        es: [
          '¿Cuánto cuesta el envío de un pedido?',
          '3,90 € a punto de recogida, 4,90 € a domicilio en Francia y Mónaco, 6,90 € a domicilio en los demás países. A partir de 60 € en artículos, después del descuento, el envío es gratis. Verás el importe exacto antes de pagar.',
        ],
      },
      {
        fr: [
          'Mon paiement a été refusé : que devient ma commande ?',
          'Vos articles restent réservés 24 heures. Retrouvez la commande dans « Mes commandes » et réessayez avec un autre moyen de paiement. Passé ce délai, la commande non payée est annulée.',
        ],
        de: [
          'Meine Zahlung wurde abgelehnt: Was passiert mit meiner Bestellung?',
          'Ihre Artikel bleiben 24 Stunden für Sie reserviert. Öffnen Sie die Bestellung unter „Meine Bestellungen“ und versuchen Sie es mit einer anderen Zahlungsart erneut. Danach wird die unbezahlte Bestellung storniert.',
        ],
        nl: [
          'Mijn betaling is geweigerd: wat gebeurt er met mijn bestelling?',
          'Je artikelen blijven 24 uur voor je gereserveerd. Open de bestelling bij ‘Mijn bestellingen’ en probeer het opnieuw met een andere betaalmethode. Daarna wordt de onbetaalde bestelling geannuleerd.',
        ],
        es: [
          'Me han rechazado el pago: ¿qué pasa con mi pedido?',
          'Tus artículos quedan reservados 24 horas. Abre el pedido en «Mis pedidos» y vuelve a intentarlo con otro método de pago. Pasado ese plazo, el pedido sin pagar se cancela.',
        ],
      },
    ],
  },
  {
    section: 'account',
    title: { fr: 'Mon compte et mes données', de: 'Mein Konto und meine Daten', nl: 'Mijn account en mijn gegevens', es: 'Mi cuenta y mis datos' },
    questions: [
      {
        fr: [
          'Comment modifier mes informations ?',
          'Dans votre compte : « Mes informations » pour votre nom, votre téléphone, vos newsletters et votre adresse e-mail (nous envoyons un lien de confirmation à la nouvelle adresse), « Mes adresses » pour la livraison et la facturation, « Mon mot de passe » pour en changer.',
        ],
        de: [
          'Wie ändere ich meine Daten?',
          'In Ihrem Konto: unter „Meine Daten“ Name, Telefon, Newsletter und E-Mail-Adresse (an die neue Adresse schicken wir einen Bestätigungslink), unter „Meine Adressen“ Liefer- und Rechnungsadresse und unter „Mein Passwort“ Ihr Passwort.',
        ],
        nl: [
          'Hoe wijzig ik mijn gegevens?',
          'In je account: bij ‘Mijn gegevens’ je naam, telefoonnummer, nieuwsbrieven en e-mailadres (we sturen een bevestigingslink naar het nieuwe adres), bij ‘Mijn adressen’ je bezorg- en factuuradres en bij ‘Mijn wachtwoord’ je wachtwoord.',
        ],
        es: [
          '¿Cómo cambio mis datos?',
          'En tu cuenta: en «Mis datos», tu nombre, teléfono, newsletters y correo (te enviamos un enlace de confirmación a la nueva dirección); en «Mis direcciones», las de entrega y facturación; y en «Mi contraseña», tu contraseña.',
        ],
      },
      {
        fr: [
          'J’ai oublié mon mot de passe',
          'Sur la page de connexion, choisissez « Mot de passe oublié ? » et indiquez votre adresse e-mail : vous recevez un lien pour en choisir un nouveau.',
        ],
        de: [
          'Ich habe mein Passwort vergessen',
          'Wählen Sie auf der Anmeldeseite „Passwort vergessen?“ und geben Sie Ihre E-Mail-Adresse ein: Sie erhalten einen Link, mit dem Sie ein neues Passwort festlegen.',
        ],
        nl: [
          'Ik ben mijn wachtwoord vergeten',
          'Kies op de inlogpagina ‘Wachtwoord vergeten?’ en vul je e-mailadres in: je krijgt een link om een nieuw wachtwoord te kiezen.',
        ],
        es: [
          'He olvidado mi contraseña',
          'En la página de inicio de sesión, pulsa «¿Has olvidado tu contraseña?» y escribe tu correo: te enviaremos un enlace para elegir una nueva.',
        ],
      },
      {
        fr: [
          'Que faites-vous de mes données ?',
          'Nous les utilisons pour composer vos malles, traiter vos commandes, les livrer et vous écrire à leur sujet. Elles ne sont transmises qu’au prestataire de paiement et au transporteur. Vous pouvez y accéder, les faire corriger ou effacer en nous écrivant ; tout est détaillé dans notre politique de protection des données.',
        ],
        de: [
          'Was machen Sie mit meinen Daten?',
          'Wir nutzen sie, um Ihre Boxen zusammenzustellen, Ihre Bestellungen zu bearbeiten und zu liefern und Ihnen dazu zu schreiben. Weitergegeben werden sie nur an den Zahlungsdienstleister und den Versanddienst. Sie können sie einsehen, berichtigen oder löschen lassen, indem Sie uns schreiben; alle Einzelheiten stehen in unserer Datenschutzerklärung.',
        ],
        nl: [
          'Wat doen jullie met mijn gegevens?',
          'We gebruiken ze om je boxen samen te stellen, je bestellingen te verwerken en te bezorgen en je daarover te schrijven. We delen ze alleen met de betaaldienst en de vervoerder. Je kunt ze inzien, laten verbeteren of laten wissen door ons te schrijven; alles staat in ons privacybeleid.',
        ],
        es: [
          '¿Qué hacéis con mis datos?',
          'Los usamos para preparar tus cajas, gestionar tus pedidos, enviarlos y escribirte sobre ellos. Solo los compartimos con el proveedor de pago y el transportista. Puedes consultarlos, corregirlos o pedir que los borremos escribiéndonos; todo está explicado en nuestra política de protección de datos.',
        ],
      },
    ],
  },
];
