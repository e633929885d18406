import type { SeedPostText } from './blog-types';

/** The blog’s articles in French, in the order of BLOG_POSTS. */
export const BLOG_POSTS_FR: SeedPostText[] = [
  {
    slug: 'habiller-enfant-jours-de-pluie',
    title: 'Jours de pluie : habiller les enfants pour sauter dans les flaques',
    excerpt: 'Un bon ciré, des bottes à la bonne taille et une tenue de rechange : notre méthode pour que la pluie redevienne un terrain de jeu.',
    coverAlt: 'Un parapluie jaune au-dessus de bottes en caoutchouc bleues, sous des gouttes de pluie',
    body: `
Chez nous, la pluie n’annule rien. Elle transforme simplement la sortie au parc en expédition. Encore faut-il que les enfants soient habillés pour, sans quoi l’aventure s’arrête au bout de dix minutes avec des chaussettes trempées et des larmes.

## Le ciré avant tout

Un vrai ciré imperméable vaut mieux qu’une doudoune déperlante. Choisissez-le un peu ample pour pouvoir glisser un pull en dessous, avec une capuche qui tient bien sans cacher les yeux. Les bandes réfléchissantes sont un plus précieux en automne, quand la nuit tombe à l’heure de la sortie d’école. Pour les plus petits, l’ensemble veste et salopette de pluie reste imbattable : il se passe par-dessus les vêtements et l’on retrouve un enfant sec en dessous.

## Des bottes qui ne blessent pas

Prenez les bottes en caoutchouc une demi-pointure au-dessus, pas davantage : trop grandes, elles frottent et font trébucher. Une paire de chaussettes en laine ou en coton épais limite l’humidité et garde les pieds au chaud. Vérifiez la taille à chaque changement de saison, car un pied d’enfant peut prendre une pointure en quelques mois.

## La matière en dessous

Sous le ciré, on évite le jean, qui met des heures à sécher et devient lourd dès qu’il est mouillé. Un legging épais, un pantalon en molleton ou un pantalon de randonnée léger sont bien plus confortables. En haut, une couche de coton et un pull en laine suffisent presque toujours.

## Le sac de rechange

Dans le sac, glissez un pantalon, des chaussettes et un petit sac en tissu pour rapporter les affaires mouillées. C’est ce petit kit qui permet de dire oui à la grande flaque au lieu de non.

Enfin, au retour, faites sécher les bottes à l’envers et le ciré sur un cintre, loin du radiateur : ils dureront plusieurs saisons, et pourront ensuite passer au petit frère ou à la cousine.
`,
  },
  {
    slug: 'habiller-bebe-en-hiver',
    title: 'Habiller bébé en hiver, sans trop ni trop peu',
    excerpt: 'La règle des couches, le bonnet, la question du siège auto : ce qu’il faut savoir pour garder un tout-petit au chaud quand il fait froid.',
    coverAlt: 'Un bonnet de bébé à pompon entouré de flocons de neige sur fond bleu nuit',
    body: `
Un bébé ne sait pas encore dire qu’il a froid, ni qu’il a trop chaud. Entre la poussette, la maison surchauffée de la grand-mère et le trajet en voiture, il passe pourtant d’une température à l’autre plusieurs fois par jour. La solution tient en un mot : les couches.

## Une couche de plus que vous

La règle la plus simple à retenir : habillez votre bébé avec une couche de plus que ce que vous portez vous-même. Un body à manches longues en coton, un pyjama ou un ensemble en maille, puis un gilet en laine. Dehors, on ajoute une combinaison ou une nacelle bien fermée. Plusieurs couches fines isolent mieux qu’une seule très épaisse, et on peut en retirer une dès qu’on entre dans un magasin.

## La tête, les mains, les pieds

C’est par les extrémités que les tout-petits perdent le plus de chaleur. Un bonnet qui couvre les oreilles, des moufles sans pouce pour les bébés et des chaussons ou chaussettes bien montants sont indispensables. À l’intérieur, en revanche, on retire le bonnet : la tête sert aussi à évacuer la chaleur.

## Le siège auto, un cas à part

Dans le siège auto, pas de combinaison épaisse ni de doudoune : le harnais ne serre plus correctement et ne protège plus l’enfant en cas de choc. Installez bébé avec un gilet polaire, serrez le harnais, puis posez une couverture ou sa combinaison ouverte par-dessus.

## Comment savoir s’il a froid

Les mains froides ne sont pas un bon indicateur, elles le sont souvent. Glissez plutôt deux doigts dans sa nuque ou sur son ventre : la peau doit être tiède et sèche. Si elle est moite, retirez une couche ; si elle est fraîche, ajoutez-en une.

Pour la nuit, une gigoteuse adaptée à la température de la chambre remplace avantageusement couvertures et couettes, déconseillées avant l’âge d’un an. Une chambre entre 18 et 20 degrés suffit largement.
`,
  },
  {
    slug: 'reparer-les-vetements-avec-les-enfants',
    title: 'Réparer les vêtements avec les enfants : l’atelier du dimanche',
    excerpt: 'Un genou troué n’est pas la fin d’un pantalon. Quelques gestes simples à apprendre ensemble, et des pièces qui deviennent des souvenirs.',
    coverAlt: 'Une aiguille et une bobine de fil rose à côté d’un genou de pantalon rapiécé d’un cœur',
    body: `
Les enfants usent leurs vêtements en jouant, et c’est tant mieux. Mais un trou au genou ou une couture qui lâche ne devraient pas envoyer un pantalon à la poubelle. Chez nous, on a pris l’habitude d’un petit atelier de réparation le dimanche, et les enfants en redemandent.

## La boîte à couture de la famille

Inutile d’investir dans une machine pour commencer. Une boîte avec quelques aiguilles à grand chas, du fil solide dans trois ou quatre couleurs, des épingles, une paire de ciseaux et un assortiment de pièces thermocollantes suffit pour la plupart des réparations. Ajoutez des chutes de tissu récupérées sur des vêtements trop abîmés : elles feront de superbes rapiéçages.

## Les gestes à apprendre ensemble

Dès cinq ou six ans, un enfant peut enfiler une aiguille avec un enfile-aiguille et coudre un bouton, à condition de lui montrer lentement. Vers huit ans, le point avant et le point de surjet sont à sa portée pour refermer une couture. Les pièces thermocollantes, elles, se posent avec un adulte au fer à repasser, et l’enfant choisit la forme : un cœur, une étoile, un nuage.

## Rendre la réparation visible

Le raccommodage visible, qui assume la réparation plutôt que de la cacher, plaît beaucoup aux enfants. Un fil de couleur vive pour repriser un pull, une pièce en tissu à motifs sur un jean : le vêtement devient unique, et l’enfant est fier de porter ce qu’il a réparé lui-même.

## Savoir quand confier le travail

Certaines réparations demandent un professionnel : une fermeture éclair de manteau, un ourlet de jean épais, une doublure déchirée. Une retoucherie de quartier fait ce travail pour quelques euros, bien moins que le prix d’un vêtement neuf.

Réparer ensemble, c’est aussi apprendre que les choses ont de la valeur, et qu’on peut en prendre soin. Une leçon qui dure bien plus longtemps qu’un genou de pantalon.
`,
  },
  {
    slug: 'superposer-les-couches-entre-deux-saisons',
    title: 'Entre deux saisons : l’art de superposer les couches',
    excerpt: 'Frais le matin, doux l’après-midi : comment composer des tenues que l’enfant peut ajuster seul au fil de la journée.',
    coverAlt: 'Trois vêtements superposés, un t-shirt, un gilet et une veste, dans des tons de jaune et de terracotta',
    body: `
Au printemps comme en automne, la même scène se répète : un enfant part à l’école emmitouflé à huit heures et revient à seize heures avec son manteau roulé en boule au fond du sac, quand il n’est pas resté au portemanteau. Entre deux saisons, la bonne tenue n’est pas une tenue, c’est un système de couches.

## Trois couches, trois rôles

La première couche touche la peau : un t-shirt ou un body en coton, qui absorbe la transpiration. La deuxième apporte la chaleur : un sweat, un gilet en maille ou une polaire fine. La troisième protège du vent et des averses : une veste légère, une saharienne ou un coupe-vent. Chacune doit pouvoir s’enlever sans défaire les autres.

## Penser à l’autonomie

Un enfant qui a chaud doit pouvoir retirer une couche tout seul. Préférez les gilets à boutons-pression ou à fermeture éclair aux pulls étroits qui restent coincés sur la tête, et les vestes qui se rangent facilement dans un sac. Marquez le prénom à l’intérieur de chaque pièce : c’est la couche du milieu qui se perd le plus souvent à l’école.

## Les couleurs qui vont ensemble

Pour que chaque couche aille avec toutes les autres, choisissez une base de couleurs neutres, comme le marine, le beige ou le gris, et ajoutez une ou deux couleurs vives. Le matin, les combinaisons deviennent un jeu d’enfant, et les enfants peuvent s’habiller seuls sans créer d’associations qui les gênent eux-mêmes à la récréation.

## Le bas et les pieds

En bas, un pantalon en toile ou en velours fin convient à presque toutes les températures. On ajoute des collants sous une robe ou une jupe quand le vent se lève. Côté chaussures, les baskets en toile cèdent la place à des modèles en cuir ou en daim, plus résistants à la rosée du matin.

Avec ce système, une même garde-robe couvre six mois de l’année. Il suffit d’ajouter ou de retirer une couche selon le thermomètre.
`,
  },
  {
    slug: 'tailles-enfants-qui-grandissent-vite',
    title: 'Tailles : s’y retrouver quand ils grandissent trop vite',
    excerpt: 'Acheter une taille au-dessus, oui, mais pas n’importe comment. Repères et astuces pour que les vêtements servent plus qu’une saison.',
    coverAlt: 'Une toise murale colorée avec des marques de hauteur et une petite étoile au sommet',
    body: `
Il arrive qu’un pantalon acheté en septembre soit trop court à Noël. Entre zéro et deux ans, un enfant grandit d’environ vingt-cinq centimètres la première année, puis d’une dizaine la deuxième. Ensuite le rythme ralentit, avec des poussées soudaines qui déjouent tous les calculs. Voici comment nous nous y retrouvons.

## La taille indiquée n’est qu’un repère

Les étiquettes affichent un âge, mais ce sont la hauteur et le tour de taille qui comptent. Mesurez votre enfant debout, pieds nus, contre un mur, deux fois par an. Notez aussi son tour de poitrine et la longueur de son entrejambe : ces trois mesures évitent bien des retours. Un enfant de quatre ans peut parfaitement porter du cinq ans, ou du trois ans, selon sa morphologie.

## Prendre de l’avance, avec mesure

Acheter une taille au-dessus fonctionne bien pour les manteaux, les pulls et les pyjamas, que l’on peut porter un peu amples. C’est plus risqué pour les chaussures, les pantalons sans taille réglable et les maillots de bain. Au-delà d’une taille d’avance, le vêtement gêne les mouvements et finit au placard.

## Les détails qui font durer

Certaines coupes grandissent avec l’enfant : les tailles élastiquées avec boutonnière réglable, les revers que l’on déroule, les bretelles ajustables des salopettes, les manches que l’on retrousse. Ce sont ces détails que nos stylistes recherchent quand elles composent une malle.

## Dire adieu aux vêtements trop petits

Faites le tri à chaque changement de saison, avec l’enfant si possible. Ce qui est trop petit mais en bon état peut être transmis, donné ou revendu. Ce qui est abîmé trouve une seconde vie dans un point de collecte textile.

Et si vous hésitez entre deux tailles, indiquez-le dans le profil de votre enfant : nos stylistes en tiennent compte et choisissent la taille qui lui ira le plus longtemps.
`,
  },
  {
    slug: 'garde-robe-capsule-enfant',
    title: 'La garde-robe capsule pour enfant, mode d’emploi',
    excerpt: 'Une vingtaine de pièces qui vont toutes ensemble : moins de choix le matin, moins de lessives, et des vêtements vraiment portés.',
    coverAlt: 'Un portant avec six cintres et des vêtements pliés aux couleurs assorties',
    body: `
Ouvrir une armoire pleine et n’y trouver rien à mettre : le problème touche aussi les enfants. Les tiroirs débordent de pièces achetées à l’unité, qui ne vont avec rien, pendant que les trois mêmes t-shirts tournent en boucle. La garde-robe capsule propose l’inverse : peu de vêtements, mais qui se combinent tous entre eux.

## Combien de pièces

Pour une saison, comptez environ six hauts, quatre bas, deux gilets ou sweats, une veste, une tenue plus habillée et deux paires de chaussures. Ajoutez les pyjamas, les sous-vêtements et les chaussettes, qui ne comptent pas dans la capsule. Avec une lessive tous les trois ou quatre jours, c’est largement suffisant, même pour un enfant qui se salit beaucoup.

## Une palette avant tout

Le secret tient dans les couleurs. Choisissez deux ou trois teintes de base, par exemple le bleu marine, le gris chiné et le beige, puis deux couleurs d’accent que votre enfant aime, comme le jaune moutarde ou le vert sapin. Les motifs restent possibles, à condition de reprendre ces couleurs. Ainsi, chaque haut va avec chaque bas.

## Associer l’enfant

Une capsule imposée ne fonctionne pas longtemps. Laissez votre enfant choisir les couleurs d’accent, un imprimé qu’il adore ou sa paire de chaussures. Un enfant qui aime ses vêtements les porte, en prend davantage soin et s’habille seul plus volontiers.

## Ce que l’on gagne

Les matins sont plus calmes, les piles de linge plus petites et les achats plus réfléchis. On peut aussi investir dans des matières de meilleure qualité, puisqu’on achète moins. Et en fin de saison, des vêtements bien portés mais en bon état se transmettent facilement.

C’est exactement l’idée de nos malles : des pièces choisies pour aller ensemble, que vous gardez seulement si elles plaisent à votre enfant.
`,
  },
  {
    slug: 'tenues-rentree-scolaire',
    title: 'Rentrée scolaire : des tenues pratiques pour toute l’année',
    excerpt: 'Des vêtements qui résistent à la cour de récré, qu’on enfile seul et qui restent jolis jusqu’en juin : notre liste pour la rentrée.',
    coverAlt: 'Un cartable rouge posé à côté d’une trousse et d’une paire de baskets',
    body: `
La rentrée, c’est souvent le moment où l’on refait la garde-robe de fond en comble. Avant de vous lancer, pensez à ce que votre enfant va vraiment vivre à l’école : la cour de récréation, la peinture, la cantine, le sport et les toilettes à gérer tout seul.

## Des vêtements que l’on enfile seul

En maternelle surtout, l’autonomie compte plus que tout. Les pantalons à taille élastique, les chaussures à scratch et les gilets à gros boutons évitent bien des petits drames. Les salopettes et les ceintures compliquées sont à réserver au week-end. En primaire, les lacets arrivent, mais pas forcément dès septembre.

## Résister à la récréation

Les genoux sont les premiers à souffrir. Choisissez des pantalons en toile épaisse ou en jean souple, éventuellement renforcés aux genoux. Les matières synthétiques peluchent vite ; le coton épais et la maille de bonne qualité tiennent bien plus longtemps. Pour les robes, privilégiez les modèles avec un short ou un legging en dessous, qui laissent grimper et courir sans souci.

## Penser aux couleurs

Les couleurs moyennes, comme le bleu, le vert ou le bordeaux, cachent mieux les taches que le blanc ou le pastel. Gardez les pièces claires pour les jours de photo de classe ou de sortie. Et n’oubliez pas le tablier ou une vieille chemise pour les activités de peinture.

## La liste de base

Pour la rentrée, nous conseillons cinq hauts, trois ou quatre bas, deux pulls ou gilets, une veste de mi-saison, une tenue de sport et deux paires de chaussures, dont une pour l’intérieur si l’école le demande. Étiquetez chaque pièce avec le prénom : les vêtements perdus s’accumulent vite dans les écoles.

Et si l’envie vous prend de tout renouveler, commencez par faire essayer ce qui est déjà dans l’armoire. Beaucoup de pièces ont encore une saison devant elles.
`,
  },
  {
    slug: 'laisser-les-petits-s-habiller-seuls',
    title: 'Laisser les petits s’habiller seuls : patience et bons vêtements',
    excerpt: 'Vers deux ou trois ans, ils veulent tout faire tout seuls. Comment les aider à gagner en autonomie sans transformer chaque matin en course.',
    coverAlt: 'Un petit pull posé à l’envers sur une chaise basse, avec des chaussettes dépareillées',
    body: `
« Tout seul ! » Ces deux mots arrivent souvent vers deux ans et demi, et ils rendent les matins plus longs. Pourtant, apprendre à s’habiller est une étape importante : l’enfant exerce sa motricité fine, prend confiance et devient acteur de sa journée. Avec un peu d’organisation, tout le monde y gagne.

## Commencer par déshabiller

Enlever ses chaussettes, son bonnet ou son pantalon est bien plus facile que de les mettre. C’est par là que tout commence, vers dix-huit mois. Encouragez ces premiers gestes, même quand ils tombent au mauvais moment.

## Les vêtements qui aident

Certains vêtements facilitent grandement l’apprentissage : les pantalons à taille élastique, les hauts à encolure large, les chaussures à scratch et les gilets à gros boutons. Un petit dessin ou une étiquette bien visible à l’arrière aide l’enfant à trouver le bon sens. Les boutons-pression minuscules, les fermetures dans le dos et les collants restent difficiles jusqu’à quatre ou cinq ans.

## Préparer la veille

Le soir, proposez deux tenues et laissez votre enfant choisir. Posez les vêtements dans l’ordre où il les enfilera : la culotte, le pantalon, le t-shirt, le pull, puis les chaussettes. Le matin, il n’a plus qu’à suivre la pile. Le choix limité évite les négociations interminables, tout en respectant son envie de décider.

## Accepter que ce ne soit pas parfait

Un pull à l’envers, des chaussettes dépareillées, un mélange de rayures et de fleurs : tant pis. L’enfant est fier de lui, et c’est ce qui compte. Gardez les corrections pour les vrais problèmes, comme des chaussures sur le mauvais pied qui font mal.

Enfin, prévoyez du temps. Dix minutes de plus le matin changent tout. Les jours de grande course, vous pouvez l’aider, en lui laissant une pièce à mettre lui-même.
`,
  },
  {
    slug: 'transmettre-les-vetements-d-enfant',
    title: 'Transmettre les vêtements d’enfant : une seconde vie bien organisée',
    excerpt: 'Frères et sœurs, cousins, amis ou associations : comment trier, conserver et faire circuler les vêtements devenus trop petits.',
    coverAlt: 'Une boîte en carton ouverte d’où dépassent des vêtements d’enfant pliés, et un cœur',
    body: `
Un vêtement d’enfant est souvent porté quelques mois seulement. Il a donc encore de longues années devant lui quand il devient trop petit. Le transmettre, c’est prolonger sa vie, alléger les placards et faire plaisir autour de soi. Encore faut-il s’organiser pour que cela ne se transforme pas en montagne de sacs au grenier.

## Trier à chaque saison

Le bon moment pour trier, c’est le changement de saison. Faites trois piles : ce qui va encore, ce qui est trop petit mais en bon état, et ce qui est vraiment usé. Soyez honnête sur l’état : une tache incrustée ou un tissu qui bouloche beaucoup ne fera plaisir à personne.

## Bien conserver ce que l’on garde

Si un petit frère ou une petite sœur arrive dans quelques années, rangez les vêtements propres, bien secs, dans des boîtes fermées et étiquetées par taille et par saison. Évitez les sacs plastique, qui retiennent l’humidité. Un sachet de lavande ou quelques copeaux de cèdre éloignent les mites.

## Faire circuler autour de soi

Cousins, voisins, collègues : il y a presque toujours quelqu’un avec un enfant un peu plus jeune. Certaines familles organisent même des trocs entre amis, où chacun apporte un sac et repart avec ce qui lui manque. Les associations et les vestiaires solidaires acceptent aussi les vêtements propres et en bon état.

## Et ce qui est usé

Les vêtements abîmés ne vont pas à la poubelle. Déposés dans un point de collecte textile, ils sont triés : une partie est recyclée en fibres, en isolant ou en chiffons. Avec Little Geste, vous pouvez aussi nous renvoyer les vêtements de vos enfants, quelle que soit leur marque, avec une étiquette de retour gratuite.

Transmettre, c’est aussi raconter une histoire : celle du pull que portait la grande sœur, ou de la salopette qui a fait trois enfants. Les enfants adorent l’entendre.
`,
  },
  {
    slug: 'tenues-assorties-parent-enfant',
    title: 'Tenues assorties parent-enfant : le bon dosage',
    excerpt: 'Porter la même marinière que sa fille ou le même pull que son fils, sans avoir l’air déguisés : nos idées pour des looks assortis réussis.',
    coverAlt: 'Deux t-shirts rayés, un grand et un petit, suspendus côte à côte',
    body: `
Les tenues assorties entre parents et enfants font sourire, et c’est bien leur charme. Pour une photo de famille, un mariage ou simplement un dimanche, elles créent un joli moment de complicité. Le tout est de trouver le bon dosage pour que l’ensemble reste naturel.

## Assortir sans copier

La version la plus réussie n’est pas forcément le duo identique de la tête aux pieds. Partagez plutôt un élément : le même imprimé à fleurs sur une robe et une chemise, une marinière pour chacun, ou une couleur commune. Le reste de la tenue s’adapte à l’âge et au style de chacun.

## Les couleurs comme fil conducteur

Pour toute une famille, choisissez une palette de deux ou trois couleurs qui vont bien ensemble, par exemple le bleu, le blanc et une touche de jaune. Chacun compose sa tenue dans ces teintes. Sur les photos, l’effet est harmonieux sans être forcé, et chacun se sent bien dans ses vêtements.

## Les pièces qui fonctionnent

Certaines pièces se prêtent particulièrement bien au jeu : la marinière, la chemise en jean, le pull en maille torsadée, le sweat à capuche ou les baskets blanches. Elles sont faciles à porter à tout âge et traversent les modes. Les accessoires, comme un bonnet ou une casquette, permettent aussi un clin d’œil discret.

## Laisser l’enfant choisir

Vers six ou sept ans, certains enfants adorent être assortis à leur parent, d’autres beaucoup moins. Proposez sans imposer. Un enfant qui a choisi la couleur commune portera la tenue avec bien plus d’entrain.

## Pour les grandes occasions

Pour un mariage ou une fête de famille, pensez au confort avant tout : les enfants vont courir, danser et s’asseoir par terre. Une chemise en lin et un pantalon souple valent mieux qu’un costume rigide, même s’il est assorti à celui de papa.

Notre collection Matchy Matchy réunit justement des pièces pensées pour être portées ensemble, par les enfants comme par les mamans.
`,
  },
  {
    slug: 'bebe-en-ete-chaleur',
    title: 'Bébé en été : le garder au frais quand il fait chaud',
    excerpt: 'Matières légères, protection solaire, nuits chaudes : nos conseils pour habiller un tout-petit quand le thermomètre grimpe.',
    coverAlt: 'Un chapeau de soleil à large bord sous un grand soleil orangé',
    body: `
Les bébés supportent mal la chaleur : ils transpirent moins bien que nous et se déshydratent plus vite. En été, bien les habiller est donc une affaire de santé autant que de confort. Voici les principes que nous suivons.

## Moins de couches, des matières qui respirent

Quand il fait chaud, un body en coton fin ou une simple couche suffit souvent à l’intérieur. Privilégiez le coton, le lin ou la gaze de coton, qui laissent passer l’air et absorbent la transpiration. Les matières synthétiques retiennent la chaleur et peuvent irriter la peau. Les couleurs claires réfléchissent la lumière et restent plus fraîches.

## Dehors, couvrir plutôt que déshabiller

Au soleil, un bébé de moins d’un an ne doit pas être exposé directement. Un vêtement léger à manches longues protège mieux qu’une crème solaire, surtout chez les tout-petits. Un chapeau à large bord, qui couvre aussi la nuque, est indispensable. Évitez de couvrir la poussette d’un lange : l’air circule mal et la température grimpe très vite dessous. Préférez une ombrelle ou un pare-soleil adapté.

## Des nuits plus légères

Quand la chambre dépasse 24 degrés, une gigoteuse très fine ou un simple body suffit. Au-delà de 26, la couche seule peut convenir. Vérifiez sa température en posant la main sur sa nuque ou son ventre : moite, il a trop chaud. Un ventilateur qui brasse l’air de la pièce, sans souffler sur l’enfant, aide beaucoup.

## Les signes à surveiller

Un bébé qui a trop chaud devient rouge, agité, boit moins ou au contraire réclame sans cesse. Proposez-lui à boire souvent, rafraîchissez-le avec un gant humide et déshabillez-le. Si la fièvre apparaît ou qu’il semble abattu, appelez votre médecin.

Avec des vêtements adaptés, l’été devient une belle saison pour les petits : les premiers pieds dans le sable, les siestes à l’ombre et les bains tièdes.
`,
  },
  {
    slug: 'laver-les-vetements-pour-qu-ils-durent',
    title: 'Laver moins et mieux : faire durer les vêtements des enfants',
    excerpt: 'Température, lessive, séchage : des gestes simples pour que les couleurs restent vives et que les vêtements passent d’un enfant à l’autre.',
    coverAlt: 'Une machine à laver ronde avec des chaussettes colorées sur un fil à linge',
    body: `
Les vêtements d’enfants passent souvent plus de temps dans la machine que sur le dos de leur propriétaire. Or c’est le lavage, bien plus que le port, qui use les tissus. Quelques habitudes simples suffisent pour qu’ils restent beaux assez longtemps pour être transmis.

## Laver moins souvent

Un pull porté une journée sans tache n’a pas besoin d’être lavé : il suffit de l’aérer sur un cintre. Les pantalons et les vestes supportent plusieurs jours de port. Seuls les sous-vêtements, les chaussettes et les vêtements tachés vont systématiquement au linge sale. Vous gagnez du temps, de l’eau et de l’énergie.

## Traiter les taches tout de suite

Une tache traitée dans l’heure part presque toujours. Rincez à l’eau froide, jamais chaude, qui fixe les taches de sang, de lait ou d’œuf. Le savon de Marseille ou le savon au fiel de bœuf viennent à bout de la plupart des taches de récréation, comme l’herbe, la terre ou le feutre.

## Trente degrés suffisent

Les lessives actuelles sont efficaces dès trente degrés, même pour le linge d’enfant. Gardez les lavages à soixante pour les draps, les serviettes et les bodies de bébé en cas de maladie. Retournez les vêtements imprimés et les jeans, fermez les fermetures éclair et les scratchs pour éviter qu’ils n’accrochent les autres pièces.

## Doser juste

Trop de lessive ne lave pas mieux : elle encrasse les fibres et peut irriter la peau des enfants. Suivez le dosage indiqué pour une eau de votre dureté, et oubliez l’adoucissant, qui abîme les tissus techniques et les serviettes.

## Sécher à l’air libre

Le sèche-linge raccourcit la vie des vêtements et fait rétrécir le coton. Faites sécher à plat les pulls en laine, et à l’ombre les couleurs vives. Les vêtements dureront plus longtemps, et votre facture d’électricité vous dira merci.
`,
  },
];
