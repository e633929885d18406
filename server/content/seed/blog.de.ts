import type { SeedPostText } from './blog-types';

/** The blog’s articles in German, in the order of BLOG_POSTS. */
export const BLOG_POSTS_DE: SeedPostText[] = [
  {
    slug: 'kinder-anziehen-bei-regen',
    title: 'Regentage: So sind Kinder für jede Pfütze gerüstet',
    excerpt: 'Eine gute Regenjacke, Gummistiefel in der richtigen Größe und Wechselsachen im Rucksack: So wird Regenwetter wieder zum Abenteuer.',
    coverAlt: 'Ein gelber Regenschirm über blauen Gummistiefeln, rundherum fallen Regentropfen',
    body: `
Bei uns fällt wegen Regen nichts aus. Aus dem Spielplatzbesuch wird einfach eine Expedition. Damit das Abenteuer nicht nach zehn Minuten mit nassen Socken und Tränen endet, müssen die Kinder aber richtig angezogen sein.

## Zuerst die Regenjacke

Eine echte, wasserdichte Regenjacke ist besser als eine Steppjacke, die nur ein bisschen Wasser abhält. Kaufen Sie sie etwas weiter, damit ein Pullover darunter passt, und achten Sie auf eine Kapuze, die gut sitzt, ohne die Augen zu verdecken. Reflektoren sind im Herbst Gold wert, wenn es nach der Schule schon dämmert. Für die Kleinsten ist die Kombination aus Regenjacke und Matschhose unschlagbar: Sie kommt einfach über die normale Kleidung, und darunter bleibt das Kind trocken.

## Stiefel, die nicht drücken

Gummistiefel dürfen eine halbe Nummer größer sein, aber nicht mehr: Sind sie zu groß, scheuern sie und die Kinder stolpern. Dicke Socken aus Wolle oder Baumwolle nehmen Feuchtigkeit auf und halten die Füße warm. Prüfen Sie die Größe zu jeder neuen Saison, denn Kinderfüße wachsen manchmal in wenigen Monaten um eine ganze Nummer.

## Was darunter gehört

Unter die Regenkleidung gehört keine Jeans: Sie wird nass schwer und braucht Stunden zum Trocknen. Dicke Leggings, eine Jogginghose oder eine leichte Wanderhose sind viel bequemer. Oben reichen fast immer ein Baumwollshirt und ein Wollpullover.

## Der Wechselbeutel

In den Rucksack kommen eine Hose, Socken und ein Stoffbeutel für die nassen Sachen. Genau dieses kleine Set macht es möglich, zur großen Pfütze Ja statt Nein zu sagen.

Zu Hause trocknen die Stiefel kopfüber und die Regenjacke auf einem Bügel, nicht auf der Heizung. So halten sie mehrere Jahre und können danach an den kleinen Bruder oder die Cousine weitergehen.
`,
  },
  {
    slug: 'baby-im-winter-anziehen',
    title: 'Das Baby im Winter anziehen: nicht zu viel und nicht zu wenig',
    excerpt: 'Zwiebelprinzip, Mütze und die Sache mit dem Autositz: Was Sie wissen sollten, damit Ihr Baby bei Kälte schön warm bleibt.',
    coverAlt: 'Eine Babymütze mit Bommel, umgeben von Schneeflocken auf dunkelblauem Grund',
    body: `
Ein Baby kann noch nicht sagen, ob ihm kalt oder zu warm ist. Trotzdem wechselt es mehrmals am Tag die Temperatur: im Kinderwagen, in Omas gut geheizter Wohnung, im Auto. Die Lösung heißt Zwiebelprinzip.

## Eine Schicht mehr als Sie

Die einfachste Faustregel: Ziehen Sie Ihrem Baby eine Schicht mehr an, als Sie selbst tragen. Einen langärmeligen Body aus Baumwolle, einen Strampler oder ein Strickset, darüber eine Wolljacke. Draußen kommen ein Overall oder ein gut geschlossener Fußsack dazu. Mehrere dünne Schichten wärmen besser als eine sehr dicke, und im Geschäft lässt sich eine davon schnell ausziehen.

## Kopf, Hände, Füße

Über Kopf, Hände und Füße verlieren kleine Kinder am meisten Wärme. Eine Mütze, die die Ohren bedeckt, Fäustlinge ohne Daumen für Babys und hohe Socken oder Krabbelschuhe sind deshalb ein Muss. Drinnen kommt die Mütze aber ab: Über den Kopf gibt das Baby auch überschüssige Wärme ab.

## Der Autositz ist ein Sonderfall

Im Autositz haben dicke Overalls und Daunenjacken nichts zu suchen: Der Gurt liegt dann nicht mehr eng an und schützt bei einem Unfall nicht richtig. Setzen Sie Ihr Baby mit einer Fleecejacke in den Sitz, ziehen Sie den Gurt fest und legen Sie eine Decke oder den offenen Overall darüber.

## Ist ihm zu kalt?

Kalte Hände sagen wenig aus, die haben Babys oft. Fühlen Sie lieber mit zwei Fingern im Nacken oder am Bauch: Die Haut sollte warm und trocken sein. Ist sie feucht, ziehen Sie eine Schicht aus, ist sie kühl, kommt eine dazu.

Für die Nacht ist ein Schlafsack, der zur Zimmertemperatur passt, besser als Decken und Kissen, von denen im ersten Lebensjahr abgeraten wird. Im Schlafzimmer reichen 18 bis 20 Grad völlig aus.
`,
  },
  {
    slug: 'kleidung-flicken-mit-kindern',
    title: 'Kleidung flicken mit Kindern: unsere Sonntagswerkstatt',
    excerpt: 'Ein Loch im Knie ist nicht das Ende einer Hose. Ein paar einfache Handgriffe zum gemeinsamen Lernen, und Flicken, die zu Erinnerungen werden.',
    coverAlt: 'Eine Nadel und eine Spule mit rosa Garn neben einem Hosenknie mit Herzflicken',
    body: `
Kinder tragen ihre Kleidung beim Spielen ab, und das ist auch gut so. Aber wegen eines Lochs im Knie oder einer offenen Naht muss keine Hose in den Müll. Bei uns gibt es deshalb sonntags eine kleine Flickstunde, und die Kinder wollen inzwischen jedes Mal mitmachen.

## Das Nähkästchen der Familie

Für den Anfang braucht es keine Nähmaschine. Ein Kästchen mit ein paar Nadeln mit großem Öhr, festem Garn in drei oder vier Farben, Stecknadeln, einer Schere und einigen Bügelflicken reicht für die meisten Reparaturen. Dazu kommen Stoffreste von Kleidung, die nicht mehr zu retten war: Daraus werden wunderbare Flicken.

## Handgriffe zum gemeinsamen Lernen

Schon mit fünf oder sechs Jahren kann ein Kind mit einem Einfädler eine Nadel einfädeln und einen Knopf annähen, wenn man es ihm langsam zeigt. Mit etwa acht Jahren schafft es auch den Vorstich und den Überwendlichstich, um eine Naht zu schließen. Bügelflicken bügelt ein Erwachsener auf, aber das Kind sucht die Form aus: ein Herz, einen Stern, eine Wolke.

## Reparaturen zeigen

Sichtbares Flicken, bei dem die Reparatur nicht versteckt, sondern betont wird, kommt bei Kindern besonders gut an. Ein knallbunter Faden zum Stopfen eines Pullovers, ein gemusterter Flicken auf der Jeans: So wird das Kleidungsstück einzigartig, und das Kind trägt stolz, was es selbst repariert hat.

## Wann die Schneiderei hilft

Manche Reparaturen gehören in Profihände: der Reißverschluss einer Winterjacke, der Saum einer dicken Jeans, ein zerrissenes Futter. Eine Änderungsschneiderei um die Ecke erledigt das für ein paar Euro, viel günstiger als ein neues Teil.

Gemeinsam zu flicken heißt auch zu lernen, dass Dinge einen Wert haben und dass man sie pflegen kann. Diese Lektion hält viel länger als jedes Hosenknie.
`,
  },
  {
    slug: 'zwiebellook-fuer-die-uebergangszeit',
    title: 'Übergangszeit: die Kunst des Zwiebellooks',
    excerpt: 'Morgens frisch, mittags mild: So stellen Sie Outfits zusammen, die Kinder im Lauf des Tages selbst anpassen können.',
    coverAlt: 'Drei übereinander gelegte Kleidungsstücke, ein T-Shirt, eine Strickjacke und eine Jacke, in Gelb und Terrakotta',
    body: `
Im Frühling wie im Herbst spielt sich dieselbe Szene ab: Um acht Uhr geht das Kind dick eingepackt in die Schule, um vier kommt es mit der Jacke zusammengeknüllt im Ranzen zurück, wenn sie nicht gleich an der Garderobe hängen geblieben ist. In der Übergangszeit ist das richtige Outfit kein einzelnes Outfit, sondern ein System aus Schichten.

## Drei Schichten, drei Aufgaben

Die erste Schicht liegt auf der Haut: ein T-Shirt oder Body aus Baumwolle, der Schweiß aufnimmt. Die zweite wärmt: ein Sweatshirt, eine Strickjacke oder ein dünnes Fleece. Die dritte schützt vor Wind und Schauern: eine leichte Jacke, ein Parka oder eine Windjacke. Jede Schicht muss sich ausziehen lassen, ohne die anderen durcheinanderzubringen.

## An die Selbstständigkeit denken

Wem warm ist, der muss eine Schicht allein ausziehen können. Strickjacken mit Druckknöpfen oder Reißverschluss sind dafür besser als enge Pullover, die am Kopf hängen bleiben, und Jacken, die sich leicht im Rucksack verstauen lassen. Schreiben Sie den Namen in jedes Teil: Die mittlere Schicht geht in der Schule am häufigsten verloren.

## Farben, die zusammenpassen

Damit jede Schicht zu jeder anderen passt, wählen Sie eine Basis aus ruhigen Farben wie Marineblau, Beige oder Grau und ergänzen ein oder zwei kräftige Töne. Morgens wird das Kombinieren dann zum Kinderspiel, und die Kinder können sich selbst anziehen.

## Hosen und Schuhe

Unten passt eine Hose aus Canvas oder feinem Cord zu fast jeder Temperatur. Unter Kleid oder Rock kommt eine Strumpfhose, sobald der Wind auffrischt. Bei den Schuhen machen Stoffsneaker Platz für Modelle aus Leder oder Wildleder, die dem Morgentau besser standhalten.

Mit diesem System reicht eine Garderobe für ein halbes Jahr. Je nach Thermometer kommt einfach eine Schicht dazu oder weg.
`,
  },
  {
    slug: 'kleidergroessen-wenn-kinder-schnell-wachsen',
    title: 'Kleidergrößen: den Überblick behalten, wenn Kinder schnell wachsen',
    excerpt: 'Eine Nummer größer kaufen, ja, aber mit Bedacht. Anhaltspunkte und Tipps, damit Kleidung länger als eine Saison passt.',
    coverAlt: 'Eine bunte Messlatte an der Wand mit Größenmarkierungen und einem kleinen Stern obendrauf',
    body: `
Es kommt vor, dass eine Hose aus dem September an Weihnachten schon zu kurz ist. Im ersten Lebensjahr wächst ein Kind um rund 25 Zentimeter, im zweiten um etwa zehn. Danach wird es ruhiger, mit plötzlichen Wachstumsschüben, die jede Rechnung über den Haufen werfen. So behalten wir den Überblick.

## Die Größe auf dem Etikett ist nur ein Anhaltspunkt

In Deutschland steht die Körpergröße auf dem Etikett, in anderen Ländern das Alter. Entscheidend sind aber Körpergröße und Bauchumfang. Messen Sie Ihr Kind zweimal im Jahr barfuß an der Wand. Notieren Sie auch Brustumfang und Schrittlänge: Diese drei Maße ersparen viele Rücksendungen. Ein vierjähriges Kind kann je nach Statur problemlos Größe 110 oder 98 tragen.

## Mit Maß vorausplanen

Eine Nummer größer funktioniert gut bei Jacken, Pullovern und Schlafanzügen, die ruhig etwas weiter sitzen dürfen. Bei Schuhen, Hosen ohne verstellbaren Bund und Badesachen ist es riskanter. Mehr als eine Nummer größer behindert das Kind beim Bewegen, und das Teil landet im Schrank.

## Details, die mitwachsen

Manche Schnitte wachsen mit: Gummibünde mit Knopflochband, Umschläge zum Herauslassen, verstellbare Träger bei Latzhosen, Ärmel zum Hochkrempeln. Genau auf diese Details achten unsere Stylistinnen, wenn sie eine Box zusammenstellen.

## Abschied von zu kleinen Sachen

Sortieren Sie zu jedem Saisonwechsel aus, wenn möglich gemeinsam mit dem Kind. Was zu klein, aber gut erhalten ist, kann weitergegeben, verschenkt oder verkauft werden. Was kaputt ist, bekommt in einer Altkleidersammlung ein zweites Leben.

Und wenn Sie zwischen zwei Größen schwanken, vermerken Sie das im Profil Ihres Kindes: Unsere Stylistinnen berücksichtigen es und wählen die Größe, die am längsten passt.
`,
  },
  {
    slug: 'capsule-wardrobe-fuer-kinder',
    title: 'Die Capsule Wardrobe für Kinder: so geht’s',
    excerpt: 'Rund zwanzig Teile, die alle zusammenpassen: weniger Entscheidungen am Morgen, weniger Wäsche und Kleidung, die wirklich getragen wird.',
    coverAlt: 'Eine Kleiderstange mit sechs Bügeln und gefalteter Kleidung in abgestimmten Farben',
    body: `
Einen vollen Schrank öffnen und nichts zum Anziehen finden: Das kennen auch Kinder. Die Schubladen quellen über vor Einzelstücken, die zu nichts passen, während dieselben drei T-Shirts ständig in der Wäsche sind. Die Capsule Wardrobe dreht das um: wenige Kleidungsstücke, die sich alle miteinander kombinieren lassen.

## Wie viele Teile

Für eine Saison rechnen Sie mit etwa sechs Oberteilen, vier Hosen oder Röcken, zwei Strickjacken oder Sweatshirts, einer Jacke, einem schickeren Outfit und zwei Paar Schuhen. Schlafanzüge, Unterwäsche und Socken zählen nicht mit. Bei einer Wäsche alle drei bis vier Tage reicht das gut, auch für Kinder, die sich oft schmutzig machen. Und fehlt doch einmal etwas, merkt man sofort, welches Teil wirklich gebraucht wird.

## Zuerst die Farbpalette

Das Geheimnis liegt in den Farben. Wählen Sie zwei oder drei Grundfarben, zum Beispiel Marineblau, Grau meliert und Beige, und dazu zwei Akzentfarben, die Ihr Kind mag, etwa Senfgelb oder Tannengrün. Muster sind erlaubt, wenn sie diese Farben aufgreifen. So passt jedes Oberteil zu jeder Hose.

## Das Kind einbeziehen

Eine verordnete Capsule hält nicht lange. Lassen Sie Ihr Kind die Akzentfarben, ein Lieblingsmuster oder die Schuhe aussuchen. Kinder, die ihre Kleidung mögen, tragen sie auch, gehen sorgsamer damit um und ziehen sich lieber selbst an.

## Was man gewinnt

Die Morgen werden ruhiger, die Wäscheberge kleiner und die Einkäufe überlegter. Weil man weniger kauft, kann man in bessere Qualität investieren. Und am Ende der Saison lassen sich gut getragene, aber gepflegte Sachen problemlos weitergeben.

Genau das ist die Idee unserer Boxen: Teile, die zusammen ausgesucht wurden und die Sie nur behalten, wenn sie Ihrem Kind gefallen.
`,
  },
  {
    slug: 'outfits-zum-schulstart',
    title: 'Schulstart: praktische Outfits für das ganze Jahr',
    excerpt: 'Kleidung, die den Schulhof übersteht, sich allein anziehen lässt und bis zum Sommer schön bleibt: unsere Liste für den Schulanfang.',
    coverAlt: 'Ein roter Schulranzen neben einem Federmäppchen und einem Paar Turnschuhe',
    body: `
Zum Schulstart wird der Kleiderschrank oft komplett erneuert. Bevor Sie loslegen, denken Sie daran, was Ihr Kind in der Schule wirklich erlebt: Pausenhof, Malen, Mittagessen, Sport und den Toilettengang ganz allein.

## Kleidung, die man allein anzieht

Gerade im Kindergarten und in der ersten Klasse zählt Selbstständigkeit mehr als alles andere. Hosen mit Gummibund, Schuhe mit Klettverschluss und Strickjacken mit großen Knöpfen ersparen viele kleine Dramen. Latzhosen und komplizierte Gürtel bleiben fürs Wochenende. Schnürsenkel kommen irgendwann, aber nicht unbedingt schon im September. Üben Sie das Binden lieber in Ruhe am Wochenende als morgens zwischen Tür und Angel.

## Pausenhoftauglich

Die Knie leiden zuerst. Wählen Sie Hosen aus festem Canvas oder weicher Jeans, gern mit verstärkten Knien. Kunstfasern bilden schnell Knötchen, dicke Baumwolle und guter Strick halten viel länger. Bei Kleidern sind Modelle mit Shorts oder Leggings darunter ideal: Damit lässt sich sorglos klettern und rennen.

## An die Farben denken

Mittlere Töne wie Blau, Grün oder Weinrot verzeihen Flecken viel besser als Weiß oder Pastell. Helle Teile heben Sie für den Tag des Klassenfotos oder für Ausflüge auf. Und vergessen Sie den Malkittel oder ein altes Hemd für den Kunstunterricht nicht.

## Die Grundausstattung

Für den Schulstart empfehlen wir fünf Oberteile, drei oder vier Hosen, zwei Pullover oder Strickjacken, eine Übergangsjacke, Sportkleidung und zwei Paar Schuhe, eines davon als Hausschuhe, wenn die Schule das verlangt. Versehen Sie jedes Teil mit dem Namen: Fundkisten in Schulen füllen sich erstaunlich schnell.

Und wenn Sie am liebsten alles neu kaufen würden, lassen Sie Ihr Kind erst einmal anprobieren, was schon im Schrank liegt. Viele Teile haben noch eine Saison vor sich.
`,
  },
  {
    slug: 'kleinkinder-ziehen-sich-selbst-an',
    title: 'Kleinkinder ziehen sich selbst an: mit Geduld und der richtigen Kleidung',
    excerpt: 'Mit zwei oder drei wollen sie alles allein machen. Wie Sie Ihr Kind auf dem Weg zur Selbstständigkeit begleiten, ohne dass jeder Morgen zum Wettlauf wird.',
    coverAlt: 'Ein kleiner Pullover liegt verkehrt herum auf einem niedrigen Stuhl, daneben zwei verschiedene Socken',
    body: `
„Alleine!“ Dieses eine Wort taucht oft mit zweieinhalb Jahren auf, und es macht die Morgen länger. Dabei ist das Anziehen ein wichtiger Entwicklungsschritt: Das Kind übt seine Feinmotorik, gewinnt Selbstvertrauen und gestaltet seinen Tag mit. Mit ein wenig Organisation profitieren alle davon.

## Mit dem Ausziehen anfangen

Socken, Mütze oder Hose auszuziehen ist viel leichter, als sie anzuziehen. Damit fängt alles an, meist mit etwa anderthalb Jahren. Ermutigen Sie diese ersten Versuche, auch wenn sie gerade ungünstig kommen.

## Kleidung, die hilft

Manche Kleidungsstücke machen das Lernen viel leichter: Hosen mit Gummibund, Oberteile mit weitem Ausschnitt, Schuhe mit Klettverschluss und Strickjacken mit großen Knöpfen. Ein kleines Motiv oder ein gut sichtbares Etikett hinten hilft, vorne und hinten zu unterscheiden. Winzige Druckknöpfe, Verschlüsse am Rücken und Strumpfhosen bleiben bis vier oder fünf schwierig.

## Am Vorabend vorbereiten

Bieten Sie abends zwei Outfits an und lassen Sie Ihr Kind wählen. Legen Sie die Sachen in der Reihenfolge hin, in der es sie anzieht: Unterhose, Hose, T-Shirt, Pullover, dann Socken. Morgens muss es nur noch dem Stapel folgen. Die kleine Auswahl erspart endlose Verhandlungen und respektiert trotzdem den Wunsch, selbst zu entscheiden.

## Nicht alles muss perfekt sein

Ein Pullover auf links, zwei verschiedene Socken, Streifen zu Blümchen: egal. Das Kind ist stolz auf sich, und darauf kommt es an. Korrigieren Sie nur, was wirklich stört, etwa Schuhe am falschen Fuß, die drücken.

Planen Sie außerdem Zeit ein. Zehn Minuten mehr am Morgen ändern alles. An sehr hektischen Tagen dürfen Sie helfen und lassen Ihrem Kind ein Teil, das es selbst anzieht.
`,
  },
  {
    slug: 'kinderkleidung-weitergeben',
    title: 'Kinderkleidung weitergeben: ein gut organisiertes zweites Leben',
    excerpt: 'Geschwister, Cousinen, Freunde oder Vereine: So sortieren, lagern und verteilen Sie Kleidung, die zu klein geworden ist.',
    coverAlt: 'Ein offener Karton, aus dem gefaltete Kinderkleidung schaut, dazu ein Herz',
    body: `
Kinderkleidung wird oft nur wenige Monate getragen. Wenn sie zu klein wird, hat sie also noch viele Jahre vor sich. Sie weiterzugeben verlängert ihr Leben, schafft Platz im Schrank und macht anderen eine Freude. Man muss es nur so organisieren, dass daraus kein Berg aus Tüten auf dem Dachboden wird.

## Zu jeder Saison aussortieren

Der beste Moment zum Sortieren ist der Saisonwechsel. Bilden Sie drei Stapel: was noch passt, was zu klein, aber gut erhalten ist, und was wirklich verschlissen ist. Seien Sie ehrlich beim Zustand: Über einen eingetrockneten Fleck oder stark verfilzten Stoff freut sich niemand.

## Richtig aufbewahren

Kommt in ein paar Jahren ein Geschwisterchen, lagern Sie die Sachen sauber und gut getrocknet in geschlossenen Kisten, beschriftet nach Größe und Jahreszeit. Plastiktüten halten Feuchtigkeit und sind deshalb ungeeignet. Ein Lavendelsäckchen oder ein paar Zedernholzstücke halten Motten fern.

## Im eigenen Umfeld weitergeben

Cousins, Nachbarn, Kolleginnen: Fast immer gibt es jemanden mit einem etwas jüngeren Kind. Manche Familien veranstalten sogar Tauschpartys unter Freunden, zu denen jeder eine Tüte mitbringt und mit dem nach Hause geht, was fehlt. Auch Kleiderkammern und soziale Einrichtungen nehmen saubere, gut erhaltene Kleidung gern an.

## Und was verschlissen ist

Kaputte Kleidung gehört nicht in den Restmüll. In der Altkleidersammlung wird sie sortiert, ein Teil wird zu Fasern, Dämmstoff oder Putzlappen verarbeitet. Mit Little Geste können Sie uns die Kleidung Ihrer Kinder auch zurückschicken, egal von welcher Marke, mit einem kostenlosen Rücksendeetikett.

Weitergeben heißt auch, eine Geschichte zu erzählen: die vom Pullover, den schon die große Schwester trug, oder von der Latzhose, die drei Kinder überstanden hat. Kinder hören sie gern.
`,
  },
  {
    slug: 'partnerlook-eltern-und-kind',
    title: 'Partnerlook für Eltern und Kind: die richtige Dosis',
    excerpt: 'Dasselbe Ringelshirt wie die Tochter, derselbe Pullover wie der Sohn, ohne verkleidet auszusehen: unsere Ideen für gelungene Partnerlooks.',
    coverAlt: 'Zwei gestreifte T-Shirts, ein großes und ein kleines, hängen nebeneinander',
    body: `
Partnerlooks von Eltern und Kindern bringen alle zum Lächeln, und genau das ist ihr Charme. Für ein Familienfoto, eine Hochzeit oder einfach einen Sonntag schaffen sie einen schönen Moment der Verbundenheit. Es kommt nur auf die richtige Dosis an, damit alles natürlich bleibt.

## Abstimmen statt kopieren

Die gelungenste Variante ist nicht unbedingt das identische Duo von Kopf bis Fuß. Teilen Sie lieber ein Element: dasselbe Blumenmuster auf Kleid und Hemd, ein Ringelshirt für jeden oder eine gemeinsame Farbe. Der Rest des Outfits passt sich Alter und Stil jedes Einzelnen an.

## Farben als roter Faden

Wählen Sie für die ganze Familie eine Palette aus zwei oder drei Farben, die gut harmonieren, zum Beispiel Blau, Weiß und einen Hauch Gelb. Jeder stellt sein Outfit in diesen Tönen zusammen. Auf Fotos wirkt das stimmig, ohne gezwungen auszusehen, und alle fühlen sich in ihrer Kleidung wohl.

## Teile, die funktionieren

Manche Teile eignen sich besonders gut: das Ringelshirt, das Jeanshemd, der Zopfstrickpullover, der Hoodie oder weiße Sneaker. Sie sind in jedem Alter leicht zu tragen und überdauern jede Mode. Auch Accessoires wie eine Mütze oder eine Cap setzen ein dezentes Augenzwinkern.

## Das Kind entscheiden lassen

Mit sechs oder sieben finden manche Kinder es toll, genauso angezogen zu sein wie Mama oder Papa, andere überhaupt nicht. Schlagen Sie vor, statt zu bestimmen. Ein Kind, das die gemeinsame Farbe selbst ausgesucht hat, trägt das Outfit mit viel mehr Begeisterung.

## Für besondere Anlässe

Bei Hochzeiten oder Familienfesten geht Bequemlichkeit vor: Kinder rennen, tanzen und sitzen auf dem Boden. Ein Leinenhemd und eine weiche Hose sind besser als ein steifer Anzug, auch wenn er zu dem von Papa passt.

Unsere Kollektion Matchy Matchy vereint genau solche Teile, die zum gemeinsamen Tragen gedacht sind, für Kinder wie für Mamas.
`,
  },
  {
    slug: 'baby-im-sommer-bei-hitze',
    title: 'Das Baby im Sommer: kühl bleiben, wenn es heiß ist',
    excerpt: 'Leichte Stoffe, Sonnenschutz, warme Nächte: unsere Tipps, wie Sie ein Baby anziehen, wenn das Thermometer steigt.',
    coverAlt: 'Ein Sonnenhut mit breiter Krempe unter einer großen orangefarbenen Sonne',
    body: `
Babys vertragen Hitze schlecht: Sie schwitzen weniger gut als wir und trocknen schneller aus. Im Sommer ist die richtige Kleidung deshalb eine Frage der Gesundheit, nicht nur des Wohlbefindens. Diese Grundsätze befolgen wir.

## Weniger Schichten, atmungsaktive Stoffe

Bei Hitze reicht drinnen oft ein dünner Baumwollbody oder nur die Windel. Greifen Sie zu Baumwolle, Leinen oder Musselin, die Luft durchlassen und Schweiß aufnehmen. Kunstfasern halten die Wärme und können die Haut reizen. Helle Farben reflektieren das Licht und bleiben kühler.

## Draußen bedecken statt ausziehen

Babys unter einem Jahr gehören nicht in die direkte Sonne. Leichte Kleidung mit langen Ärmeln schützt gerade die Kleinsten besser als Sonnencreme. Ein Hut mit breiter Krempe, der auch den Nacken bedeckt, ist unverzichtbar. Decken Sie den Kinderwagen nicht mit einem Spucktuch ab: Die Luft zirkuliert schlecht, und darunter wird es sehr schnell sehr heiß. Ein Sonnenschirm oder ein passendes Sonnensegel ist die bessere Wahl.

## Leichtere Nächte

Ist es im Kinderzimmer wärmer als 24 Grad, genügt ein sehr dünner Schlafsack oder ein Body. Über 26 Grad kann die Windel allein reichen. Prüfen Sie die Temperatur mit der Hand im Nacken oder am Bauch: Ist die Haut feucht, ist dem Baby zu warm. Ein Ventilator, der die Luft im Raum bewegt, ohne das Kind anzupusten, hilft sehr.

## Anzeichen, auf die Sie achten sollten

Ein überhitztes Baby wird rot und unruhig, trinkt weniger oder will im Gegenteil ständig trinken. Bieten Sie oft etwas zu trinken an, kühlen Sie es mit einem feuchten Waschlappen und ziehen Sie es aus. Bekommt es Fieber oder wirkt es schlapp, rufen Sie Ihre Kinderärztin an.

Mit der passenden Kleidung wird der Sommer eine wunderbare Zeit für die Kleinen: die ersten Füße im Sand, Mittagsschlaf im Schatten und lauwarme Bäder.
`,
  },
  {
    slug: 'kinderkleidung-richtig-waschen',
    title: 'Weniger und besser waschen: So hält Kinderkleidung länger',
    excerpt: 'Temperatur, Waschmittel, Trocknen: einfache Handgriffe, damit Farben leuchten und Kleidung von einem Kind zum nächsten wandern kann.',
    coverAlt: 'Eine runde Waschmaschine und bunte Socken an einer Wäscheleine',
    body: `
Kinderkleidung verbringt oft mehr Zeit in der Waschmaschine als am Kind. Dabei nutzt das Waschen die Stoffe viel stärker ab als das Tragen. Ein paar einfache Gewohnheiten reichen, damit die Sachen lange genug schön bleiben, um sie weiterzugeben.

## Seltener waschen

Ein Pullover, der einen Tag ohne Flecken getragen wurde, muss nicht in die Wäsche: Auf einem Bügel auslüften genügt. Hosen und Jacken halten mehrere Tage durch. Nur Unterwäsche, Socken und verschmutzte Kleidung kommen grundsätzlich in den Wäschekorb. Das spart Zeit, Wasser und Energie. Und die Farben bleiben viel länger so kräftig wie am ersten Tag.

## Flecken sofort behandeln

Ein Fleck, den Sie innerhalb einer Stunde behandeln, geht fast immer raus. Spülen Sie mit kaltem Wasser, nie mit heißem, denn Hitze fixiert Blut-, Milch- und Eiflecken. Gallseife wird mit den meisten Pausenhofflecken fertig, von Gras über Erde bis zu Filzstift.

## Dreißig Grad reichen

Heutige Waschmittel wirken schon ab 30 Grad, auch bei Kinderwäsche. 60 Grad brauchen nur Bettwäsche, Handtücher und Babybodys, wenn jemand krank ist. Drehen Sie bedruckte Kleidung und Jeans auf links und schließen Sie Reißverschlüsse und Klettverschlüsse, damit sie andere Teile nicht beschädigen.

## Richtig dosieren

Mehr Waschmittel wäscht nicht sauberer: Es setzt sich in den Fasern fest und kann empfindliche Kinderhaut reizen. Dosieren Sie nach der Wasserhärte Ihrer Region und verzichten Sie auf Weichspüler, der Funktionsstoffe und Handtücher angreift.

## An der Luft trocknen

Der Trockner verkürzt das Leben der Kleidung und lässt Baumwolle einlaufen. Trocknen Sie Wollpullover liegend und kräftige Farben im Schatten. Die Kleidung hält länger, und Ihre Stromrechnung wird es Ihnen danken.
`,
  },
];
