import type { LegalText, Locale } from './types';

/** The privacy policy (GDPR): what we keep, why, for how long, who sees it, cookies, rights and the DPO. */
export const PRIVACY_POLICY: Record<Locale, LegalText> = {
  fr: {
    title: 'Politique de protection des données personnelles',
    intro:
      'Little Closet SAS, 18 rue des Petites-Écuries, 75010 Paris, est responsable du traitement des données personnelles collectées sur ce site. Cette page explique, simplement, ce que nous faisons de vos données et comment garder la main dessus.',
    sections: [
      [
        'data-collected',
        '1. Les données que nous utilisons',
        'Votre compte : nom, prénom, e-mail, téléphone, adresses de livraison et de facturation, langue et pays.\nVos profils : prénom, date de naissance, tailles, goûts et photo facultative de chaque enfant ou de vous-même, tels que vous les donnez dans le quiz.\nVos malles et commandes : pièces envoyées, gardées et renvoyées, avis, envies, paiements (sans le numéro complet de votre carte, conservé par notre prestataire de paiement).\nVos échanges avec le service client, et votre inscription à la newsletter.',
      ],
      [
        'data-purposes',
        '2. Pourquoi nous les utilisons',
        'Pour exécuter le contrat : composer vos malles, les livrer, encaisser les pièces gardées, gérer vos commandes et retours, répondre à vos questions.\nAvec votre consentement : vous envoyer la newsletter et mesurer l’audience du site. Vous pouvez retirer ce consentement à tout moment, par le lien en bas de chaque e-mail ou depuis votre compte.\nPour respecter la loi : factures et comptabilité, prévention de la fraude aux paiements.',
      ],
      [
        'data-retention',
        '3. Combien de temps nous les gardons',
        'Votre compte et vos profils, tant que le compte est ouvert, puis 3 ans après votre dernière activité avant d’être effacés.\nLes factures et données de paiement nécessaires à la comptabilité, 10 ans, comme l’exige le Code de commerce.\nLes données de la newsletter, jusqu’à votre désinscription.\nLes messages au service client, 3 ans après leur clôture.',
      ],
      [
        'data-recipients',
        '4. Qui y a accès',
        'Nos stylistes et notre service client, pour ce qui les concerne ; nos prestataires, uniquement pour la tâche qu’ils font pour nous : paiement, transport, hébergement, envoi des e-mails. Ils sont tenus par contrat de protéger vos données. Nous ne vendons jamais vos données.\n\nVos données restent dans l’Union européenne. Si un prestataire devait y accéder depuis un autre pays, ce serait uniquement avec les garanties prévues par le RGPD, comme les clauses contractuelles types de la Commission européenne.',
      ],
      [
        'data-cookies',
        '5. Cookies',
        'Nous déposons des cookies nécessaires au fonctionnement du site, sans lesquels il ne marcherait pas : votre session de connexion, votre langue (conservée un an) et votre pays (7 jours), votre panier, un code de réduction ou de parrainage que vous avez suivi.\n\nLes cookies de mesure d’audience ne sont déposés qu’avec votre accord, pour 13 mois au plus. Vous pouvez changer d’avis à tout moment ou supprimer les cookies depuis votre navigateur.',
      ],
      [
        'data-rights',
        '6. Vos droits',
        'Vous pouvez accéder à vos données, les faire corriger ou effacer, en limiter l’utilisation, vous opposer à leur utilisation pour la prospection, et les récupérer dans un format courant pour les confier à un autre service. Vous pouvez aussi nous dire ce que nous devons en faire après votre décès.\n\nBeaucoup de ces données se modifient directement dans votre compte. Pour le reste, écrivez à notre déléguée à la protection des données : dpo@littlecloset.test. Nous répondons dans un délai d’un mois.',
      ],
      [
        'data-complaint',
        '7. Réclamation',
        'Si vous estimez que nous ne respectons pas vos droits, vous pouvez adresser une réclamation à la CNIL (Commission nationale de l’informatique et des libertés) ou à l’autorité de protection des données du pays où vous résidez.',
      ],
    ],
  },
  de: {
    title: 'Datenschutzerklärung',
    intro:
      'Verantwortlich für die Verarbeitung der auf dieser Website erhobenen personenbezogenen Daten ist die Little Closet SAS, 18 rue des Petites-Écuries, 75010 Paris, Frankreich. Hier erklären wir Ihnen verständlich, was wir mit Ihren Daten machen und wie Sie die Kontrolle darüber behalten.',
    sections: [
      [
        'data-collected',
        '1. Welche Daten wir verwenden',
        'Ihr Konto: Name, Vorname, E-Mail-Adresse, Telefonnummer, Liefer- und Rechnungsadressen, Sprache und Land.\nIhre Profile: Vorname, Geburtsdatum, Größen, Vorlieben und ein freiwilliges Foto jedes Kindes oder von Ihnen, so wie Sie sie im Quiz angeben.\nIhre Boxen und Bestellungen: verschickte, behaltene und zurückgeschickte Teile, Bewertungen, Wünsche, Zahlungen (ohne Ihre vollständige Kartennummer, die bei unserem Zahlungsdienstleister liegt).\nIhr Austausch mit dem Kundenservice und Ihre Newsletter-Anmeldung.',
      ],
      [
        'data-purposes',
        '2. Wofür wir sie verwenden',
        'Zur Erfüllung des Vertrags: Ihre Boxen zusammenstellen und liefern, die behaltenen Teile abrechnen, Bestellungen und Rücksendungen abwickeln, Ihre Fragen beantworten.\nMit Ihrer Einwilligung: Ihnen den Newsletter schicken und die Nutzung der Website messen. Sie können die Einwilligung jederzeit widerrufen, über den Link unten in jeder E-Mail oder in Ihrem Konto.\nAufgrund gesetzlicher Pflichten: Rechnungen und Buchhaltung, Schutz vor Zahlungsbetrug.',
      ],
      [
        'data-retention',
        '3. Wie lange wir sie speichern',
        'Ihr Konto und Ihre Profile, solange das Konto besteht, danach noch 3 Jahre nach Ihrer letzten Aktivität; dann werden sie gelöscht.\nRechnungen und die für die Buchhaltung nötigen Zahlungsdaten 10 Jahre, wie es das französische Handelsrecht verlangt.\nNewsletter-Daten bis zu Ihrer Abmeldung.\nNachrichten an den Kundenservice 3 Jahre nach ihrem Abschluss.',
      ],
      [
        'data-recipients',
        '4. Wer Zugriff hat',
        'Unsere Stylistinnen und unser Kundenservice, soweit sie die Daten brauchen; unsere Dienstleister nur für die Aufgabe, die sie für uns übernehmen: Zahlung, Versand, Hosting, E-Mail-Versand. Sie sind vertraglich verpflichtet, Ihre Daten zu schützen. Wir verkaufen Ihre Daten nie.\n\nIhre Daten bleiben in der Europäischen Union. Sollte ein Dienstleister aus einem anderen Land darauf zugreifen müssen, dann nur mit den Garantien der DSGVO, etwa den Standardvertragsklauseln der Europäischen Kommission.',
      ],
      [
        'data-cookies',
        '5. Cookies',
        'Wir setzen Cookies, ohne die die Website nicht funktioniert: Ihre Anmeldung, Ihre Sprache (ein Jahr gespeichert) und Ihr Land (7 Tage), Ihren Warenkorb und einen Rabatt- oder Empfehlungscode, dem Sie gefolgt sind.\n\nCookies zur Reichweitenmessung setzen wir nur mit Ihrer Einwilligung, für höchstens 13 Monate. Sie können Ihre Entscheidung jederzeit ändern oder Cookies in Ihrem Browser löschen.',
      ],
      [
        'data-rights',
        '6. Ihre Rechte',
        'Sie haben das Recht auf Auskunft, Berichtigung und Löschung Ihrer Daten, auf Einschränkung der Verarbeitung, auf Widerspruch gegen Werbung und auf Datenübertragbarkeit in einem gängigen Format. Sie können uns auch sagen, was nach Ihrem Tod mit Ihren Daten geschehen soll.\n\nVieles davon können Sie direkt in Ihrem Konto ändern. Für alles Weitere schreiben Sie unserer Datenschutzbeauftragten: dpo@littlecloset.test. Wir antworten innerhalb eines Monats.',
      ],
      [
        'data-complaint',
        '7. Beschwerde',
        'Wenn Sie meinen, dass wir Ihre Rechte nicht achten, können Sie sich bei der CNIL, der französischen Datenschutzbehörde, oder bei der Datenschutzaufsichtsbehörde Ihres Wohnsitzlandes beschweren.',
      ],
    ],
  },
  nl: {
    title: 'Privacybeleid',
    intro:
      'Little Closet SAS, 18 rue des Petites-Écuries, 75010 Parijs, Frankrijk, is verantwoordelijk voor de persoonsgegevens die via deze website worden verzameld. Op deze pagina leggen we eenvoudig uit wat we met je gegevens doen en hoe je er zelf de regie over houdt.',
    sections: [
      [
        'data-collected',
        '1. Welke gegevens we gebruiken',
        'Je account: naam, voornaam, e-mailadres, telefoonnummer, bezorg- en factuuradressen, taal en land.\nJe profielen: voornaam, geboortedatum, maten, smaak en een optionele foto van elk kind of van jezelf, zoals je ze in de quiz invult.\nJe boxen en bestellingen: verstuurde, gehouden en teruggestuurde items, beoordelingen, wensen, betalingen (zonder je volledige kaartnummer, dat bij onze betaaldienst blijft).\nJe contact met de klantenservice en je inschrijving voor de nieuwsbrief.',
      ],
      [
        'data-purposes',
        '2. Waarvoor we ze gebruiken',
        'Om onze overeenkomst uit te voeren: je boxen samenstellen en bezorgen, de items die je houdt afrekenen, bestellingen en retouren afhandelen en je vragen beantwoorden.\nMet je toestemming: je de nieuwsbrief sturen en het gebruik van de website meten. Je kunt die toestemming altijd intrekken, via de link onderaan elke e-mail of in je account.\nOmdat de wet het vraagt: facturen en boekhouding, en het voorkomen van betaalfraude.',
      ],
      [
        'data-retention',
        '3. Hoe lang we ze bewaren',
        'Je account en profielen zolang je account bestaat, en daarna nog 3 jaar na je laatste activiteit; dan worden ze gewist.\nFacturen en de betaalgegevens die nodig zijn voor de boekhouding 10 jaar, zoals het Franse handelsrecht voorschrijft.\nNieuwsbriefgegevens tot je je uitschrijft.\nBerichten aan de klantenservice 3 jaar nadat ze zijn afgehandeld.',
      ],
      [
        'data-recipients',
        '4. Wie erbij kan',
        'Onze stylisten en onze klantenservice, voor zover ze het nodig hebben; onze dienstverleners alleen voor de taak die ze voor ons doen: betalen, verzenden, hosting en het versturen van e-mails. Ze zijn contractueel verplicht je gegevens te beschermen. We verkopen je gegevens nooit.\n\nJe gegevens blijven in de Europese Unie. Moet een dienstverlener er vanuit een ander land bij, dan alleen met de waarborgen van de AVG, zoals de standaardcontractbepalingen van de Europese Commissie.',
      ],
      [
        'data-cookies',
        '5. Cookies',
        'We plaatsen cookies die nodig zijn om de website te laten werken: je inlogsessie, je taal (een jaar bewaard) en je land (7 dagen), je winkelmandje en een kortings- of uitnodigingscode die je hebt gevolgd.\n\nCookies om het gebruik van de website te meten plaatsen we alleen met je toestemming, voor maximaal 13 maanden. Je kunt je keuze altijd wijzigen of cookies in je browser verwijderen.',
      ],
      [
        'data-rights',
        '6. Je rechten',
        'Je hebt recht op inzage, correctie en verwijdering van je gegevens, op beperking van het gebruik, op bezwaar tegen direct marketing en op overdracht van je gegevens in een gangbaar formaat. Je kunt ons ook laten weten wat er na je overlijden met je gegevens moet gebeuren.\n\nVeel gegevens pas je zelf aan in je account. Voor de rest mail je onze functionaris voor gegevensbescherming: dpo@littlecloset.test. We antwoorden binnen een maand.',
      ],
      [
        'data-complaint',
        '7. Klacht',
        'Vind je dat we je rechten niet respecteren, dan kun je een klacht indienen bij de CNIL, de Franse privacytoezichthouder, of bij de toezichthouder van het land waar je woont, zoals de Autoriteit Persoonsgegevens of de Belgische Gegevensbeschermingsautoriteit.',
      ],
    ],
  },
  es: {
    title: 'Política de privacidad',
    intro:
      'Little Closet SAS, 18 rue des Petites-Écuries, 75010 París, Francia, es la responsable del tratamiento de los datos personales que se recogen en esta web. Aquí te explicamos, con palabras sencillas, qué hacemos con tus datos y cómo puedes controlarlos.',
    sections: [
      [
        'data-collected',
        '1. Qué datos usamos',
        'Tu cuenta: nombre, apellidos, correo electrónico, teléfono, direcciones de entrega y de facturación, idioma y país.\nTus perfiles: nombre, fecha de nacimiento, tallas, gustos y una foto opcional de cada hijo o tuya, tal como los indicas en el test.\nTus cajas y pedidos: prendas enviadas, compradas y devueltas, valoraciones, deseos y pagos (sin el número completo de tu tarjeta, que guarda nuestra pasarela de pago).\nTus conversaciones con atención al cliente y tu suscripción a la newsletter.',
      ],
      [
        'data-purposes',
        '2. Para qué los usamos',
        'Para cumplir el contrato: preparar y entregar tus cajas, cobrar las prendas que te quedas, gestionar pedidos y devoluciones y responder a tus preguntas.\nCon tu consentimiento: enviarte la newsletter y medir las visitas a la web. Puedes retirarlo cuando quieras, desde el enlace al final de cada correo o desde tu cuenta.\nPorque lo exige la ley: facturas y contabilidad, y prevención del fraude en los pagos.',
      ],
      [
        'data-retention',
        '3. Cuánto tiempo los guardamos',
        'Tu cuenta y tus perfiles, mientras la cuenta esté abierta y hasta 3 años después de tu última actividad; luego se borran.\nLas facturas y los datos de pago necesarios para la contabilidad, 10 años, como exige la normativa mercantil francesa.\nLos datos de la newsletter, hasta que te des de baja.\nLos mensajes a atención al cliente, 3 años después de cerrarse.',
      ],
      [
        'data-recipients',
        '4. Quién puede verlos',
        'Nuestras estilistas y nuestro equipo de atención al cliente, en lo que necesiten; nuestros proveedores, solo para el trabajo que hacen para nosotros: pagos, transporte, alojamiento web y envío de correos. Están obligados por contrato a proteger tus datos. Nunca vendemos tus datos.\n\nTus datos se quedan en la Unión Europea. Si algún proveedor tuviera que acceder a ellos desde otro país, solo lo haría con las garantías del RGPD, como las cláusulas contractuales tipo de la Comisión Europea.',
      ],
      [
        'data-cookies',
        '5. Cookies',
        'Usamos las cookies necesarias para que la web funcione: tu sesión, tu idioma (se guarda un año) y tu país (7 días), tu cesta y el código de descuento o de invitación que hayas seguido.\n\nLas cookies de medición de audiencia solo se instalan si nos das permiso, durante 13 meses como máximo. Puedes cambiar de opinión cuando quieras o borrar las cookies desde tu navegador.',
      ],
      [
        'data-rights',
        '6. Tus derechos',
        'Puedes acceder a tus datos, rectificarlos o suprimirlos, limitar su uso, oponerte a que los usemos para publicidad y pedir que te los entreguemos en un formato habitual para llevarlos a otro servicio. También puedes indicarnos qué hacer con ellos tras tu fallecimiento.\n\nMuchos de estos datos los puedes cambiar tú en tu cuenta. Para lo demás, escribe a nuestra delegada de protección de datos: dpo@littlecloset.test. Te respondemos en el plazo de un mes.',
      ],
      [
        'data-complaint',
        '7. Reclamaciones',
        'Si crees que no respetamos tus derechos, puedes presentar una reclamación ante la CNIL, la autoridad francesa de protección de datos, o ante la autoridad del país donde vives, como la Agencia Española de Protección de Datos.',
      ],
    ],
  },
};
