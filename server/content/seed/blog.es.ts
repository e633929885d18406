import type { SeedPostText } from './blog-types';

/** The blog's articles in Spanish, in the order of BLOG_POSTS. */
export const BLOG_POSTS_ES: SeedPostText[] = [
  {
    slug: 'vestir-a-los-ninos-en-dias-de-lluvia',
    title: 'Días de lluvia: cómo vestir a los peques para saltar en los charcos',
    excerpt: 'Un buen chubasquero, botas de la talla justa y una muda en la mochila: nuestro método para que la lluvia vuelva a ser un juego.',
    coverAlt: 'Un paraguas amarillo sobre unas botas de agua azules, entre gotas de lluvia',
    body: `
En casa, la lluvia no cancela nada. Simplemente convierte la tarde en el parque en una expedición. Eso sí, los peques tienen que ir bien vestidos, o la aventura termina a los diez minutos con los calcetines empapados y alguna lágrima.

## Primero, el chubasquero

Un chubasquero impermeable de verdad es mejor que un plumífero que solo repele un poco el agua. Elígelo algo amplio para que quepa un jersey debajo, con una capucha que se sujete bien sin taparle los ojos. Las bandas reflectantes son un tesoro en otoño, cuando a la salida del cole ya empieza a oscurecer. Para los más pequeños, el conjunto de chaqueta y peto impermeable es imbatible: se pone encima de la ropa de siempre y debajo todo queda seco.

## Botas que no hagan daño

Compra las botas de agua media talla más grande, no más: si le quedan demasiado grandes, rozan y tropieza con facilidad. Unos calcetines gruesos de lana o de algodón absorben la humedad y mantienen los pies calentitos. Revisa la talla en cada cambio de temporada, porque un pie infantil puede crecer un número entero en pocos meses.

## Lo que va debajo

Debajo del impermeable, mejor evitar los vaqueros: pesan en cuanto se mojan y tardan horas en secarse. Unas mallas gruesas, un pantalón de chándal o un pantalón ligero de montaña son mucho más cómodos. Arriba, una camiseta de algodón y un jersey de lana casi siempre bastan.

## La bolsa de muda

En la mochila, mete un pantalón, unos calcetines y una bolsita de tela para traer la ropa mojada. Ese pequeño kit es el que te permite decir que sí al charco gigante en lugar de que no.

Al volver, deja secar las botas boca abajo y el chubasquero en una percha, lejos del radiador. Así durarán varias temporadas y luego podrán pasar al hermano pequeño o a la prima.
`,
  },
  {
    slug: 'vestir-al-bebe-en-invierno',
    title: 'Vestir al bebé en invierno, ni mucho ni poco',
    excerpt: 'La regla de las capas, el gorro y el tema de la silla del coche: lo que conviene saber para que tu bebé esté calentito cuando hace frío.',
    coverAlt: 'Un gorro de bebé con pompón rodeado de copos de nieve sobre fondo azul noche',
    body: `
Un bebé todavía no sabe decir que tiene frío, ni que tiene calor. Y, sin embargo, pasa de una temperatura a otra varias veces al día: el carrito, la casa de la abuela con la calefacción a tope, el coche. La solución cabe en una palabra: capas.

## Una capa más que tú

La regla más fácil de recordar: viste a tu bebé con una capa más de la que llevas tú. Un body de algodón de manga larga, un pelele o un conjunto de punto y, encima, una chaqueta de lana. Para salir, se añade un buzo o un saco de carrito bien cerrado. Varias capas finas abrigan más que una muy gruesa, y al entrar en una tienda puedes quitarle una enseguida.

## Cabeza, manos y pies

Los bebés pierden la mayor parte del calor por las extremidades. Un gorro que le tape las orejas, manoplas sin pulgar y calcetines altos o patucos son imprescindibles. Eso sí, dentro de casa se quita el gorro: la cabeza también le sirve para soltar el calor que le sobra.

## La silla del coche, un caso aparte

En la silla del coche, nada de buzos gruesos ni plumíferos: el arnés deja de ajustarse bien y no le protege en caso de golpe. Siéntalo con una chaqueta polar, aprieta bien el arnés y ponle encima una mantita o el buzo abierto.

## Cómo saber si tiene frío

Las manos frías no dicen mucho, porque los bebés las tienen frías a menudo. Pon mejor dos dedos en su nuca o en su barriga: la piel debe estar templada y seca. Si está sudada, quítale una capa; si está fresquita, añade una.

Para dormir, un saco adaptado a la temperatura de la habitación es mucho mejor que mantas y edredones, que no se recomiendan antes del año. Con una habitación entre 18 y 20 grados es más que suficiente.
`,
  },
  {
    slug: 'arreglar-la-ropa-con-los-ninos',
    title: 'Arreglar la ropa con los peques: nuestro taller de los domingos',
    excerpt: 'Un agujero en la rodilla no es el final de un pantalón. Unos gestos sencillos para aprender juntos y unos parches que se convierten en recuerdos.',
    coverAlt: 'Una aguja y un carrete de hilo rosa junto a la rodilla de un pantalón con un parche de corazón',
    body: `
Los peques gastan la ropa jugando, y eso es buena señal. Pero un agujero en la rodilla o una costura que se abre no tendrían que mandar un pantalón a la basura. En casa nos hemos acostumbrado a montar un pequeño taller de arreglos los domingos, y ahora son ellos los que lo piden.

## El costurero de la familia

Para empezar no hace falta una máquina de coser. Una caja con unas cuantas agujas de ojo grande, hilo resistente de tres o cuatro colores, alfileres, unas tijeras y algunos parches termoadhesivos basta para la mayoría de los arreglos. Guarda también retales de la ropa que ya no tenía arreglo: con ellos saldrán unos parches preciosos.

## Gestos para aprender juntos

A partir de los cinco o seis años, un niño puede enhebrar una aguja con un enhebrador y coser un botón, si se lo enseñas despacio. Hacia los ocho, ya puede con el pespunte y el punto por encima para cerrar una costura. Los parches termoadhesivos los pone un adulto con la plancha, pero el peque elige la forma: un corazón, una estrella, una nube.

## Que se vea el arreglo

El remiendo visible, que luce el arreglo en lugar de esconderlo, encanta a los niños. Un hilo de color vivo para zurcir un jersey, un parche estampado en unos vaqueros: la prenda se vuelve única y el peque lleva con orgullo lo que ha arreglado él mismo.

## Cuándo dejarlo en manos de un profesional

Algunos arreglos necesitan un profesional: la cremallera de un abrigo, el bajo de unos vaqueros gruesos, un forro roto. Un taller de arreglos del barrio lo hace por pocos euros, mucho menos de lo que cuesta una prenda nueva.

Arreglar juntos también es aprender que las cosas tienen valor y que podemos cuidarlas. Una lección que dura mucho más que la rodilla de un pantalón.
`,
  },
  {
    slug: 'vestir-por-capas-en-entretiempo',
    title: 'Entretiempo: el arte de vestir por capas',
    excerpt: 'Fresco por la mañana y templado por la tarde: cómo combinar looks que tu peque puede ajustar solo a lo largo del día.',
    coverAlt: 'Tres prendas superpuestas, una camiseta, una chaqueta de punto y una cazadora, en amarillo y terracota',
    body: `
En primavera y en otoño se repite siempre la misma escena: a las ocho el peque sale hacia el cole bien abrigado y a las cinco vuelve con la chaqueta hecha una bola en el fondo de la mochila, si no se ha quedado colgada en el perchero. En entretiempo, el look adecuado no es un look, es un sistema de capas.

## Tres capas, tres funciones

La primera capa va pegada a la piel: una camiseta o un body de algodón que absorba el sudor. La segunda da calor: una sudadera, una chaqueta de punto o un forro polar fino. La tercera protege del viento y de los chaparrones: una cazadora ligera, una parka o un cortavientos. Cada una tiene que poder quitarse sin deshacer las demás.

## Pensar en la autonomía

Un peque que tiene calor tiene que poder quitarse una capa solo. Mejor chaquetas con corchetes o cremallera que jerséis estrechos que se quedan enganchados en la cabeza, y cazadoras que se guarden fácilmente en la mochila. Marca el nombre dentro de cada prenda: la capa del medio es la que más se pierde en el cole.

## Colores que combinan

Para que cada capa vaya con todas las demás, elige una base de colores neutros, como el azul marino, el beige o el gris, y añade uno o dos colores vivos. Por la mañana, combinar se vuelve un juego de niños y los peques pueden vestirse solos.

## Pantalones y calzado

Abajo, un pantalón de loneta o de pana fina sirve para casi cualquier temperatura. Con vestido o falda, se añaden unas medias en cuanto se levanta viento. En cuanto al calzado, las zapatillas de lona dejan paso a modelos de piel o de ante, que aguantan mejor el rocío de la mañana.

Con este sistema, un mismo armario sirve para medio año. Solo hay que añadir o quitar una capa según marque el termómetro.
`,
  },
  {
    slug: 'tallas-cuando-crecen-deprisa',
    title: 'Tallas: cómo acertar cuando crecen tan deprisa',
    excerpt: 'Comprar una talla más, sí, pero con cabeza. Referencias y trucos para que la ropa dure más de una temporada.',
    coverAlt: 'Un medidor infantil de colores en la pared, con marcas de altura y una estrellita arriba',
    body: `
A veces un pantalón comprado en septiembre ya se queda corto en Navidad. Durante el primer año, un bebé crece unos 25 centímetros, y unos diez durante el segundo. Después el ritmo se calma, con estirones repentinos que desbaratan cualquier cálculo. Así es como nos organizamos nosotras.

## La talla de la etiqueta es solo orientativa

Las etiquetas indican una edad, pero lo que cuenta es la altura y el contorno de cintura. Mide a tu peque descalzo, de pie contra la pared, dos veces al año. Apunta también el contorno de pecho y el largo de entrepierna: con esas tres medidas te ahorras muchas devoluciones. Un niño de cuatro años puede llevar perfectamente la talla de cinco, o la de tres, según su constitución.

## Adelantarse, con medida

Comprar una talla más funciona bien con abrigos, jerséis y pijamas, que pueden quedar algo holgados. Es más arriesgado con el calzado, los pantalones sin cintura ajustable y los bañadores. Más de una talla de ventaja le molesta al moverse y la prenda acaba en el fondo del armario.

## Detalles que crecen con ellos

Algunos patrones crecen con el peque: las cinturas elásticas con ojal ajustable, los bajos con vuelta que se pueden soltar, los tirantes regulables de los petos, las mangas que se remangan. Son justo los detalles que buscan nuestras estilistas cuando preparan una caja.

## Despedirse de la ropa pequeña

Haz limpieza en cada cambio de temporada, con tu peque si puede ser. Lo que se ha quedado pequeño pero está en buen estado se puede pasar, regalar o vender. Lo que está gastado tiene una segunda vida en un contenedor de ropa.

Y si dudas entre dos tallas, indícalo en el perfil de tu peque: nuestras estilistas lo tienen en cuenta y eligen la talla que le durará más tiempo.
`,
  },
  {
    slug: 'armario-capsula-infantil',
    title: 'El armario cápsula infantil, paso a paso',
    excerpt: 'Una veintena de prendas que combinan todas entre sí: menos dudas por la mañana, menos lavadoras y ropa que de verdad se usa.',
    coverAlt: 'Un burro de ropa con seis perchas y prendas dobladas en colores a juego',
    body: `
Abrir un armario lleno y no encontrar nada que ponerse: a los peques también les pasa. Los cajones rebosan de prendas compradas sueltas que no pegan con nada, mientras las mismas tres camisetas no salen de la lavadora. El armario cápsula propone lo contrario: poca ropa, pero que combine toda entre sí.

## Cuántas prendas

Para una temporada, cuenta con unas seis prendas de arriba, cuatro de abajo, dos chaquetas de punto o sudaderas, una cazadora, un conjunto más arreglado y dos pares de zapatos. Los pijamas, la ropa interior y los calcetines no cuentan. Con una lavadora cada tres o cuatro días es más que suficiente, incluso para un peque que se mancha mucho.

## Primero, una paleta de colores

El secreto está en los colores. Elige dos o tres tonos base, por ejemplo azul marino, gris jaspeado y beige, y dos colores de acento que le gusten a tu peque, como el amarillo mostaza o el verde abeto. Los estampados también valen, siempre que repitan esos colores. Así, cualquier prenda de arriba combina con cualquiera de abajo.

## Contar con el peque

Un armario cápsula impuesto no dura mucho. Deja que tu peque elija los colores de acento, un estampado que le encante o sus zapatillas. Un niño al que le gusta su ropa se la pone, la cuida más y se viste solo con más ganas.

## Lo que se gana

Las mañanas son más tranquilas, las montañas de ropa sucia más pequeñas y las compras más pensadas. Como compras menos, puedes invertir en mejor calidad. Y al final de la temporada, las prendas bien usadas pero cuidadas se pasan a otros sin problema.

Es justo la idea de nuestras cajas: prendas elegidas para combinar entre sí, que solo te quedas si a tu peque le gustan.
`,
  },
  {
    slug: 'looks-para-la-vuelta-al-cole',
    title: 'Vuelta al cole: looks prácticos para todo el curso',
    excerpt: 'Ropa que aguanta el patio, que se ponen solos y que sigue bonita hasta junio: nuestra lista para la vuelta al cole.',
    coverAlt: 'Una mochila escolar roja junto a un estuche y unas zapatillas',
    body: `
La vuelta al cole suele ser el momento de renovar el armario de arriba abajo. Antes de lanzarte, piensa en lo que tu peque va a vivir de verdad en el colegio: el patio, la pintura, el comedor, la educación física y el baño, que tendrá que gestionar solo.

## Ropa que se ponen solos

En infantil sobre todo, la autonomía cuenta más que nada. Los pantalones de cintura elástica, las zapatillas de velcro y las chaquetas de botones grandes evitan muchos pequeños dramas. Los petos y los cinturones complicados, mejor para el fin de semana. Los cordones llegarán, pero no necesariamente en septiembre.

## A prueba de patio

Las rodillas son las primeras en sufrir. Elige pantalones de loneta gruesa o de vaquero flexible, si puede ser con rodilleras reforzadas. Los tejidos sintéticos hacen bolitas enseguida; el algodón grueso y el punto de buena calidad duran mucho más. En los vestidos, mejor los modelos con un pantalón corto o unas mallas debajo, para trepar y correr sin preocupaciones.

## Pensar en los colores

Los tonos medios, como el azul, el verde o el granate, disimulan las manchas mucho mejor que el blanco o los pasteles. Guarda las prendas claras para el día de la foto de clase o de las excursiones. Y no te olvides del babi o de una camisa vieja para las manualidades.

## La lista básica

Para la vuelta al cole recomendamos cinco prendas de arriba, tres o cuatro de abajo, dos jerséis o chaquetas de punto, una cazadora de entretiempo, ropa de deporte y dos pares de zapatos. Marca cada prenda con el nombre: las cajas de objetos perdidos de los colegios se llenan a una velocidad sorprendente.

Y si te entran ganas de renovarlo todo, empieza por probarle lo que ya hay en el armario. Muchas prendas todavía tienen una temporada por delante.
`,
  },
  {
    slug: 'dejar-que-los-peques-se-vistan-solos',
    title: 'Dejar que los peques se vistan solos: paciencia y la ropa adecuada',
    excerpt: 'Hacia los dos o tres años quieren hacerlo todo solos. Cómo acompañarles hacia la autonomía sin que cada mañana sea una carrera.',
    coverAlt: 'Un jersey pequeño del revés sobre una silla baja, con dos calcetines desparejados',
    body: `
«¡Yo solo!» Esas dos palabras suelen aparecer hacia los dos años y medio, y alargan bastante las mañanas. Aun así, aprender a vestirse es una etapa importante: el peque ejercita la motricidad fina, gana confianza y participa en su propio día. Con un poco de organización, todos salimos ganando.

## Empezar por desvestirse

Quitarse los calcetines, el gorro o el pantalón es mucho más fácil que ponérselos. Todo empieza por ahí, hacia los dieciocho meses. Anima esos primeros intentos, aunque lleguen en el peor momento.

## La ropa que ayuda

Algunas prendas facilitan mucho el aprendizaje: los pantalones de cintura elástica, las camisetas de cuello ancho, las zapatillas de velcro y las chaquetas de botones grandes. Un dibujito o una etiqueta bien visible en la parte de atrás le ayuda a distinguir el derecho del revés. Los corchetes diminutos, los cierres en la espalda y las medias siguen siendo difíciles hasta los cuatro o cinco años.

## Prepararlo la noche antes

Por la noche, propón dos conjuntos y deja que elija. Coloca la ropa en el orden en que se la va a poner: la braguita o el calzoncillo, el pantalón, la camiseta, el jersey y, por último, los calcetines. Por la mañana solo tiene que seguir el montón. Elegir entre pocas opciones evita negociaciones eternas y respeta sus ganas de decidir.

## No tiene que quedar perfecto

Un jersey del revés, calcetines desparejados, rayas con flores: da igual. Tu peque está orgulloso de sí mismo, y eso es lo que importa. Corrige solo lo que de verdad molesta, como unos zapatos cambiados de pie que le hacen daño.

Por último, cuenta con algo más de tiempo. Diez minutos extra por la mañana lo cambian todo. Los días de mucha prisa puedes ayudarle, dejando que se ponga al menos una prenda él solo.
`,
  },
  {
    slug: 'pasar-la-ropa-infantil',
    title: 'Pasar la ropa infantil: una segunda vida bien organizada',
    excerpt: 'Hermanos, primos, amigos o asociaciones: cómo clasificar, guardar y hacer circular la ropa que se ha quedado pequeña.',
    coverAlt: 'Una caja de cartón abierta de la que asoma ropa infantil doblada, con un corazón',
    body: `
La ropa infantil se usa a menudo solo unos meses. Cuando se queda pequeña, todavía tiene muchos años por delante. Pasarla es alargar su vida, despejar los armarios y dar una alegría a alguien. Eso sí, hay que organizarse para que no acabe convertida en una montaña de bolsas en el trastero.

## Clasificar en cada temporada

El mejor momento para hacer limpieza es el cambio de temporada. Haz tres montones: lo que aún le vale, lo que se ha quedado pequeño pero está en buen estado y lo que está realmente gastado. Sé sincera con el estado: una mancha incrustada o un tejido lleno de bolitas no hacen ilusión a nadie.

## Guardar bien lo que se queda

Si dentro de unos años llega un hermanito, guarda la ropa limpia y bien seca en cajas cerradas, etiquetadas por talla y temporada. Evita las bolsas de plástico, que retienen la humedad. Un saquito de lavanda o unos trocitos de madera de cedro mantienen alejadas a las polillas.

## Hacerla circular a tu alrededor

Primos, vecinos, compañeras de trabajo: casi siempre hay alguien con un peque un poco menor. Algunas familias organizan incluso trueques entre amigos, donde cada uno lleva una bolsa y se vuelve con lo que le falta. Los roperos solidarios y las asociaciones también aceptan ropa limpia y en buen estado.

## Y lo que está gastado

La ropa estropeada no va a la basura. En un contenedor de ropa se clasifica y una parte se recicla en fibras, aislantes o trapos. Con Little Geste también puedes enviarnos la ropa de tus peques, sea de la marca que sea, con una etiqueta de devolución gratuita.

Pasar la ropa también es contar una historia: la del jersey que llevaba la hermana mayor, o la del peto que ha sobrevivido a tres niños. A los peques les encanta escucharla.
`,
  },
  {
    slug: 'looks-a-juego-padres-e-hijos',
    title: 'Looks a juego entre padres e hijos: en su justa medida',
    excerpt: 'La misma camiseta de rayas que tu hija o el mismo jersey que tu hijo, sin parecer disfrazados: nuestras ideas para acertar con los looks a juego.',
    coverAlt: 'Dos camisetas de rayas, una grande y una pequeña, colgadas una al lado de la otra',
    body: `
Los looks a juego entre padres e hijos arrancan sonrisas, y ahí está su gracia. Para una foto de familia, una boda o simplemente un domingo, crean un momento precioso de complicidad. La clave está en encontrar la medida justa para que todo resulte natural.

## Combinar sin copiar

La versión más lograda no es necesariamente el dúo idéntico de la cabeza a los pies. Mejor compartir un elemento: el mismo estampado de flores en un vestido y una camisa, una camiseta marinera para cada uno o un color en común. El resto del look se adapta a la edad y al estilo de cada cual.

## Los colores como hilo conductor

Para toda la familia, elige una paleta de dos o tres colores que combinen bien, por ejemplo azul, blanco y un toque de amarillo. Cada uno arma su look con esos tonos. En las fotos el efecto es armonioso sin resultar forzado, y todos se sienten a gusto con su ropa.

## Prendas que funcionan

Algunas prendas se prestan especialmente al juego: la camiseta marinera, la camisa vaquera, el jersey de ochos, la sudadera con capucha o las zapatillas blancas. Son fáciles de llevar a cualquier edad y sobreviven a todas las modas. Los accesorios, como un gorro o una gorra, también permiten un guiño discreto.

## Dejar que el peque elija

Hacia los seis o siete años, a algunos niños les encanta ir igual que su padre o su madre, y a otros nada de nada. Propón sin imponer. Un peque que ha elegido el color común llevará el look con muchas más ganas.

## Para las grandes ocasiones

En una boda o una fiesta familiar, la comodidad es lo primero: los niños van a correr, bailar y sentarse en el suelo. Una camisa de lino y un pantalón flexible son mejor opción que un traje rígido, aunque vaya a juego con el de papá.

Nuestra colección Matchy Matchy reúne precisamente prendas pensadas para llevar juntos, tanto para los peques como para las mamás.
`,
  },
  {
    slug: 'bebe-en-verano-con-calor',
    title: 'El bebé en verano: fresquito cuando aprieta el calor',
    excerpt: 'Tejidos ligeros, protección solar y noches calurosas: nuestros consejos para vestir a un bebé cuando sube el termómetro.',
    coverAlt: 'Un sombrero de ala ancha bajo un gran sol anaranjado',
    body: `
A los bebés les sienta mal el calor: sudan peor que nosotros y se deshidratan antes. En verano, vestirles bien es tanto una cuestión de salud como de comodidad. Estos son los principios que seguimos.

## Menos capas y tejidos que transpiren

Cuando hace calor, dentro de casa suele bastar con un body fino de algodón o solo el pañal. Elige algodón, lino o muselina, que dejan pasar el aire y absorben el sudor. Los tejidos sintéticos retienen el calor y pueden irritar la piel. Los colores claros reflejan la luz y se mantienen más frescos.

## Fuera, cubrir en lugar de desvestir

Un bebé de menos de un año no debe estar expuesto directamente al sol. Una prenda ligera de manga larga protege mejor que la crema solar, sobre todo a los más pequeños. Un sombrero de ala ancha que le cubra también la nuca es imprescindible. No tapes el carrito con una muselina: el aire circula mal y la temperatura sube muy rápido debajo. Mejor una sombrilla o un parasol adaptado.

## Noches más ligeras

Cuando la habitación pasa de 24 grados, basta con un saco muy fino o un body. Por encima de 26, puede dormir solo con el pañal. Comprueba su temperatura poniéndole la mano en la nuca o en la barriga: si está sudado, tiene demasiado calor. Un ventilador que mueva el aire de la habitación, sin apuntarle directamente, ayuda mucho.

## Señales a las que prestar atención

Un bebé con demasiado calor se pone rojo, está inquieto, bebe menos o, al contrario, pide todo el rato. Ofrécele de beber a menudo, refréscale con una toallita húmeda y quítale ropa. Si aparece fiebre o le notas decaído, llama a tu pediatra.

Con la ropa adecuada, el verano es una estación preciosa para los peques: los primeros pasos en la arena, las siestas a la sombra y los baños templaditos.
`,
  },
  {
    slug: 'lavar-menos-y-mejor-la-ropa-infantil',
    title: 'Lavar menos y mejor: que la ropa de los peques dure más',
    excerpt: 'Temperatura, detergente y secado: gestos sencillos para que los colores sigan vivos y la ropa pase de un peque a otro.',
    coverAlt: 'Una lavadora redonda y calcetines de colores tendidos en una cuerda',
    body: `
La ropa de los peques pasa a menudo más tiempo en la lavadora que puesta. Y es precisamente el lavado, mucho más que el uso, lo que desgasta los tejidos. Bastan unos pocos hábitos para que se mantenga bonita el tiempo suficiente para pasarla a otros.

## Lavar con menos frecuencia

Un jersey que se ha llevado un día sin mancharse no necesita lavado: basta con airearlo en una percha. Los pantalones y las chaquetas aguantan varios días de uso. Solo la ropa interior, los calcetines y las prendas manchadas van siempre al cesto. Ahorras tiempo, agua y energía.

## Tratar las manchas en el momento

Una mancha que se trata en la primera hora sale casi siempre. Aclara con agua fría, nunca caliente, que fija las manchas de sangre, leche o huevo. El jabón de hiel o el jabón de Marsella acaban con la mayoría de las manchas del patio, como la hierba, la tierra o el rotulador.

## Con treinta grados basta

Los detergentes de hoy funcionan desde los treinta grados, también con la ropa infantil. Deja los lavados a sesenta para las sábanas, las toallas y los bodies del bebé cuando alguien está enfermo. Dale la vuelta a la ropa estampada y a los vaqueros, y cierra cremalleras y velcros para que no se enganchen con las demás prendas.

## La dosis justa

Más detergente no lava mejor: se queda en las fibras y puede irritar la piel de los peques. Sigue la dosis indicada para la dureza del agua de tu zona y olvídate del suavizante, que estropea los tejidos técnicos y las toallas.

## Secar al aire libre

La secadora acorta la vida de la ropa y encoge el algodón. Seca en plano los jerséis de lana y a la sombra los colores vivos. La ropa durará más, y tu factura de la luz te lo agradecerá.
`,
  },
];
