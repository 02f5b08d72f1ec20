import type { ContentPage, Localized } from './types';

export const hotelsListing: Localized<ContentPage> = {
  es: {
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
  en: {
    title: 'Xcaret Hotels',
    metaDescription:
      'Compare Hotel Xcaret México, Hotel Xcaret Arte and La Casa de la Playa: three oceanfront All-Fun Inclusive hotels in the Riviera Maya.',
    intro:
      'Three hotels on the Caribbean, at km 282 of the Chetumal-Puerto Juárez highway, south of Playa del Carmen, and one concept: All-Fun Inclusive, with parks, tours, transfers, dining and drinks included. Find out what makes each one unique and choose the one that best fits your trip.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          "The Riviera Maya's great family resort: some 900 suites spread across casas surrounded by rivers, cenotes, pools and beach, plus an adults-only oceanfront building. Guests of all ages are welcome, with children aged 0 to 17 and up to 3 children per room.",
        ],
        items: [
          {
            title: 'Suites',
            text: 'Garden, river or ocean views, suites with a private plunge pool and family suites.',
          },
          {
            title: 'For kids',
            text: "A kids' club with daily activities, pools and menus designed just for them.",
          },
          {
            title: 'Ideal for',
            text: 'Families, groups of friends and travelers who want to experience the parks to the fullest.',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          "A hotel for adults and young adults aged 16 and over that pays tribute to Mexico's artists and artisans. Its roughly 900 suites are spread across themed buildings inspired by design, artists, music, peace and the pyramids, and art comes alive in included workshops, galleries, signature restaurants and bars with live music.",
        ],
        items: [
          {
            title: 'Suites',
            text: 'Suites with in-room hot tubs, oceanfront suites, swim-up suites and butler-service levels.',
          },
          {
            title: 'Art workshops',
            text: 'Painting, ceramics, photography, textiles and more, included in your stay.',
          },
          {
            title: 'Ideal for',
            text: 'Couples, friends and creative travelers looking for a lively adult atmosphere.',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'An adults-only boutique hotel with just 63 oceanfront suites of about 100 m² set in small houses. Every suite has a private plunge pool and butler service, and the experience is completed by private transfers, Mexican fine dining and fully personalized attention.',
        ],
        items: [
          { title: 'Suites', text: 'Oceanfront suites with a plunge pool, terrace and butler.' },
          {
            title: 'Service',
            text: 'Private transfers, tailor-made dinners and spa treatments in your suite.',
          },
          {
            title: 'Ideal for',
            text: 'Honeymoons, anniversaries and getaways for complete relaxation.',
          },
        ],
      },
      {
        heading: 'Which one should you choose?',
        paragraphs: [
          'All three hotels include unlimited access to the Xcaret parks and tours during your stay and round-trip transfers from Cancún International Airport, about 50 minutes away. The difference lies in the atmosphere and the kind of trip.',
        ],
        items: [
          {
            title: 'Traveling with kids',
            text: 'Hotel Xcaret México is the only one of the three that welcomes children under 16.',
            meta: 'Ages 0-17',
          },
          {
            title: 'Looking for art and an adult vibe',
            text: 'Hotel Xcaret Arte combines workshops, music and signature cuisine.',
            meta: '16+',
          },
          {
            title: 'Want exclusivity',
            text: 'La Casa de la Playa offers privacy, a butler and only 63 suites.',
            meta: 'Adults only',
          },
        ],
      },
    ],
  },
  pt: {
    title: 'Hotéis Xcaret',
    metaDescription:
      'Compare o Hotel Xcaret México, o Hotel Xcaret Arte e La Casa de la Playa: três hotéis All-Fun Inclusive de frente para o mar na Riviera Maya.',
    intro:
      'Três hotéis de frente para o Caribe, no km 282 da rodovia Chetumal-Puerto Juárez, ao sul de Playa del Carmen, e um mesmo conceito: o All-Fun Inclusive, com parques, tours, traslados, gastronomia e bebidas incluídos. Descubra o que torna cada um especial e escolha o que mais combina com a sua viagem.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          'O grande resort para famílias da Riviera Maya: cerca de 900 suítes distribuídas em casas cercadas de rios, cenotes, piscinas e praia, além de um edifício de frente para o mar exclusivo para adultos. Recebe hóspedes de todas as idades, com menores de 0 a 17 anos e até 3 crianças por quarto.',
        ],
        items: [
          {
            title: 'Suítes',
            text: 'Com vista para o jardim, o rio ou o mar, suítes com piscina privativa e suítes familiares.',
          },
          {
            title: 'Para as crianças',
            text: 'Kids club com atividades diárias, piscinas e cardápios pensados para elas.',
          },
          {
            title: 'Ideal para',
            text: 'Famílias, grupos de amigos e viajantes que querem aproveitar os parques ao máximo.',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          'Um hotel para adultos e jovens a partir de 16 anos que homenageia os artistas e artesãos do México. Suas cerca de 900 suítes ficam em edifícios temáticos inspirados no design, nos artistas, na música, na paz e nas pirâmides, e a arte ganha vida em oficinas incluídas, galerias, restaurantes de autor e bares com música ao vivo.',
        ],
        items: [
          {
            title: 'Suítes',
            text: 'Suítes com banheira de hidromassagem, de frente para o mar, com acesso direto à piscina e níveis com serviço de mordomo.',
          },
          {
            title: 'Oficinas de arte',
            text: 'Pintura, cerâmica, fotografia, têxtil e muito mais, incluídas na hospedagem.',
          },
          {
            title: 'Ideal para',
            text: 'Casais, amigos e viajantes criativos em busca de um ambiente adulto e animado.',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'Um hotel boutique só para adultos, com apenas 63 suítes de frente para o mar, de cerca de 100 m², distribuídas em pequenas casas. Cada suíte tem piscina privativa e serviço de mordomo, e a experiência se completa com traslados privativos, alta gastronomia mexicana e atendimento totalmente personalizado.',
        ],
        items: [
          {
            title: 'Suítes',
            text: 'Suítes de frente para o oceano com piscina privativa, terraço e mordomo.',
          },
          {
            title: 'Serviço',
            text: 'Traslados privativos, jantares sob medida e tratamentos de spa na sua suíte.',
          },
          { title: 'Ideal para', text: 'Luas de mel, aniversários e escapadas de descanso total.' },
        ],
      },
      {
        heading: 'Qual escolher?',
        paragraphs: [
          'Os três hotéis incluem acesso ilimitado aos parques e tours Xcaret durante a hospedagem e traslado de ida e volta do Aeroporto Internacional de Cancún, a cerca de 50 minutos. A diferença está no ambiente e no tipo de viagem.',
        ],
        items: [
          {
            title: 'Viaja com crianças',
            text: 'O Hotel Xcaret México é o único dos três que recebe menores de 16 anos.',
            meta: '0-17 anos',
          },
          {
            title: 'Busca arte e clima adulto',
            text: 'O Hotel Xcaret Arte combina oficinas, música e gastronomia de autor.',
            meta: '16+',
          },
          {
            title: 'Quer exclusividade',
            text: 'La Casa de la Playa oferece privacidade, mordomo e apenas 63 suítes.',
            meta: 'Só para adultos',
          },
        ],
      },
    ],
  },
};
