import type { ContentPage, Localized } from './types';

export const cities: { slug: string; page: Localized<ContentPage> }[] = [
  {
    slug: 'playa-del-carmen',
    page: {
      es: {
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
      en: {
        title: 'Xcaret hotels in Playa del Carmen',
        metaDescription:
          'Stay 10 minutes from downtown Playa del Carmen at Xcaret hotels, with parks, transfers and dining included with All-Fun Inclusive.',
        intro:
          'Hotel Xcaret México, Hotel Xcaret Arte and La Casa de la Playa are located at km 282 of the Chetumal-Puerto Juárez highway, just south of Playa del Carmen. You are about 10 minutes from Fifth Avenue, yet on a peaceful stretch of coast, surrounded by jungle and steps from the Xcaret and Xplor parks.',
        sections: [
          {
            heading: 'Getting there',
            paragraphs: [
              'Cancún International Airport is about 50 minutes away by road, and round-trip transfers are included in your stay. From the hotel, downtown Playa del Carmen is about 10 minutes by taxi.',
            ],
          },
          {
            heading: 'Things to do in Playa del Carmen',
            paragraphs: [
              'Playa del Carmen blends a cosmopolitan vibe with Caribbean spirit. It is well worth an afternoon or evening during your stay.',
            ],
            items: [
              {
                title: 'Fifth Avenue',
                text: "The city's pedestrian promenade, lined with shops, galleries, cafés and restaurants.",
              },
              {
                title: 'Cozumel',
                text: 'Ferries leave the pier for the island, famous for its reefs for diving and snorkeling.',
              },
              {
                title: 'Nearby cenotes',
                text: 'Crystal-clear freshwater pools hidden in the jungle, just minutes from town.',
              },
              {
                title: 'Xcaret and Xplor parks',
                text: 'Right next to the hotels: go from the lobby to underground rivers and zip-lines in minutes.',
              },
            ],
          },
          {
            heading: 'Why stay at Xcaret hotels',
            paragraphs: [
              'You have the best of Playa del Carmen within reach without the noise of downtown, and with All-Fun Inclusive you enjoy unlimited access to the parks and tours, transfers, chef-driven dining and an open bar. Choose Hotel Xcaret México if you are traveling as a family, Hotel Xcaret Arte for art and an adult atmosphere, or La Casa de la Playa for an oceanfront boutique escape.',
            ],
          },
        ],
      },
      pt: {
        title: 'Hotéis Xcaret em Playa del Carmen',
        metaDescription:
          'Hospede-se a 10 minutos do centro de Playa del Carmen nos Hotéis Xcaret, com parques, traslados e gastronomia incluídos no All-Fun Inclusive.',
        intro:
          'O Hotel Xcaret México, o Hotel Xcaret Arte e La Casa de la Playa ficam no km 282 da rodovia Chetumal-Puerto Juárez, logo ao sul de Playa del Carmen. Você fica a cerca de 10 minutos da Quinta Avenida, mas diante de um litoral tranquilo, cercado pela selva e ao lado dos parques Xcaret e Xplor.',
        sections: [
          {
            heading: 'Como chegar',
            paragraphs: [
              'O Aeroporto Internacional de Cancún fica a cerca de 50 minutos por estrada, e o traslado de ida e volta está incluído na sua hospedagem. Do hotel, o centro de Playa del Carmen fica a uns 10 minutos de táxi.',
            ],
          },
          {
            heading: 'O que fazer em Playa del Carmen',
            paragraphs: [
              'Playa del Carmen combina clima cosmopolita e espírito caribenho. Vale reservar uma tarde ou uma noite da viagem para conhecê-la.',
            ],
            items: [
              {
                title: 'Quinta Avenida',
                text: 'O calçadão da cidade, com lojas, galerias, cafés e restaurantes.',
              },
              {
                title: 'Cozumel',
                text: 'Do píer saem balsas para a ilha, famosa pelos recifes para mergulho e snorkel.',
              },
              {
                title: 'Cenotes próximos',
                text: 'Piscinas naturais de água doce e cristalina escondidas na selva, a poucos minutos da cidade.',
              },
              {
                title: 'Parques Xcaret e Xplor',
                text: 'Vizinhos dos hotéis: do lobby aos rios subterrâneos e às tirolesas em minutos.',
              },
            ],
          },
          {
            heading: 'Por que se hospedar nos Hotéis Xcaret',
            paragraphs: [
              'Você tem o melhor de Playa del Carmen por perto, sem o barulho do centro, e com o All-Fun Inclusive aproveita acesso ilimitado aos parques e tours, traslados, gastronomia de autor e open bar. Escolha o Hotel Xcaret México se viaja em família, o Hotel Xcaret Arte para arte e clima adulto, ou La Casa de la Playa para uma escapada boutique de frente para o mar.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'cancun',
    page: {
      es: {
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
      en: {
        title: 'Xcaret hotels near Cancún',
        metaDescription:
          'Land in Cancún and reach Xcaret hotels in about 50 minutes, with airport transfers included and the Riviera Maya parks within reach.',
        intro:
          'Cancún is the gateway to the Mexican Caribbean. When you land at its international airport, an included transfer takes you in about 50 minutes to Xcaret hotels, at km 282 of the Chetumal-Puerto Juárez highway, south of Playa del Carmen, in the heart of the Riviera Maya.',
        sections: [
          {
            heading: 'From the airport to the hotel',
            paragraphs: [
              "When you book, share your flight details and our staff will meet you at the airport. The drive along the federal highway is direct and comfortable. Cancún's Hotel Zone and downtown are a little over an hour from the hotel, should you want to visit during your trip.",
            ],
          },
          {
            heading: 'Things to do in Cancún',
            paragraphs: ['If you have a free day, Cancún has something for every taste.'],
            items: [
              {
                title: 'Isla Mujeres',
                text: 'A laid-back island a short ferry ride away, with shallow turquoise beaches.',
              },
              {
                title: 'Hotel Zone',
                text: 'A strip of white sand between the Caribbean Sea and the Nichupté Lagoon, with nightlife and shopping.',
              },
              {
                title: 'Cancún Mayan Museum',
                text: 'An archaeological collection introducing the history of Mayan culture on the peninsula.',
              },
            ],
          },
          {
            heading: 'Why stay at Xcaret hotels',
            paragraphs: [
              'Staying in the Riviera Maya puts you minutes from the parks and halfway between Cancún and Tulum. With All-Fun Inclusive, there is no need to rent a car or plan transportation: transfers between the airport, the hotel and the parks are included, as are dining, drinks and unlimited access to parks and tours.',
            ],
          },
        ],
      },
      pt: {
        title: 'Hotéis Xcaret perto de Cancún',
        metaDescription:
          'Chegue a Cancún e em cerca de 50 minutos esteja nos Hotéis Xcaret, com traslado do aeroporto incluído e os parques da Riviera Maya por perto.',
        intro:
          'Cancún é a porta de entrada do Caribe mexicano. Ao desembarcar no aeroporto internacional, um traslado incluído leva você em cerca de 50 minutos aos Hotéis Xcaret, no km 282 da rodovia Chetumal-Puerto Juárez, ao sul de Playa del Carmen, no coração da Riviera Maya.',
        sections: [
          {
            heading: 'Do aeroporto ao hotel',
            paragraphs: [
              'Ao reservar, informe os dados do seu voo e nossa equipe estará à sua espera no aeroporto. O trajeto pela rodovia federal é direto e confortável. A zona hoteleira e o centro de Cancún ficam a pouco mais de uma hora do hotel, caso você queira visitá-los durante a viagem.',
            ],
          },
          {
            heading: 'O que fazer em Cancún',
            paragraphs: ['Se tiver um dia livre, Cancún oferece programas para todos os gostos.'],
            items: [
              {
                title: 'Isla Mujeres',
                text: 'Uma ilha tranquila a uma curta travessia de balsa, com praias rasas e azul-turquesa.',
              },
              {
                title: 'Zona hoteleira',
                text: 'Uma faixa de areia branca entre o mar do Caribe e a lagoa Nichupté, com vida noturna e compras.',
              },
              {
                title: 'Museu Maia de Cancún',
                text: 'Um acervo arqueológico que apresenta a história da cultura maia na península.',
              },
            ],
          },
          {
            heading: 'Por que se hospedar nos Hotéis Xcaret',
            paragraphs: [
              'Ficar na Riviera Maya deixa você a minutos dos parques e no meio do caminho entre Cancún e Tulum. Com o All-Fun Inclusive, não é preciso alugar carro nem planejar transporte: os traslados entre o aeroporto, o hotel e os parques estão incluídos, assim como a gastronomia, as bebidas e o acesso ilimitado a parques e tours.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'tulum',
    page: {
      es: {
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
      en: {
        title: 'Xcaret hotels near Tulum',
        metaDescription:
          'Xcaret hotels are about 45 minutes from Tulum: visit its seaside archaeological site, Cobá and Xel-Há on tours departing from the hotel.',
        intro:
          'Tulum, with its walled Mayan city perched on a cliff above the Caribbean, lies about 45 minutes south of Xcaret hotels. From the hotel you can explore it on your own or with the Xcaret tours, which combine archaeology, jungle and the crystal-clear water of Xel-Há.',
        sections: [
          {
            heading: 'Getting to Tulum',
            paragraphs: [
              'The hotels are at km 282 of the Chetumal-Puerto Juárez highway; Tulum is about 45 minutes south on the same highway. Along the way you pass Puerto Aventuras, Akumal and Xel-Há park, about 35 minutes from the hotel.',
            ],
          },
          {
            heading: 'Tours from the hotel',
            paragraphs: [
              'Tours include transportation, a guide, entrance fees and a meal, and are part of All-Fun Inclusive during your stay, subject to reservation.',
            ],
            items: [
              {
                title: 'Cobá-Tulum',
                text: 'Explore the Cobá ruins in the jungle and then the walled city of Tulum; runs daily.',
              },
              {
                title: 'Tulum-Xel-Há',
                text: 'Archaeology in the morning and snorkeling in the Xel-Há inlet in the afternoon.',
              },
              {
                title: 'Tulum-Xenses',
                text: 'The Tulum archaeological site and the Xenses sensory journey in a single day.',
              },
              {
                title: 'Cobá-Xel-Há',
                text: 'The Cobá jungle and Xel-Há park, available on Tuesdays and Thursdays.',
              },
            ],
          },
          {
            heading: 'Why stay at Xcaret hotels',
            paragraphs: [
              "From the hotels' location you can easily reach both Tulum and Cancún, and return every night to the comfort of your suite, chef-driven dining and the resort's bars. With All-Fun Inclusive, transportation to the parks and tours is already taken care of.",
            ],
          },
        ],
      },
      pt: {
        title: 'Hotéis Xcaret perto de Tulum',
        metaDescription:
          'Os Hotéis Xcaret ficam a cerca de 45 minutos de Tulum: visite o sítio arqueológico à beira-mar, Cobá e Xel-Há com tours que saem do hotel.',
        intro:
          'Tulum, com a sua cidade maia murada sobre um penhasco de frente para o Caribe, fica a cerca de 45 minutos ao sul dos Hotéis Xcaret. Do hotel, você pode conhecê-la por conta própria ou com os tours Xcaret, que combinam arqueologia, selva e a água cristalina de Xel-Há.',
        sections: [
          {
            heading: 'Como chegar a Tulum',
            paragraphs: [
              'Os hotéis ficam no km 282 da rodovia Chetumal-Puerto Juárez; Tulum está a cerca de 45 minutos ao sul pela mesma rodovia. No caminho ficam Puerto Aventuras, Akumal e o parque Xel-Há, a uns 35 minutos do hotel.',
            ],
          },
          {
            heading: 'Tours a partir do hotel',
            paragraphs: [
              'Os tours incluem transporte, guia, entradas e refeição, e fazem parte do All-Fun Inclusive durante a hospedagem, mediante reserva.',
            ],
            items: [
              {
                title: 'Cobá-Tulum',
                text: 'Conheça as ruínas de Cobá na selva e depois a cidade murada de Tulum; opera diariamente.',
              },
              {
                title: 'Tulum-Xel-Há',
                text: 'Arqueologia pela manhã e snorkel na enseada de Xel-Há à tarde.',
              },
              {
                title: 'Tulum-Xenses',
                text: 'O sítio arqueológico de Tulum e o percurso sensorial do Xenses no mesmo dia.',
              },
              {
                title: 'Cobá-Xel-Há',
                text: 'A selva de Cobá e o parque Xel-Há, disponível às terças e quintas.',
              },
            ],
          },
          {
            heading: 'Por que se hospedar nos Hotéis Xcaret',
            paragraphs: [
              'Da localização dos hotéis você chega facilmente tanto a Tulum quanto a Cancún, e volta todas as noites ao conforto da sua suíte, à gastronomia de autor e aos bares do resort. Com o All-Fun Inclusive, o transporte para os parques e tours já está resolvido.',
            ],
          },
        ],
      },
    },
  },
  {
    slug: 'riviera-maya',
    page: {
      es: {
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
              { title: 'Playa del Carmen', text: 'Unos 10 minutos al norte.', meta: '10 min' },
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
      en: {
        title: 'Xcaret hotels in the Riviera Maya',
        metaDescription:
          'Xcaret hotels sit in the heart of the Riviera Maya: beaches, cenotes, the reef and Mayan sites, with parks and transfers included.',
        intro:
          'The Riviera Maya stretches along the coast of the Mexican Caribbean, from Puerto Morelos to Tulum, with white-sand beaches, cenotes, jungle and traces of Mayan culture. Xcaret hotels sit at its heart, at km 282 of the Chetumal-Puerto Juárez highway, next to Playa del Carmen.',
        sections: [
          {
            heading: 'Distances from the hotels',
            paragraphs: ['The central location lets you explore the region without long drives.'],
            items: [
              { title: 'Playa del Carmen', text: 'About 10 minutes north.', meta: '10 min' },
              {
                title: 'Cancún International Airport',
                text: 'About 50 minutes north, with transfers included.',
                meta: '50 min',
              },
              {
                title: 'Puerto Aventuras and Akumal',
                text: '20 to 30 minutes south, with coves and beaches where you can swim with sea turtles.',
                meta: '20-30 min',
              },
              {
                title: 'Tulum',
                text: 'About 45 minutes south, with its seaside archaeological site.',
                meta: '45 min',
              },
            ],
          },
          {
            heading: 'Things to do in the Riviera Maya',
            paragraphs: [
              'The region is perfect for mixing relaxation and adventure: swim in cenotes and underground rivers, snorkel on the Mesoamerican Reef, the second-largest reef system in the world, and visit Mayan cities such as Tulum, Cobá and Chichén Itzá.',
              'The Xcaret parks and tours bring together the best of the region: Xcaret, Xplor, Xel-Há, Xenses, Xoximilco, Xavage, Xenotes and the Xichén, Cobá and Tulum excursions.',
            ],
          },
          {
            heading: 'Why stay at Xcaret hotels',
            paragraphs: [
              'With All-Fun Inclusive, the whole Riviera Maya becomes part of your stay: unlimited access to the parks and tours, transfers from the airport and to the parks, chef-driven Mexican cuisine and an open bar. Three hotels, three styles: family-friendly at Hotel Xcaret México, artistic and adults-oriented at Hotel Xcaret Arte, and intimate and exclusive at La Casa de la Playa.',
            ],
          },
        ],
      },
      pt: {
        title: 'Hotéis Xcaret na Riviera Maya',
        metaDescription:
          'Os Hotéis Xcaret ficam no coração da Riviera Maya: praias, cenotes, recifes e sítios maias, com parques e traslados incluídos.',
        intro:
          'A Riviera Maya se estende pelo litoral do Caribe mexicano, de Puerto Morelos a Tulum, entre praias de areia branca, cenotes, selva e vestígios da cultura maia. Os Hotéis Xcaret ficam no seu coração, no km 282 da rodovia Chetumal-Puerto Juárez, ao lado de Playa del Carmen.',
        sections: [
          {
            heading: 'Distâncias a partir dos hotéis',
            paragraphs: [
              'A localização central permite percorrer a região sem longos deslocamentos.',
            ],
            items: [
              { title: 'Playa del Carmen', text: 'Cerca de 10 minutos ao norte.', meta: '10 min' },
              {
                title: 'Aeroporto Internacional de Cancún',
                text: 'Cerca de 50 minutos ao norte, com traslado incluído.',
                meta: '50 min',
              },
              {
                title: 'Puerto Aventuras e Akumal',
                text: 'De 20 a 30 minutos ao sul, com enseadas e praias para nadar com tartarugas.',
                meta: '20-30 min',
              },
              {
                title: 'Tulum',
                text: 'Cerca de 45 minutos ao sul, com o seu sítio arqueológico à beira-mar.',
                meta: '45 min',
              },
            ],
          },
          {
            heading: 'O que fazer na Riviera Maya',
            paragraphs: [
              'A região é perfeita para alternar descanso e aventura: nade em cenotes e rios subterrâneos, faça snorkel no Sistema Recifal Mesoamericano, o segundo maior recife do mundo, e visite cidades maias como Tulum, Cobá e Chichén Itzá.',
              'Os parques e tours Xcaret reúnem o melhor da região: Xcaret, Xplor, Xel-Há, Xenses, Xoximilco, Xavage, Xenotes e as excursões Xichén, Cobá e Tulum.',
            ],
          },
          {
            heading: 'Por que se hospedar nos Hotéis Xcaret',
            paragraphs: [
              'Com o All-Fun Inclusive, toda a Riviera Maya passa a fazer parte da sua hospedagem: acesso ilimitado aos parques e tours, traslados do aeroporto e para os parques, gastronomia mexicana de autor e open bar. Três hotéis, três estilos: familiar no Hotel Xcaret México, artístico e para adultos no Hotel Xcaret Arte, e intimista e exclusivo em La Casa de la Playa.',
            ],
          },
        ],
      },
    },
  },
];
