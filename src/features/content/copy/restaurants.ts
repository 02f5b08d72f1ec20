import type { ContentPage, Localized } from './types';

export const restaurants: Localized<ContentPage> = {
  es: {
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
  en: {
    title: 'Restaurants at Xcaret Hotels',
    metaDescription:
      'Chef-driven Mexican cuisine at Hotel Xcaret México, Hotel Xcaret Arte and La Casa de la Playa: specialty restaurants included in your stay.',
    intro:
      'Mexican cuisine is recognized as part of the intangible cultural heritage of humanity, and at Xcaret hotels we celebrate it every day. Our restaurants combine traditional techniques, ingredients from the Yucatán Peninsula and the creativity of Mexican chefs, with menus that change with the seasons. They are all part of All-Fun Inclusive, so all you have to do is choose where to sit.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          "Flavors for the whole family, from the traditional wood stove to the oceanfront grill, with kids' menus and options for special diets at every restaurant.",
        ],
        items: [
          {
            title: 'Tlacualli',
            text: 'Mole, handmade tortillas and clay-pot stews prepared as in village kitchens, with recipes from different regions of Mexico.',
            meta: 'Traditional Mexican',
          },
          {
            title: 'Arrecife',
            text: 'Catch of the day, aguachiles, tostadas and grilled whole fish overlooking the Caribbean, steps from the beach.',
            meta: 'Seafood',
          },
          {
            title: 'Brasa y Copal',
            text: 'Wood-fired cuts and vegetables, molcajete salsas and seasonal sides in a relaxed setting.',
            meta: 'Grill',
          },
          {
            title: 'Mercado de Colores',
            text: 'Live stations for breakfast, lunch and dinner with street-food favorites, fresh bakery and world cuisines; a hit with the little ones.',
            meta: 'Buffet',
          },
          {
            title: 'Milpa Viva',
            text: 'Corn, beans, squash, chili and peninsula herbs in creative plant-based dishes.',
            meta: 'Vegetarian',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          "A culinary offering experienced like a gallery: each restaurant is a different work of art, with signature cuisine and guest chefs paying tribute to Mexico's ingredients.",
        ],
        items: [
          {
            title: 'Lienzo',
            text: 'A multi-course tasting menu that changes every season, paired with Mexican wines.',
            meta: 'Signature cuisine',
          },
          {
            title: 'Barro Negro',
            text: 'Moles, tlayudas and stone-ground chocolate inspired by the markets and traditional kitchens of Oaxaca.',
            meta: 'Oaxacan',
          },
          {
            title: 'Nixtamal',
            text: 'A counter of tacos, tostadas and antojitos made to order, with masa nixtamalized in house.',
            meta: 'Mexican street food',
          },
          {
            title: 'Costa Azul',
            text: 'Olive oil, herbs and Caribbean seafood in Mediterranean cooking with a Mexican accent.',
            meta: 'Mediterranean',
          },
          {
            title: 'Umami del Caribe',
            text: 'Robata, sushi and sharing plates where Japan meets the Yucatán Peninsula.',
            meta: 'Nikkei-Mexican fusion',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'At the boutique hotel, dining is intimate and personal: few tables, tailor-made menus and the option to dine in your suite or on the beach, arranged by your butler.',
        ],
        items: [
          {
            title: 'Semilla',
            text: 'A tasting menu that tells the story of Mexican cuisine, from corn to contemporary cooking.',
            meta: 'Mexican fine dining',
          },
          {
            title: 'Sal de Mar',
            text: "An oceanfront chef's table with seafood prepared before your eyes.",
            meta: 'Signature seafood',
          },
          {
            title: 'El Jardín',
            text: 'Leisurely breakfasts with freshly baked bread, tropical fruit and Mexican classics such as chilaquiles and huevos motuleños.',
            meta: 'Breakfast',
          },
        ],
      },
      {
        heading: 'Good to know',
        paragraphs: [
          'Some specialty restaurants require a reservation and have a smart-casual dress code in the evening. Let the hotel know about allergies or dietary needs when you book or on arrival, and our kitchen team will adapt your dishes.',
        ],
      },
    ],
  },
  pt: {
    title: 'Restaurantes dos Hotéis Xcaret',
    metaDescription:
      'Gastronomia mexicana de autor no Hotel Xcaret México, Hotel Xcaret Arte e La Casa de la Playa: restaurantes de especialidade incluídos na estadia.',
    intro:
      'A cozinha mexicana é patrimônio cultural imaterial da humanidade, e nos Hotéis Xcaret nós a celebramos todos os dias. Nossos restaurantes combinam técnicas tradicionais, ingredientes da península de Yucatán e a criatividade de chefs mexicanos, com cardápios que mudam conforme a estação. Todos fazem parte do All-Fun Inclusive, então basta escolher onde sentar.',
    sections: [
      {
        heading: 'Hotel Xcaret México',
        paragraphs: [
          'Sabores para toda a família, do fogão a lenha tradicional à grelha de frente para o mar, com cardápio infantil e opções para dietas especiais em todos os restaurantes.',
        ],
        items: [
          {
            title: 'Tlacualli',
            text: 'Mole, tortilhas feitas à mão e cozidos de panela de barro preparados como nas cozinhas de vilarejo, com receitas de várias regiões do México.',
            meta: 'Mexicana tradicional',
          },
          {
            title: 'Arrecife',
            text: 'Peixe do dia, aguachiles, tostadas e peixe na brasa com vista para o Caribe, a poucos passos da praia.',
            meta: 'Frutos do mar',
          },
          {
            title: 'Brasa y Copal',
            text: 'Cortes e legumes feitos na lenha, molhos de molcajete e acompanhamentos da estação em um ambiente descontraído.',
            meta: 'Grelhados',
          },
          {
            title: 'Mercado de Colores',
            text: 'Estações ao vivo no café da manhã, almoço e jantar, com petiscos mexicanos, padaria e cozinhas do mundo; o preferido das crianças.',
            meta: 'Bufê',
          },
          {
            title: 'Milpa Viva',
            text: 'Milho, feijão, abóbora, pimenta e ervas da península em pratos criativos à base de vegetais.',
            meta: 'Vegetariana',
          },
        ],
      },
      {
        heading: 'Hotel Xcaret Arte',
        paragraphs: [
          'Uma proposta gastronômica vivida como uma galeria: cada restaurante é uma obra diferente, com cozinha de autor e chefs convidados que homenageiam os ingredientes do México.',
        ],
        items: [
          {
            title: 'Lienzo',
            text: 'Menu degustação de vários tempos, renovado a cada estação, harmonizado com vinhos mexicanos.',
            meta: 'Cozinha de autor',
          },
          {
            title: 'Barro Negro',
            text: 'Moles, tlayudas e chocolate moído na pedra, inspirados nos mercados e nas cozinhas tradicionais de Oaxaca.',
            meta: 'Oaxaquenha',
          },
          {
            title: 'Nixtamal',
            text: 'Balcão de tacos, tostadas e antojitos feitos na hora, com massa nixtamalizada na casa.',
            meta: 'Comida de rua mexicana',
          },
          {
            title: 'Costa Azul',
            text: 'Azeite, ervas e frutos do mar do Caribe em uma cozinha mediterrânea com sotaque mexicano.',
            meta: 'Mediterrânea',
          },
          {
            title: 'Umami del Caribe',
            text: 'Robata, sushi e pratos para compartilhar onde o Japão encontra a península de Yucatán.',
            meta: 'Fusão nikkei-mexicana',
          },
        ],
      },
      {
        heading: 'La Casa de la Playa',
        paragraphs: [
          'No hotel boutique, a gastronomia é íntima e personalizada: poucas mesas, cardápios sob medida e a possibilidade de jantar na sua suíte ou na praia, com a organização do seu mordomo.',
        ],
        items: [
          {
            title: 'Semilla',
            text: 'Menu degustação que conta a história da cozinha mexicana, do milho à cozinha contemporânea.',
            meta: 'Alta gastronomia mexicana',
          },
          {
            title: 'Sal de Mar',
            text: 'Mesa do chef de frente para o oceano, com frutos do mar preparados na hora.',
            meta: 'Frutos do mar de autor',
          },
          {
            title: 'El Jardín',
            text: 'Cafés da manhã sem pressa, com pão recém-assado, frutas tropicais e clássicos mexicanos como chilaquiles e huevos motuleños.',
            meta: 'Café da manhã',
          },
        ],
      },
      {
        heading: 'Bom saber',
        paragraphs: [
          'Alguns restaurantes de especialidade exigem reserva e têm código de vestimenta esporte fino à noite. Informe o hotel sobre alergias ou necessidades alimentares ao reservar ou na chegada, e nossa equipe de cozinha adaptará os seus pratos.',
        ],
      },
    ],
  },
};
