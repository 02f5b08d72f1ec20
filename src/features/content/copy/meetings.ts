import type { ContentPage, Localized } from './types';

export const meetings: Localized<ContentPage> = {
  es: {
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
  en: {
    title: 'Meetings and events in the Riviera Maya',
    metaDescription:
      'Conventions, incentive trips and corporate events at Xcaret hotels: meeting rooms, outdoor venues, parks, technology and dedicated planners.',
    intro:
      'Host your next convention, product launch or incentive trip in a destination that inspires. Xcaret hotels bring together versatile meeting rooms, oceanfront natural settings and access to the Xcaret parks, with a team of specialists who take care of every detail so your group only has to enjoy.',
    sections: [
      {
        heading: 'Venues for every format',
        paragraphs: [
          'From a ten-person board meeting to a congress of more than a thousand attendees, we have indoor and outdoor spaces that adapt to your program. The main ballrooms can be divided for simultaneous sessions, and the gardens and beaches are ideal for gala dinners and welcome cocktails.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México convention center',
            text: 'A divisible main ballroom seating up to 1,500 people theater-style, breakout rooms, foyer and registration areas.',
            meta: 'Up to 1,500 guests',
          },
          {
            title: 'Hotel Xcaret Arte creative rooms',
            text: 'Design-led spaces with natural light for workshops, presentations and innovation sessions, plus terraces and a rooftop for receptions.',
            meta: '20 to 400 guests',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Private rooms for board meetings and executive retreats, with the option of booking the entire hotel for exclusive groups.',
            meta: '10 to 120 guests',
          },
          {
            title: 'Beaches, gardens and parks',
            text: 'Dinners under the stars, private events at the Xcaret parks and themed nights with shows and live music.',
            meta: 'Depending on the venue',
          },
        ],
      },
      {
        heading: 'Incentive trips to remember',
        paragraphs: [
          'Reward your team with experiences found nowhere else: zip-lines at Xplor, snorkeling at Xel-Há, a party aboard a trajinera at Xoximilco or a visit to Chichén Itzá on the Xichén tour. All-Fun Inclusive simplifies the budget, since accommodation, meals, drinks, transfers and parks come together in a single rate.',
          'We design tailor-made team-building activities, such as art and Mexican cooking workshops, team challenges in the jungle or ceremonies inspired by Mayan culture.',
        ],
      },
      {
        heading: 'Technology and production',
        paragraphs: [
          'Our meeting rooms feature high-speed Wi-Fi, LED screens, stage lighting, professional sound and simultaneous interpretation booths. We coordinate live streaming and hybrid events, as well as staging and production with certified suppliers.',
        ],
      },
      {
        heading: 'A team dedicated to your event',
        paragraphs: [
          'From the first proposal, an event planner will be your single point of contact, coordinating room blocks and group rates, menus and banquets, transfers from Cancún International Airport, activities and on-site logistics. Share your dates, number of attendees and type of event, and we will send you a tailored proposal.',
        ],
      },
    ],
  },
  pt: {
    title: 'Reuniões e eventos na Riviera Maya',
    metaDescription:
      'Convenções, viagens de incentivo e eventos corporativos nos Hotéis Xcaret: salões, espaços ao ar livre, parques, tecnologia e planners dedicados.',
    intro:
      'Realize a sua próxima convenção, lançamento ou viagem de incentivo em um destino que inspira. Os Hotéis Xcaret reúnem salões versáteis, cenários naturais de frente para o mar e acesso aos parques Xcaret, com uma equipe de especialistas que cuida de cada detalhe para que o seu grupo só precise aproveitar.',
    sections: [
      {
        heading: 'Espaços para cada formato',
        paragraphs: [
          'De uma reunião de diretoria para dez pessoas a um congresso com mais de mil participantes, temos espaços internos e externos que se adaptam ao seu programa. Os salões principais podem ser divididos para sessões simultâneas, e os jardins e praias são ideais para jantares de gala e coquetéis de boas-vindas.',
        ],
        items: [
          {
            title: 'Centro de convenções do Hotel Xcaret México',
            text: 'Salão principal divisível com capacidade para até 1.500 pessoas em formato auditório, salas de apoio, foyer e áreas de credenciamento.',
            meta: 'Até 1.500 pessoas',
          },
          {
            title: 'Salões criativos do Hotel Xcaret Arte',
            text: 'Espaços de design com luz natural para workshops, apresentações e sessões de inovação, além de terraços e rooftop para recepções.',
            meta: 'De 20 a 400 pessoas',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Salas privativas para reuniões de diretoria e retiros executivos, com a opção de reservar o hotel inteiro para grupos exclusivos.',
            meta: 'De 10 a 120 pessoas',
          },
          {
            title: 'Praias, jardins e parques',
            text: 'Jantares sob as estrelas, eventos privativos nos parques Xcaret e noites temáticas com espetáculo e música ao vivo.',
            meta: 'Conforme o espaço',
          },
        ],
      },
      {
        heading: 'Viagens de incentivo inesquecíveis',
        paragraphs: [
          'Recompense a sua equipe com experiências que não existem em nenhum outro lugar: tirolesas no Xplor, snorkel em Xel-Há, uma festa a bordo de uma trajinera em Xoximilco ou uma visita a Chichén Itzá com o tour Xichén. O All-Fun Inclusive simplifica o orçamento, já que hospedagem, refeições, bebidas, traslados e parques estão reunidos em uma única tarifa.',
          'Criamos atividades de integração sob medida, como oficinas de arte e de culinária mexicana, desafios em equipe na selva ou cerimônias inspiradas na cultura maia.',
        ],
      },
      {
        heading: 'Tecnologia e produção',
        paragraphs: [
          'Nossos salões contam com Wi-Fi de alta velocidade, telões de LED, iluminação cênica, som profissional e cabines de tradução simultânea. Coordenamos transmissões ao vivo e eventos híbridos, além de cenografia e produção com fornecedores certificados.',
        ],
      },
      {
        heading: 'Uma equipe dedicada ao seu evento',
        paragraphs: [
          'Desde a primeira proposta, um event planner será o seu contato único: ele coordena bloqueios de quartos e tarifas de grupo, cardápios e banquetes, traslados a partir do Aeroporto Internacional de Cancún, atividades e a logística no local. Compartilhe conosco as datas, o número de participantes e o tipo de evento, e enviaremos uma proposta personalizada.',
        ],
      },
    ],
  },
};
