import type { SeedPostText } from './blog-types';

/** The blog’s articles in Dutch, in the order of BLOG_POSTS. */
export const BLOG_POSTS_NL: SeedPostText[] = [
  {
    slug: 'kinderen-aankleden-bij-regen',
    title: 'Regendagen: zo kleed je kinderen aan om in plassen te springen',
    excerpt: 'Een goede regenjas, laarzen in de juiste maat en reservekleren in de tas: zo wordt regen weer een speeltuin.',
    coverAlt: 'Een gele paraplu boven blauwe regenlaarzen, tussen vallende regendruppels',
    body: `
Bij ons gaat er niets niet door vanwege de regen. Een uitje naar de speeltuin wordt gewoon een expeditie. Dan moeten de kinderen wel goed gekleed zijn, anders is het avontuur na tien minuten voorbij, met natte sokken en tranen.

## Eerst de regenjas

Een echte waterdichte regenjas is beter dan een gewatteerde jas die alleen een beetje water afstoot. Kies hem iets ruimer, zodat er een trui onder past, met een capuchon die goed blijft zitten zonder over de ogen te zakken. Reflecterende strepen zijn in de herfst goud waard, als het na school al schemert. Voor de kleinsten is een regenjas met regenbroek onverslaanbaar: je trekt het gewoon over de gewone kleren aan en eronder blijft je kind droog.

## Laarzen die niet knellen

Neem regenlaarzen een halve maat groter, maar niet meer: te grote laarzen schuren en je kind struikelt sneller. Dikke sokken van wol of katoen houden vocht tegen en voeten warm. Controleer de maat bij elk nieuw seizoen, want een kindervoet kan in een paar maanden een hele maat groeien.

## Wat eronder hoort

Onder de regenkleding liever geen spijkerbroek: die wordt zwaar als hij nat is en droogt heel traag. Een dikke legging, een joggingbroek of een lichte wandelbroek zit veel fijner. Bovenaan volstaan een katoenen shirt en een wollen trui bijna altijd.

## De reservetas

Stop een broek, sokken en een stoffen zakje voor de natte spullen in de rugzak. Met dat kleine setje kun je ja zeggen tegen de grote plas in plaats van nee.

Thuis laat je de laarzen ondersteboven drogen en de regenjas aan een hanger, niet op de verwarming. Zo gaan ze een paar seizoenen mee en kunnen ze daarna naar een broertje of nichtje.
`,
  },
  {
    slug: 'baby-aankleden-in-de-winter',
    title: 'Je baby aankleden in de winter: niet te veel en niet te weinig',
    excerpt: 'Laagjes, een muts en de kwestie van het autostoeltje: wat je moet weten om een kleintje warm te houden als het koud is.',
    coverAlt: 'Een babymutsje met pompon tussen sneeuwvlokken op een donkerblauwe achtergrond',
    body: `
Een baby kan nog niet zeggen dat hij het koud heeft, of juist te warm. Toch gaat hij een paar keer per dag van de ene temperatuur naar de andere: de kinderwagen, het warme huis van oma, de auto. De oplossing is eenvoudig: laagjes.

## Eén laag meer dan jij

De makkelijkste vuistregel: kleed je baby met één laag meer dan je zelf draagt. Een katoenen romper met lange mouwen, een pakje of een gebreid setje, en daarover een wollen vestje. Buiten komt er een overall of een goed gesloten voetenzak bij. Een paar dunne lagen isoleren beter dan één heel dikke, en in een winkel trek je er makkelijk eentje uit.

## Hoofd, handen en voeten

Kleine kinderen verliezen de meeste warmte via hun hoofd, handen en voeten. Een muts die de oren bedekt, wantjes zonder duim voor baby’s en hoge sokken of slofjes zijn dus onmisbaar. Binnen gaat de muts wel af: via het hoofd raakt je baby ook overtollige warmte kwijt.

## Het autostoeltje is een geval apart

In het autostoeltje geen dikke overall of donsjas: de gordels sluiten dan niet goed aan en beschermen je kind niet bij een botsing. Zet je baby erin met een fleecevestje, trek de gordels strak en leg er een dekentje of de open overall overheen.

## Heeft hij het koud?

Koude handjes zeggen weinig, die hebben baby’s vaak. Voel liever met twee vingers in zijn nek of op zijn buik: de huid moet warm en droog zijn. Is die klam, dan gaat er een laagje uit. Voelt die koel, dan komt er een bij.

Voor de nacht is een slaapzak die past bij de temperatuur van de kamer beter dan dekens en dekbedden, die je het eerste jaar beter niet gebruikt. Een slaapkamer van 18 tot 20 graden is ruim voldoende.
`,
  },
  {
    slug: 'kleding-herstellen-met-kinderen',
    title: 'Kleding herstellen met de kinderen: ons zondagsatelier',
    excerpt: 'Een gat in de knie is niet het einde van een broek. Een paar eenvoudige handelingen om samen te leren, en lapjes die herinneringen worden.',
    coverAlt: 'Een naald en een klosje roze garen naast een broekknie met een hartvormig lapje',
    body: `
Kinderen verslijten hun kleren tijdens het spelen, en dat is maar goed ook. Maar een gat in de knie of een naad die losgaat, hoeft een broek niet naar de vuilnisbak te sturen. Bij ons is er daarom op zondag een klein herstelatelier, en de kinderen willen elke week meedoen.

## De naaidoos van het gezin

Om te beginnen heb je geen naaimachine nodig. Een doos met een paar naalden met een groot oog, stevig garen in drie of vier kleuren, spelden, een schaar en wat opstrijkbare lapjes is genoeg voor de meeste reparaties. Bewaar ook restjes stof van kleren die niet meer te redden waren: daar maak je prachtige lapjes van.

## Samen leren

Vanaf vijf of zes jaar kan een kind met een draadinsteker een naald inrijgen en een knoop aanzetten, als je het rustig voordoet. Rond acht jaar lukken ook de rijgsteek en de overhandse steek om een naad te sluiten. Opstrijkbare lapjes strijkt een volwassene op, maar het kind kiest de vorm: een hartje, een ster, een wolk.

## Laat de reparatie zien

Zichtbaar herstellen, waarbij je de reparatie niet verstopt maar juist laat zien, vinden kinderen geweldig. Een felgekleurde draad om een trui te stoppen, een lapje met print op een spijkerbroek: het kledingstuk wordt uniek, en je kind draagt trots wat het zelf heeft hersteld.

## Wanneer je het uitbesteedt

Sommige reparaties zijn iets voor een vakman: de rits van een winterjas, de zoom van een dikke spijkerbroek, een gescheurde voering. Een kleermaker in de buurt doet dat voor een paar euro, veel minder dan een nieuw kledingstuk.

Samen herstellen betekent ook leren dat spullen waarde hebben en dat je er zorg voor kunt dragen. Die les gaat veel langer mee dan een broekknie.
`,
  },
  {
    slug: 'laagjes-dragen-tussen-twee-seizoenen',
    title: 'Tussen twee seizoenen: de kunst van het laagjes dragen',
    excerpt: 'Fris in de ochtend, zacht in de middag: zo stel je outfits samen die je kind de hele dag zelf kan aanpassen.',
    coverAlt: 'Drie kledingstukken over elkaar, een T-shirt, een vest en een jas, in geel en terracotta',
    body: `
In de lente en in de herfst zie je steeds hetzelfde: om acht uur gaat je kind goed ingepakt naar school, om vier uur komt het terug met de jas opgepropt onderin de tas, als hij al niet aan de kapstok is blijven hangen. Tussen twee seizoenen is de juiste outfit geen outfit, maar een systeem van laagjes.

## Drie lagen, drie taken

De eerste laag zit op de huid: een katoenen T-shirt of romper dat zweet opneemt. De tweede geeft warmte: een sweater, een gebreid vest of een dunne fleece. De derde beschermt tegen wind en buien: een licht jasje, een parka of een windjack. Elke laag moet uit kunnen zonder dat de andere in de war raken.

## Denk aan zelfstandigheid

Een kind dat het warm heeft, moet zelf een laag uit kunnen trekken. Kies vesten met drukknopen of een rits in plaats van nauwe truien die aan het hoofd blijven haken, en jassen die makkelijk in een tas passen. Zet de naam in elk kledingstuk: op school raakt vooral de middelste laag kwijt.

## Kleuren die bij elkaar passen

Om elke laag met elke andere te kunnen combineren, kies je een basis van rustige kleuren zoals marineblauw, beige of grijs, aangevuld met een of twee felle kleuren. ’s Ochtends wordt combineren dan kinderspel, en je kind kan zich zelf aankleden.

## Broeken en schoenen

Een broek van canvas of fijne ribstof past bij bijna elke temperatuur. Onder een jurk of rok komt een maillot zodra de wind aantrekt. Qua schoenen maken stoffen sneakers plaats voor modellen van leer of suède, die beter tegen de ochtenddauw kunnen.

Met dit systeem kom je met één garderobe een half jaar rond. Afhankelijk van de thermometer komt er gewoon een laagje bij of gaat er een af.
`,
  },
  {
    slug: 'kledingmaten-als-kinderen-snel-groeien',
    title: 'Kledingmaten: het overzicht houden als ze snel groeien',
    excerpt: 'Een maatje groter kopen, ja, maar met verstand. Houvast en tips om kleding langer dan één seizoen te laten meegaan.',
    coverAlt: 'Een kleurrijke groeimeter aan de muur met streepjes en een sterretje bovenaan',
    body: `
Soms is een broek die je in september kocht met kerst al te kort. In het eerste jaar groeit een kind zo’n 25 centimeter, in het tweede ongeveer tien. Daarna gaat het rustiger, met plotselinge groeispurten die elke berekening in de war sturen. Zo houden wij het overzicht.

## De maat op het etiket is maar een richtlijn

In Nederland en België staat de lengte op het etiket, maar lengte en taille zijn wat echt telt. Meet je kind twee keer per jaar, blootsvoets, tegen de muur. Noteer ook de borstomvang en de binnenbeenlengte: met die drie maten voorkom je veel retourzendingen. Een kind van vier kan, afhankelijk van zijn bouw, prima maat 110 of maat 98 dragen.

## Vooruitkopen, met mate

Een maat groter werkt goed voor jassen, truien en pyjama’s, die best wat ruimer mogen zitten. Voor schoenen, broeken zonder verstelbare taille en badkleding is het riskanter. Meer dan één maat groter hindert je kind bij het bewegen, en het kledingstuk belandt in de kast.

## Details die meegroeien

Sommige modellen groeien mee: elastische tailles met knoopsgatelastiek, omslagen die je kunt uitvouwen, verstelbare bretels op tuinbroeken, mouwen die je kunt oprollen. Precies op die details letten onze stylisten als ze een box samenstellen.

## Afscheid van te kleine kleren

Sorteer bij elke seizoenswissel, liefst samen met je kind. Wat te klein maar nog mooi is, kun je doorgeven, weggeven of verkopen. Wat versleten is, krijgt een tweede leven via een textielcontainer.

En twijfel je tussen twee maten? Zet het in het profiel van je kind: onze stylisten houden er rekening mee en kiezen de maat die het langst past.
`,
  },
  {
    slug: 'capsulegarderobe-voor-kinderen',
    title: 'De capsulegarderobe voor kinderen: zo werkt het',
    excerpt: 'Een twintigtal stuks die allemaal bij elkaar passen: minder keuzestress in de ochtend, minder was en kleding die echt gedragen wordt.',
    coverAlt: 'Een kledingrek met zes hangers en opgevouwen kleren in bij elkaar passende kleuren',
    body: `
Een volle kast opendoen en niets vinden om aan te trekken: ook kinderen kennen het. De laden puilen uit van losse aankopen die nergens bij passen, terwijl dezelfde drie T-shirts steeds opnieuw in de was gaan. Een capsulegarderobe doet het omgekeerde: weinig kleren, die allemaal met elkaar te combineren zijn.

## Hoeveel stuks

Reken per seizoen op ongeveer zes bovenstukjes, vier broeken of rokken, twee vesten of sweaters, een jas, een nettere outfit en twee paar schoenen. Pyjama’s, ondergoed en sokken tellen niet mee. Als je om de drie à vier dagen wast, is dat ruim voldoende, ook voor een kind dat zich vaak vuilmaakt.

## Eerst een kleurenpalet

Het geheim zit in de kleuren. Kies twee of drie basiskleuren, bijvoorbeeld marineblauw, grijs gemêleerd en beige, en daarnaast twee accentkleuren waar je kind van houdt, zoals okergeel of dennengroen. Prints mogen, als ze die kleuren terugnemen. Zo past elk bovenstuk bij elke broek.

## Betrek je kind erbij

Een opgelegde capsule houdt het niet lang vol. Laat je kind de accentkleuren, een lievelingsprint of zijn schoenen kiezen. Een kind dat zijn kleren leuk vindt, draagt ze ook, gaat er zorgvuldiger mee om en kleedt zich liever zelf aan.

## Wat het je oplevert

De ochtenden worden rustiger, de wasbergen kleiner en de aankopen doordachter. Omdat je minder koopt, kun je investeren in betere kwaliteit. En aan het eind van het seizoen kun je goed gedragen maar verzorgde kleren makkelijk doorgeven.

Dat is precies het idee achter onze boxen: stukken die samen zijn uitgekozen en die je alleen houdt als je kind ze leuk vindt.
`,
  },
  {
    slug: 'outfits-voor-het-nieuwe-schooljaar',
    title: 'Nieuw schooljaar: praktische outfits voor het hele jaar',
    excerpt: 'Kleding die het schoolplein overleeft, die je kind zelf aantrekt en die tot de zomer mooi blijft: onze lijst voor de start van het schooljaar.',
    coverAlt: 'Een rode boekentas naast een etui en een paar sneakers',
    body: `
Bij de start van het schooljaar wordt de kledingkast vaak helemaal vernieuwd. Voor je begint: denk na over wat je kind op school echt meemaakt. Het schoolplein, schilderen, de lunch, gym en zelf naar het toilet gaan.

## Kleding die je zelf aantrekt

Vooral bij de kleuters telt zelfstandigheid meer dan wat ook. Broeken met een elastische taille, schoenen met klittenband en vesten met grote knopen voorkomen heel wat kleine drama’s. Tuinbroeken en ingewikkelde riemen bewaar je voor het weekend. Veters komen later wel, maar niet per se al in september.

## Bestand tegen het speelkwartier

De knieën moeten het eerst ontgelden. Kies broeken van stevig canvas of soepele denim, eventueel met verstevigde knieën. Synthetische stoffen gaan snel pluizen, dik katoen en goed breiwerk gaan veel langer mee. Bij jurken zijn modellen met een short of legging eronder ideaal: zo kan je kind zorgeloos klimmen en rennen.

## Denk aan de kleuren

Middentinten zoals blauw, groen of bordeaux verbergen vlekken veel beter dan wit of pastel. Lichte stukken bewaar je voor de dag van de klassenfoto of een schooluitstap. En vergeet het schilderschort of een oud hemd voor het knutselen niet.

## De basislijst

Voor het nieuwe schooljaar raden we vijf bovenstukjes aan, drie of vier broeken, twee truien of vesten, een tussenjas, gymkleren en twee paar schoenen, waarvan een paar pantoffels als de school dat vraagt. Zet op elk kledingstuk de naam: de bak met gevonden voorwerpen op school raakt verrassend snel vol.

En heb je zin om alles nieuw te kopen? Laat je kind eerst passen wat er al in de kast ligt. Veel stukken kunnen nog een seizoen mee.
`,
  },
  {
    slug: 'peuters-zelf-laten-aankleden',
    title: 'Peuters zelf laten aankleden: geduld en de juiste kleren',
    excerpt: 'Rond twee of drie jaar willen ze alles zelf doen. Zo help je je kind zelfstandiger worden, zonder dat elke ochtend een race wordt.',
    coverAlt: 'Een klein truitje binnenstebuiten op een laag stoeltje, naast twee verschillende sokken',
    body: `
„Zelf doen!” Die twee woorden duiken vaak op rond tweeënhalf jaar, en ze maken de ochtenden langer. Toch is zelf leren aankleden een belangrijke stap: je kind oefent de fijne motoriek, krijgt zelfvertrouwen en bepaalt mee hoe zijn dag verloopt. Met een beetje organisatie wint iedereen erbij.

## Begin met uitkleden

Sokken, een muts of een broek uittrekken is veel makkelijker dan ze aantrekken. Daar begint het, meestal rond anderhalf jaar. Moedig die eerste pogingen aan, ook als ze op een onhandig moment komen.

## Kleren die helpen

Sommige kleren maken het leren een stuk makkelijker: broeken met een elastische taille, shirts met een wijde hals, schoenen met klittenband en vesten met grote knopen. Een klein figuurtje of een goed zichtbaar label aan de achterkant helpt om voor en achter te onderscheiden. Piepkleine drukknoopjes, sluitingen op de rug en maillots blijven lastig tot vier of vijf jaar.

## De avond ervoor klaarleggen

Stel ’s avonds twee outfits voor en laat je kind kiezen. Leg de kleren in de volgorde waarin hij ze aantrekt: onderbroek, broek, T-shirt, trui en dan sokken. ’s Ochtends hoeft hij alleen nog de stapel te volgen. De beperkte keuze voorkomt eindeloze discussies en respecteert toch zijn wens om zelf te beslissen.

## Het hoeft niet perfect

Een trui binnenstebuiten, twee verschillende sokken, strepen met bloemetjes: geen probleem. Je kind is trots op zichzelf, en daar gaat het om. Verbeter alleen wat echt stoort, zoals schoenen aan de verkeerde voet die pijn doen.

Plan ten slotte wat extra tijd in. Tien minuten meer in de ochtend maken een wereld van verschil. Op heel drukke dagen mag je helpen, en laat je je kind één kledingstuk zelf aantrekken.
`,
  },
  {
    slug: 'kinderkleding-doorgeven',
    title: 'Kinderkleding doorgeven: een goed georganiseerd tweede leven',
    excerpt: 'Broers en zussen, neven en nichten, vrienden of verenigingen: zo sorteer, bewaar en verdeel je kleding die te klein is geworden.',
    coverAlt: 'Een open kartonnen doos met opgevouwen kinderkleding en een hartje',
    body: `
Kinderkleding wordt vaak maar een paar maanden gedragen. Als ze te klein wordt, heeft ze dus nog jaren voor de boeg. Doorgeven verlengt haar leven, maakt de kast leger en doet anderen een plezier. Je moet het alleen zo organiseren dat er geen berg zakken op zolder ontstaat.

## Sorteren bij elk seizoen

Het beste moment om te sorteren is de seizoenswissel. Maak drie stapels: wat nog past, wat te klein maar in goede staat is, en wat echt versleten is. Wees eerlijk over de staat: een ingetrokken vlek of erg pluizende stof maakt niemand blij.

## Goed bewaren

Komt er over een paar jaar een broertje of zusje, bewaar de kleren dan schoon en goed droog in gesloten dozen, met een label per maat en seizoen. Plastic zakken houden vocht vast en zijn dus geen goed idee. Een zakje lavendel of wat stukjes cederhout houden motten op afstand.

## Doorgeven in je omgeving

Neven, buren, collega’s: er is bijna altijd iemand met een kind dat iets jonger is. Sommige gezinnen organiseren zelfs ruilfeestjes met vrienden, waar iedereen een zak meebrengt en naar huis gaat met wat nog ontbreekt. Ook kledingbanken en tweedehandswinkels van goede doelen nemen schone kleding in goede staat graag aan.

## En wat versleten is

Kapotte kleding hoort niet bij het restafval. In een textielcontainer wordt ze gesorteerd en wordt een deel verwerkt tot vezels, isolatiemateriaal of poetsdoeken. Met Little Geste kun je de kleren van je kinderen ook naar ons terugsturen, van welk merk ook, met een gratis retourlabel.

Doorgeven is ook een verhaal vertellen: dat van de trui die grote zus al droeg, of van de tuinbroek die drie kinderen heeft overleefd. Kinderen horen het graag.
`,
  },
  {
    slug: 'matchende-outfits-ouder-en-kind',
    title: 'Matchende outfits voor ouder en kind: de juiste dosis',
    excerpt: 'Hetzelfde streepjesshirt als je dochter, dezelfde trui als je zoon, zonder verkleed te lijken: onze ideeën voor geslaagde matchende looks.',
    coverAlt: 'Twee gestreepte T-shirts, een groot en een klein, naast elkaar aan een lijn',
    body: `
Matchende outfits voor ouders en kinderen doen iedereen glimlachen, en dat is precies hun charme. Voor een familiefoto, een bruiloft of gewoon een zondag zorgen ze voor een mooi moment van verbondenheid. Het komt er alleen op aan de juiste dosis te vinden, zodat alles naturel blijft.

## Afstemmen in plaats van kopiëren

De mooiste versie is niet per se het identieke duo van top tot teen. Deel liever één element: dezelfde bloemenprint op een jurk en een hemd, een streepjesshirt voor allebei, of een gemeenschappelijke kleur. De rest van de outfit past bij de leeftijd en de stijl van ieder.

## Kleuren als rode draad

Kies voor het hele gezin een palet van twee of drie kleuren die goed samengaan, bijvoorbeeld blauw, wit en een vleugje geel. Iedereen stelt zijn outfit samen in die tinten. Op foto’s oogt dat harmonieus zonder geforceerd te lijken, en iedereen voelt zich goed in zijn kleren.

## Stukken die werken

Sommige stukken lenen zich er bijzonder goed voor: het streepjesshirt, het denim hemd, de kabeltrui, de hoodie of witte sneakers. Ze zijn op elke leeftijd makkelijk te dragen en overleven elke trend. Ook accessoires zoals een muts of een pet zorgen voor een subtiele knipoog.

## Laat je kind kiezen

Rond zes of zeven jaar vinden sommige kinderen het fantastisch om er net zo uit te zien als hun ouder, andere helemaal niet. Stel voor in plaats van op te leggen. Een kind dat zelf de gemeenschappelijke kleur heeft gekozen, draagt de outfit met veel meer plezier.

## Voor feestelijke gelegenheden

Op een bruiloft of familiefeest gaat comfort voor alles: kinderen rennen, dansen en zitten op de grond. Een linnen hemd en een soepele broek zijn beter dan een stijf pak, ook al past dat bij dat van papa.

Onze collectie Matchy Matchy brengt precies zulke stukken samen, bedoeld om samen te dragen, door kinderen en mama’s.
`,
  },
  {
    slug: 'baby-in-de-zomer-bij-hitte',
    title: 'Je baby in de zomer: koel houden als het warm is',
    excerpt: 'Lichte stoffen, bescherming tegen de zon, warme nachten: onze tips om een kleintje aan te kleden als de thermometer stijgt.',
    coverAlt: 'Een zonnehoed met brede rand onder een grote oranje zon',
    body: `
Baby’s kunnen slecht tegen warmte: ze zweten minder goed dan wij en drogen sneller uit. In de zomer is de juiste kleding dus net zo goed een kwestie van gezondheid als van comfort. Dit zijn de principes die wij volgen.

## Minder lagen, stoffen die ademen

Bij warm weer is binnen een dun katoenen rompertje of alleen een luier vaak genoeg. Kies katoen, linnen of hydrofiele stof, die lucht doorlaten en zweet opnemen. Synthetische stoffen houden de warmte vast en kunnen de huid irriteren. Lichte kleuren weerkaatsen het licht en blijven koeler.

## Buiten bedekken in plaats van uitkleden

Een baby jonger dan een jaar hoort niet in de volle zon. Lichte kleding met lange mouwen beschermt de allerkleinsten beter dan zonnecrème. Een hoed met brede rand die ook de nek bedekt, is onmisbaar. Leg geen hydrofiele doek over de kinderwagen: de lucht circuleert dan slecht en de temperatuur loopt eronder heel snel op. Een parasol of een passend zonnescherm is een betere keuze.

## Lichtere nachten

Is het in de slaapkamer warmer dan 24 graden, dan volstaat een heel dunne slaapzak of een rompertje. Boven de 26 graden kan alleen een luier genoeg zijn. Controleer zijn temperatuur met je hand in zijn nek of op zijn buik: is die klam, dan heeft hij het te warm. Een ventilator die de lucht in de kamer laat bewegen, zonder op je kind te blazen, helpt veel.

## Signalen om op te letten

Een baby die het te warm heeft, wordt rood en onrustig, drinkt minder of wil juist voortdurend drinken. Geef vaak te drinken, verkoel hem met een vochtig washandje en kleed hem uit. Krijgt hij koorts of lijkt hij futloos, bel dan je huisarts.

Met de juiste kleding wordt de zomer een prachtig seizoen voor de kleintjes: de eerste voetjes in het zand, dutjes in de schaduw en lauwe badjes.
`,
  },
  {
    slug: 'minder-en-beter-wassen',
    title: 'Minder en beter wassen: zo gaan kinderkleren langer mee',
    excerpt: 'Temperatuur, wasmiddel, drogen: eenvoudige gewoontes zodat kleuren mooi blijven en kleren van het ene kind naar het andere kunnen.',
    coverAlt: 'Een ronde wasmachine en kleurige sokken aan een waslijn',
    body: `
Kinderkleding zit vaak langer in de wasmachine dan aan het lijf van de eigenaar. Toch slijten stoffen veel meer door het wassen dan door het dragen. Met een paar eenvoudige gewoontes blijven de kleren mooi genoeg om door te geven.

## Minder vaak wassen

Een trui die een dag zonder vlekken is gedragen, hoeft niet in de was: even luchten aan een hanger is genoeg. Broeken en jassen kunnen meerdere dagen mee. Alleen ondergoed, sokken en vuile kleren gaan altijd in de wasmand. Zo bespaar je tijd, water en energie.

## Vlekken meteen aanpakken

Een vlek die je binnen het uur behandelt, gaat er bijna altijd uit. Spoel met koud water, nooit met warm, want warmte zet vlekken van bloed, melk of ei vast. Galzeep krijgt de meeste speelplaatsvlekken weg, van gras en aarde tot stift.

## Dertig graden is genoeg

De wasmiddelen van nu werken al vanaf dertig graden, ook voor kinderkleding. Was op zestig graden alleen beddengoed, handdoeken en babyrompers als er iemand ziek is. Keer bedrukte kleren en spijkerbroeken binnenstebuiten en sluit ritsen en klittenband, zodat ze andere stukken niet beschadigen.

## Juist doseren

Meer wasmiddel wast niet schoner: het blijft in de vezels zitten en kan de gevoelige huid van kinderen irriteren. Doseer volgens de waterhardheid in jouw regio en laat wasverzachter weg, die functionele stoffen en handdoeken aantast.

## Drogen aan de lucht

De droogkast verkort het leven van kleren en laat katoen krimpen. Laat wollen truien plat drogen en felle kleuren in de schaduw. Je kleren gaan langer mee, en je energierekening zal je dankbaar zijn.
`,
  },
];
