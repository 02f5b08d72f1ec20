import type { ContentCopy } from './types';

/**
 * The words of the content pages in Spanish: one module per language, checked against
 * ContentCopy: the seed of the editable content and the pages' fallback (decisions 0015, 0035).
 */
export const es: ContentCopy = {
  home: {
    title: 'Hoteles y parques Xcaret en la Riviera Maya',
    metaDescription:
      'Reserva en el sitio oficial de Hoteles y Parques Xcaret: tres hoteles All-Fun Inclusive, parques y tours en la Riviera Maya, con pago en 17 monedas.',
    intro:
      'Vive el Caribe mexicano con todo el color, la naturaleza y la cultura de México. Tres hoteles frente al mar cerca de Playa del Carmen, parques que te llevan de los ríos subterráneos a la selva y tours a las grandes ciudades mayas: todo en un mismo lugar, para que solo te ocupes de disfrutar.',
    sections: [
      {
        heading: 'Tres hoteles, tres maneras de vivir México',
        paragraphs: [
          'Cada hotel tiene su propia personalidad y todos comparten el All-Fun Inclusive, con parques, tours y traslados incluidos.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México',
            text: 'El gran resort familiar, con cerca de 900 suites distribuidas en casas entre ríos, albercas y playa, y un club infantil para los más pequeños.',
            meta: 'Para toda la familia',
          },
          {
            title: 'Hotel Xcaret Arte',
            text: 'Cerca de 900 suites en edificios temáticos inspirados en el diseño, los artistas, la música, la paz y las pirámides, con talleres de arte incluidos.',
            meta: 'A partir de 16 años',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Un refugio boutique de 63 suites frente al mar de unos 100 m², con alberca privada y servicio de mayordomo.',
            meta: 'Solo adultos',
          },
        ],
      },
      {
        heading: 'Parques y tours',
        paragraphs: [
          'Compra tus boletos en línea, combina hasta 5 productos en un mismo paquete y recibe tus boletos electrónicos con código QR. También puedes elegir boletos abiertos, válidos durante 6 meses a partir de la compra.',
        ],
        items: [
          {
            title: 'Xcaret',
            text: 'Ríos subterráneos, playas, fauna y el espectáculo México Espectacular.',
          },
          {
            title: 'Xplor y Xplor Fuego',
            text: 'Tirolesas, vehículos anfibios y balsas, de día o de noche.',
          },
          {
            title: 'Xel-Há',
            text: 'Snorkel en una caleta natural con todo incluido.',
          },
          {
            title: 'Xenses y Xoximilco',
            text: 'Un recorrido para despertar los sentidos y una fiesta mexicana en trajinera.',
          },
          {
            title: 'Xavage y Xenotes',
            text: 'Aventura extrema y un recorrido por cuatro cenotes de la selva.',
          },
          {
            title: 'Xichén, Cobá y Tulum',
            text: 'Tours a Chichén Itzá y a las zonas arqueológicas del Caribe mexicano.',
          },
        ],
      },
      {
        heading: 'All-Fun Inclusive',
        paragraphs: [
          'Mucho más que un todo incluido: hospedaje, gastronomía de autor, open bar, actividades, acceso ilimitado a los parques y tours de Xcaret durante tu estancia y traslados entre el aeropuerto de Cancún, el hotel y los parques, todo en una sola tarifa.',
        ],
      },
      {
        heading: 'Por qué reservar en el sitio oficial',
        paragraphs: [
          'Reservar directamente con nosotros te da más opciones para planear y pagar tu viaje.',
        ],
        items: [
          {
            title: 'Paga en tu moneda',
            text: 'Consulta precios y paga en 17 monedas, con los métodos de pago disponibles para cada una.',
          },
          {
            title: 'Meses sin intereses',
            text: 'Hasta 12 meses sin intereses con tarjetas emitidas en México y bancos participantes.',
          },
          {
            title: 'Financiamiento Uplift',
            text: 'Paga en plazos con Uplift en compras en USD o CAD, sujeto a aprobación.',
          },
          {
            title: 'Hotel + Vuelo',
            text: 'Arma tu paquete con vuelo desde tu aeropuerto de origen, para hasta 6 pasajeros.',
          },
          {
            title: 'Ofertas exclusivas',
            text: 'Promociones y códigos promocionales válidos en este sitio.',
          },
        ],
      },
    ],
  },
  hotelsListing: {
    title: 'Hoteles Xcaret',
    metaDescription:
      'Compara Hotel Xcaret México, Hotel Xcaret Arte y La Casa de la Playa: tres hoteles All-Fun Inclusive frente al mar en la Riviera Maya.',
    intro:
      'Tres hoteles frente al Caribe, en el km 282 de la carretera Chetumal-Puerto Juárez, al sur de Playa del Carmen, y un mismo concepto: el All-Fun Inclusive, con parques, tours, traslados, gastronomía y bebidas incluidos. Descubre en qué se distingue cada uno y elige el que mejor va con tu viaje.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          'El gran resort familiar de la Riviera Maya: cerca de 900 suites repartidas en casas rodeadas de ríos, cenotes, albercas y playa, y un edificio frente al mar exclusivo para adultos. Admite huéspedes de todas las edades, con menores de 0 a 17 años y hasta 3 niños por habitación.',
        ],
        items: [
          {
            title: 'Suites',
            text: 'Con vista al jardín, al río o al mar, suites con alberca privada y suites familiares.',
          },
          {
            title: 'Para los niños',
            text: 'Club infantil con actividades diarias, albercas y menús pensados para ellos.',
          },
          {
            title: 'Ideal para',
            text: 'Familias, grupos de amigos y viajeros que quieren vivir los parques a fondo.',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          'Un hotel para adultos y jóvenes a partir de 16 años que rinde homenaje a los artistas y artesanos de México. Sus cerca de 900 suites se reparten en edificios temáticos inspirados en el diseño, los artistas, la música, la paz y las pirámides, y el arte se vive en talleres incluidos, galerías, restaurantes de autor y bares con música en vivo.',
        ],
        items: [
          {
            title: 'Suites',
            text: 'Suites con tina de hidromasaje, frente al mar, con acceso directo a la alberca y niveles con servicio de mayordomo.',
          },
          {
            title: 'Talleres de arte',
            text: 'Pintura, cerámica, fotografía, textil y más, incluidos en tu estancia.',
          },
          {
            title: 'Ideal para',
            text: 'Parejas, amigos y viajeros creativos que buscan un ambiente adulto y animado.',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'Un hotel boutique solo para adultos, con apenas 63 suites frente al mar de unos 100 m² distribuidas en pequeñas casas. Cada suite cuenta con alberca privada y servicio de mayordomo, y la experiencia se completa con traslados privados, alta cocina mexicana y atención completamente personalizada.',
        ],
        items: [
          {
            title: 'Suites',
            text: 'Suites frente al océano con alberca privada, terraza y mayordomo.',
          },
          {
            title: 'Servicio',
            text: 'Traslados privados, cenas a la medida y tratamientos de spa en tu suite.',
          },
          {
            title: 'Ideal para',
            text: 'Lunas de miel, aniversarios y escapadas de descanso total.',
          },
        ],
      },
      {
        heading: '¿Cuál elegir?',
        paragraphs: [
          'Los tres hoteles incluyen acceso ilimitado a los parques y tours de Xcaret durante tu estancia y traslado redondo desde el Aeropuerto Internacional de Cancún, a unos 50 minutos. La diferencia está en el ambiente y el tipo de viaje.',
        ],
        items: [
          {
            title: 'Viajas con niños',
            text: 'Hotel Xcaret México es el único de los tres que recibe menores de 16 años.',
            meta: '0-17 años',
          },
          {
            title: 'Buscas arte y ambiente adulto',
            text: 'Hotel Xcaret Arte combina talleres, música y gastronomía de autor.',
            meta: '16+',
          },
          {
            title: 'Quieres exclusividad',
            text: 'La Casa de la Playa ofrece privacidad, mayordomo y solo 63 suites.',
            meta: 'Solo adultos',
          },
        ],
      },
    ],
  },
  allFunInclusive: {
    title: 'All-Fun Inclusive: mucho más que un todo incluido',
    metaDescription:
      'Descubre el All-Fun Inclusive de Hoteles Xcaret: acceso ilimitado a parques y tours, traslados, gastronomía de autor, open bar y actividades.',
    intro:
      'En Hoteles Xcaret el todo incluido va más allá de la comida y la bebida. Con el concepto All-Fun Inclusive, tu estancia abre las puertas a los parques y tours de Xcaret, a una gastronomía mexicana creada por chefs, a bares con mixología de autor y a una agenda de actividades pensada para que cada día en la Riviera Maya sea distinto. Todo con un solo pago y sin preocuparte por cuentas, traslados ni boletos.',
    sections: [
      {
        heading: 'Parques y tours ilimitados durante tu estancia',
        paragraphs: [
          'Mientras te hospedes con nosotros puedes visitar los parques y tours de Xcaret tantas veces como quieras, desde el día de tu llegada hasta el de tu salida. Nada en ríos subterráneos en Xcaret, vuela en las tirolesas de Xplor, haz snorkel en la caleta de Xel-Há o navega en trajinera en Xoximilco.',
          'Te recomendamos reservar tus visitas con el concierge para asegurar tu lugar. Las actividades con costo adicional dentro de los parques, como los encuentros con fauna marina, las fotografías profesionales y algunos tours especiales, no forman parte del plan. Cada parque mantiene sus propias restricciones de edad y horario: por ejemplo, Xplor y Xavage admiten visitantes a partir de 5 años.',
        ],
        items: [
          {
            title: 'Xcaret',
            text: 'Naturaleza, cultura, ríos subterráneos, playas y el espectáculo nocturno México Espectacular.',
          },
          {
            title: 'Xplor y Xplor Fuego',
            text: 'Tirolesas, vehículos anfibios, balsas y nado en ríos subterráneos, de día o de noche.',
          },
          {
            title: 'Xel-Há',
            text: 'Snorkel en una caleta natural, con alimentos, bebidas y equipo incluidos.',
          },
          {
            title: 'Xenses, Xoximilco, Xavage y Xenotes',
            text: 'Un recorrido sensorial, una fiesta mexicana sobre el agua, aventura extrema y cuatro cenotes por descubrir.',
          },
          {
            title: 'Tours',
            text: 'Excursiones a Xichén (Chichén Itzá), Cobá y Tulum para conocer el mundo maya.',
          },
        ],
      },
      {
        heading: 'Traslados sin complicaciones',
        paragraphs: [
          'El plan incluye el traslado redondo entre el Aeropuerto Internacional de Cancún y el hotel, así como el transporte del hotel a los parques y de regreso. Solo tienes que indicarnos los datos de tu vuelo al reservar y coordinar tus visitas con el concierge.',
        ],
      },
      {
        heading: 'Gastronomía, bares y actividades',
        paragraphs: [
          'Desayunos, comidas, cenas y snacks en restaurantes de especialidad inspirados en la cocina mexicana y del mundo, con menús creados por chefs invitados y propios. Los bares ofrecen open bar con coctelería de autor, mezcales, tequilas, vinos y opciones sin alcohol, además de servicio a la habitación.',
          'Durante el día y la noche encontrarás actividades deportivas, clases de cocina y de baile, música en vivo y espectáculos, siempre con el espíritu festivo que distingue a Xcaret.',
        ],
      },
      {
        heading: 'Lo que añade cada hotel',
        paragraphs: [
          'El All-Fun Inclusive es la base de los tres hoteles, y cada uno lo adapta a su estilo y a sus huéspedes.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México',
            text: 'Ideal para familias: club infantil con actividades diarias, albercas y ríos para todas las edades y un amplio programa de entretenimiento.',
          },
          {
            title: 'Hotel Xcaret Arte',
            text: 'Para adultos y jóvenes a partir de 16 años: talleres de arte incluidos, como pintura, cerámica, fotografía o textil, impartidos por artistas y artesanos mexicanos.',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Experiencia boutique solo para adultos: servicio de mayordomo, traslados privados y atención personalizada en cada momento de la estancia.',
          },
        ],
      },
    ],
  },
  restaurants: {
    title: 'Restaurantes de los Hoteles Xcaret',
    metaDescription:
      'Gastronomía mexicana de autor en Hotel Xcaret México, Hotel Xcaret Arte y La Casa de la Playa: restaurantes de especialidad incluidos en tu estancia.',
    intro:
      'La cocina mexicana es patrimonio cultural inmaterial de la humanidad, y en Hoteles Xcaret la celebramos todos los días. Nuestros restaurantes combinan técnicas tradicionales, productos de la península de Yucatán y la creatividad de chefs mexicanos, con menús que cambian según la temporada. Todos forman parte del All-Fun Inclusive, así que solo tienes que elegir dónde sentarte.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          'Sabores para toda la familia, desde el fogón tradicional hasta la parrilla frente al mar, con menús infantiles y opciones para dietas especiales en cada restaurante.',
        ],
        items: [
          {
            title: 'Tlacualli',
            text: 'Mole, tortillas hechas a mano y guisos de cazuela preparados como en las cocinas de pueblo, con recetas de distintas regiones del país.',
            meta: 'Mexicana tradicional',
          },
          {
            title: 'Arrecife',
            text: 'Pesca del día, aguachiles, tostadas y pescado a la talla con vista al Caribe, a unos pasos de la playa.',
            meta: 'Mariscos',
          },
          {
            title: 'Brasa y Copal',
            text: 'Cortes y vegetales cocinados a la leña, salsas de molcajete y guarniciones de temporada en un ambiente relajado.',
            meta: 'Parrilla',
          },
          {
            title: 'Mercado de Colores',
            text: 'Estaciones en vivo de desayuno, comida y cena con antojitos, panadería y cocinas del mundo; favorito de los más pequeños.',
            meta: 'Buffet',
          },
          {
            title: 'Milpa Viva',
            text: 'Maíz, frijol, calabaza, chile y hierbas de la península en platos creativos a base de vegetales.',
            meta: 'Vegetariana',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          'Una propuesta gastronómica que se vive como una galería: cada restaurante es una obra distinta, con cocina de autor y chefs invitados que rinden homenaje a los ingredientes de México.',
        ],
        items: [
          {
            title: 'Lienzo',
            text: 'Menú degustación de varios tiempos que se renueva cada temporada, con maridaje de vinos mexicanos.',
            meta: 'Cocina de autor',
          },
          {
            title: 'Barro Negro',
            text: 'Moles, tlayudas y chocolate de metate inspirados en los mercados y cocinas tradicionales de Oaxaca.',
            meta: 'Oaxaqueña',
          },
          {
            title: 'Nixtamal',
            text: 'Barra de tacos, tostadas y antojitos hechos al momento, con masa nixtamalizada en casa.',
            meta: 'Antojería mexicana',
          },
          {
            title: 'Costa Azul',
            text: 'Aceite de oliva, hierbas y mariscos del Caribe en una cocina mediterránea con acento mexicano.',
            meta: 'Mediterránea',
          },
          {
            title: 'Umami del Caribe',
            text: 'Robata, sushi y platos para compartir donde Japón y la península de Yucatán se encuentran.',
            meta: 'Fusión nikkei-mexicana',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'En el hotel boutique, la gastronomía es íntima y personalizada: pocos comensales, menús a la medida y la posibilidad de cenar en tu suite o en la playa con la coordinación de tu mayordomo.',
        ],
        items: [
          {
            title: 'Semilla',
            text: 'Menú degustación que narra la historia de la cocina mexicana, desde el maíz hasta la cocina contemporánea.',
            meta: 'Alta cocina mexicana',
          },
          {
            title: 'Sal de Mar',
            text: 'Mesa del chef frente al océano con productos del mar preparados al momento.',
            meta: 'Mariscos de autor',
          },
          {
            title: 'El Jardín',
            text: 'Desayunos pausados con pan recién horneado, frutas tropicales y clásicos mexicanos como chilaquiles y huevos motuleños.',
            meta: 'Desayunos',
          },
        ],
      },
      {
        heading: 'Para tomar en cuenta',
        paragraphs: [
          'Algunos restaurantes de especialidad requieren reservación y tienen código de vestimenta casual elegante por la noche. Informa al hotel sobre alergias o necesidades alimentarias al reservar o al llegar, y nuestro equipo de cocina adaptará tus platillos.',
        ],
      },
    ],
  },
  bars: {
    title: 'Bares y mixología en los Hoteles Xcaret',
    metaDescription:
      'Mezcalerías, barras de tequila, rooftop y bares de alberca en los Hoteles Xcaret: coctelería de autor con destilados mexicanos, incluida en tu estancia.',
    intro:
      'De la barra junto a la alberca al atardecer en la azotea, nuestros bares celebran los destilados de México. Mezcal, tequila, raicilla, sotol y xtabentún se combinan con frutas tropicales, hierbas de la milpa y técnicas de mixología contemporánea. Con el All-Fun Inclusive, la carta de bebidas está incluida: solo elige el ambiente.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          'Bares animados para compartir en familia o con amigos, con cocteles sin alcohol y aguas frescas para los más jóvenes.',
        ],
        items: [
          {
            title: 'La Mezcalería del Río',
            text: 'Más de cuarenta etiquetas de mezcal de distintos estados, servidas en jícara con naranja y sal de gusano, junto a un río de la propiedad.',
            meta: 'Mezcal',
          },
          {
            title: 'Cantina Bugambilia',
            text: 'Tequilas, cervezas artesanales y botanas al ritmo de la música en vivo, con el espíritu de las cantinas tradicionales.',
            meta: 'Tequila y cantina',
          },
          {
            title: 'Bar Caracol',
            text: 'Bar dentro de la alberca con margaritas frozen, micheladas y limonadas de chaya.',
            meta: 'Bar de alberca',
          },
          {
            title: 'Lobby Bar Ceiba',
            text: 'Café de especialidad de día y coctelería clásica de noche, el punto de encuentro antes de la cena.',
            meta: 'Lobby bar',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          'En el hotel para adultos y jóvenes adultos, la mixología también es arte: cada barra tiene su propia carta creada por bartenders mexicanos y su propia banda sonora.',
        ],
        items: [
          {
            title: 'Azotea Pirámide',
            text: 'Rooftop con vista al Caribe y a la selva, cocteles de autor y DJ al atardecer.',
            meta: 'Rooftop',
          },
          {
            title: 'Estudio Agave',
            text: 'Catas guiadas de mezcal, raicilla y sotol, con maridajes de chocolate y frutas de temporada.',
            meta: 'Destilados de agave',
          },
          {
            title: 'Vinilo',
            text: 'Bar de la Casa de la Música con tocadiscos, jazz y música en vivo hasta tarde.',
            meta: 'Bar de música',
          },
          {
            title: 'Barra Paleta',
            text: 'Bar con acceso desde la alberca, famoso por sus cocteles de fruta fresca y su tequila con tamarindo.',
            meta: 'Swim-up bar',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'La coctelería se vuelve personal: tu mayordomo puede preparar en tu suite tu coctel favorito o organizar una cata privada al atardecer frente al mar.',
        ],
        items: [
          {
            title: 'Bar Terraza',
            text: 'Terraza frente al océano con coctelería de autor, champaña y botanas del chef.',
            meta: 'Bar frente al mar',
          },
          {
            title: 'La Cava',
            text: 'Selección de vinos mexicanos e internacionales, con catas privadas guiadas por nuestro sommelier.',
            meta: 'Vinos',
          },
        ],
      },
      {
        heading: 'Bebe con responsabilidad',
        paragraphs: [
          'El servicio de bebidas alcohólicas es exclusivo para mayores de 18 años, de acuerdo con la ley mexicana; en todos los bares encontrarás cocteles sin alcohol igual de creativos. Algunas catas y etiquetas premium pueden tener costo adicional.',
        ],
      },
    ],
  },
  meetings: {
    title: 'Reuniones y eventos en la Riviera Maya',
    metaDescription:
      'Convenciones, viajes de incentivo y eventos corporativos en los Hoteles Xcaret: salones, recintos al aire libre, parques, tecnología y planners dedicados.',
    intro:
      'Organiza tu próxima convención, lanzamiento o viaje de incentivo en un destino que inspira. Los Hoteles Xcaret reúnen salones versátiles, escenarios naturales frente al mar y el acceso a los parques de Xcaret, con un equipo de especialistas que se ocupa de cada detalle para que tu grupo solo tenga que disfrutar.',
    sections: [
      {
        heading: 'Recintos para cada formato',
        paragraphs: [
          'Desde una junta de consejo para diez personas hasta un congreso de más de mil asistentes, contamos con espacios interiores y exteriores que se adaptan a tu programa. Los salones principales pueden dividirse en módulos para sesiones simultáneas, y los jardines y playas son ideales para cenas de gala y cocteles de bienvenida.',
        ],
        items: [
          {
            title: 'Centro de convenciones de Hotel Xcaret México',
            text: 'Salón principal divisible con capacidad para hasta 1,500 personas en formato auditorio, salas de trabajo, foyer y áreas de registro.',
            meta: 'Hasta 1,500 personas',
          },
          {
            title: 'Salones creativos de Hotel Xcaret Arte',
            text: 'Espacios de diseño con luz natural para talleres, presentaciones y sesiones de innovación, además de terrazas y rooftop para recepciones.',
            meta: 'De 20 a 400 personas',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Salas privadas para juntas directivas y retiros ejecutivos, con opción de reservar el hotel completo para grupos exclusivos.',
            meta: 'De 10 a 120 personas',
          },
          {
            title: 'Playas, jardines y parques',
            text: 'Cenas bajo las estrellas, eventos privados en los parques de Xcaret y noches temáticas con espectáculo y música en vivo.',
            meta: 'Según el recinto',
          },
        ],
      },
      {
        heading: 'Viajes de incentivo que se recuerdan',
        paragraphs: [
          'Premia a tu equipo con experiencias que no se encuentran en ningún otro lugar: tirolesas en Xplor, snorkel en Xel-Há, una fiesta en trajinera en Xoximilco o una visita a Chichén Itzá con el tour Xichén. El All-Fun Inclusive simplifica el presupuesto, ya que hospedaje, alimentos, bebidas, traslados y parques se integran en una sola tarifa.',
          'Diseñamos actividades de integración a la medida, como talleres de arte y de cocina mexicana, retos en equipo en la selva o ceremonias inspiradas en la cultura maya.',
        ],
      },
      {
        heading: 'Tecnología y producción',
        paragraphs: [
          'Nuestros salones cuentan con Wi-Fi de alta velocidad, pantallas LED, iluminación escénica, sonido profesional y cabinas de traducción simultánea. Coordinamos transmisiones en vivo y eventos híbridos, así como escenografía y producción con proveedores certificados.',
        ],
      },
      {
        heading: 'Un equipo dedicado a tu evento',
        paragraphs: [
          'Desde la primera propuesta, un event planner será tu contacto único: coordina bloqueos de habitaciones y tarifas de grupo, menús y banquetes, traslados desde el Aeropuerto Internacional de Cancún, actividades y logística en sitio. Comparte con nosotros las fechas, el número de asistentes y el tipo de evento, y te enviaremos una propuesta personalizada.',
        ],
      },
    ],
  },
  offers: {
    title: 'Ofertas especiales',
    metaDescription:
      'Ofertas en Hoteles Xcaret: descuento por reservación anticipada, estancias largas, luna de miel, niños gratis y tarifas para residentes de México.',
    intro:
      'Reservar en el sitio oficial tiene recompensa. Aprovecha nuestras promociones vigentes en Hotel Xcaret México, Hotel Xcaret Arte y La Casa de la Playa, todas con el All-Fun Inclusive, y paga en tu moneda con opciones de meses sin intereses o financiamiento. Los descuentos se aplican automáticamente en el buscador o con tu código promocional.',
    sections: [
      {
        heading: 'Promociones vigentes',
        paragraphs: [
          'Elige la oferta que mejor se adapte a tu viaje. Las promociones no son acumulables entre sí, salvo que se indique lo contrario.',
        ],
        items: [
          {
            title: 'Luna de miel',
            text: 'Cena romántica, decoración especial en la suite y mejora de categoría sujeta a disponibilidad para recién casados.',
            meta: 'Hotel Xcaret Arte y La Casa de la Playa',
          },
          {
            title: 'Niños gratis',
            text: 'Hasta dos menores de 0 a 12 años se hospedan sin costo al compartir suite con dos adultos que pagan tarifa completa.',
            meta: 'Hotel Xcaret México',
          },
          {
            title: 'Residentes de México',
            text: 'Tarifas preferentes en pesos mexicanos y hasta 15 meses sin intereses con tarjetas de bancos participantes.',
            meta: 'Todos los hoteles',
          },
        ],
      },
      {
        heading: 'Preventa de parques y tours',
        paragraphs: [
          'Si vas a visitar los parques sin hospedarte con nosotros, compra en línea con 7 o 21 días de anticipación y obtén un precio preferente. Puedes combinar hasta 5 productos en un mismo paquete del carrito y recibir tus boletos electrónicos con código QR.',
        ],
      },
      {
        heading: 'Cómo aprovechar las ofertas',
        paragraphs: [
          'Busca tus fechas en el motor de reservaciones: las tarifas con promoción aparecen marcadas y el descuento se refleja en el total antes de pagar. Si tienes un código promocional, ingrésalo en el campo correspondiente; si el código no es válido para las fechas o el hotel elegido, el sistema te lo indicará.',
        ],
      },
      {
        heading: 'Términos y condiciones',
        paragraphs: [
          'Aplican restricciones. Ofertas sujetas a disponibilidad y a cambio sin previo aviso; válidas para nuevas reservaciones realizadas en este sitio. Los porcentajes son máximos y varían según el hotel, la categoría de suite, las fechas de viaje y la anticipación de la compra. Pueden aplicar fechas de exclusión en temporada alta. La promoción de luna de miel requiere comprobante de matrimonio con una antigüedad máxima de 6 meses. La tarifa para residentes requiere identificación oficial con domicilio en México al registrarse. Los meses sin intereses aplican solo con tarjetas emitidas en México y bancos participantes. Consulta la política de cancelación de cada tarifa antes de confirmar.',
        ],
      },
    ],
  },
  weddings: {
    title: 'Bodas en la Riviera Maya',
    metaDescription:
      'Cásate en los Hoteles Xcaret: ceremonias en la playa, capilla frente al mar o entre cenotes y selva, paquetes de boda y wedding planners expertos.',
    intro:
      'El Caribe mexicano es el escenario perfecto para decir «sí, acepto». En los Hoteles Xcaret diseñamos bodas con el color, la música y la gastronomía de México, y con todo el cuidado que merece el día más importante de tu vida. Tus invitados se hospedan con el All-Fun Inclusive, y tú solo te ocupas de disfrutar.',
    sections: [
      {
        heading: 'Escenarios para tu ceremonia',
        paragraphs: [
          'Cada espacio tiene su propia personalidad, del atardecer frente al mar a la frescura de la selva. Nuestro equipo te ayudará a elegir el ideal según el número de invitados, la hora y el estilo de tu boda.',
        ],
        items: [
          {
            title: 'Frente al mar',
            text: 'Ceremonia descalzos sobre la arena blanca con el Caribe turquesa de fondo, perfecta al atardecer.',
          },
          {
            title: 'Capilla entre jardines',
            text: 'Una capilla de piedra rodeada de vegetación tropical, ideal para ceremonias íntimas o religiosas.',
          },
          {
            title: 'Caleta y cenote',
            text: 'Un rincón de agua cristalina y roca caliza que evoca los cenotes sagrados de los mayas.',
          },
          {
            title: 'Terrazas y rooftop',
            text: 'Vistas panorámicas para ceremonias modernas, cocteles y recepciones con DJ bajo las estrellas.',
          },
        ],
      },
      {
        heading: 'Paquetes de boda',
        paragraphs: [
          'Ofrecemos paquetes que incluyen montaje de ceremonia, decoración floral, pastel, brindis, coordinación el día del evento y una noche romántica para los novios. Cada paquete puede personalizarse con mariachi, trío, fuegos artificiales, menú de autor, barra de mezcal o sesión de fotos en los parques.',
          'Para bodas más grandes, las recepciones pueden realizarse en jardines, playas o salones, y tus invitados reciben tarifas de grupo en el hotel de su preferencia.',
        ],
      },
      {
        heading: 'Ceremonias simbólicas y legales',
        paragraphs: [
          'Puedes elegir una ceremonia simbólica, como la ceremonia maya con copal, sahumerio y bendición de los cuatro rumbos, o una ceremonia de renovación de votos. Si deseas casarte legalmente, coordinamos la ceremonia civil con un juez del Registro Civil de Quintana Roo.',
          'Las bodas civiles requieren documentación específica, como identificaciones oficiales, actas de nacimiento y testigos; en el caso de extranjeros, los documentos deben estar apostillados y traducidos al español. Tu wedding planner te compartirá la lista vigente y los plazos con anticipación.',
        ],
      },
      {
        heading: 'Tu wedding planner',
        paragraphs: [
          'Desde la primera llamada contarás con un wedding planner dedicado que te acompañará en la elección de fechas, menús, decoración, música y proveedores, así como en la coordinación de invitados y traslados. Cuéntanos cómo imaginas tu boda y prepararemos una propuesta a tu medida.',
        ],
      },
    ],
  },
  spa: {
    title: 'Spa y bienestar inspirados en la tradición maya',
    metaDescription:
      'Spa en los Hoteles Xcaret: circuito de hidroterapia, temazcal, masajes y rituales inspirados en la tradición maya, en plena Riviera Maya.',
    intro:
      "En lengua maya, sak nikte' es la flor blanca de la plumeria, símbolo de pureza y renovación. Con ese espíritu nace Spa Sak Nikte', un santuario de bienestar rodeado de selva donde el agua, las plantas medicinales de la península y los saberes de los curanderos mayas se encuentran con la terapia contemporánea.",
    sections: [
      {
        heading: 'Circuito de hidroterapia',
        paragraphs: [
          'Comienza tu visita con un recorrido por el agua: baño de vapor con eucalipto, sauna seco, regaderas de sensaciones, tinas de contraste de agua caliente y fría, camas de hidromasaje y una alberca de relajación bajo la sombra de los árboles. Recomendamos dedicarle al menos una hora antes de tu tratamiento.',
        ],
      },
      {
        heading: 'Temazcal, el baño de vapor ancestral',
        paragraphs: [
          'El temazcal es un baño de vapor prehispánico que se vive en un domo de piedra volcánica. Guiada por un temazcalero, la ceremonia combina hierbas aromáticas, cantos, copal y el calor de las piedras para purificar el cuerpo y serenar la mente, y termina con un baño de agua fresca y una infusión de hierbas.',
          'El temazcal no se recomienda durante el embarazo ni a personas con padecimientos cardiacos o presión arterial alta; consulta a nuestro equipo antes de reservar.',
        ],
      },
      {
        heading: 'Masajes y rituales',
        paragraphs: [
          'Nuestros terapeutas combinan técnicas de masaje con ingredientes locales, como cacao, miel melipona, arcilla, sal de mar y aceites de plantas de la selva.',
        ],
        items: [
          {
            title: "Ritual Sak Nikte'",
            text: 'Exfoliación con sal de mar y plumeria, envoltura de arcilla y masaje relajante de cuerpo completo.',
            meta: '120 min',
          },
          {
            title: 'Ritual de cacao',
            text: 'Exfoliación y envoltura de cacao, el alimento de los dioses, seguidas de un masaje hidratante.',
            meta: '90 min',
          },
          {
            title: 'Masaje con piedras volcánicas',
            text: 'Piedras calientes que liberan la tensión muscular profunda y devuelven la energía.',
            meta: '80 min',
          },
          {
            title: 'Sobada maya',
            text: 'Masaje abdominal tradicional inspirado en los saberes de las parteras y curanderos de la península.',
            meta: '60 min',
          },
          {
            title: 'Ritual en pareja',
            text: 'Masaje simultáneo en cabina doble con baño de flores y brindis al finalizar.',
            meta: '90 min',
          },
        ],
      },
      {
        heading: 'El spa en cada hotel',
        paragraphs: [
          'Hotel Xcaret México alberga el circuito de hidroterapia y el temazcal principal, con tratamientos especiales para jóvenes a partir de 12 años acompañados de un adulto. En Hotel Xcaret Arte, el bienestar se completa con sesiones de yoga, meditación y sonoterapia. En La Casa de la Playa, tu mayordomo puede programar tratamientos en la privacidad de tu suite o en la terraza frente al mar.',
          'Los tratamientos y el acceso al circuito de hidroterapia tienen costo adicional y requieren reservación. Te sugerimos agendar al llegar o antes de tu viaje, especialmente en temporada alta.',
        ],
      },
    ],
  },
  faq: {
    title: 'Preguntas frecuentes',
    metaDescription:
      'Resuelve tus dudas sobre reservaciones, horarios, edades, All-Fun Inclusive, traslados, cancelaciones, pagos y boletos de los parques Xcaret.',
    intro:
      'Reunimos las respuestas a las dudas más comunes sobre tu estancia en los Hoteles Xcaret y tu visita a los parques y tours. Si no encuentras lo que buscas, nuestro equipo de atención a clientes con gusto te ayudará.',
    sections: [
      {
        heading: 'Atención a clientes',
        paragraphs: [
          'Nuestro centro de atención está disponible de lunes a viernes de 8:00 a 23:00 h y sábados y domingos de 8:00 a 22:00 h, hora de Quintana Roo. Encontrarás los teléfonos para México, Estados Unidos y Canadá en el pie de página de este sitio.',
        ],
      },
      {
        heading: 'Antes de viajar',
        paragraphs: [
          'Ten a la mano tu número de confirmación, una identificación oficial con fotografía y los datos de tu vuelo. Si visitarás los parques, descarga tus boletos electrónicos y revisa el horario y las restricciones de edad de cada uno.',
        ],
      },
      {
        heading: 'Gestiona tu reservación',
        paragraphs: [
          'Inicia sesión con tu correo electrónico o con Facebook, Google o Apple para consultar tus reservaciones y compras. Para cambios o cancelaciones, comunícate con atención a clientes indicando tu número de confirmación.',
        ],
      },
    ],
    questions: [
      {
        topic: 'Reservas',
        q: '¿Cómo reservo una habitación?',
        a: 'Elige tus fechas, el número de habitaciones y de huéspedes en el buscador. Después selecciona el hotel y el tipo de habitación, captura los datos de los huéspedes y realiza el pago. Recibirás la confirmación de tu reservación por correo electrónico.',
      },
      {
        topic: 'Reservas',
        q: '¿A qué hora es el check-in y el check-out?',
        a: 'De acuerdo con nuestra política, el check-in es a partir de las 15:00 h y el check-out es a las 12:00 h. La entrada anticipada o la salida tardía están sujetas a disponibilidad y pueden solicitarse en la recepción.',
      },
      {
        topic: 'Reservas',
        q: '¿Hotel Xcaret México acepta niños?',
        a: 'Sí. Hotel Xcaret México es ideal para familias y recibe menores de 0 a 17 años, con un máximo de 3 niños por habitación. Al reservar, indica la edad de cada menor para mostrarte las tarifas correctas.',
      },
      {
        topic: 'Reservas',
        q: '¿Puedo hospedarme con menores en Hotel Xcaret Arte o en La Casa de la Playa?',
        a: 'Ambos hoteles son para adultos y jóvenes adultos. La edad mínima es de 16 años: los huéspedes de 16 y 17 años son los más jóvenes admitidos y deben hospedarse con un adulto. No se aceptan menores de 16 años.',
      },
      {
        topic: 'Reservas',
        q: '¿Puedo reservar hotel y vuelo juntos?',
        a: 'Sí. Con la opción Hotel + Vuelo puedes buscar paquetes indicando tu aeropuerto de origen, las fechas y los pasajeros, con un máximo de 6 pasajeros por reservación.',
      },
      {
        topic: 'Reservas',
        q: '¿Cómo uso un código promocional?',
        a: 'Ingresa el código en el campo de código promocional al buscar o al pagar. Si el código es válido para tus fechas y hotel, el descuento se reflejará en el total; de lo contrario, verás el mensaje de código inválido.',
      },
      {
        topic: 'All-Fun Inclusive',
        q: '¿Qué incluye el All-Fun Inclusive?',
        a: 'Incluye hospedaje, alimentos y bebidas en restaurantes y bares, open bar, actividades y entretenimiento, acceso ilimitado a los parques y tours de Xcaret durante tu estancia y traslados entre el aeropuerto de Cancún, el hotel y los parques. Hotel Xcaret México suma club infantil, Hotel Xcaret Arte talleres de arte, y La Casa de la Playa servicio de mayordomo y traslados privados.',
      },
      {
        topic: 'All-Fun Inclusive',
        q: '¿Debo reservar mis visitas a los parques?',
        a: 'Sí, te recomendamos reservar tus visitas con el concierge del hotel para asegurar tu lugar y tu transporte. Las actividades con costo adicional dentro de los parques no están incluidas, y cada parque mantiene sus propias restricciones de edad y horario.',
      },
      {
        topic: 'Traslados',
        q: '¿Los traslados desde el aeropuerto están incluidos?',
        a: 'Sí. Si te hospedas en cualquiera de los tres hoteles, el traslado redondo entre el Aeropuerto Internacional de Cancún y el hotel está incluido. El trayecto dura alrededor de 50 minutos. Comparte los datos de tu vuelo al reservar para coordinarlo.',
      },
      {
        topic: 'Traslados',
        q: 'Si solo compro boletos de parque, ¿puedo agregar transporte?',
        a: 'Sí, puedes agregar transporte desde distintas zonas de Cancún, Playa del Carmen, Riviera Maya y Tulum al comprar tu boleto. El transporte no está disponible para visitas el mismo día de la compra.',
      },
      {
        topic: 'Cancelaciones',
        q: '¿Cuál es la política de cancelación de hospedaje?',
        a: 'Puedes cancelar sin costo hasta 7 días antes de tu fecha de llegada. Las cancelaciones posteriores tienen un cargo del 10% del total de la reservación, y en caso de no presentarte (no-show) se cobra la primera noche. Algunas tarifas promocionales pueden tener condiciones distintas, que se muestran antes de pagar.',
      },
      {
        topic: 'Pagos',
        q: '¿En qué monedas puedo pagar?',
        a: 'Puedes consultar precios y pagar en 17 monedas: USD, MXN, CAD, EUR, COP, GTQ, GBP, ARS, CLP, PEN, UYU, CRC, RUB, AUD, CNY, JPY y KRW. Los métodos de pago disponibles varían según la moneda elegida.',
      },
      {
        topic: 'Pagos',
        q: '¿Qué formas de pago aceptan?',
        a: 'Aceptamos Visa, Mastercard, American Express, Carte Bleue, Diners Club, Discover, JCB y PayPal. Al elegir tu moneda, el sitio te mostrará los métodos disponibles.',
      },
      {
        topic: 'Pagos',
        q: '¿Puedo pagar a meses sin intereses?',
        a: 'Sí, con tarjetas de crédito emitidas en México y bancos participantes. La mayoría de los bancos ofrece 3 y 6 meses sin intereses, y algunos permiten hasta 12 meses o más. Verás los plazos disponibles para tu banco al momento de pagar.',
      },
      {
        topic: 'Pagos',
        q: '¿Ofrecen financiamiento con Uplift?',
        a: 'Sí. El financiamiento con Uplift está disponible únicamente para compras en dólares estadounidenses (USD) o canadienses (CAD), sujeto a la aprobación de Uplift.',
      },
      {
        topic: 'Parques',
        q: '¿Cómo recibo mis boletos de los parques?',
        a: 'Tus boletos son electrónicos y llegan a tu correo con un código QR. Preséntalo en la taquilla del parque junto con una identificación oficial con fotografía del titular de la compra.',
      },
      {
        topic: 'Parques',
        q: '¿Qué es un boleto abierto?',
        a: 'Es un boleto sin fecha de visita definida. Es válido durante 6 meses a partir de la fecha de compra, y puedes usarlo el día que prefieras dentro de ese periodo, sujeto a disponibilidad.',
      },
      {
        topic: 'Parques',
        q: '¿Cuánto pagan los niños en los parques?',
        a: 'Los niños de 5 a 11 años pagan tarifa de niño y los menores de 0 a 4 años entran gratis; a partir de los 12 años se paga tarifa de adulto. En Xenotes y en los tours Xichén la tarifa de niño aplica de 6 a 11 años y se recomienda una edad mínima de 6 años.',
      },
      {
        topic: 'Parques',
        q: '¿Hay edad mínima para Xplor y Xavage?',
        a: 'Sí. Por seguridad, Xplor y Xavage solo admiten visitantes de 5 años en adelante. Algunas actividades pueden tener requisitos adicionales de estatura o edad.',
      },
      {
        topic: 'Parques',
        q: '¿Necesito llevar equipo de snorkel a Xel-Há?',
        a: 'No. Xel-Há incluye el equipo de snorkel; solo se deja un depósito reembolsable de 10 USD, que se devuelve al entregar el equipo.',
      },
      {
        topic: 'Parques',
        q: '¿Cuántos productos puedo combinar en el carrito?',
        a: 'Puedes combinar hasta 5 productos en un mismo paquete. Cada compra debe incluir al menos un adulto, no es posible agregar dos veces el mismo producto ni dos productos con la misma fecha, y las actividades con costo adicional requieren comprar antes la entrada al parque.',
      },
    ],
  },
  privacy: {
    title: 'Aviso de privacidad',
    metaDescription:
      'Aviso de privacidad integral de Experiencias Xcaret Parques: datos que recabamos, finalidades, transferencias, derechos ARCO y uso de cookies.',
    intro:
      'Experiencias Xcaret Parques, S.A.P.I. de C.V. respeta tu privacidad. Este aviso de privacidad integral se emite conforme a la Ley Federal de Protección de Datos Personales en Posesión de los Particulares y su normativa aplicable, y explica cómo tratamos los datos personales de huéspedes, visitantes de los parques, usuarios de este sitio y suscriptores del boletín. Última actualización: 1 de noviembre de 2026.',
    sections: [
      {
        heading: 'Responsable y datos personales que recabamos',
        paragraphs: [
          'El responsable del tratamiento de tus datos personales es Experiencias Xcaret Parques, S.A.P.I. de C.V. (en adelante, «Xcaret»), con domicilio en Carretera Chetumal-Puerto Juárez km 282, Solidaridad, Quintana Roo, México, C.P. 77710. Recabamos tus datos cuando nos los proporcionas directamente en este sitio, en nuestros centros de atención, en los hoteles y parques, o a través de agencias y socios comerciales.',
          'Los datos sensibles relacionados con tu salud solo se tratan con tu consentimiento expreso y por escrito, y únicamente para tu seguridad y bienestar durante la estancia o las actividades. Los datos de menores de edad deben ser proporcionados por su madre, padre o tutor.',
        ],
        items: [
          {
            title: 'Identificación y contacto',
            text: 'Nombre, apellidos, correo electrónico, teléfono, domicilio, país de residencia, nacionalidad, fecha de nacimiento e identificación oficial.',
          },
          {
            title: 'Datos de viaje',
            text: 'Fechas de estancia o de visita, acompañantes y edades de los menores, datos de vuelo, preferencias y solicitudes especiales.',
          },
          {
            title: 'Datos patrimoniales y de facturación',
            text: 'Datos fiscales para facturación y datos de la tarjeta o cuenta de pago, procesados por proveedores de pago certificados; Xcaret no almacena el número completo de tu tarjeta.',
          },
          {
            title: 'Datos de cuenta y navegación',
            text: 'Credenciales de acceso, datos básicos del perfil al usar inicio de sesión con Facebook, Google o Apple, dirección IP, dispositivo, idioma, moneda y hábitos de navegación.',
          },
          {
            title: 'Datos sensibles',
            text: 'Alergias, restricciones alimentarias, condiciones médicas o de movilidad relevantes para los servicios o actividades que contrates.',
          },
        ],
      },
      {
        heading: 'Finalidades del tratamiento',
        paragraphs: [
          'Finalidades primarias, necesarias para la relación jurídica contigo: gestionar reservaciones de hospedaje, paquetes de hotel y vuelo, boletos, tours y complementos; procesar pagos, meses sin intereses, financiamientos y reembolsos; emitir facturas; coordinar traslados; verificar tu identidad en el acceso a hoteles y parques; brindarte atención a clientes; garantizar la seguridad de huéspedes, visitantes e instalaciones, y cumplir obligaciones legales.',
          'Finalidades secundarias, que no son necesarias para el servicio pero nos permiten ofrecerte una mejor atención: enviarte el boletín, promociones y publicidad; realizar encuestas de satisfacción; personalizar el contenido y las ofertas del sitio; elaborar estadísticas y análisis de uso, y organizar concursos. Si no deseas que tus datos se traten para estas finalidades, puedes manifestarlo en cualquier momento escribiendo a {privacyEmail} o mediante el enlace para darte de baja incluido en cada comunicación. Tu negativa no afectará los servicios que contrates.',
        ],
      },
      {
        heading: 'Transferencias de datos',
        paragraphs: [
          'Podemos transferir tus datos, sin requerir tu consentimiento en los casos que permite la ley, a: sociedades controladoras, subsidiarias o afiliadas de Xcaret que operan bajo las mismas políticas de privacidad, para prestarte los servicios contratados; aerolíneas, operadores y prestadores turísticos, cuando reservas paquetes o servicios que ellos proporcionan; instituciones bancarias, procesadores de pago y proveedores de financiamiento, para cobrar tus compras y prevenir fraudes; aseguradoras, en caso de siniestros, y autoridades competentes, cuando así lo exija la ley o una orden judicial.',
          'Cualquier transferencia a socios comerciales con fines publicitarios solo se realizará con tu consentimiento previo. Además, nos apoyamos en encargados, como proveedores de hospedaje tecnológico, de análisis y de personalización, que tratan los datos por cuenta de Xcaret y bajo obligaciones de confidencialidad.',
        ],
      },
      {
        heading: 'Derechos ARCO, revocación y limitación del uso',
        paragraphs: [
          'Tienes derecho a acceder a tus datos personales, rectificarlos si son inexactos o incompletos, cancelarlos cuando consideres que no se requieren para las finalidades señaladas y oponerte a su tratamiento para fines específicos (derechos ARCO). También puedes revocar tu consentimiento y limitar el uso o divulgación de tus datos.',
          'Para ejercer estos derechos, envía tu solicitud a {privacyEmail} indicando tu nombre completo y un correo para recibir la respuesta; adjunta una identificación oficial o, en su caso, el documento que acredite la representación legal; describe de forma clara los datos y el derecho que deseas ejercer, y agrega cualquier información que facilite su localización. Te responderemos en un plazo máximo de 20 días hábiles y, si la solicitud procede, la haremos efectiva dentro de los 15 días hábiles siguientes. Si consideras que tu derecho no ha sido atendido, puedes acudir ante la autoridad competente en materia de protección de datos personales.',
        ],
      },
      {
        heading: 'Cookies y cambios a este aviso',
        paragraphs: [
          'Este sitio utiliza cookies y tecnologías similares. Las cookies esenciales recuerdan tu idioma, moneda, sesión, habitación seleccionada y reservación en curso, y tienen una vigencia de 7 días. Con tu autorización, también utilizamos cookies de análisis y de personalización, incluidas las de un proveedor externo, para medir el uso del sitio y mostrarte contenido relevante. Puedes aceptar o rechazar las cookies no esenciales en el aviso de cookies y deshabilitarlas desde la configuración de tu navegador, aunque algunas funciones podrían dejar de operar correctamente.',
          'Este aviso puede modificarse por cambios legales, en nuestros servicios o en nuestras prácticas de privacidad. Publicaremos la versión vigente en esta página, con su fecha de última actualización.',
        ],
      },
    ],
  },
  terms: {
    title: 'Términos de uso',
    metaDescription:
      'Términos de uso del sitio y de las compras en línea de Hoteles y Parques Xcaret: reservaciones, boletos, precios, pagos, cancelaciones y ley aplicable.',
    intro:
      'Estos términos regulan el uso de este sitio web y las compras que realices en él, incluidas las reservaciones de hospedaje, los paquetes de hotel y vuelo, los boletos de parques y tours y sus complementos. Al navegar en el sitio o realizar una compra, aceptas estos términos y el aviso de privacidad. Última actualización: 1 de noviembre de 2026.',
    sections: [
      {
        heading: 'Uso del sitio y cuenta de usuario',
        paragraphs: [
          'Puedes navegar como invitado o crear una cuenta con tu correo electrónico y contraseña, o iniciar sesión con Facebook, Google o Apple. Eres responsable de mantener la confidencialidad de tus credenciales y de la veracidad de la información que proporciones. Para comprar debes ser mayor de edad y tener capacidad legal para contratar.',
          'No está permitido usar el sitio con fines fraudulentos, realizar reservaciones especulativas, extraer contenido de forma automatizada ni interferir con su funcionamiento. Podemos suspender cuentas o cancelar compras que incumplan estos términos.',
        ],
      },
      {
        heading: 'Reservaciones y boletos',
        paragraphs: [
          'Una reservación de hospedaje se confirma cuando recibes el correo con tu número de confirmación. El check-in es a partir de las 15:00 h y el check-out a las 12:00 h. Hotel Xcaret México admite menores de 0 a 17 años, con un máximo de 3 por habitación; Hotel Xcaret Arte y La Casa de la Playa admiten huéspedes a partir de 16 años. Los paquetes de hotel y vuelo admiten un máximo de 6 pasajeros y se gestionan en una plataforma externa, sujeta también a las condiciones de las aerolíneas.',
          'Los boletos de parques y tours son electrónicos, llevan un código QR y son válidos para la fecha y el horario elegidos; el boleto abierto es válido durante 6 meses a partir de la compra. En el acceso se solicita identificación oficial con fotografía. Cada parque tiene restricciones de edad, estatura y salud que debes revisar antes de comprar. Un paquete del carrito puede incluir hasta 5 productos y debe contener al menos un adulto; las actividades con costo adicional requieren la entrada al parque.',
        ],
      },
      {
        heading: 'Precios, monedas y pagos',
        paragraphs: [
          'Los precios se muestran en la moneda que elijas entre las 17 disponibles. Cuando la moneda seleccionada es distinta de la moneda base de la tarifa, el importe se calcula con el tipo de cambio vigente en el sitio al momento de la compra, y el cargo se realiza en la moneda indicada al pagar. Tu banco puede aplicar su propio tipo de cambio o comisiones, que no dependen de nosotros. Los precios incluyen los impuestos aplicables, salvo las contribuciones locales que se pagan directamente en destino, como el derecho de saneamiento ambiental municipal o el Visitax del estado de Quintana Roo.',
          'Aceptamos las tarjetas y métodos de pago que se muestran para cada moneda. Los meses sin intereses aplican solo con tarjetas emitidas en México y bancos participantes, y el financiamiento con Uplift solo para compras en USD o CAD, sujeto a su aprobación. Los precios y promociones pueden cambiar sin previo aviso, pero se respetará el precio confirmado en tu compra. Si un precio se publicó con un error evidente, te contactaremos para ofrecerte el precio correcto o la cancelación sin costo.',
        ],
      },
      {
        heading: 'Cambios y cancelaciones',
        paragraphs: [
          'Salvo que la tarifa indique otra cosa, las reservaciones de hospedaje pueden cancelarse sin costo hasta 7 días antes de la llegada; después se aplica un cargo del 10% del total, y la no presentación (no-show) genera el cargo de la primera noche. Los cambios de fecha o de categoría están sujetos a disponibilidad y a la diferencia de tarifa. Las condiciones de cambio y cancelación de boletos, tours y paquetes con vuelo se muestran antes de pagar y forman parte de tu compra.',
          'Los reembolsos procedentes se realizan al mismo medio de pago utilizado. Si por causas de fuerza mayor, como fenómenos meteorológicos o disposiciones de autoridad, un parque o servicio no puede operar, te ofreceremos un cambio de fecha o el reembolso correspondiente.',
        ],
      },
      {
        heading: 'Propiedad intelectual, responsabilidad y ley aplicable',
        paragraphs: [
          'Las marcas, logotipos, nombres comerciales, textos, fotografías, videos y demás contenidos del sitio son propiedad de Experiencias Xcaret Parques, S.A.P.I. de C.V. o de sus licenciantes, y están protegidos por la legislación de propiedad intelectual. No puedes reproducirlos, modificarlos ni utilizarlos con fines comerciales sin autorización por escrito.',
          'No somos responsables por interrupciones del sitio ajenas a nuestro control, por servicios prestados por terceros, como aerolíneas, ni por daños derivados del incumplimiento de las instrucciones de seguridad de los parques. Estos términos se rigen por las leyes de los Estados Unidos Mexicanos, sin perjuicio de los derechos que te otorga la Ley Federal de Protección al Consumidor. Para su interpretación y cumplimiento, las partes se someten a los tribunales competentes de Cancún, Quintana Roo, renunciando a cualquier otro fuero que pudiera corresponderles.',
        ],
      },
    ],
  },
  cities: {
    'playa-del-carmen': {
      title: 'Hoteles Xcaret en Playa del Carmen',
      metaDescription:
        'Hospédate a 10 minutos del centro de Playa del Carmen en los Hoteles Xcaret, con parques, traslados y gastronomía incluidos en el All-Fun Inclusive.',
      intro:
        'Hotel Xcaret México, Hotel Xcaret Arte y La Casa de la Playa se encuentran en el km 282 de la carretera Chetumal-Puerto Juárez, justo al sur de Playa del Carmen. Estás a unos 10 minutos de la Quinta Avenida, pero frente a una costa tranquila, rodeado de selva y a un paso de los parques Xcaret y Xplor.',
      sections: [
        {
          heading: 'Cómo llegar',
          paragraphs: [
            'El Aeropuerto Internacional de Cancún está a unos 50 minutos por carretera, y el traslado redondo está incluido en tu estancia. Desde el hotel, el centro de Playa del Carmen queda a unos 10 minutos en taxi.',
          ],
        },
        {
          heading: 'Qué hacer en Playa del Carmen',
          paragraphs: [
            'Playa del Carmen combina ambiente cosmopolita y espíritu caribeño. Vale la pena dedicarle una tarde o una noche durante tu estancia.',
          ],
          items: [
            {
              title: 'Quinta Avenida',
              text: 'El paseo peatonal de la ciudad, con tiendas, galerías, cafés y restaurantes.',
            },
            {
              title: 'Cozumel',
              text: 'Desde el muelle salen ferris hacia la isla, famosa por sus arrecifes para buceo y snorkel.',
            },
            {
              title: 'Cenotes cercanos',
              text: 'Pozas de agua dulce cristalina escondidas en la selva, a pocos minutos de la ciudad.',
            },
            {
              title: 'Parques Xcaret y Xplor',
              text: 'Vecinos de los hoteles: pasa del lobby a los ríos subterráneos y las tirolesas en minutos.',
            },
          ],
        },
        {
          heading: 'Por qué hospedarte en los Hoteles Xcaret',
          paragraphs: [
            'Tienes lo mejor de Playa del Carmen al alcance sin el ruido del centro, y con el All-Fun Inclusive disfrutas acceso ilimitado a los parques y tours, traslados, gastronomía de autor y open bar. Elige Hotel Xcaret México si viajas en familia, Hotel Xcaret Arte si buscas arte y ambiente para adultos, o La Casa de la Playa para una escapada boutique frente al mar.',
          ],
        },
      ],
    },
    cancun: {
      title: 'Hoteles Xcaret cerca de Cancún',
      metaDescription:
        'Llega a Cancún y en unos 50 minutos estarás en los Hoteles Xcaret, con traslado desde el aeropuerto incluido y los parques de la Riviera Maya a tu alcance.',
      intro:
        'Cancún es la puerta de entrada al Caribe mexicano. Al aterrizar en su aeropuerto internacional, un traslado incluido te lleva en unos 50 minutos a los Hoteles Xcaret, en el km 282 de la carretera Chetumal-Puerto Juárez, al sur de Playa del Carmen, en el corazón de la Riviera Maya.',
      sections: [
        {
          heading: 'Del aeropuerto al hotel',
          paragraphs: [
            'Al reservar, comparte los datos de tu vuelo y nuestro personal te esperará en el aeropuerto. El trayecto por la carretera federal es directo y cómodo. La zona hotelera y el centro de Cancún quedan a poco más de una hora del hotel, por si quieres visitarlos durante tu viaje.',
          ],
        },
        {
          heading: 'Qué hacer en Cancún',
          paragraphs: ['Si tienes un día libre, Cancún ofrece planes para todos los gustos.'],
          items: [
            {
              title: 'Isla Mujeres',
              text: 'Una isla tranquila a un corto trayecto en ferry, con playas de aguas bajas y turquesa.',
            },
            {
              title: 'Zona hotelera',
              text: 'Una franja de arena blanca entre el mar Caribe y la laguna Nichupté, con vida nocturna y compras.',
            },
            {
              title: 'Museo Maya de Cancún',
              text: 'Una colección arqueológica que introduce la historia de la cultura maya en la península.',
            },
          ],
        },
        {
          heading: 'Por qué hospedarte en los Hoteles Xcaret',
          paragraphs: [
            'Hospedarte en la Riviera Maya te deja a minutos de los parques y a medio camino entre Cancún y Tulum. Con el All-Fun Inclusive no tienes que rentar auto ni planear transporte: los traslados entre el aeropuerto, el hotel y los parques están incluidos, igual que la gastronomía, las bebidas y el acceso ilimitado a parques y tours.',
          ],
        },
      ],
    },
    tulum: {
      title: 'Hoteles Xcaret cerca de Tulum',
      metaDescription:
        'Los Hoteles Xcaret están a unos 45 minutos de Tulum: visita su zona arqueológica frente al mar, Cobá y Xel-Há con tours que salen del hotel.',
      intro:
        'Tulum, con su ciudad maya amurallada sobre un acantilado frente al Caribe, está a unos 45 minutos al sur de los Hoteles Xcaret. Desde el hotel puedes conocerla por tu cuenta o con los tours de Xcaret, que combinan arqueología, selva y el agua cristalina de Xel-Há.',
      sections: [
        {
          heading: 'Cómo llegar a Tulum',
          paragraphs: [
            'Los hoteles están en el km 282 de la carretera Chetumal-Puerto Juárez; Tulum queda a unos 45 minutos hacia el sur por la misma carretera. En el camino se encuentran Puerto Aventuras, Akumal y el parque Xel-Há, a unos 35 minutos del hotel.',
          ],
        },
        {
          heading: 'Tours desde el hotel',
          paragraphs: [
            'Los tours incluyen transporte, guía, entradas y alimentos, y forman parte del All-Fun Inclusive durante tu estancia, sujetos a reservación.',
          ],
          items: [
            {
              title: 'Cobá-Tulum',
              text: 'Sube a las ruinas de Cobá en la selva y recorre después la ciudad amurallada de Tulum; opera diario.',
            },
            {
              title: 'Tulum-Xel-Há',
              text: 'Arqueología por la mañana y snorkel en la caleta de Xel-Há por la tarde.',
            },
            {
              title: 'Tulum-Xenses',
              text: 'La zona arqueológica de Tulum y el recorrido sensorial de Xenses en un mismo día.',
            },
            {
              title: 'Cobá-Xel-Há',
              text: 'La selva de Cobá y el parque Xel-Há, disponible martes y jueves.',
            },
          ],
        },
        {
          heading: 'Por qué hospedarte en los Hoteles Xcaret',
          paragraphs: [
            'Desde la ubicación de los hoteles llegas con facilidad tanto a Tulum como a Cancún, y regresas cada noche a la comodidad de tu suite, a la gastronomía de autor y a los bares del resort. Con el All-Fun Inclusive, el transporte a los parques y tours ya está resuelto.',
          ],
        },
      ],
    },
    'riviera-maya': {
      title: 'Hoteles Xcaret en la Riviera Maya',
      metaDescription:
        'Los Hoteles Xcaret están en el corazón de la Riviera Maya: playas, cenotes, arrecife y zonas arqueológicas, con parques y traslados incluidos.',
      intro:
        'La Riviera Maya se extiende a lo largo de la costa del Caribe mexicano, de Puerto Morelos a Tulum, entre playas de arena blanca, cenotes, selva y vestigios de la cultura maya. Los Hoteles Xcaret están en su corazón, en el km 282 de la carretera Chetumal-Puerto Juárez, junto a Playa del Carmen.',
      sections: [
        {
          heading: 'Distancias desde los hoteles',
          paragraphs: ['Su ubicación central permite recorrer la región sin largos traslados.'],
          items: [
            {
              title: 'Playa del Carmen',
              text: 'Unos 10 minutos al norte.',
              meta: '10 min',
            },
            {
              title: 'Aeropuerto Internacional de Cancún',
              text: 'Unos 50 minutos al norte, con traslado incluido.',
              meta: '50 min',
            },
            {
              title: 'Puerto Aventuras y Akumal',
              text: 'Entre 20 y 30 minutos al sur, con caletas y playas para nadar con tortugas.',
              meta: '20-30 min',
            },
            {
              title: 'Tulum',
              text: 'Unos 45 minutos al sur, con su zona arqueológica frente al mar.',
              meta: '45 min',
            },
          ],
        },
        {
          heading: 'Qué hacer en la Riviera Maya',
          paragraphs: [
            'La región es perfecta para alternar descanso y aventura: nada en cenotes y ríos subterráneos, haz snorkel en el Sistema Arrecifal Mesoamericano, el segundo arrecife más grande del mundo, y visita ciudades mayas como Tulum, Cobá y Chichén Itzá.',
            'Los parques y tours de Xcaret reúnen lo mejor de la región: Xcaret, Xplor, Xel-Há, Xenses, Xoximilco, Xavage, Xenotes y las excursiones Xichén, Cobá y Tulum.',
          ],
        },
        {
          heading: 'Por qué hospedarte en los Hoteles Xcaret',
          paragraphs: [
            'Con el All-Fun Inclusive, la Riviera Maya entera se vuelve parte de tu estancia: acceso ilimitado a los parques y tours, traslados desde el aeropuerto y hacia los parques, gastronomía mexicana de autor y open bar. Tres hoteles, tres estilos: familiar en Hotel Xcaret México, artístico y para adultos en Hotel Xcaret Arte, e íntimo y exclusivo en La Casa de la Playa.',
          ],
        },
      ],
    },
  },
};
