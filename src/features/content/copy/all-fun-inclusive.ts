import type { ContentPage, Localized } from './types';

export const allFunInclusive: Localized<ContentPage> = {
  es: {
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
  en: {
    title: 'All-Fun Inclusive: much more than all-inclusive',
    metaDescription:
      'Discover All-Fun Inclusive at Hotel Xcaret: unlimited parks and tours, transfers, chef-driven dining, open bar and activities all in one price.',
    intro:
      'At Xcaret hotels, all-inclusive goes far beyond food and drinks. With the All-Fun Inclusive concept, your stay opens the doors to the Xcaret parks and tours, to chef-driven Mexican cuisine, to bars with signature mixology and to a program of activities designed to make every day in the Riviera Maya different. All with a single payment and no bills, transfers or tickets to worry about.',
    sections: [
      {
        heading: 'Unlimited parks and tours during your stay',
        paragraphs: [
          'For as long as you stay with us, you can visit the Xcaret parks and tours as often as you like, from the day you arrive to the day you leave. Swim through underground rivers at Xcaret, fly along the zip-lines at Xplor, snorkel in the inlet at Xel-Há or sail a colorful trajinera at Xoximilco.',
          'We recommend booking your visits with the concierge to secure your spot. Activities with an additional cost inside the parks, such as marine wildlife encounters, professional photos and some special tours, are not part of the plan. Each park keeps its own age and schedule rules: Xplor and Xavage, for example, welcome visitors aged 5 and over.',
        ],
        items: [
          {
            title: 'Xcaret',
            text: 'Nature, culture, underground rivers, beaches and the evening show México Espectacular.',
          },
          {
            title: 'Xplor and Xplor Fuego',
            text: 'Zip-lines, amphibious vehicles, rafts and underground river swims, by day or by night.',
          },
          {
            title: 'Xel-Há',
            text: 'Snorkeling in a natural inlet, with food, drinks and gear included.',
          },
          {
            title: 'Xenses, Xoximilco, Xavage and Xenotes',
            text: 'A sensory journey, a Mexican party on the water, extreme adventure and four cenotes to discover.',
          },
          {
            title: 'Tours',
            text: 'Excursions to Xichén (Chichén Itzá), Cobá and Tulum to explore the Mayan world.',
          },
        ],
      },
      {
        heading: 'Hassle-free transfers',
        paragraphs: [
          'The plan includes round-trip transfers between Cancún International Airport and the hotel, as well as transportation from the hotel to the parks and back. Just share your flight details when you book and arrange your park visits with the concierge.',
        ],
      },
      {
        heading: 'Dining, bars and activities',
        paragraphs: [
          'Breakfast, lunch, dinner and snacks at specialty restaurants inspired by Mexican and international cuisine, with menus created by our own and guest chefs. The bars serve an open bar with signature cocktails, mezcal, tequila, wine and alcohol-free options, plus room service.',
          'By day and by night you will find sports, cooking and dance classes, live music and shows, always with the festive spirit that sets Xcaret apart.',
        ],
      },
      {
        heading: 'What each hotel adds',
        paragraphs: [
          'All-Fun Inclusive is the foundation of all three hotels, and each one adapts it to its own style and guests.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México',
            text: "Made for families: a kids' club with daily activities, pools and rivers for all ages and a full entertainment program.",
          },
          {
            title: 'Hotel Xcaret Arte',
            text: 'For adults and young adults aged 16 and over: included art workshops such as painting, ceramics, photography and textiles, led by Mexican artists and artisans.',
          },
          {
            title: 'La Casa de la Playa',
            text: 'An adults-only boutique experience: butler service, private transfers and personal attention at every moment of your stay.',
          },
        ],
      },
    ],
  },
  pt: {
    title: 'All-Fun Inclusive: muito mais que um all inclusive',
    metaDescription:
      'Conheça o All-Fun Inclusive dos Hotéis Xcaret: acesso ilimitado a parques e tours, traslados, gastronomia de autor, open bar e atividades.',
    intro:
      'Nos Hotéis Xcaret, o all inclusive vai muito além da comida e da bebida. Com o conceito All-Fun Inclusive, a sua hospedagem abre as portas para os parques e tours Xcaret, para uma gastronomia mexicana criada por chefs, para bares com coquetelaria autoral e para uma programação de atividades pensada para que cada dia na Riviera Maya seja diferente. Tudo com um único pagamento, sem se preocupar com contas, traslados ou ingressos.',
    sections: [
      {
        heading: 'Parques e tours ilimitados durante a hospedagem',
        paragraphs: [
          'Enquanto estiver hospedado conosco, você pode visitar os parques e tours Xcaret quantas vezes quiser, do dia da chegada ao dia da partida. Nade em rios subterrâneos no Xcaret, voe nas tirolesas do Xplor, faça snorkel na enseada de Xel-Há ou passeie de trajinera em Xoximilco.',
          'Recomendamos reservar as visitas com o concierge para garantir o seu lugar. Atividades com custo adicional dentro dos parques, como encontros com a fauna marinha, fotos profissionais e alguns tours especiais, não fazem parte do plano. Cada parque tem as suas próprias regras de idade e horário: Xplor e Xavage, por exemplo, recebem visitantes a partir de 5 anos.',
        ],
        items: [
          {
            title: 'Xcaret',
            text: 'Natureza, cultura, rios subterrâneos, praias e o espetáculo noturno México Espectacular.',
          },
          {
            title: 'Xplor e Xplor Fuego',
            text: 'Tirolesas, veículos anfíbios, balsas e nado em rios subterrâneos, de dia ou à noite.',
          },
          {
            title: 'Xel-Há',
            text: 'Snorkel em uma enseada natural, com comida, bebidas e equipamento incluídos.',
          },
          {
            title: 'Xenses, Xoximilco, Xavage e Xenotes',
            text: 'Um percurso sensorial, uma festa mexicana sobre a água, aventura radical e quatro cenotes para descobrir.',
          },
          {
            title: 'Tours',
            text: 'Excursões a Xichén (Chichén Itzá), Cobá e Tulum para conhecer o mundo maia.',
          },
        ],
      },
      {
        heading: 'Traslados sem complicação',
        paragraphs: [
          'O plano inclui o traslado de ida e volta entre o Aeroporto Internacional de Cancún e o hotel, além do transporte do hotel aos parques e de volta. Basta informar os dados do seu voo ao reservar e combinar as visitas aos parques com o concierge.',
        ],
      },
      {
        heading: 'Gastronomia, bares e atividades',
        paragraphs: [
          'Café da manhã, almoço, jantar e lanches em restaurantes de especialidade inspirados na cozinha mexicana e internacional, com cardápios criados por chefs da casa e convidados. Os bares oferecem open bar com drinques autorais, mezcal, tequila, vinhos e opções sem álcool, além de serviço de quarto.',
          'De dia e à noite, você encontra esportes, aulas de culinária e de dança, música ao vivo e espetáculos, sempre com o espírito festivo que é a marca da Xcaret.',
        ],
      },
      {
        heading: 'O que cada hotel acrescenta',
        paragraphs: [
          'O All-Fun Inclusive é a base dos três hotéis, e cada um o adapta ao seu estilo e aos seus hóspedes.',
        ],
        items: [
          {
            title: 'Hotel Xcaret México',
            text: 'Perfeito para famílias: kids club com atividades diárias, piscinas e rios para todas as idades e uma ampla programação de entretenimento.',
          },
          {
            title: 'Hotel Xcaret Arte',
            text: 'Para adultos e jovens a partir de 16 anos: oficinas de arte incluídas, como pintura, cerâmica, fotografia e têxtil, conduzidas por artistas e artesãos mexicanos.',
          },
          {
            title: 'La Casa de la Playa',
            text: 'Experiência boutique só para adultos: serviço de mordomo, traslados privativos e atenção personalizada em cada momento da hospedagem.',
          },
        ],
      },
    ],
  },
};
