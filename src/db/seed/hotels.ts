import type { HotelSeed } from './types';

/**
 * Demo catalogue of the three hotels. Rates are nightly, for two adults in low season, in USD
 * cents with taxes included; totalRooms is the physical inventory per night of each room type.
 * Figures are plausible demo values (see /work/shared/SEED-DATA-NOTES.md), not official data.
 */

const CITY = 'Playa del Carmen';
const ADDRESS = 'Carretera Chetumal-Puerto Juárez km 282, Playa del Carmen, Quintana Roo, México';
// The front desks' numbers are demo values in Playa del Carmen's area code (984), to confirm
// with the operator like the rest of this file.

/** Short amenity items shared by several room types. */
const amenity = {
  wifi: { es: 'Wi-Fi de alta velocidad', en: 'High-speed Wi-Fi', pt: 'Wi-Fi de alta velocidade' },
  minibar: {
    es: 'Minibar surtido sin costo',
    en: 'Complimentary stocked minibar',
    pt: 'Frigobar abastecido sem custo',
  },
  ac: { es: 'Aire acondicionado', en: 'Air conditioning', pt: 'Ar-condicionado' },
  tv: { es: 'Smart TV de 55"', en: '55" smart TV', pt: 'Smart TV de 55"' },
  coffee: {
    es: 'Cafetera con café de Chiapas',
    en: 'Coffee maker with Chiapas coffee',
    pt: 'Cafeteira com café de Chiapas',
  },
  balcony: { es: 'Balcón amueblado', en: 'Furnished balcony', pt: 'Varanda mobiliada' },
  terrace: { es: 'Terraza privada', en: 'Private terrace', pt: 'Terraço privativo' },
  hammock: { es: 'Hamaca en la terraza', en: 'Hammock on the terrace', pt: 'Rede na varanda' },
  plungePool: {
    es: 'Alberca privada de inmersión',
    en: 'Private plunge pool',
    pt: 'Piscina privativa de imersão',
  },
  jacuzzi: {
    es: 'Jacuzzi en la habitación',
    en: 'In-room jacuzzi',
    pt: 'Banheira de hidromassagem no quarto',
  },
  rainShower: {
    es: 'Regadera tipo lluvia',
    en: 'Rain shower',
    pt: 'Chuveiro tipo cascata',
  },
  bathrobes: {
    es: 'Batas y amenidades orgánicas',
    en: 'Bathrobes and organic toiletries',
    pt: 'Roupões e amenidades orgânicas',
  },
  kidsKit: {
    es: 'Kit de bienvenida para niños',
    en: 'Welcome kit for kids',
    pt: 'Kit de boas-vindas para crianças',
  },
  sofaBed: { es: 'Sofá cama', en: 'Sofa bed', pt: 'Sofá-cama' },
  butler: {
    es: 'Servicio de mayordomo',
    en: 'Butler service',
    pt: 'Serviço de mordomo',
  },
  roomService: {
    es: 'Servicio a la habitación 24 horas',
    en: '24-hour room service',
    pt: 'Serviço de quarto 24 horas',
  },
  speaker: {
    es: 'Bocina Bluetooth',
    en: 'Bluetooth speaker',
    pt: 'Caixa de som Bluetooth',
  },
  artKit: {
    es: 'Kit de dibujo y acuarelas',
    en: 'Sketching and watercolour kit',
    pt: 'Kit de desenho e aquarela',
  },
  swimUp: {
    es: 'Acceso directo a la alberca desde la terraza',
    en: 'Direct pool access from the terrace',
    pt: 'Acesso direto à piscina pelo terraço',
  },
  outdoorShower: {
    es: 'Regadera exterior',
    en: 'Outdoor shower',
    pt: 'Chuveiro externo',
  },
} as const;

