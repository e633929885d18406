/**
 * The pages' search and social metadata (seed 001, §3 "SEO metadata"), per locale and page slug:
 * the page's path without its locale prefix and leading slash. The empty slug is every other
 * page's default; `kid` is the kid home (`/`) and `giftcard/woman` the woman gift card page
 * (`/giftcard?for=woman`), which have titles of their own (§2). Product and collection pages take
 * theirs from the catalogue.
 */
export interface SeoEntry {
  title: string;
  description: string;
  keywords: string;
  /** Which share picture: the kid side's or the woman side's (`public/og/`). */
  image: 'kid' | 'woman';
}

export const SEO_IMAGES = {
  kid: '/og/little-closet-kids.png',
  woman: '/og/little-closet-woman.png',
} as const;

export const SEO_IMAGE_ALT: Record<string, Record<SeoEntry['image'], string>> = {
  fr: {
    kid: 'Une malle jaune Little Closet ouverte, remplie de vêtements d’enfant pliés',
    woman: 'Une malle rose Little Closet ouverte, remplie de vêtements pour femme pliés',
  },
  de: {
    kid: 'Eine geöffnete gelbe Little-Closet-Box voller zusammengelegter Kinderkleidung',
    woman: 'Eine geöffnete rosa Little-Closet-Box voller zusammengelegter Damenmode',
  },
  nl: {
    kid: 'Een open gele Little Closet-box vol opgevouwen kinderkleding',
    woman: 'Een open roze Little Closet-box vol opgevouwen dameskleding',
  },
  es: {
    kid: 'Una caja amarilla de Little Closet abierta, llena de ropa infantil doblada',
    woman: 'Una caja rosa de Little Closet abierta, llena de ropa de mujer doblada',
  },
};

