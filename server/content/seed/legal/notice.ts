import type { LegalText, Locale } from './types';

/**
 * The legal notice. The company is the demo's: its registration numbers are made of nines, which
 * no real French company has, and its telephone number is in the 01 99 range kept for fiction.
 */
export const LEGAL_NOTICE: Record<Locale, LegalText> = {
  fr: {
    title: 'Mentions légales',
    intro: '',
    sections: [
      [
        'publisher',
        'Éditeur du site',
        'Little Closet SAS, société par actions simplifiée au capital de 50 000 €\n18 rue des Petites-Écuries, 75010 Paris, France\nRCS Paris 999 999 999 (numéro de démonstration)\nSIRET 999 999 999 00019 – TVA intracommunautaire FR99 999999999\nTéléphone : +33 1 99 00 12 34 – E-mail : bonjour@littlecloset.test',
      ],
      ['publication-director', 'Directrice de la publication', 'Claire Fontaine, présidente de Little Closet SAS.'],
      [
        'host',
        'Hébergement',
        'Le site est hébergé par Nuage Hexagone SAS, 42 quai de la Fosse, 44000 Nantes, France, sur des serveurs situés dans l’Union européenne.',
      ],
      [
        'intellectual-property',
        'Propriété intellectuelle',
        'Les textes, photographies, illustrations, logos et la marque Little Closet sont protégés. Toute reproduction, même partielle, sans notre accord écrit est interdite. Les marques des vêtements présentés appartiennent à leurs titulaires.',
      ],
      [
        'contact-us',
        'Nous contacter',
        'Pour toute question sur le site, écrivez-nous à bonjour@littlecloset.test ou par le formulaire de contact. Pour vos données personnelles, notre déléguée à la protection des données répond à dpo@littlecloset.test.',
      ],
    ],
  },
  de: {
    title: 'Impressum',
    intro: '',
    sections: [
      [
        'publisher',
        'Anbieterin',
        'Little Closet SAS, vereinfachte Aktiengesellschaft französischen Rechts mit einem Stammkapital von 50.000 €\n18 rue des Petites-Écuries, 75010 Paris, Frankreich\nHandelsregister: RCS Paris 999 999 999 (Demo-Nummer)\nSIRET 999 999 999 00019 – USt-IdNr. FR99 999999999\nTelefon: +33 1 99 00 12 34 – E-Mail: bonjour@littlecloset.test',
      ],
      ['publication-director', 'Verantwortlich für den Inhalt', 'Claire Fontaine, Präsidentin der Little Closet SAS.'],
      [
        'host',
        'Hosting',
        'Die Website wird von der Nuage Hexagone SAS, 42 quai de la Fosse, 44000 Nantes, Frankreich, auf Servern in der Europäischen Union betrieben.',
      ],
      [
        'intellectual-property',
        'Urheberrecht',
        'Texte, Fotos, Illustrationen, Logos und die Marke Little Closet sind geschützt. Jede auch nur teilweise Vervielfältigung ohne unsere schriftliche Zustimmung ist untersagt. Die Marken der gezeigten Kleidung gehören ihren jeweiligen Inhabern.',
      ],
      [
        'contact-us',
        'Kontakt',
        'Fragen zur Website beantworten wir unter bonjour@littlecloset.test oder über das Kontaktformular. Für Ihre personenbezogenen Daten ist unsere Datenschutzbeauftragte unter dpo@littlecloset.test erreichbar.',
      ],
    ],
  },
  nl: {
    title: 'Colofon',
    intro: '',
    sections: [
      [
        'publisher',
        'Uitgever van de website',
        'Little Closet SAS, vereenvoudigde naamloze vennootschap naar Frans recht met een kapitaal van € 50.000\n18 rue des Petites-Écuries, 75010 Parijs, Frankrijk\nHandelsregister RCS Paris 999 999 999 (demonummer)\nSIRET 999 999 999 00019 – btw-nummer FR99 999999999\nTelefoon: +33 1 99 00 12 34 – e-mail: bonjour@littlecloset.test',
      ],
      ['publication-director', 'Verantwoordelijk uitgever', 'Claire Fontaine, voorzitter van Little Closet SAS.'],
      [
        'host',
        'Hosting',
        'De website wordt gehost door Nuage Hexagone SAS, 42 quai de la Fosse, 44000 Nantes, Frankrijk, op servers in de Europese Unie.',
      ],
      [
        'intellectual-property',
        'Intellectueel eigendom',
        'De teksten, foto’s, illustraties, logo’s en het merk Little Closet zijn beschermd. Niets mag zonder onze schriftelijke toestemming worden overgenomen, ook niet gedeeltelijk. De merken van de getoonde kleding zijn van hun eigenaren.',
      ],
      [
        'contact-us',
        'Contact',
        'Vragen over de website? Mail naar bonjour@littlecloset.test of gebruik het contactformulier. Voor je persoonsgegevens kun je terecht bij onze functionaris voor gegevensbescherming via dpo@littlecloset.test.',
      ],
    ],
  },
  es: {
    title: 'Aviso legal',
    intro: '',
    sections: [
      [
        'publisher',
        'Titular de la web',
        'Little Closet SAS, sociedad por acciones simplificada de derecho francés con un capital de 50.000 €\n18 rue des Petites-Écuries, 75010 París, Francia\nRegistro Mercantil: RCS Paris 999 999 999 (número de demostración)\nSIRET 999 999 999 00019 – NIF-IVA FR99 999999999\nTeléfono: +33 1 99 00 12 34 – Correo electrónico: bonjour@littlecloset.test',
      ],
      ['publication-director', 'Directora de la publicación', 'Claire Fontaine, presidenta de Little Closet SAS.'],
      [
        'host',
        'Alojamiento',
        'La web está alojada por Nuage Hexagone SAS, 42 quai de la Fosse, 44000 Nantes, Francia, en servidores situados en la Unión Europea.',
      ],
      [
        'intellectual-property',
        'Propiedad intelectual',
        'Los textos, fotografías, ilustraciones, logotipos y la marca Little Closet están protegidos. Queda prohibida su reproducción, total o parcial, sin nuestro permiso por escrito. Las marcas de la ropa que mostramos pertenecen a sus titulares.',
      ],
      [
        'contact-us',
        'Contacto',
        'Si tienes cualquier pregunta sobre la web, escríbenos a bonjour@littlecloset.test o usa el formulario de contacto. Para tus datos personales, nuestra delegada de protección de datos te atiende en dpo@littlecloset.test.',
      ],
    ],
  },
};