export const hotels: HotelSeed[] = [
  // ---------------------------------------------------------------------------------------------
  // Hotel Xcaret México: large family resort, All-Fun Inclusive
  // ---------------------------------------------------------------------------------------------
  {
    code: 'HXM',
    slug: 'hotel-xcaret-mexico',
    name: 'Hotel Xcaret México',
    kind: 'family-resort',
    city: CITY,
    address: ADDRESS,
    phone: { display: '+52 984 206 0038', dial: '+529842060038' },
    checkInTime: '15:00',
    checkOutTime: '12:00',
    tagline: {
      es: 'Todo México en un solo lugar, con los parques incluidos',
      en: 'All of Mexico in one place, with the parks included',
      pt: 'Todo o México em um só lugar, com os parques incluídos',
    },
    description: [
      {
        es: 'Hotel Xcaret México es un resort familiar frente al Caribe mexicano, rodeado de selva, ríos y caletas. Sus suites se reparten en varias casas con personalidad propia, unidas por senderos, puentes y canales por los que puedes pasear en lancha.',
        en: 'Hotel Xcaret México is a family resort on the Mexican Caribbean, surrounded by jungle, rivers and coves. Its suites are spread across several buildings, each with its own personality, linked by paths, bridges and canals you can explore by boat.',
        pt: 'O Hotel Xcaret México é um resort familiar no Caribe mexicano, cercado por selva, rios e enseadas. Suas suítes ficam distribuídas em várias casas com personalidade própria, ligadas por trilhas, pontes e canais que você pode percorrer de barco.',
      },
      {
        es: 'El concepto All-Fun Inclusive incluye alimentos y bebidas en todos los restaurantes y bares, acceso ilimitado a los parques y tours del grupo, y transportación a ellos durante tu estancia. Los niños tienen su propio club y los adultos, un spa construido en una cañada natural.',
        en: 'The All-Fun Inclusive concept covers food and drinks at every restaurant and bar, unlimited access to the group parks and tours, and transport to them throughout your stay. Kids have their own club, and grown-ups have a spa built into a natural ravine.',
        pt: 'O conceito All-Fun Inclusive inclui alimentos e bebidas em todos os restaurantes e bares, acesso ilimitado aos parques e passeios do grupo e transporte até eles durante a sua estadia. As crianças têm seu próprio clube, e os adultos, um spa construído em um cânion natural.',
      },
      {
        es: 'Al caer la tarde, la música, la gastronomía y el arte popular mexicano llenan cada rincón del hotel, para que toda la familia viva México sin salir de vacaciones.',
        en: 'As evening falls, Mexican music, food and folk art fill every corner of the hotel, so the whole family can live Mexico without ever leaving the holiday.',
        pt: 'Ao entardecer, a música, a gastronomia e a arte popular mexicana tomam conta de cada canto do hotel, para que toda a família viva o México sem sair das férias.',
      },
    ],
    highlights: [
      {
        es: 'Entrada ilimitada a los parques y tours del grupo',
        en: 'Unlimited entry to the group parks and tours',
        pt: 'Entrada ilimitada aos parques e passeios do grupo',
      },
      {
        es: 'Transportación incluida a los parques',
        en: 'Transport to the parks included',
        pt: 'Transporte até os parques incluído',
      },
      {
        es: 'Club infantil para niños de 4 a 12 años',
        en: 'Kids club for ages 4 to 12',
        pt: 'Clube infantil para crianças de 4 a 12 anos',
      },
      {
        es: 'Ríos, caletas y playa dentro del hotel',
        en: 'Rivers, coves and beach inside the resort',
        pt: 'Rios, enseadas e praia dentro do hotel',
      },
      {
        es: 'Spa en una cañada natural con circuito de hidroterapia',
        en: 'Spa set in a natural ravine with a hydrotherapy circuit',
        pt: 'Spa em um cânion natural com circuito de hidroterapia',
      },
      {
        es: 'Casa frente al mar exclusiva para adultos',
        en: 'Adults-only oceanfront building',
        pt: 'Casa à beira-mar exclusiva para adultos',
      },
    ],
    ageConfig: {
      childrenMinAge: 0,
      childrenMaxAge: 17,
      packageChildrenMinAge: 2,
      description: {
        es: 'Se consideran niños los huéspedes de 0 a 17 años. En paquetes de hotel más vuelo, los niños deben tener de 2 a 17 años.',
        en: 'Guests aged 0 to 17 are considered children. In hotel and flight packages, children must be 2 to 17 years old.',
        pt: 'São consideradas crianças os hóspedes de 0 a 17 anos. Em pacotes de hotel com voo, as crianças devem ter de 2 a 17 anos.',
      },
      childLabel: { es: 'Niño', en: 'Child', pt: 'Criança' },
      childrenLabel: { es: 'Niños', en: 'Children', pt: 'Crianças' },
    },
    filterCategories: [
      { id: 'garden', name: { es: 'Vista jardín', en: 'Garden view', pt: 'Vista para o jardim' } },
      { id: 'river', name: { es: 'Vista río', en: 'River view', pt: 'Vista para o rio' } },
      { id: 'ocean', name: { es: 'Vista al mar', en: 'Ocean view', pt: 'Vista para o mar' } },
      { id: 'family', name: { es: 'Familiares', en: 'Family', pt: 'Familiares' } },
    ],
    roomTypes: [
      {
        code: 'HXM-GVS',
        name: { es: 'Suite Vista Jardín', en: 'Garden View Suite', pt: 'Suíte Vista Jardim' },
        description: {
          es: 'Suite amplia con balcón hacia los jardines tropicales y decoración inspirada en el arte popular mexicano.',
          en: 'A spacious suite with a balcony facing the tropical gardens and decor inspired by Mexican folk art.',
          pt: 'Suíte ampla com varanda voltada para os jardins tropicais e decoração inspirada na arte popular mexicana.',
        },
        bed: {
          es: '1 cama king size o 2 camas matrimoniales',
          en: '1 king bed or 2 double beds',
          pt: '1 cama king size ou 2 camas de casal',
        },
        sizeM2: 56,
        maxAdults: 3,
        maxChildren: 3,
        maxOccupancy: 4,
        amenities: [
          amenity.balcony,
          amenity.hammock,
          amenity.minibar,
          amenity.wifi,
          amenity.tv,
          amenity.kidsKit,
        ],
        totalRooms: 310,
        baseRateUsdCents: 62000,
        filterCategory: 'garden',
      },
      {
        code: 'HXM-RVS',
        name: { es: 'Suite Vista Río', en: 'River View Suite', pt: 'Suíte Vista Rio' },
        description: {
          es: 'Despierta frente a los ríos del hotel y mira pasar las lanchas desde tu balcón con hamaca.',
          en: "Wake up overlooking the resort's rivers and watch the boats drift by from your balcony hammock.",
          pt: 'Acorde de frente para os rios do hotel e veja os barcos passarem da rede na sua varanda.',
        },
        bed: {
          es: '1 cama king size o 2 camas matrimoniales',
          en: '1 king bed or 2 double beds',
          pt: '1 cama king size ou 2 camas de casal',
        },
        sizeM2: 56,
        maxAdults: 3,
        maxChildren: 3,
        maxOccupancy: 4,
        amenities: [
          amenity.balcony,
          amenity.hammock,
          amenity.minibar,
          amenity.wifi,
          amenity.coffee,
          amenity.kidsKit,
        ],
        totalRooms: 200,
        baseRateUsdCents: 68000,
        filterCategory: 'river',
      },
      {
        code: 'HXM-RPS',
        name: {
          es: 'Suite Vista Río con Alberca Privada',
          en: 'River View Suite with Plunge Pool',
          pt: 'Suíte Vista Rio com Piscina de Imersão',
        },
        description: {
          es: 'Terraza con alberca privada de inmersión junto al río, ideal para refrescarse después de un día en los parques.',
          en: 'A terrace with a private plunge pool by the river, just right for cooling off after a day at the parks.',
          pt: 'Terraço com piscina privativa de imersão à beira do rio, perfeita para se refrescar depois de um dia nos parques.',
        },
        bed: {
          es: '1 cama king size o 2 camas matrimoniales',
          en: '1 king bed or 2 double beds',
          pt: '1 cama king size ou 2 camas de casal',
        },
        sizeM2: 64,
        maxAdults: 3,
        maxChildren: 3,
        maxOccupancy: 4,
        amenities: [
          amenity.plungePool,
          amenity.terrace,
          amenity.minibar,
          amenity.wifi,
          amenity.rainShower,
          amenity.tv,
          amenity.kidsKit,
        ],
        totalRooms: 120,
        baseRateUsdCents: 76000,
        filterCategory: 'river',
      },
      {
        code: 'HXM-OVS',
        name: { es: 'Suite Vista al Mar', en: 'Ocean View Suite', pt: 'Suíte Vista Mar' },
        description: {
          es: 'Suite en los pisos altos con vista al Caribe, perfecta para ver amanecer desde el balcón.',
          en: 'A suite on the upper floors with Caribbean views, perfect for watching the sunrise from the balcony.',
          pt: 'Suíte nos andares mais altos com vista para o Caribe, perfeita para ver o nascer do sol da varanda.',
        },
        bed: {
          es: '1 cama king size o 2 camas matrimoniales',
          en: '1 king bed or 2 double beds',
          pt: '1 cama king size ou 2 camas de casal',
        },
        sizeM2: 58,
        maxAdults: 3,
        maxChildren: 3,
        maxOccupancy: 4,
        amenities: [
          amenity.balcony,
          amenity.minibar,
          amenity.wifi,
          amenity.coffee,
          amenity.bathrobes,
          amenity.kidsKit,
        ],
        totalRooms: 150,
        baseRateUsdCents: 82000,
        filterCategory: 'ocean',
      },
      {
        code: 'HXM-OFP',
        name: {
          es: 'Suite Frente al Mar con Alberca Privada (solo adultos)',
          en: 'Oceanfront Suite with Plunge Pool (adults only)',
          pt: 'Suíte Frente ao Mar com Piscina de Imersão (somente adultos)',
        },
        description: {
          es: 'En la casa frente al mar exclusiva para adultos, con alberca de inmersión en la terraza y el sonido de las olas.',
          en: 'In the adults-only oceanfront building, with a plunge pool on the terrace and the sound of the waves.',
          pt: 'Na casa à beira-mar exclusiva para adultos, com piscina de imersão no terraço e o som das ondas.',
        },
        bed: { es: '1 cama king size', en: '1 king bed', pt: '1 cama king size' },
        sizeM2: 72,
        maxAdults: 2,
        maxChildren: 0,
        maxOccupancy: 2,
        amenities: [
          amenity.plungePool,
          amenity.terrace,
          amenity.outdoorShower,
          amenity.minibar,
          amenity.bathrobes,
          amenity.speaker,
          amenity.wifi,
        ],
        totalRooms: 50,
        baseRateUsdCents: 105000,
        filterCategory: 'ocean',
      },
      {
        code: 'HXM-FAM',
        name: {
          es: 'Suite Familiar de Dos Recámaras',
          en: 'Two-Bedroom Family Suite',
          pt: 'Suíte Família com Dois Quartos',
        },
        description: {
          es: 'Dos recámaras comunicadas, sala y dos baños completos para que la familia viaje junta sin renunciar a su espacio.',
          en: 'Two connecting bedrooms, a living area and two full bathrooms, so the family can travel together and still have room.',
          pt: 'Dois quartos conjugados, sala de estar e dois banheiros completos para a família viajar junta sem abrir mão do espaço.',
        },
        bed: {
          es: '1 cama king size y 2 camas matrimoniales',
          en: '1 king bed and 2 double beds',
          pt: '1 cama king size e 2 camas de casal',
        },
        sizeM2: 112,
        maxAdults: 4,
        maxChildren: 3,
        maxOccupancy: 6,
        amenities: [
          amenity.balcony,
          amenity.sofaBed,
          amenity.minibar,
          amenity.wifi,
          amenity.tv,
          amenity.kidsKit,
          amenity.coffee,
        ],
        totalRooms: 60,
        baseRateUsdCents: 108000,
        filterCategory: 'family',
      },
      {
        code: 'HXM-PRS',
        name: {
          es: 'Suite Presidencial Vista al Mar',
          en: 'Ocean View Presidential Suite',
          pt: 'Suíte Presidencial Vista Mar',
        },
        description: {
          es: 'La suite más amplia del hotel, con sala, comedor, alberca de inmersión en la terraza y vista abierta al Caribe.',
          en: 'The largest suite in the resort, with a living room, dining area, a plunge pool on the terrace and open Caribbean views.',
          pt: 'A maior suíte do hotel, com sala de estar, sala de jantar, piscina de imersão no terraço e vista aberta para o Caribe.',
        },
        bed: {
          es: '1 cama king size y 2 camas matrimoniales',
          en: '1 king bed and 2 double beds',
          pt: '1 cama king size e 2 camas de casal',
        },
        sizeM2: 120,
        maxAdults: 4,
        maxChildren: 3,
        maxOccupancy: 6,
        amenities: [
          amenity.plungePool,
          amenity.terrace,
          amenity.butler,
          amenity.minibar,
          amenity.bathrobes,
          amenity.speaker,
          amenity.wifi,
          amenity.kidsKit,
        ],
        totalRooms: 10,
        baseRateUsdCents: 120000,
        filterCategory: 'ocean',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Hotel Xcaret Arte: adults and young adults (16+), All-Fun Inclusive with art workshops
  // ---------------------------------------------------------------------------------------------
  {
    code: 'HXA',
    slug: 'hotel-xcaret-arte',
    name: 'Hotel Xcaret Arte',
    kind: 'adults-young-adults',
    city: CITY,
    address: ADDRESS,
    phone: { display: '+52 984 257 7300', dial: '+529842577300' },
    checkInTime: '15:00',
    checkOutTime: '12:00',
    tagline: {
      es: 'Un hotel para adultos y jóvenes desde 16 años donde el arte mexicano se vive',
      en: 'A hotel for adults and young adults from 16 where Mexican art comes alive',
      pt: 'Um hotel para adultos e jovens a partir de 16 anos onde a arte mexicana ganha vida',
    },
    description: [
      {
        es: 'Hotel Xcaret Arte es un resort para adultos y jóvenes a partir de 16 años, dedicado a los artistas y artesanos de México. Sus suites se reparten en casas temáticas dedicadas al diseño, a los pintores, a la música, a la paz y a la pirámide.',
        en: 'Hotel Xcaret Arte is a resort for adults and young adults aged 16 and over, dedicated to the artists and artisans of Mexico. Its suites are spread across themed buildings devoted to design, painters, music, peace and the pyramid.',
        pt: 'O Hotel Xcaret Arte é um resort para adultos e jovens a partir de 16 anos, dedicado aos artistas e artesãos do México. Suas suítes ficam em casas temáticas dedicadas ao design, aos pintores, à música, à paz e à pirâmide.',
      },
      {
        es: 'Con el concepto All-Fun Inclusive disfrutas alimentos y bebidas en todos los restaurantes y bares, acceso a los parques y tours del grupo con transportación, y talleres diarios de pintura, cerámica, textiles y música impartidos por artistas locales.',
        en: 'The All-Fun Inclusive concept covers food and drinks at every restaurant and bar, access to the group parks and tours with transport, and daily painting, pottery, textile and music workshops led by local artists.',
        pt: 'Com o conceito All-Fun Inclusive, você aproveita alimentos e bebidas em todos os restaurantes e bares, acesso aos parques e passeios do grupo com transporte e oficinas diárias de pintura, cerâmica, tecelagem e música com artistas locais.',
      },
      {
        es: 'Albercas con acceso directo desde las suites, un spa en medio de la selva y una cava de vinos mexicanos completan una estancia pensada para inspirarte.',
        en: 'Pools with direct access from the suites, a spa in the middle of the jungle and a cellar of Mexican wines round off a stay designed to inspire you.',
        pt: 'Piscinas com acesso direto pelas suítes, um spa no meio da selva e uma adega de vinhos mexicanos completam uma estadia pensada para inspirar você.',
      },
    ],
    highlights: [
      {
        es: 'Exclusivo para adultos y jóvenes de 16 años o más',
        en: 'Exclusively for adults and young adults aged 16 and over',
        pt: 'Exclusivo para adultos e jovens a partir de 16 anos',
      },
      {
        es: 'Talleres diarios de arte con artistas locales',
        en: 'Daily art workshops with local artists',
        pt: 'Oficinas diárias de arte com artistas locais',
      },
      {
        es: 'Entrada ilimitada a los parques y tours del grupo',
        en: 'Unlimited entry to the group parks and tours',
        pt: 'Entrada ilimitada aos parques e passeios do grupo',
      },
      {
        es: 'Suites swim-up y con servicio de mayordomo',
        en: 'Swim-up suites and suites with butler service',
        pt: 'Suítes swim-up e com serviço de mordomo',
      },
      {
        es: 'Cava con etiquetas de vino mexicano',
        en: 'Cellar of Mexican wine labels',
        pt: 'Adega com rótulos de vinho mexicano',
      },
    ],
    ageConfig: {
      childrenMinAge: 16,
      childrenMaxAge: 17,
      packageChildrenMinAge: 16,
      description: {
        es: 'Hotel para adultos. Se admiten jóvenes de 16 y 17 años acompañados de un adulto.',
        en: 'Adults-only hotel. Young adults aged 16 and 17 are welcome when accompanied by an adult.',
        pt: 'Hotel para adultos. Jovens de 16 e 17 anos são bem-vindos quando acompanhados por um adulto.',
      },
      childLabel: { es: 'Joven (16-17)', en: 'Young adult (16-17)', pt: 'Jovem (16-17)' },
      childrenLabel: { es: 'Jóvenes (16-17)', en: 'Young adults (16-17)', pt: 'Jovens (16-17)' },
    },
    filterCategories: [
      { id: 'garden', name: { es: 'Vista jardín', en: 'Garden view', pt: 'Vista para o jardim' } },
      { id: 'ocean', name: { es: 'Vista al mar', en: 'Ocean view', pt: 'Vista para o mar' } },
      { id: 'pool', name: { es: 'Swim-up', en: 'Swim-up', pt: 'Swim-up' } },
      { id: 'butler', name: { es: 'Con mayordomo', en: 'With butler', pt: 'Com mordomo' } },
    ],
    // The themed buildings of Hotel Xcaret Arte (SEED-DATA-NOTES): its results filter by them.
    filterBy: 'building',
    buildings: [
      {
        id: 'diseno',
        name: { es: 'Casa Diseño', en: 'Casa Diseño (design)', pt: 'Casa Diseño (design)' },
      },
      {
        id: 'artistas',
        name: {
          es: 'Casa Artistas',
          en: 'Casa Artistas (artists)',
          pt: 'Casa Artistas (artistas)',
        },
      },
      {
        id: 'musica',
        name: { es: 'Casa Música', en: 'Casa Música (music)', pt: 'Casa Música (música)' },
      },
      { id: 'paz', name: { es: 'Casa Paz', en: 'Casa Paz (peace)', pt: 'Casa Paz (paz)' } },
      {
        id: 'piramide',
        name: {
          es: 'Casa Pirámide',
          en: 'Casa Pirámide (pyramid)',
          pt: 'Casa Pirámide (pirâmide)',
        },
      },
    ],
    roomTypes: [
      {
        code: 'HXA-GVS',
        name: {
          es: 'Suite Vista Jardín con Jacuzzi',
          en: 'Garden View Suite with Jacuzzi',
          pt: 'Suíte Vista Jardim com Hidromassagem',
        },
        description: {
          es: 'Suite con jacuzzi en la habitación y balcón hacia la selva, decorada con piezas de artesanos mexicanos.',
          en: 'A suite with an in-room jacuzzi and a balcony facing the jungle, decorated with pieces by Mexican artisans.',
          pt: 'Suíte com banheira de hidromassagem no quarto e varanda voltada para a selva, decorada com peças de artesãos mexicanos.',
        },
        bed: {
          es: '1 cama king size o 2 camas matrimoniales',
          en: '1 king bed or 2 double beds',
          pt: '1 cama king size ou 2 camas de casal',
        },
        sizeM2: 58,
        maxAdults: 3,
        maxChildren: 2,
        maxOccupancy: 3,
        amenities: [
          amenity.jacuzzi,
          amenity.balcony,
          amenity.minibar,
          amenity.wifi,
          amenity.artKit,
          amenity.speaker,
        ],
        totalRooms: 308,
        baseRateUsdCents: 66000,
        filterCategory: 'garden',
        building: 'diseno',
      },
      {
        code: 'HXA-SWU',
        name: { es: 'Suite Swim-up', en: 'Swim-up Suite', pt: 'Suíte Swim-up' },
        description: {
          es: 'Baja de tu terraza directo a la alberca compartida y regresa a tu jacuzzi cuando quieras.',
          en: 'Step off your terrace straight into the shared pool and come back to your jacuzzi whenever you like.',
          pt: 'Desça do seu terraço direto para a piscina compartilhada e volte para a sua hidromassagem quando quiser.',
        },
        bed: {
          es: '1 cama king size o 2 camas matrimoniales',
          en: '1 king bed or 2 double beds',
          pt: '1 cama king size ou 2 camas de casal',
        },
        sizeM2: 62,
        maxAdults: 3,
        maxChildren: 1,
        maxOccupancy: 3,
        amenities: [
          amenity.swimUp,
          amenity.terrace,
          amenity.jacuzzi,
          amenity.minibar,
          amenity.wifi,
          amenity.artKit,
        ],
        totalRooms: 150,
        baseRateUsdCents: 82000,
        filterCategory: 'pool',
        building: 'paz',
      },
      {
        code: 'HXA-OVS',
        name: {
          es: 'Suite Vista al Mar con Jacuzzi',
          en: 'Ocean View Suite with Jacuzzi',
          pt: 'Suíte Vista Mar com Hidromassagem',
        },
        description: {
          es: 'El Caribe desde tu balcón y un jacuzzi para terminar el día después de los talleres.',
          en: 'The Caribbean from your balcony and a jacuzzi to end the day after the workshops.',
          pt: 'O Caribe da sua varanda e uma hidromassagem para terminar o dia depois das oficinas.',
        },
        bed: {
          es: '1 cama king size o 2 camas matrimoniales',
          en: '1 king bed or 2 double beds',
          pt: '1 cama king size ou 2 camas de casal',
        },
        sizeM2: 58,
        maxAdults: 3,
        maxChildren: 2,
        maxOccupancy: 3,
        amenities: [
          amenity.jacuzzi,
          amenity.balcony,
          amenity.minibar,
          amenity.wifi,
          amenity.coffee,
          amenity.bathrobes,
        ],
        totalRooms: 250,
        baseRateUsdCents: 88000,
        filterCategory: 'ocean',
        building: 'musica',
      },
      {
        code: 'HXA-OFS',
        name: {
          es: 'Suite Frente al Mar con Jacuzzi',
          en: 'Oceanfront Suite with Jacuzzi',
          pt: 'Suíte Frente ao Mar com Hidromassagem',
        },
        description: {
          es: 'A pocos pasos de la arena, con jacuzzi en la terraza y una vista sin obstáculos al mar.',
          en: 'Just steps from the sand, with a jacuzzi on the terrace and an unobstructed view of the sea.',
          pt: 'A poucos passos da areia, com hidromassagem no terraço e vista desimpedida para o mar.',
        },
        bed: { es: '1 cama king size', en: '1 king bed', pt: '1 cama king size' },
        sizeM2: 62,
        maxAdults: 2,
        maxChildren: 1,
        maxOccupancy: 3,
        amenities: [
          amenity.jacuzzi,
          amenity.terrace,
          amenity.hammock,
          amenity.minibar,
          amenity.bathrobes,
          amenity.wifi,
        ],
        totalRooms: 120,
        baseRateUsdCents: 98000,
        filterCategory: 'ocean',
        building: 'artistas',
      },
      {
        code: 'HXA-BUT',
        name: {
          es: 'Suite Casa de los Artistas con Mayordomo',
          en: 'Artists House Suite with Butler',
          pt: 'Suíte Casa dos Artistas com Mordomo',
        },
        description: {
          es: 'Suite con vista al mar en la casa más exclusiva del hotel, con mayordomo y zonas privadas de alberca y desayuno.',
          en: "An ocean-view suite in the resort's most exclusive building, with a butler and private pool and breakfast areas.",
          pt: 'Suíte com vista para o mar na casa mais exclusiva do hotel, com mordomo e áreas privativas de piscina e café da manhã.',
        },
        bed: { es: '1 cama king size', en: '1 king bed', pt: '1 cama king size' },
        sizeM2: 70,
        maxAdults: 2,
        maxChildren: 1,
        maxOccupancy: 3,
        amenities: [
          amenity.butler,
          amenity.jacuzzi,
          amenity.terrace,
          amenity.minibar,
          amenity.bathrobes,
          amenity.roomService,
          amenity.speaker,
        ],
        totalRooms: 60,
        baseRateUsdCents: 118000,
        filterCategory: 'butler',
        building: 'piramide',
      },
      {
        code: 'HXA-BPS',
        name: {
          es: 'Suite Frente al Mar con Alberca Privada y Mayordomo',
          en: 'Oceanfront Plunge Pool Suite with Butler',
          pt: 'Suíte Frente ao Mar com Piscina Privativa e Mordomo',
        },
        description: {
          es: 'Nuestra suite más amplia, con alberca privada frente al mar, sala de estar y mayordomo a tu disposición.',
          en: 'Our largest suite, with a private oceanfront pool, a living room and a butler at your service.',
          pt: 'Nossa maior suíte, com piscina privativa à beira-mar, sala de estar e mordomo à sua disposição.',
        },
        bed: { es: '1 cama king size', en: '1 king bed', pt: '1 cama king size' },
        sizeM2: 96,
        maxAdults: 2,
        maxChildren: 0,
        maxOccupancy: 2,
        amenities: [
          amenity.plungePool,
          amenity.butler,
          amenity.terrace,
          amenity.outdoorShower,
          amenity.minibar,
          amenity.bathrobes,
          amenity.roomService,
        ],
        totalRooms: 12,
        baseRateUsdCents: 130000,
        filterCategory: 'butler',
        building: 'piramide',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // La Casa de la Playa: boutique, adults only, oceanfront
  // ---------------------------------------------------------------------------------------------
  {
    code: 'LCDP',
    slug: 'la-casa-de-la-playa',
    name: 'La Casa de la Playa',
    kind: 'boutique-adults-only',
    city: CITY,
    address: ADDRESS,
    phone: { display: '+52 984 257 7400', dial: '+529842577400' },
    checkInTime: '15:00',
    checkOutTime: '12:00',
    tagline: {
      es: 'Una casa frente al mar, con solo 63 suites',
      en: 'A house by the sea, with only 63 suites',
      pt: 'Uma casa à beira-mar, com apenas 63 suítes',
    },
    description: [
      {
        es: 'La Casa de la Playa es un hotel boutique exclusivo para adultos, frente al Caribe mexicano. Sus 63 suites se distribuyen en pequeñas casas de pocos pisos, todas con vista al mar, alberca privada y servicio de mayordomo.',
        en: 'La Casa de la Playa is an adults-only boutique hotel on the Mexican Caribbean. Its 63 suites are spread across small low-rise houses, all with sea views, a private pool and butler service.',
        pt: 'La Casa de la Playa é um hotel boutique exclusivo para adultos, à beira do Caribe mexicano. Suas 63 suítes ficam em pequenas casas de poucos andares, todas com vista para o mar, piscina privativa e serviço de mordomo.',
      },
      {
        es: 'La experiencia es de anfitrión a huésped: menús de autor que cambian cada temporada, un spa con rituales mayas, una cava de vinos mexicanos y acceso a los parques y tours del grupo con transportación privada.',
        en: 'The experience is personal, from host to guest: signature menus that change every season, a spa with Mayan rituals, a cellar of Mexican wines and access to the group parks and tours with private transport.',
        pt: 'A experiência é de anfitrião para hóspede: menus autorais que mudam a cada estação, um spa com rituais maias, uma adega de vinhos mexicanos e acesso aos parques e passeios do grupo com transporte privativo.',
      },
    ],
    highlights: [
      {
        es: 'Solo 63 suites frente al mar',
        en: 'Only 63 oceanfront suites',
        pt: 'Apenas 63 suítes à beira-mar',
      },
      {
        es: 'Alberca privada y mayordomo en todas las suites',
        en: 'Private pool and butler in every suite',
        pt: 'Piscina privativa e mordomo em todas as suítes',
      },
      {
        es: 'Exclusivo para adultos y jóvenes de 16 años o más',
        en: 'Exclusively for adults and young adults aged 16 and over',
        pt: 'Exclusivo para adultos e jovens a partir de 16 anos',
      },
      {
        es: 'Parques y tours del grupo con transportación privada',
        en: 'Group parks and tours with private transport',
        pt: 'Parques e passeios do grupo com transporte privativo',
      },
      {
        es: 'Spa con rituales mayas y temazcal',
        en: 'Spa with Mayan rituals and temazcal',
        pt: 'Spa com rituais maias e temazcal',
      },
    ],
    ageConfig: {
      childrenMinAge: 16,
      childrenMaxAge: 17,
      packageChildrenMinAge: 16,
      description: {
        es: 'Hotel boutique para adultos. Se admiten jóvenes de 16 y 17 años acompañados de un adulto.',
        en: 'Adults-only boutique hotel. Young adults aged 16 and 17 are welcome when accompanied by an adult.',
        pt: 'Hotel boutique para adultos. Jovens de 16 e 17 anos são bem-vindos quando acompanhados por um adulto.',
      },
      childLabel: { es: 'Joven (16-17)', en: 'Young adult (16-17)', pt: 'Jovem (16-17)' },
      childrenLabel: { es: 'Jóvenes (16-17)', en: 'Young adults (16-17)', pt: 'Jovens (16-17)' },
    },
    filterCategories: [
      { id: 'ocean', name: { es: 'Vista al mar', en: 'Ocean view', pt: 'Vista para o mar' } },
      {
        id: 'oceanfront',
        name: { es: 'Frente al mar', en: 'Oceanfront', pt: 'Frente ao mar' },
      },
      {
        id: 'grand',
        name: { es: 'Grandes suites', en: 'Grand suites', pt: 'Grandes suítes' },
      },
    ],
    // 63 suites in a few small buildings: the results list them without a filter.
    showFilter: false,
    roomTypes: [
      {
        code: 'LCDP-OVS',
        name: {
          es: 'Suite Vista al Mar con Alberca Privada',
          en: 'Ocean View Suite with Private Pool',
          pt: 'Suíte Vista Mar com Piscina Privativa',
        },
        description: {
          es: 'Suite de techos altos con alberca privada en la terraza y el Caribe como telón de fondo.',
          en: 'A high-ceilinged suite with a private pool on the terrace and the Caribbean as a backdrop.',
          pt: 'Suíte de pé-direito alto com piscina privativa no terraço e o Caribe como pano de fundo.',
        },
        bed: { es: '1 cama king size', en: '1 king bed', pt: '1 cama king size' },
        sizeM2: 100,
        maxAdults: 2,
        maxChildren: 1,
        maxOccupancy: 3,
        amenities: [
          amenity.plungePool,
          amenity.butler,
          amenity.terrace,
          amenity.minibar,
          amenity.bathrobes,
          amenity.rainShower,
          amenity.wifi,
        ],
        totalRooms: 24,
        baseRateUsdCents: 150000,
        filterCategory: 'ocean',
      },
      {
        code: 'LCDP-OFS',
        name: {
          es: 'Suite Frente al Mar con Alberca Privada',
          en: 'Oceanfront Suite with Private Pool',
          pt: 'Suíte Frente ao Mar com Piscina Privativa',
        },
        description: {
          es: 'En la planta baja, a unos pasos de la arena, con alberca privada, regadera exterior y hamaca.',
          en: 'On the ground floor, a few steps from the sand, with a private pool, outdoor shower and hammock.',
          pt: 'No térreo, a poucos passos da areia, com piscina privativa, chuveiro externo e rede.',
        },
        bed: { es: '1 cama king size', en: '1 king bed', pt: '1 cama king size' },
        sizeM2: 104,
        maxAdults: 2,
        maxChildren: 1,
        maxOccupancy: 3,
        amenities: [
          amenity.plungePool,
          amenity.butler,
          amenity.outdoorShower,
          amenity.hammock,
          amenity.minibar,
          amenity.bathrobes,
          amenity.wifi,
        ],
        totalRooms: 27,
        baseRateUsdCents: 185000,
        filterCategory: 'oceanfront',
      },
      {
        code: 'LCDP-PHS',
        name: {
          es: 'Penthouse con Terraza en la Azotea',
          en: 'Rooftop Terrace Penthouse',
          pt: 'Cobertura com Terraço no Rooftop',
        },
        description: {
          es: 'Penthouse con terraza en la azotea, alberca privada y vistas de 180 grados al Caribe.',
          en: 'A penthouse with a rooftop terrace, private pool and 180-degree views of the Caribbean.',
          pt: 'Cobertura com terraço no rooftop, piscina privativa e vista de 180 graus para o Caribe.',
        },
        bed: { es: '1 cama king size', en: '1 king bed', pt: '1 cama king size' },
        sizeM2: 128,
        maxAdults: 2,
        maxChildren: 1,
        maxOccupancy: 3,
        amenities: [
          amenity.plungePool,
          amenity.butler,
          amenity.terrace,
          amenity.speaker,
          amenity.minibar,
          amenity.bathrobes,
          amenity.roomService,
        ],
        totalRooms: 9,
        baseRateUsdCents: 220000,
        filterCategory: 'grand',
      },
      {
        code: 'LCDP-PRS',
        name: {
          es: 'Suite Presidencial Casa Mar',
          en: 'Casa Mar Presidential Suite',
          pt: 'Suíte Presidencial Casa Mar',
        },
        description: {
          es: 'Frente al mar, con sala, comedor, alberca privada de borde infinito y mayordomo dedicado.',
          en: 'Right on the ocean, with a living room, dining room, private infinity-edge pool and a dedicated butler.',
          pt: 'À beira-mar, com sala de estar, sala de jantar, piscina privativa de borda infinita e mordomo exclusivo.',
        },
        bed: { es: '1 cama king size', en: '1 king bed', pt: '1 cama king size' },
        sizeM2: 140,
        maxAdults: 2,
        maxChildren: 1,
        maxOccupancy: 3,
        amenities: [
          amenity.plungePool,
          amenity.butler,
          amenity.terrace,
          amenity.outdoorShower,
          amenity.minibar,
          amenity.bathrobes,
          amenity.roomService,
          amenity.speaker,
        ],
        totalRooms: 3,
        baseRateUsdCents: 250000,
        filterCategory: 'grand',
      },
    ],
  },
];

/**
 * Demo promotional codes (percent off every night). Windows are wide so that the demo works
 * whatever day it is started; the hotel-specific ones show the "not for this hotel" path.
 * No usage limits: the back office (/admin/promotions/) sets them on new codes.
 */
export const promoCodes = [
  {
    code: 'RIVIERA10',
    kind: 'percent',
    percentOff: 10,
    hotelCodes: [],
    stayFrom: '2026-01-01',
    stayTo: '2035-12-31',
  },
  {
    code: 'ARTE15',
    kind: 'percent',
    percentOff: 15,
    hotelCodes: ['HXA'],
    stayFrom: '2026-01-01',
    stayTo: '2035-12-31',
  },
  {
    code: 'VERANO12',
    kind: 'percent',
    percentOff: 12,
    hotelCodes: [],
    stayFrom: '2027-06-01',
    stayTo: '2027-08-31',
  },
] as const satisfies readonly {
  code: string;
  kind: 'percent' | 'amount';
  percentOff: number;
  hotelCodes: readonly string[];
  stayFrom: string;
  stayTo: string;
}[];

/**
 * The automatic offers the special-offers page promises (issue 16): "up to 30 %" booking 60
 * days or more ahead (30 % at Hotel Xcaret Arte, 20 % at the others) and 15 % for 5 nights or
 * more. Seeded once (by kind, threshold and hotels): the back office owns them afterwards.
 */
export const stayOffers = [
  {
    kind: 'early_booking',
    percentOff: 30,
    minDaysBefore: 60,
    minNights: null,
    hotelCodes: ['HXA'],
    stayFrom: '2026-01-01',
    stayTo: '2035-12-31',
  },
  {
    kind: 'early_booking',
    percentOff: 20,
    minDaysBefore: 60,
    minNights: null,
    hotelCodes: ['HXM', 'LCDP'],
    stayFrom: '2026-01-01',
    stayTo: '2035-12-31',
  },
  {
    kind: 'long_stay',
    percentOff: 15,
    minDaysBefore: null,
    minNights: 5,
    hotelCodes: [],
    stayFrom: '2026-01-01',
    stayTo: '2035-12-31',
  },
] as const;

/**
 * Rate plans per hotel (issue 15): a flexible rate, free cancellation until N days before
 * arrival (then the first night), and a non-refundable rate at a discount.
 */
export const ratePlans: Record<
  string,
  {
    code: string;
    kind: 'flexible' | 'non_refundable';
    discountPercent: number;
    freeCancelDays: number;
    penaltyNights: number;
    /** Issue 20: a deposit now, the balance `balanceDays` before arrival (absent: in full). */
    depositKind?: 'percent' | 'first_night' | null;
    depositPercent?: number;
    balanceDays?: number;
  }[]
> = {
  HXM: [
    { code: 'flexible', kind: 'flexible', discountPercent: 0, freeCancelDays: 3, penaltyNights: 1 },
    {
      code: 'non-refundable',
      kind: 'non_refundable',
      discountPercent: 10,
      freeCancelDays: 0,
      penaltyNights: 0,
    },
  ],
  HXA: [
    {
      code: 'flexible',
      kind: 'flexible',
      discountPercent: 0,
      freeCancelDays: 7,
      penaltyNights: 1,
      depositKind: 'percent',
      depositPercent: 30,
      balanceDays: 14,
    },
    {
      code: 'non-refundable',
      kind: 'non_refundable',
      discountPercent: 12,
      freeCancelDays: 0,
      penaltyNights: 0,
    },
  ],
  LCDP: [
    {
      code: 'flexible',
      kind: 'flexible',
      discountPercent: 0,
      freeCancelDays: 14,
      penaltyNights: 1,
      depositKind: 'first_night',
      balanceDays: 21,
    },
    {
      code: 'non-refundable',
      kind: 'non_refundable',
      discountPercent: 15,
      freeCancelDays: 0,
      penaltyNights: 0,
    },
  ],
};

/**
 * Park admissions a hotel's plan includes for its guests (issue 15), by hotel and product
 * code: the All-Fun Inclusive of Hotel Xcaret México and of Hotel Xcaret Arte takes their
 * guests into the group's parks at no charge (SEED-DATA-NOTES: both hotels are All-Fun
 * Inclusive; one plan, so one list). Reserved from the trip page on days of the stay; anything
 * else is sold through the cart. La Casa de la Playa has no such plan.
 */
const allFunInclusive = [
  'XC-PLUS',
  'XP-XPLOR',
  'XP-FUEGO',
  'XH-XELHA',
  'XS-XENSES',
  'XON-XOXI',
  'XN-XENOTES',
] as const;
export const includedProducts: Record<string, readonly string[]> = {
  HXM: allFunInclusive,
  HXA: allFunInclusive,
};