export const SEO: Record<string, Record<string, SeoEntry>> = {
  fr: {
    '': {
      title: 'Little Closet, la styliste des familles',
      description: 'Des malles de vêtements choisies par une styliste pour vos enfants de 0 à 14 ans et pour vous : essayez à la maison, gardez ce qui vous plaît.',
      keywords: 'malle de vêtements, styliste, vêtements enfant, mode femme, abonnement',
      image: 'kid',
    },
    kid: {
      title: 'Vêtements enfant choisis par une styliste',
      description: 'Un quiz de style, une malle composée pour votre enfant de 0 à 14 ans, livrée chez vous. Essayez, gardez ce qui plaît, renvoyez le reste gratuitement.',
      keywords: 'vêtements enfant, malle enfant, styliste enfant, box vêtements bébé, abonnement vêtements enfant',
      image: 'kid',
    },
    woman: {
      title: 'Une malle de vêtements pour vous',
      description: 'Notre styliste compose une malle à votre taille et à votre style. Essayez chez vous, gardez vos coups de cœur et ne payez que ce que vous gardez.',
      keywords: 'mode femme, malle femme, styliste personnelle, box vêtements femme',
      image: 'woman',
    },
    shop: {
      title: 'La boutique Little Closet',
      description: 'Vêtements pour enfants et pour femmes, cadeaux de naissance et accessoires sélectionnés par nos stylistes, livrés en quelques jours.',
      keywords: 'boutique vêtements enfant, vêtements femme, cadeau naissance, accessoires',
      image: 'kid',
    },
    'shop/all-products': {
      title: 'Tous les produits de la boutique',
      description: 'Toute la boutique Little Closet : filtrez par genre, taille et famille, et trouvez la pièce qui manque à la garde-robe de la famille.',
      keywords: 'vêtements enfant, vêtements bébé, mode femme, t-shirts, robes, pantalons',
      image: 'kid',
    },
    'shop/birth-gift': {
      title: 'Cadeaux de naissance',
      description: 'Bodies, pyjamas et doudous en coton bio pour accueillir bébé : des cadeaux de naissance choisis par nos stylistes, prêts à offrir.',
      keywords: 'cadeau naissance, coton bio, body bébé, pyjama bébé, liste de naissance',
      image: 'kid',
    },
    'shop/cart': {
      title: 'Votre panier',
      description: 'Les pièces que vous avez choisies dans la boutique Little Closet, prêtes à être commandées et livrées à domicile ou en point relais.',
      keywords: 'panier, commande, boutique Little Closet',
      image: 'kid',
    },
    giftcard: {
      title: 'La carte cadeau Little Closet',
      description: 'Offrez une malle de vêtements ou un moment de shopping : la carte cadeau Little Closet se glisse dans une enveloppe ou s’envoie par e-mail.',
      keywords: 'carte cadeau, cadeau enfant, idée cadeau, cadeau naissance',
      image: 'kid',
    },
    'giftcard/woman': {
      title: 'Offrez-lui une malle : la carte cadeau femme',
      description: 'Une styliste, une malle à sa taille, des vêtements qu’elle essaie chez elle : offrez la carte cadeau Little Closet femme, valable un an.',
      keywords: 'carte cadeau femme, cadeau femme, box mode femme, idée cadeau',
      image: 'woman',
    },
    'preview/confirmation': {
      title: 'Votre malle est confirmée',
      description: 'Votre malle part telle que la styliste l’a composée : vous la recevez à la date prévue, et vous ne payez que ce que vous gardez.',
      keywords: 'malle confirmée, aperçu de la malle, livraison',
      image: 'kid',
    },
    looks: {
      title: 'Les looks de nos stylistes',
      description: 'Des tenues complètes pour l’école, le week-end et les grandes occasions, imaginées par nos stylistes pour les enfants et pour vous.',
      keywords: 'looks enfant, idées tenues, mode enfant, styliste',
      image: 'kid',
    },
    concept: {
      title: 'Le concept : comment ça marche',
      description: 'Un quiz, une styliste, une malle livrée chez vous : essayez en famille, gardez ce qui vous plaît et renvoyez le reste sans frais.',
      keywords: 'comment ça marche, malle de vêtements, essayage à domicile',
      image: 'kid',
    },
    contact: {
      title: 'Nous contacter',
      description: 'Une question sur une malle, une commande ou un retour ? Écrivez à notre équipe, qui vous répond en moins de deux jours ouvrés.',
      keywords: 'contact, service client, aide',
      image: 'kid',
    },
    faq: {
      title: 'Questions fréquentes',
      description: 'Livraison, retours, tailles, paiement et abonnement : les réponses aux questions que se posent les familles avant et après leur première malle.',
      keywords: 'faq, questions fréquentes, livraison, retours, tailles',
      image: 'kid',
    },
    brands: {
      title: 'Nos marques',
      description: 'Les marques que nous aimons, souvent françaises et européennes, pour des vêtements d’enfant et de femme faits pour durer.',
      keywords: 'marques vêtements enfant, marques françaises, mode responsable',
      image: 'kid',
    },
    testimonials: {
      title: 'Ils nous font confiance',
      description: 'Les familles racontent leur expérience Little Closet : la première malle, les coups de cœur des enfants et le temps gagné.',
      keywords: 'avis clients, témoignages, avis Little Closet',
      image: 'kid',
    },
    stylists: {
      title: 'Nos stylistes',
      description: 'Rencontrez les stylistes qui composent vos malles : leurs parcours, leurs goûts et leurs conseils pour habiller toute la famille.',
      keywords: 'styliste, conseil en image, styliste enfant',
      image: 'kid',
    },
    loyalty: {
      title: 'Le programme de fidélité',
      description: 'Chaque malle gardée et chaque commande vous rapportent des points, à échanger contre des réductions sur vos prochaines pièces.',
      keywords: 'fidélité, points, réductions, programme de fidélité',
      image: 'kid',
    },
    referral: {
      title: 'Parrainez vos proches',
      description: 'Invitez une amie : elle découvre Little Closet avec une réduction, et vous êtes récompensée dès sa première malle gardée.',
      keywords: 'parrainage, code parrain, réduction',
      image: 'kid',
    },
    littlegeste: {
      title: 'Little Geste : recyclez les vêtements',
      description: 'Donnez une seconde vie aux vêtements devenus trop petits : étiquette gratuite, colis déposé en bureau de poste ou en point relais, 5 € sur votre cagnotte.',
      keywords: 'recyclage vêtements, seconde main, étiquette retour, mode responsable',
      image: 'kid',
    },
    'terms-and-conditions': {
      title: 'Conditions générales et mentions légales',
      description: 'Conditions générales de vente et d’utilisation, politique de protection des données personnelles et mentions légales de Little Closet.',
      keywords: 'conditions générales, mentions légales, données personnelles',
      image: 'kid',
    },
    blog: {
      title: 'Le blog Little Closet',
      description: 'Conseils de stylistes, idées de tenues et astuces pour entretenir les vêtements des enfants : le blog des familles bien habillées.',
      keywords: 'blog mode enfant, conseils styliste, idées tenues',
      image: 'kid',
    },
    'lp-referral/invitation': {
      title: 'Une amie vous invite chez Little Closet',
      description: 'Votre amie vous offre une réduction sur votre première malle : répondez au quiz de style et laissez notre styliste faire le reste.',
      keywords: 'invitation, parrainage, première malle, réduction',
      image: 'kid',
    },
  },
  de: {
    '': {
      title: 'Little Closet – die Stylistin für Familien',
      description: 'Kleiderboxen, von einer Stylistin für Ihre Kinder von 0 bis 14 und für Sie zusammengestellt: zu Hause anprobieren, behalten, was gefällt.',
      keywords: 'Kleiderbox, Stylistin, Kinderkleidung, Damenmode, Abo',
      image: 'kid',
    },
    kid: {
      title: 'Kinderkleidung, von einer Stylistin ausgewählt',
      description: 'Ein Stil-Quiz, eine Box für Ihr Kind von 0 bis 14, nach Hause geliefert. Anprobieren, Lieblingsstücke behalten, den Rest kostenlos zurückschicken.',
      keywords: 'Kinderkleidung, Kleiderbox Kinder, Stylistin, Babykleidung, Kindermode Abo',
      image: 'kid',
    },
    woman: {
      title: 'Eine Kleiderbox für Sie',
      description: 'Unsere Stylistin stellt eine Box in Ihrer Größe und Ihrem Stil zusammen. Zu Hause anprobieren, Lieblingsstücke behalten und nur diese bezahlen.',
      keywords: 'Damenmode, Kleiderbox Damen, persönliche Stylistin, Modebox',
      image: 'woman',
    },
    shop: {
      title: 'Der Little-Closet-Shop',
      description: 'Kinder- und Damenmode, Geschenke zur Geburt und Accessoires, von unseren Stylistinnen ausgewählt und in wenigen Tagen geliefert.',
      keywords: 'Kinderkleidung kaufen, Damenmode, Geschenk zur Geburt, Accessoires',
      image: 'kid',
    },
    'shop/all-products': {
      title: 'Alle Produkte im Shop',
      description: 'Der ganze Little-Closet-Shop: nach Geschlecht, Größe und Kategorie filtern und das Stück finden, das im Familienkleiderschrank noch fehlt.',
      keywords: 'Kinderkleidung, Babykleidung, Damenmode, T-Shirts, Kleider, Hosen',
      image: 'kid',
    },
    'shop/birth-gift': {
      title: 'Geschenke zur Geburt',
      description: 'Bodys, Schlafanzüge und Kuscheltiere aus Bio-Baumwolle zur Geburt: Geschenke, von unseren Stylistinnen ausgewählt und schön verpackt.',
      keywords: 'Geschenk zur Geburt, Bio-Baumwolle, Babybody, Babyschlafanzug',
      image: 'kid',
    },
    'shop/cart': {
      title: 'Ihr Warenkorb',
      description: 'Die Stücke, die Sie im Little-Closet-Shop ausgewählt haben – bereit zur Bestellung, geliefert nach Hause oder an eine Abholstation.',
      keywords: 'Warenkorb, Bestellung, Little-Closet-Shop',
      image: 'kid',
    },
    giftcard: {
      title: 'Der Little-Closet-Geschenkgutschein',
      description: 'Verschenken Sie eine Kleiderbox oder einen Einkauf im Shop: Der Little-Closet-Gutschein kommt im Umschlag oder per E-Mail.',
      keywords: 'Geschenkgutschein, Geschenk Kinder, Geschenkidee, Geschenk zur Geburt',
      image: 'kid',
    },
    'giftcard/woman': {
      title: 'Eine Box verschenken: der Gutschein für Damen',
      description: 'Eine Stylistin, eine Box in ihrer Größe, Mode zum Anprobieren zu Hause: Verschenken Sie den Little-Closet-Gutschein für Damen, ein Jahr gültig.',
      keywords: 'Gutschein Damen, Geschenk für Frauen, Modebox, Geschenkidee',
      image: 'woman',
    },
    'preview/confirmation': {
      title: 'Ihre Box ist bestätigt',
      description: 'Ihre Box geht so auf die Reise, wie die Stylistin sie zusammengestellt hat: Sie kommt zum geplanten Termin, und Sie zahlen nur, was Sie behalten.',
      keywords: 'Box bestätigt, Vorschau, Lieferung',
      image: 'kid',
    },
    looks: {
      title: 'Die Looks unserer Stylistinnen',
      description: 'Komplette Outfits für Schule, Wochenende und besondere Anlässe, von unseren Stylistinnen für Kinder und für Sie zusammengestellt.',
      keywords: 'Kinder-Outfits, Outfit-Ideen, Kindermode, Stylistin',
      image: 'kid',
    },
    concept: {
      title: 'So funktioniert Little Closet',
      description: 'Ein Quiz, eine Stylistin, eine Box an Ihre Tür: gemeinsam anprobieren, behalten, was gefällt, und den Rest kostenlos zurückschicken.',
      keywords: 'so funktioniert es, Kleiderbox, Anprobe zu Hause',
      image: 'kid',
    },
    contact: {
      title: 'Kontakt',
      description: 'Eine Frage zu einer Box, einer Bestellung oder einer Rücksendung? Schreiben Sie unserem Team – wir antworten innerhalb von zwei Werktagen.',
      keywords: 'Kontakt, Kundenservice, Hilfe',
      image: 'kid',
    },
    faq: {
      title: 'Häufige Fragen',
      description: 'Lieferung, Rücksendung, Größen, Bezahlung und Abo: Antworten auf die Fragen, die Familien vor und nach ihrer ersten Box stellen.',
      keywords: 'FAQ, häufige Fragen, Lieferung, Rücksendung, Größen',
      image: 'kid',
    },
    brands: {
      title: 'Unsere Marken',
      description: 'Marken, die wir lieben, oft aus Frankreich und Europa: ausgewählte Kinder- und Damenmode, die lange hält und jeden Tag Freude macht.',
      keywords: 'Kindermode Marken, europäische Marken, nachhaltige Mode',
      image: 'kid',
    },
    testimonials: {
      title: 'Das sagen unsere Kundinnen',
      description: 'Familien erzählen von ihren Erfahrungen mit Little Closet: die erste Box, die Lieblingsstücke der Kinder und die gewonnene Zeit.',
      keywords: 'Kundenmeinungen, Erfahrungen, Bewertungen Little Closet',
      image: 'kid',
    },
    stylists: {
      title: 'Unsere Stylistinnen',
      description: 'Lernen Sie die Stylistinnen kennen, die Ihre Boxen zusammenstellen: ihren Werdegang, ihren Geschmack und ihre Tipps für die ganze Familie.',
      keywords: 'Stylistin, Modeberatung, Kinderstylistin',
      image: 'kid',
    },
    loyalty: {
      title: 'Das Treueprogramm',
      description: 'Jede behaltene Box und jede Bestellung bringt Ihnen Punkte, die Sie gegen Rabatte auf Ihre nächsten Lieblingsstücke eintauschen.',
      keywords: 'Treueprogramm, Punkte, Rabatte',
      image: 'kid',
    },
    referral: {
      title: 'Freunde werben',
      description: 'Laden Sie eine Freundin ein: Sie entdeckt Little Closet mit einem Rabatt, und Sie werden belohnt, sobald sie ihre erste Box behält.',
      keywords: 'Freunde werben, Empfehlung, Rabatt',
      image: 'kid',
    },
    littlegeste: {
      title: 'Little Geste: Kleidung recyceln',
      description: 'Schenken Sie zu klein gewordener Kleidung ein zweites Leben: kostenloses Etikett, Paket in der Postfiliale oder im Paketshop abgeben, 5 € Guthaben.',
      keywords: 'Kleidung recyceln, Second Hand, Rücksendeetikett, nachhaltige Mode',
      image: 'kid',
    },
    'terms-and-conditions': {
      title: 'AGB und Impressum',
      description: 'Allgemeine Geschäfts- und Nutzungsbedingungen, Datenschutzerklärung und Impressum von Little Closet: alles Rechtliche auf einen Blick.',
      keywords: 'AGB, Impressum, Datenschutz',
      image: 'kid',
    },
    blog: {
      title: 'Der Little-Closet-Blog',
      description: 'Tipps unserer Stylistinnen, Outfit-Ideen und Pflegetricks für Kinderkleidung: der Blog von Little Closet für gut angezogene Familien.',
      keywords: 'Kindermode Blog, Stylingtipps, Outfit-Ideen',
      image: 'kid',
    },
    'lp-referral/invitation': {
      title: 'Eine Freundin lädt Sie zu Little Closet ein',
      description: 'Ihre Freundin schenkt Ihnen einen Rabatt auf Ihre erste Box: Machen Sie das Stil-Quiz und überlassen Sie unserer Stylistin den Rest.',
      keywords: 'Einladung, Freunde werben, erste Box, Rabatt',
      image: 'kid',
    },
  },
  nl: {
    '': {
      title: 'Little Closet, de stylist voor het hele gezin',
      description: 'Kledingboxen, samengesteld door een stylist voor je kinderen van 0 tot 14 en voor jezelf: thuis passen, houden wat je mooi vindt.',
      keywords: 'kledingbox, stylist, kinderkleding, damesmode, abonnement',
      image: 'kid',
    },
    kid: {
      title: 'Kinderkleding, gekozen door een stylist',
      description: 'Een stijlquiz, een box voor je kind van 0 tot 14, thuisbezorgd. Pas alles, houd wat je kind mooi vindt en stuur de rest gratis terug.',
      keywords: 'kinderkleding, kledingbox kinderen, kinderstylist, babykleding, kledingabonnement',
      image: 'kid',
    },
    woman: {
      title: 'Een kledingbox voor jou',
      description: 'Onze stylist stelt een box samen in jouw maat en jouw stijl. Thuis passen, je favorieten houden en alleen betalen wat je houdt.',
      keywords: 'damesmode, kledingbox dames, persoonlijke stylist, modebox',
      image: 'woman',
    },
    shop: {
      title: 'De Little Closet-shop',
      description: 'Kinder- en damesmode, kraamcadeaus en accessoires, met zorg uitgekozen door onze stylisten en binnen een paar dagen bij je thuis bezorgd.',
      keywords: 'kinderkleding kopen, damesmode, kraamcadeau, accessoires',
      image: 'kid',
    },
    'shop/all-products': {
      title: 'Alle producten in de shop',
      description: 'De hele Little Closet-shop: filter op geslacht, maat en categorie en vind het stuk dat nog ontbreekt in de kledingkast van het gezin.',
      keywords: 'kinderkleding, babykleding, damesmode, T-shirts, jurken, broeken',
      image: 'kid',
    },
    'shop/birth-gift': {
      title: 'Kraamcadeaus',
      description: 'Rompers, pyjama’s en knuffels van biologisch katoen om de baby welkom te heten: kraamcadeaus uitgekozen door onze stylisten.',
      keywords: 'kraamcadeau, biologisch katoen, babyromper, babypyjama',
      image: 'kid',
    },
    'shop/cart': {
      title: 'Je winkelmandje',
      description: 'De stukken die je in de Little Closet-shop hebt gekozen, klaar om te bestellen en thuis of bij een afhaalpunt bezorgd te worden.',
      keywords: 'winkelmandje, bestelling, Little Closet-shop',
      image: 'kid',
    },
    giftcard: {
      title: 'De Little Closet-cadeaukaart',
      description: 'Geef een kledingbox of een bezoekje aan de shop cadeau: de Little Closet-cadeaukaart komt in een mooie envelop of gewoon per e-mail.',
      keywords: 'cadeaukaart, cadeau kind, cadeau-idee, kraamcadeau',
      image: 'kid',
    },
    'giftcard/woman': {
      title: 'Geef haar een box: de cadeaukaart voor dames',
      description: 'Een stylist, een box in haar maat, kleding om thuis te passen: geef de Little Closet-cadeaukaart voor dames, een jaar geldig.',
      keywords: 'cadeaukaart dames, cadeau vrouw, modebox, cadeau-idee',
      image: 'woman',
    },
    'preview/confirmation': {
      title: 'Je box is bevestigd',
      description: 'Je box vertrekt zoals de stylist hem heeft samengesteld: hij komt op de geplande datum en je betaalt alleen wat je houdt.',
      keywords: 'box bevestigd, voorvertoning, levering',
      image: 'kid',
    },
    looks: {
      title: 'De looks van onze stylisten',
      description: 'Complete outfits voor school, het weekend en speciale gelegenheden, bedacht door onze stylisten voor kinderen en voor jou.',
      keywords: 'kinderoutfits, outfitideeën, kindermode, stylist',
      image: 'kid',
    },
    concept: {
      title: 'Zo werkt Little Closet',
      description: 'Een stijlquiz, een stylist en een box aan de deur: thuis samen passen, houden wat je mooi vindt en de rest gratis terugsturen.',
      keywords: 'hoe het werkt, kledingbox, thuis passen',
      image: 'kid',
    },
    contact: {
      title: 'Contact',
      description: 'Een vraag over een box, een bestelling of een retour? Schrijf ons klantenserviceteam: we antwoorden je binnen twee werkdagen.',
      keywords: 'contact, klantenservice, hulp',
      image: 'kid',
    },
    faq: {
      title: 'Veelgestelde vragen',
      description: 'Levering, retouren, maten, betaling en abonnement: de antwoorden op wat gezinnen willen weten voor en na hun eerste box.',
      keywords: 'veelgestelde vragen, levering, retouren, maten',
      image: 'kid',
    },
    brands: {
      title: 'Onze merken',
      description: 'Merken waar we van houden, vaak uit Frankrijk en de rest van Europa: kinder- en damesmode die lang meegaat en elke dag fijn draagt.',
      keywords: 'kindermode merken, Europese merken, duurzame mode',
      image: 'kid',
    },
    testimonials: {
      title: 'Wat klanten zeggen',
      description: 'Gezinnen vertellen over hun ervaring met Little Closet: de eerste box, de favorieten van de kinderen en de tijd die ze winnen.',
      keywords: 'klantervaringen, beoordelingen, reviews Little Closet',
      image: 'kid',
    },
    stylists: {
      title: 'Onze stylisten',
      description: 'Maak kennis met de stylisten die je boxen samenstellen: hun achtergrond, hun smaak en hun tips om het hele gezin te kleden.',
      keywords: 'stylist, stijladvies, kinderstylist',
      image: 'kid',
    },
    loyalty: {
      title: 'Het loyaliteitsprogramma',
      description: 'Elke box die je houdt en elke bestelling levert punten op. Wissel ze in voor korting op je volgende favorieten bij Little Closet.',
      keywords: 'loyaliteitsprogramma, punten, korting',
      image: 'kid',
    },
    referral: {
      title: 'Vrienden uitnodigen',
      description: 'Nodig een vriendin uit: zij ontdekt Little Closet met een mooie korting, en jij krijgt een beloning zodra zij haar eerste box houdt.',
      keywords: 'vrienden uitnodigen, doorverwijzen, korting',
      image: 'kid',
    },
    littlegeste: {
      title: 'Little Geste: kleding recyclen',
      description: 'Geef te klein geworden kleding een tweede leven: gratis label, pakket naar het postkantoor of een afhaalpunt, en € 5 op je tegoed.',
      keywords: 'kleding recyclen, tweedehands, retourlabel, duurzame mode',
      image: 'kid',
    },
    'terms-and-conditions': {
      title: 'Algemene voorwaarden en colofon',
      description: 'Algemene verkoop- en gebruiksvoorwaarden, privacybeleid en wettelijke informatie van Little Closet: alle juridische teksten op één plek.',
      keywords: 'algemene voorwaarden, colofon, privacy',
      image: 'kid',
    },
    blog: {
      title: 'De Little Closet-blog',
      description: 'Tips van onze stylisten, outfitideeën en onderhoudstips voor kinderkleding: de blog van Little Closet voor goedgeklede gezinnen.',
      keywords: 'kindermode blog, stylingtips, outfitideeën',
      image: 'kid',
    },
    'lp-referral/invitation': {
      title: 'Een vriendin nodigt je uit bij Little Closet',
      description: 'Je vriendin geeft je korting op je eerste Little Closet-box: doe de stijlquiz en laat de rest gerust over aan onze stylist.',
      keywords: 'uitnodiging, vrienden uitnodigen, eerste box, korting',
      image: 'kid',
    },
  },
  es: {
    '': {
      title: 'Little Closet, la estilista de las familias',
      description: 'Cajas de ropa elegidas por una estilista para tus hijos de 0 a 14 años y para ti: pruébatelo en casa y quédate con lo que te guste.',
      keywords: 'caja de ropa, estilista, ropa infantil, moda mujer, suscripción',
      image: 'kid',
    },
    kid: {
      title: 'Ropa infantil elegida por una estilista',
      description: 'Un test de estilo, una caja preparada para tu hijo de 0 a 14 años, en casa. Pruébatelo, quédate con lo que guste y devuelve el resto gratis.',
      keywords: 'ropa infantil, caja de ropa niños, estilista infantil, ropa de bebé, suscripción ropa niños',
      image: 'kid',
    },
    woman: {
      title: 'Una caja de ropa para ti',
      description: 'Nuestra estilista prepara una caja a tu talla y a tu estilo. Pruébatela en casa, quédate con tus favoritos y paga solo lo que te quedes.',
      keywords: 'moda mujer, caja de ropa mujer, estilista personal, box de moda',
      image: 'woman',
    },
    shop: {
      title: 'La tienda Little Closet',
      description: 'Ropa infantil y de mujer, regalos para recién nacidos y accesorios elegidos por nuestras estilistas y entregados en pocos días.',
      keywords: 'tienda ropa infantil, moda mujer, regalo recién nacido, accesorios',
      image: 'kid',
    },
    'shop/all-products': {
      title: 'Todos los productos de la tienda',
      description: 'Toda la tienda Little Closet: filtra por género, talla y familia y encuentra la prenda que le falta al armario de la familia.',
      keywords: 'ropa infantil, ropa de bebé, moda mujer, camisetas, vestidos, pantalones',
      image: 'kid',
    },
    'shop/birth-gift': {
      title: 'Regalos para recién nacidos',
      description: 'Bodies, pijamas y peluches de algodón orgánico para dar la bienvenida al bebé: regalos elegidos por nuestras estilistas.',
      keywords: 'regalo recién nacido, algodón orgánico, body bebé, pijama bebé',
      image: 'kid',
    },
    'shop/cart': {
      title: 'Tu cesta',
      description: 'Las prendas que has elegido en la tienda Little Closet, listas para pedirlas y recibirlas en casa o en un punto de recogida.',
      keywords: 'cesta, pedido, tienda Little Closet',
      image: 'kid',
    },
    giftcard: {
      title: 'La tarjeta regalo Little Closet',
      description: 'Regala una caja de ropa o una compra en la tienda: la tarjeta regalo Little Closet llega en un sobre o por correo electrónico.',
      keywords: 'tarjeta regalo, regalo niños, idea de regalo, regalo recién nacido',
      image: 'kid',
    },
    'giftcard/woman': {
      title: 'Regálale una caja: la tarjeta regalo mujer',
      description: 'Una estilista, una caja a su talla y ropa para probarse en casa: regala la tarjeta Little Closet para mujer, válida durante un año.',
      keywords: 'tarjeta regalo mujer, regalo mujer, box de moda, idea de regalo',
      image: 'woman',
    },
    'preview/confirmation': {
      title: 'Tu caja está confirmada',
      description: 'Tu caja sale tal como la preparó la estilista: llega a tu casa en la fecha prevista y solo pagas las prendas que decides quedarte.',
      keywords: 'caja confirmada, vista previa, entrega',
      image: 'kid',
    },
    looks: {
      title: 'Los looks de nuestras estilistas',
      description: 'Conjuntos completos para el cole, el fin de semana y las ocasiones especiales, pensados por nuestras estilistas para los niños y para ti.',
      keywords: 'looks infantiles, ideas de conjuntos, moda infantil, estilista',
      image: 'kid',
    },
    concept: {
      title: 'Cómo funciona Little Closet',
      description: 'Un test, una estilista, una caja en tu puerta: pruébatelo en familia, quédate con lo que te guste y devuelve el resto sin coste.',
      keywords: 'cómo funciona, caja de ropa, probar en casa',
      image: 'kid',
    },
    contact: {
      title: 'Contacto',
      description: '¿Tienes una pregunta sobre una caja, un pedido o una devolución? Escribe a nuestro equipo: respondemos en menos de dos días laborables.',
      keywords: 'contacto, atención al cliente, ayuda',
      image: 'kid',
    },
    faq: {
      title: 'Preguntas frecuentes',
      description: 'Envío, devoluciones, tallas, pago y suscripción: las respuestas a lo que preguntan las familias antes y después de su primera caja.',
      keywords: 'preguntas frecuentes, envío, devoluciones, tallas',
      image: 'kid',
    },
    brands: {
      title: 'Nuestras marcas',
      description: 'Las marcas que nos gustan, a menudo francesas y europeas: ropa infantil y de mujer bien hecha, pensada para durar y para disfrutarla.',
      keywords: 'marcas ropa infantil, marcas europeas, moda sostenible',
      image: 'kid',
    },
    testimonials: {
      title: 'Lo que dicen nuestras clientas',
      description: 'Las familias cuentan su experiencia con Little Closet: la primera caja, las prendas favoritas de los niños y el tiempo ganado.',
      keywords: 'opiniones, testimonios, opiniones Little Closet',
      image: 'kid',
    },
    stylists: {
      title: 'Nuestras estilistas',
      description: 'Conoce a las estilistas que preparan tus cajas: su trayectoria, sus gustos y sus consejos para vestir a toda la familia.',
      keywords: 'estilista, asesoría de imagen, estilista infantil',
      image: 'kid',
    },
    loyalty: {
      title: 'El programa de fidelidad',
      description: 'Cada caja que te quedas y cada pedido en la tienda te dan puntos que puedes canjear por descuentos en tus próximas prendas favoritas.',
      keywords: 'programa de fidelidad, puntos, descuentos',
      image: 'kid',
    },
    referral: {
      title: 'Invita a tus amigas',
      description: 'Invita a una amiga: descubre Little Closet con un descuento, y tú recibes tu recompensa cuando se quede con su primera caja.',
      keywords: 'invitar amigas, recomendación, descuento',
      image: 'kid',
    },
    littlegeste: {
      title: 'Little Geste: recicla la ropa',
      description: 'Da una segunda vida a la ropa que se ha quedado pequeña: etiqueta gratuita, paquete en correos o en un punto de recogida y 5 € de saldo.',
      keywords: 'reciclar ropa, segunda mano, etiqueta de devolución, moda sostenible',
      image: 'kid',
    },
    'terms-and-conditions': {
      title: 'Condiciones generales y aviso legal',
      description: 'Condiciones generales de venta y de uso, política de protección de datos personales y aviso legal de Little Closet, todo en un solo lugar.',
      keywords: 'condiciones generales, aviso legal, datos personales',
      image: 'kid',
    },
    blog: {
      title: 'El blog de Little Closet',
      description: 'Consejos de nuestras estilistas, ideas de conjuntos y trucos para cuidar la ropa de los niños: el blog de las familias bien vestidas.',
      keywords: 'blog moda infantil, consejos de estilista, ideas de conjuntos',
      image: 'kid',
    },
    'lp-referral/invitation': {
      title: 'Una amiga te invita a Little Closet',
      description: 'Tu amiga te regala un descuento en tu primera caja: haz el test de estilo y deja el resto en manos de nuestra estilista.',
      keywords: 'invitación, invitar amigas, primera caja, descuento',
      image: 'kid',
    },
  },
};
