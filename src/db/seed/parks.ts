import type { ComplementSeed, ProductSeed } from './types';

/**
 * Demo catalogue of the park store: business units, admissions, tours, activities with
 * additional cost, complements (upgrades and add-ons) and the discount settings.
 * Prices are USD cents per person (photo packs per booking); open-ticket prices are about 10%
 * higher than dated prices. Figures are plausible demo values (see
 * /work/shared/SEED-DATA-NOTES.md), not official data. Texts are in es and en only: the park
 * store is not offered in Portuguese.
 */

export const businessUnits = [
  { code: 'XC', name: 'Xcaret' },
  { code: 'XP', name: 'Xplor' },
  { code: 'XH', name: 'Xel-Há' },
  { code: 'XON', name: 'Xoximilco' },
  { code: 'XS', name: 'Xenses' },
  { code: 'XN', name: 'Xenotes' },
  { code: 'XT', name: 'Xcaret Tours' },
] as const;

// -------------------------------------------------------------------------------------------------
// Shared values
// -------------------------------------------------------------------------------------------------

/** ISO weekdays (1 = Monday ... 7 = Sunday). */
const DAILY = [1, 2, 3, 4, 5, 6, 7];
const MON_SAT = [1, 2, 3, 4, 5, 6];
const TUE_THU = [2, 4];

/** Transport zones (price per person) for parks near Playa del Carmen (Xcaret, Xplor, Xavage, Xenses). */
const ZONES_PLAYA = [
  { code: 'CUN', name: 'Cancún', priceUsdCents: 3000 },
  { code: 'PDC', name: 'Playa del Carmen', priceUsdCents: 1500 },
  { code: 'RM', name: 'Riviera Maya', priceUsdCents: 2000 },
  { code: 'TUL', name: 'Tulum', priceUsdCents: 2500 },
];

/** Xoximilco lies a little further north, towards Cancún. */
const ZONES_XOXIMILCO = [
  { code: 'CUN', name: 'Cancún', priceUsdCents: 2500 },
  { code: 'PDC', name: 'Playa del Carmen', priceUsdCents: 1500 },
  { code: 'RM', name: 'Riviera Maya', priceUsdCents: 2000 },
  { code: 'TUL', name: 'Tulum', priceUsdCents: 3000 },
];

/** Xel-Há lies south of Playa del Carmen, nearer Tulum. */
const ZONES_XELHA = [
  { code: 'CUN', name: 'Cancún', priceUsdCents: 3500 },
  { code: 'PDC', name: 'Playa del Carmen', priceUsdCents: 2000 },
  { code: 'RM', name: 'Riviera Maya', priceUsdCents: 2000 },
  { code: 'TUL', name: 'Tulum', priceUsdCents: 1500 },
];

const PHOTO_PACK = 6000;

/**
 * Age notes (SPEC §5): adults 12+, children 5-11 (6-11 for Xenotes and Xichén), infants 0-4.
 * Xenotes recommends 6 or older (shown, not enforced): its infants run to 5.
 */
const AGE_STANDARD = {
  es: 'Adultos: a partir de 12 años. Niños: de 5 a 11 años. Infantes de 0 a 4 años: entrada gratuita.',
  en: 'Adults: 12 and over. Children: 5 to 11. Infants aged 0 to 4: free admission.',
};
const AGE_MIN_5 = {
  es: 'Adultos: a partir de 12 años. Niños: de 5 a 11 años. Edad mínima: 5 años; no se admiten menores de 5 años.',
  en: 'Adults: 12 and over. Children: 5 to 11. Minimum age: 5; children under 5 are not admitted.',
};
const AGE_XOXIMILCO = {
  es: 'Adultos: a partir de 12 años. Niños: de 5 a 11 años. Infantes de 0 a 4 años: entrada gratuita. Edad recomendada: 10 años o más.',
  en: 'Adults: 12 and over. Children: 5 to 11. Infants aged 0 to 4: free admission. Recommended age: 10 and over.',
};
const AGE_XENOTES = {
  es: 'Adultos: a partir de 12 años. Niños: de 6 a 11 años. Infantes de 0 a 5 años: entrada gratuita. Edad recomendada: 6 años o más.',
  en: 'Adults: 12 and over. Children: 6 to 11. Infants aged 0 to 5: free admission. Recommended age: 6 and over.',
};
const AGE_XICHEN = {
  es: 'Adultos: a partir de 12 años. Niños: de 6 a 11 años. Edad mínima: 6 años; no se admiten menores de 6 años.',
  en: 'Adults: 12 and over. Children: 6 to 11. Minimum age: 6; children under 6 are not admitted.',
};

const SNORKEL_DEPOSIT_ITEM = {
  es: 'Equipo de snorkel (depósito reembolsable de 10 USD)',
  en: 'Snorkel gear (10 USD refundable deposit)',
};

// -------------------------------------------------------------------------------------------------
// Products: one entry per sellable product, each with its own page
// -------------------------------------------------------------------------------------------------

export const products: ProductSeed[] = [
  // ----------------------------------------------------------------------------------- Xcaret
  {
    code: 'XC-PLUS',
    slug: 'xcaret-plus',
    kind: 'park',
    businessUnitCode: 'XC',
    family: 'Xcaret',
    name: { es: 'Xcaret Plus', en: 'Xcaret Plus' },
    title: {
      es: 'Xcaret Plus: el parque con comida buffet y equipo de snorkel',
      en: 'Xcaret Plus: the park with buffet lunch and snorkel gear',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Todo Xcaret, más comida buffet, equipo de snorkel y lockers Plus.',
      en: 'All of Xcaret, plus buffet lunch, snorkel gear and Plus lockers.',
    },
    description: [
      {
        es: 'Xcaret es un parque ecoarqueológico a la orilla del Caribe mexicano, con ríos subterráneos, playas, caletas y más de 50 atracciones naturales y culturales. Nada entre cavernas, recorre el mariposario, el acuario de arrecife de coral y los vestigios mayas, y conoce tradiciones de todo México.',
        en: 'Xcaret is an eco-archaeological park on the Mexican Caribbean, with underground rivers, beaches, coves and more than 50 natural and cultural attractions. Swim through caverns, walk through the butterfly pavilion, the coral reef aquarium and the Mayan ruins, and discover traditions from all over Mexico.',
      },
      {
        es: 'Xcaret Plus suma comida buffet con una bebida en uno de los restaurantes del parque, equipo de snorkel para los ríos subterráneos y lockers en la zona Plus, con camastros y regaderas, para que solo te ocupes de disfrutar.',
        en: 'Xcaret Plus adds a buffet lunch with a drink at one of the park restaurants, snorkel gear for the underground rivers and lockers in the Plus area, with loungers and showers, so all you have to do is enjoy the day.',
      },
      {
        es: 'El día termina con Xcaret México Espectacular, un espectáculo nocturno con cientos de artistas en escena que recorre la historia de México, del juego de pelota maya a la música y los bailes de hoy.',
        en: 'The day ends with Xcaret México Espectacular, an evening show with hundreds of performers on stage that travels through the history of Mexico, from the Mayan ball game to the music and dances of today.',
      },
    ],
    included: [
      {
        es: 'Entrada al parque de 8:30 a 22:30 h',
        en: 'Park admission from 8:30 a.m. to 10:30 p.m.',
      },
      { es: 'Ríos subterráneos, playas y caletas', en: 'Underground rivers, beaches and coves' },
      {
        es: 'Mariposario, acuario de arrecife de coral y aviario',
        en: 'Butterfly pavilion, coral reef aquarium and aviary',
      },
      {
        es: 'Espectáculo nocturno Xcaret México Espectacular',
        en: 'Xcaret México Espectacular evening show',
      },
      { es: 'Comida buffet con una bebida', en: 'Buffet lunch with one drink' },
      SNORKEL_DEPOSIT_ITEM,
      { es: 'Lockers y zona de descanso Plus', en: 'Lockers and Plus lounge area' },
      {
        es: 'Chaleco salvavidas, regaderas y vestidores',
        en: 'Life jacket, showers and changing rooms',
      },
    ],
    scheduleText: {
      es: 'Abierto todos los días de 8:30 a 22:30 h. El espectáculo nocturno comienza al caer la tarde.',
      en: 'Open daily from 8:30 a.m. to 10:30 p.m. The evening show starts at dusk.',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 16300,
    childPriceUsdCents: 12200,
    openTicketAdultUsdCents: 17900,
    openTicketChildUsdCents: 13400,
    snorkelDeposit: true,
    transportIncluded: false,
    slots: [
      { code: '0830', label: '8:30 - 22:30', startTime: '08:30', weekdays: DAILY, capacity: 3000 },
    ],
    transportZones: ZONES_PLAYA,
    photoAddOnUsdCents: PHOTO_PACK,
  },
  {
    code: 'XC-BASIC',
    slug: 'xcaret-basico',
    kind: 'park',
    businessUnitCode: 'XC',
    family: 'Xcaret',
    name: { es: 'Xcaret Básico', en: 'Xcaret Basic' },
    title: {
      es: 'Xcaret Básico: entrada al parque y espectáculo nocturno',
      en: 'Xcaret Basic: park admission and evening show',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Ríos subterráneos, playas, más de 50 atracciones y Xcaret México Espectacular.',
      en: 'Underground rivers, beaches, more than 50 attractions and Xcaret México Espectacular.',
    },
    description: [
      {
        es: 'Vive un día completo en Xcaret, el parque ecoarqueológico de la Riviera Maya: nada en ríos subterráneos, descansa en playas y caletas de agua cristalina y recorre senderos entre la selva, con fauna de la región y vestigios mayas.',
        en: 'Spend a full day at Xcaret, the eco-archaeological park of the Riviera Maya: swim in underground rivers, relax on beaches and crystal-clear coves and follow jungle trails past local wildlife and Mayan ruins.',
      },
      {
        es: 'A lo largo del día hay espectáculos de tradiciones mexicanas, como los voladores de Papantla y la charrería, y al anochecer comienza Xcaret México Espectacular, un viaje por la historia y la música de México.',
        en: 'Throughout the day there are shows of Mexican traditions, such as the Papantla flyers and charrería, and at nightfall Xcaret México Espectacular begins, a journey through the history and music of Mexico.',
      },
      {
        es: 'La entrada básica no incluye alimentos ni equipo de snorkel; puedes agregar la comida buffet al reservar o cambiar a Xcaret Plus.',
        en: 'Basic admission does not include food or snorkel gear; you can add the buffet lunch when booking or upgrade to Xcaret Plus.',
      },
    ],
    included: [
      {
        es: 'Entrada al parque de 8:30 a 22:30 h',
        en: 'Park admission from 8:30 a.m. to 10:30 p.m.',
      },
      { es: 'Ríos subterráneos, playas y caletas', en: 'Underground rivers, beaches and coves' },
      {
        es: 'Mariposario, acuario de arrecife de coral y aviario',
        en: 'Butterfly pavilion, coral reef aquarium and aviary',
      },
      { es: 'Espectáculos a lo largo del día', en: 'Shows throughout the day' },
      {
        es: 'Espectáculo nocturno Xcaret México Espectacular',
        en: 'Xcaret México Espectacular evening show',
      },
      { es: 'Chaleco salvavidas y camastros', en: 'Life jacket and sun loungers' },
      { es: 'Regaderas y vestidores', en: 'Showers and changing rooms' },
    ],
    scheduleText: {
      es: 'Abierto todos los días de 8:30 a 22:30 h.',
      en: 'Open daily from 8:30 a.m. to 10:30 p.m.',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 13300,
    childPriceUsdCents: 10000,
    openTicketAdultUsdCents: 14600,
    openTicketChildUsdCents: 11000,
    snorkelDeposit: false,
    transportIncluded: false,
    slots: [
      { code: '0830', label: '8:30 - 22:30', startTime: '08:30', weekdays: DAILY, capacity: 4000 },
    ],
    transportZones: ZONES_PLAYA,
    foodAddOn: {
      name: { es: 'Comida buffet con una bebida', en: 'Buffet lunch with one drink' },
      priceUsdCents: 3000,
    },
    photoAddOnUsdCents: PHOTO_PACK,
  },
  {
    code: 'XC-TOTAL',
    slug: 'xcaret-total',
    kind: 'park',
    businessUnitCode: 'XC',
    family: 'Xcaret',
    name: { es: 'Xcaret Total', en: 'Xcaret Total' },
    title: {
      es: 'Xcaret Total: Xcaret Plus con transportación y una actividad extra',
      en: 'Xcaret Total: Xcaret Plus with transport and an extra activity',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Xcaret Plus con transportación desde tu hotel y una actividad con costo adicional incluida.',
      en: 'Xcaret Plus with transport from your hotel and one activity with additional cost included.',
    },
    description: [
      {
        es: 'Xcaret Total es la forma más completa de vivir el parque: te recogemos en tu hotel, disfrutas todo lo que incluye Xcaret Plus y además eliges una actividad con costo adicional, como el nado con rayas.',
        en: 'Xcaret Total is the most complete way to enjoy the park: we pick you up at your hotel, you get everything in Xcaret Plus, and you also choose one activity with additional cost, such as swimming with stingrays.',
      },
      {
        es: 'Nada en los ríos subterráneos con tu equipo de snorkel, come en el buffet, descansa en la zona Plus y quédate hasta el final de Xcaret México Espectacular: la transportación de regreso sale al terminar el espectáculo.',
        en: 'Swim the underground rivers with your snorkel gear, have lunch at the buffet, relax in the Plus area and stay until the end of Xcaret México Espectacular: the return transport leaves when the show is over.',
      },
    ],
    included: [
      {
        es: 'Transportación redonda desde tu hotel',
        en: 'Round-trip transport from your hotel',
      },
      {
        es: 'Entrada al parque de 8:30 a 22:30 h',
        en: 'Park admission from 8:30 a.m. to 10:30 p.m.',
      },
      {
        es: 'Una actividad con costo adicional a elegir (por ejemplo, nado con rayas)',
        en: 'One activity with additional cost of your choice (for example, swimming with stingrays)',
      },
      { es: 'Comida buffet con una bebida', en: 'Buffet lunch with one drink' },
      SNORKEL_DEPOSIT_ITEM,
      { es: 'Lockers y zona de descanso Plus', en: 'Lockers and Plus lounge area' },
      {
        es: 'Espectáculo nocturno Xcaret México Espectacular',
        en: 'Xcaret México Espectacular evening show',
      },
      { es: 'Ríos subterráneos, playas y caletas', en: 'Underground rivers, beaches and coves' },
    ],
    scheduleText: {
      es: 'Todos los días. Parque abierto de 8:30 a 22:30 h; la hora de recogida depende de tu hotel.',
      en: 'Daily. The park is open from 8:30 a.m. to 10:30 p.m.; pick-up time depends on your hotel.',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 19900,
    childPriceUsdCents: 14900,
    openTicketAdultUsdCents: 21900,
    openTicketChildUsdCents: 16400,
    snorkelDeposit: true,
    transportIncluded: true,
    slots: [
      { code: '0830', label: '8:30 - 22:30', startTime: '08:30', weekdays: DAILY, capacity: 1500 },
    ],
    transportZones: [],
    photoAddOnUsdCents: PHOTO_PACK,
  },
  {
    code: 'XC-NIGHT',
    slug: 'xcaret-noche',
    kind: 'park',
    businessUnitCode: 'XC',
    family: 'Xcaret',
    name: { es: 'Xcaret Noche', en: 'Xcaret Noche' },
    title: {
      es: 'Xcaret Noche: la tarde en el parque y Xcaret México Espectacular',
      en: 'Xcaret Noche: the park by evening and Xcaret México Espectacular',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Entra a Xcaret a partir de las 16:00 h y disfruta el gran espectáculo nocturno.',
      en: 'Enter Xcaret from 4:00 p.m. and enjoy the grand evening show.',
    },
    description: [
      {
        es: 'Si tienes la mañana ocupada, Xcaret Noche te permite entrar al parque a partir de las 16:00 h, recorrer el pueblo maya y los senderos de la selva con la luz de la tarde y conocer la fauna del parque.',
        en: 'If your morning is busy, Xcaret Noche lets you enter the park from 4:00 p.m., stroll through the Mayan village and the jungle trails in the afternoon light and meet the park wildlife.',
      },
      {
        es: 'Al caer la noche te espera Xcaret México Espectacular, con el juego de pelota maya, bailes de distintas regiones y la música de México interpretada por cientos de artistas. Puedes agregar la cena buffet al reservar.',
        en: 'As night falls, Xcaret México Espectacular awaits, with the Mayan ball game, dances from different regions and the music of Mexico performed by hundreds of artists. You can add the buffet dinner when booking.',
      },
    ],
    included: [
      {
        es: 'Entrada al parque de 16:00 a 22:30 h',
        en: 'Park admission from 4:00 p.m. to 10:30 p.m.',
      },
      { es: 'Recorrido libre por el pueblo maya', en: 'Self-guided visit to the Mayan village' },
      {
        es: 'Senderos de la selva y exhibiciones de fauna',
        en: 'Jungle trails and wildlife exhibits',
      },
      {
        es: 'Espectáculo nocturno Xcaret México Espectacular',
        en: 'Xcaret México Espectacular evening show',
      },
      { es: 'Regaderas y vestidores', en: 'Showers and changing rooms' },
    ],
    scheduleText: {
      es: 'Todos los días de 16:00 a 22:30 h.',
      en: 'Daily from 4:00 p.m. to 10:30 p.m.',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 9900,
    childPriceUsdCents: 7400,
    openTicketAdultUsdCents: 10900,
    openTicketChildUsdCents: 8100,
    snorkelDeposit: false,
    transportIncluded: false,
    slots: [
      { code: '1600', label: '16:00 - 22:30', startTime: '16:00', weekdays: DAILY, capacity: 2000 },
    ],
    transportZones: ZONES_PLAYA,
    foodAddOn: {
      name: { es: 'Cena buffet con una bebida', en: 'Buffet dinner with one drink' },
      priceUsdCents: 3000,
    },
    photoAddOnUsdCents: PHOTO_PACK,
  },

  // ------------------------------------------------------------------------------------ Xplor
  {
    code: 'XP-XPLOR',
    slug: 'xplor',
    kind: 'park',
    businessUnitCode: 'XP',
    family: 'Xplor',
    name: { es: 'Xplor', en: 'Xplor' },
    title: {
      es: 'Xplor: tirolesas, vehículos anfibios y ríos subterráneos',
      en: 'Xplor: zip-lines, amphibious vehicles and underground rivers',
    },
    ageNote: AGE_MIN_5,
    listing: {
      es: '14 tirolesas, vehículos anfibios, balsas y nado en río subterráneo, con buffet incluido.',
      en: '14 zip-lines, amphibious vehicles, rafts and an underground river swim, with buffet included.',
    },
    description: [
      {
        es: 'Xplor es el parque de aventura en la selva de la Riviera Maya. Vuela en 14 tirolesas sobre la copa de los árboles, maneja un vehículo anfibio por caminos de terracería y cuevas, y rema en balsa por un río subterráneo.',
        en: 'Xplor is the jungle adventure park of the Riviera Maya. Fly along 14 zip-lines over the treetops, drive an amphibious vehicle along dirt tracks and through caves, and paddle a raft down an underground river.',
      },
      {
        es: 'Después, nada entre estalactitas y estalagmitas en el río de cavernas y recupera energía en el buffet, con platillos y bebidas sin alcohol ilimitados.',
        en: 'Then swim among stalactites and stalagmites in the cavern river and refuel at the buffet, with unlimited dishes and soft drinks.',
      },
      {
        es: 'Para manejar los vehículos anfibios se requiere tener 18 años o más y licencia de conducir vigente; los menores pueden ir como acompañantes.',
        en: 'Drivers of the amphibious vehicles must be 18 or over and hold a valid driving licence; younger guests can ride as passengers.',
      },
    ],
    included: [
      { es: '14 tirolesas', en: '14 zip-lines' },
      { es: 'Vehículos anfibios', en: 'Amphibious vehicles' },
      { es: 'Balsas en río subterráneo', en: 'Rafts on an underground river' },
      { es: 'Nado en río de estalactitas', en: 'Stalactite river swim' },
      {
        es: 'Comida buffet y bebidas sin alcohol ilimitadas',
        en: 'Buffet lunch and unlimited soft drinks',
      },
      {
        es: 'Equipo: casco, arnés, chaleco salvavidas y remos',
        en: 'Gear: helmet, harness, life jacket and paddles',
      },
      { es: 'Lockers', en: 'Lockers' },
      { es: 'Regaderas y vestidores', en: 'Showers and changing rooms' },
    ],
    scheduleText: {
      es: 'De lunes a sábado, de 9:00 a 17:00 h.',
      en: 'Monday to Saturday, 9:00 a.m. to 5:00 p.m.',
    },
    minAge: 5,
    childMinAge: 5,
    infantsAdmitted: false,
    adultPriceUsdCents: 15900,
    childPriceUsdCents: 8000,
    openTicketAdultUsdCents: 17500,
    openTicketChildUsdCents: 8800,
    snorkelDeposit: false,
    transportIncluded: false,
    slots: [
      {
        code: '0900',
        label: '9:00 - 17:00',
        startTime: '09:00',
        weekdays: MON_SAT,
        capacity: 2500,
      },
    ],
    transportZones: ZONES_PLAYA,
    photoAddOnUsdCents: PHOTO_PACK,
  },
  {
    code: 'XP-FUEGO',
    slug: 'xplor-fuego',
    kind: 'park',
    businessUnitCode: 'XP',
    family: 'Xplor',
    name: { es: 'Xplor Fuego', en: 'Xplor Fuego' },
    title: {
      es: 'Xplor Fuego: la aventura de Xplor de noche',
      en: 'Xplor Fuego: the Xplor adventure by night',
    },
    ageNote: AGE_MIN_5,
    listing: {
      es: 'Tirolesas nocturnas, vehículos anfibios y balsas iluminados por antorchas, con cena buffet.',
      en: 'Night zip-lines, amphibious vehicles and rafts lit by torches, with dinner buffet.',
    },
    description: [
      {
        es: 'Cuando se pone el sol, Xplor se ilumina con fuego. Lánzate por las tirolesas en la oscuridad de la selva, maneja un vehículo anfibio entre antorchas y rema en balsa por ríos subterráneos iluminados.',
        en: 'When the sun goes down, Xplor lights up with fire. Ride the zip-lines through the dark jungle, drive an amphibious vehicle among torches and paddle a raft down illuminated underground rivers.',
      },
      {
        es: 'La noche cierra con una cena buffet con bebidas sin alcohol. Algunas actividades requieren una estatura mínima de 1.40 m, y para manejar los vehículos anfibios se necesitan 18 años y licencia de conducir vigente.',
        en: 'The night ends with a dinner buffet with soft drinks. Some activities require a minimum height of 1.40 m, and drivers of the amphibious vehicles must be 18 or over with a valid driving licence.',
      },
    ],
    included: [
      { es: 'Tirolesas nocturnas', en: 'Night zip-lines' },
      { es: 'Vehículos anfibios', en: 'Amphibious vehicles' },
      { es: 'Balsas en río subterráneo', en: 'Rafts on an underground river' },
      {
        es: 'Cena buffet y bebidas sin alcohol ilimitadas',
        en: 'Dinner buffet and unlimited soft drinks',
      },
      {
        es: 'Equipo: casco, arnés, chaleco salvavidas y remos',
        en: 'Gear: helmet, harness, life jacket and paddles',
      },
      { es: 'Lockers', en: 'Lockers' },
      { es: 'Regaderas y vestidores', en: 'Showers and changing rooms' },
    ],
    scheduleText: {
      es: 'De lunes a sábado, de 17:30 a 23:00 h.',
      en: 'Monday to Saturday, 5:30 p.m. to 11:00 p.m.',
    },
    minAge: 5,
    childMinAge: 5,
    infantsAdmitted: false,
    adultPriceUsdCents: 13900,
    childPriceUsdCents: 7000,
    openTicketAdultUsdCents: 15300,
    openTicketChildUsdCents: 7700,
    snorkelDeposit: false,
    transportIncluded: false,
    slots: [
      {
        code: '1730',
        label: '17:30 - 23:00',
        startTime: '17:30',
        weekdays: MON_SAT,
        capacity: 1500,
      },
    ],
    transportZones: ZONES_PLAYA,
    photoAddOnUsdCents: PHOTO_PACK,
  },

  // ----------------------------------------------------------------------------------- Xel-Há
  {
    code: 'XH-XELHA',
    slug: 'xel-ha',
    kind: 'park',
    businessUnitCode: 'XH',
    family: 'Xel-Há',
    name: { es: 'Xel-Há', en: 'Xel-Há' },
    title: {
      es: 'Xel-Há: acuario natural con todo incluido',
      en: 'Xel-Há: an all-inclusive natural aquarium',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Snorkel en la caleta donde el río se une con el mar, con alimentos y barra libre incluidos.',
      en: 'Snorkel in the inlet where the river meets the sea, with food and open bar included.',
    },
    description: [
      {
        es: 'Xel-Há es un acuario natural en una caleta donde el agua dulce de la selva se encuentra con el mar Caribe. Haz snorkel entre peces de colores, flota por el río en llanta y recorre la selva en bicicleta hasta los cenotes.',
        en: 'Xel-Há is a natural aquarium in an inlet where fresh water from the jungle meets the Caribbean Sea. Snorkel among colourful fish, float down the river on an inner tube and cycle through the jungle to the cenotes.',
      },
      {
        es: 'Todo está incluido: desayuno, comida y snacks en los restaurantes del parque, barra libre nacional, equipo de snorkel, lockers y toallas, para que el único plan sea disfrutar el agua.',
        en: 'Everything is included: breakfast, lunch and snacks at the park restaurants, open bar with national drinks, snorkel gear, lockers and towels, so your only plan is to enjoy the water.',
      },
      {
        es: 'El equipo de snorkel se entrega con un depósito reembolsable de 10 USD, que se devuelve al regresar el equipo.',
        en: 'Snorkel gear is handed out against a 10 USD refundable deposit, returned when you bring the gear back.',
      },
    ],
    included: [
      {
        es: 'Entrada al parque de 8:30 a 18:00 h',
        en: 'Park admission from 8:30 a.m. to 6:00 p.m.',
      },
      {
        es: 'Desayuno, comida y snacks en los restaurantes del parque',
        en: 'Breakfast, lunch and snacks at the park restaurants',
      },
      { es: 'Barra libre nacional', en: 'Open bar with national drinks' },
      SNORKEL_DEPOSIT_ITEM,
      {
        es: 'Chaleco salvavidas y llantas para el río',
        en: 'Life jacket and inner tubes for the river',
      },
      { es: 'Bicicletas para recorrer la selva', en: 'Bicycles to ride through the jungle' },
      { es: 'Lockers y toallas', en: 'Lockers and towels' },
      { es: 'Regaderas y vestidores', en: 'Showers and changing rooms' },
    ],
    scheduleText: {
      es: 'Abierto todos los días de 8:30 a 18:00 h.',
      en: 'Open daily from 8:30 a.m. to 6:00 p.m.',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 12900,
    childPriceUsdCents: 9700,
    openTicketAdultUsdCents: 14200,
    openTicketChildUsdCents: 10700,
    snorkelDeposit: true,
    transportIncluded: false,
    slots: [
      { code: '0830', label: '8:30 - 18:00', startTime: '08:30', weekdays: DAILY, capacity: 3500 },
    ],
    transportZones: ZONES_XELHA,
    photoAddOnUsdCents: PHOTO_PACK,
  },

  // ----------------------------------------------------------------------------------- Xenses
  {
    code: 'XS-XENSES',
    slug: 'xenses',
    kind: 'park',
    businessUnitCode: 'XS',
    family: 'Xenses',
    name: { es: 'Xenses', en: 'Xenses' },
    title: {
      es: 'Xenses: un circuito para despertar los sentidos',
      en: 'Xenses: a circuit to awaken your senses',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Medio día de escenarios que desafían tus sentidos, entre la selva y el agua.',
      en: 'Half a day of settings that challenge your senses, between jungle and water.',
    },
    description: [
      {
        es: 'Xenses es un parque para poner a prueba tus sentidos en medio día: camina por un pueblo donde nada es lo que parece, flota en un río de agua salada, cúbrete de lodo, vuela sobre la selva como un ave y recorre un circuito a oscuras guiado solo por el tacto y el oído.',
        en: 'Xenses is a park that puts your senses to the test in half a day: walk through a village where nothing is what it seems, float in a saltwater river, cover yourself in mud, fly over the jungle like a bird and follow a circuit in total darkness guided only by touch and hearing.',
      },
      {
        es: 'La entrada no incluye comida; puedes agregarla al reservar o combinar Xenses con otro parque el mismo viaje.',
        en: 'Admission does not include a meal; you can add lunch when booking or combine Xenses with another park on your trip.',
      },
    ],
    included: [
      { es: 'Circuito Xensorial', en: 'Xensorial circuit' },
      { es: 'Circuito a oscuras Xensatorium', en: 'Xensatorium circuit in the dark' },
      { es: 'Estaciones de hidratación', en: 'Hydration stations' },
      { es: 'Lockers', en: 'Lockers' },
      { es: 'Regaderas y vestidores', en: 'Showers and changing rooms' },
    ],
    scheduleText: {
      es: 'De lunes a sábado, de 8:30 a 19:00 h. El recorrido dura alrededor de medio día.',
      en: 'Monday to Saturday, 8:30 a.m. to 7:00 p.m. The visit takes about half a day.',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 7900,
    childPriceUsdCents: 5900,
    openTicketAdultUsdCents: 8700,
    openTicketChildUsdCents: 6500,
    snorkelDeposit: false,
    transportIncluded: false,
    slots: [
      {
        code: '0830',
        label: '8:30 - 19:00',
        startTime: '08:30',
        weekdays: MON_SAT,
        capacity: 1500,
      },
    ],
    transportZones: ZONES_PLAYA,
    foodAddOn: {
      name: { es: 'Comida buffet con una bebida', en: 'Buffet lunch with one drink' },
      priceUsdCents: 2500,
    },
    photoAddOnUsdCents: PHOTO_PACK,
  },

  // -------------------------------------------------------------------------------- Xoximilco
  {
    code: 'XON-XOXI',
    slug: 'xoximilco',
    kind: 'park',
    businessUnitCode: 'XON',
    family: 'Xoximilco',
    name: { es: 'Xoximilco', en: 'Xoximilco' },
    title: {
      es: 'Xoximilco: una fiesta mexicana en trajinera',
      en: 'Xoximilco: a Mexican fiesta aboard a trajinera',
    },
    ageNote: AGE_XOXIMILCO,
    listing: {
      es: 'Paseo nocturno en trajinera con cena mexicana, degustación de tequila y música en vivo.',
      en: 'An evening trajinera ride with Mexican dinner, tequila tasting and live music.',
    },
    description: [
      {
        es: 'Sube a una trajinera de colores y navega por canales rodeados de selva mientras los músicos se acercan a tu mesa: mariachi, marimba, son jarocho y banda, en una verdadera fiesta mexicana.',
        en: 'Board a colourful trajinera boat and glide along canals surrounded by jungle while musicians come to your table: mariachi, marimba, son jarocho and banda, in a true Mexican fiesta.',
      },
      {
        es: 'A bordo disfrutas una cena con platillos típicos de distintas regiones del país, una degustación de tequila y bebidas durante todo el recorrido, con un anfitrión que te acompaña toda la noche.',
        en: 'On board you enjoy a dinner of traditional dishes from different regions of the country, a tequila tasting and drinks throughout the ride, with a host by your side all night.',
      },
    ],
    included: [
      { es: 'Paseo en trajinera por los canales', en: 'Trajinera ride along the canals' },
      { es: 'Cena mexicana', en: 'Mexican dinner' },
      { es: 'Degustación de tequila', en: 'Tequila tasting' },
      {
        es: 'Bebidas a bordo: cerveza, tequila, aguas frescas y refrescos',
        en: 'Drinks on board: beer, tequila, aguas frescas and soft drinks',
      },
      { es: 'Música mexicana en vivo', en: 'Live Mexican music' },
      { es: 'Anfitrión durante el recorrido', en: 'A host throughout the ride' },
    ],
    scheduleText: {
      es: 'De lunes a sábado. Registro a las 19:00 h; la experiencia termina a las 23:00 h.',
      en: 'Monday to Saturday. Registration at 7:00 p.m.; the experience ends at 11:00 p.m.',
    },
    minAge: 0,
    childMinAge: 5,
    recommendedMinAge: 10,
    infantsAdmitted: true,
    adultPriceUsdCents: 12900,
    childPriceUsdCents: 9700,
    openTicketAdultUsdCents: 14200,
    openTicketChildUsdCents: 10700,
    snorkelDeposit: false,
    transportIncluded: false,
    slots: [
      {
        code: '1900',
        label: '19:00',
        startTime: '19:00',
        weekdays: MON_SAT,
        capacity: 600,
      },
    ],
    transportZones: ZONES_XOXIMILCO,
    photoAddOnUsdCents: PHOTO_PACK,
  },

  // ---------------------------------------------------------------------------------- Xavage
  // Xavage has no business-unit code of its own in the spec (only XC, XP, XH, XON, XS, XN, XT);
  // it is filed under XP, as it belongs to the same adventure group as Xplor.
  {
    code: 'XP-XAVB',
    slug: 'xavage-basico',
    kind: 'park',
    businessUnitCode: 'XP',
    family: 'Xavage',
    name: { es: 'Xavage Básico', en: 'Xavage Basic' },
    title: {
      es: 'Xavage Básico: monster trucks, rápidos y circuito de cuerdas',
      en: 'Xavage Basic: monster trucks, rapids and ropes course',
    },
    ageNote: AGE_MIN_5,
    listing: {
      es: 'Monster trucks, rápidos en balsa y kayak, y un circuito de cuerdas en la selva.',
      en: 'Monster trucks, raft and kayak rapids, and a ropes course in the jungle.',
    },
    description: [
      {
        es: 'Xavage es el parque de aventura extrema de la Riviera Maya. Sube a un monster truck por caminos de selva, enfrenta rápidos en balsa y kayak, y pon a prueba tu equilibrio en un circuito de cuerdas a varios metros del suelo.',
        en: 'Xavage is the extreme adventure park of the Riviera Maya. Ride a monster truck along jungle tracks, tackle rapids by raft and kayak, and test your balance on a ropes course high above the ground.',
      },
      {
        es: 'La entrada básica incluye todas las actividades y el equipo de seguridad; los alimentos se venden por separado o puedes elegir Xavage Todo Incluido.',
        en: 'Basic admission includes every activity and the safety gear; food is sold separately, or you can choose Xavage All Inclusive.',
      },
    ],
    included: [
      { es: 'Monster trucks', en: 'Monster trucks' },
      { es: 'Rápidos en balsa', en: 'Rafting rapids' },
      { es: 'Kayak en aguas rápidas', en: 'White-water kayaking' },
      { es: 'Circuito de cuerdas', en: 'Ropes course' },
      {
        es: 'Equipo de seguridad: casco, arnés y chaleco salvavidas',
        en: 'Safety gear: helmet, harness and life jacket',
      },
      { es: 'Lockers', en: 'Lockers' },
      { es: 'Regaderas y vestidores', en: 'Showers and changing rooms' },
    ],
    scheduleText: {
      es: 'De lunes a sábado, de 8:30 a 17:00 h.',
      en: 'Monday to Saturday, 8:30 a.m. to 5:00 p.m.',
    },
    minAge: 5,
    childMinAge: 5,
    infantsAdmitted: false,
    adultPriceUsdCents: 15000,
    childPriceUsdCents: 7500,
    openTicketAdultUsdCents: 16500,
    openTicketChildUsdCents: 8300,
    snorkelDeposit: false,
    transportIncluded: false,
    slots: [
      { code: '0830', label: '8:30 - 17:00', startTime: '08:30', weekdays: MON_SAT, capacity: 400 },
    ],
    transportZones: ZONES_PLAYA,
    photoAddOnUsdCents: PHOTO_PACK,
  },
  {
    code: 'XP-XAVAI',
    slug: 'xavage-all-inclusive',
    kind: 'park',
    businessUnitCode: 'XP',
    family: 'Xavage',
    name: { es: 'Xavage All Inclusive', en: 'Xavage All Inclusive' },
    title: {
      es: 'Xavage Todo Incluido: toda la aventura con alimentos y bebidas',
      en: 'Xavage All Inclusive: the whole adventure with food and drinks',
    },
    ageNote: AGE_MIN_5,
    listing: {
      es: 'Todas las actividades de Xavage con comida buffet y bebidas incluidas.',
      en: 'Every Xavage activity, with buffet lunch and drinks included.',
    },
    description: [
      {
        es: 'Vive Xavage completo: monster trucks, rápidos en balsa y kayak, y el circuito de cuerdas, sin preocuparte por la comida.',
        en: 'Enjoy all of Xavage: monster trucks, raft and kayak rapids and the ropes course, without worrying about food.',
      },
      {
        es: 'El Todo Incluido suma comida buffet, snacks y bebidas sin alcohol durante tu visita, para recargar energía entre una aventura y otra.',
        en: 'All Inclusive adds a buffet lunch, snacks and soft drinks throughout your visit, so you can recharge between adventures.',
      },
    ],
    included: [
      { es: 'Monster trucks', en: 'Monster trucks' },
      { es: 'Rápidos en balsa', en: 'Rafting rapids' },
      { es: 'Kayak en aguas rápidas', en: 'White-water kayaking' },
      { es: 'Circuito de cuerdas', en: 'Ropes course' },
      { es: 'Comida buffet y snacks', en: 'Buffet lunch and snacks' },
      { es: 'Bebidas sin alcohol ilimitadas', en: 'Unlimited soft drinks' },
      {
        es: 'Equipo de seguridad: casco, arnés y chaleco salvavidas',
        en: 'Safety gear: helmet, harness and life jacket',
      },
      { es: 'Lockers, regaderas y vestidores', en: 'Lockers, showers and changing rooms' },
    ],
    scheduleText: {
      es: 'De lunes a sábado, de 8:30 a 17:00 h.',
      en: 'Monday to Saturday, 8:30 a.m. to 5:00 p.m.',
    },
    minAge: 5,
    childMinAge: 5,
    infantsAdmitted: false,
    adultPriceUsdCents: 18000,
    childPriceUsdCents: 9000,
    openTicketAdultUsdCents: 19800,
    openTicketChildUsdCents: 9900,
    snorkelDeposit: false,
    transportIncluded: false,
    slots: [
      { code: '0830', label: '8:30 - 17:00', startTime: '08:30', weekdays: MON_SAT, capacity: 400 },
    ],
    transportZones: ZONES_PLAYA,
    photoAddOnUsdCents: PHOTO_PACK,
  },

  // ---------------------------------------------------------------------------------- Xenotes
  {
    code: 'XN-XENOTES',
    slug: 'xenotes',
    kind: 'park',
    businessUnitCode: 'XN',
    family: 'Xenotes',
    name: { es: 'Xenotes', en: 'Xenotes' },
    title: {
      es: 'Xenotes: cuatro cenotes en un día',
      en: 'Xenotes: four cenotes in one day',
    },
    ageNote: AGE_XENOTES,
    listing: {
      es: 'Tirolesa, kayak, rappel y snorkel en cuatro cenotes, con comida y transportación.',
      en: 'Zip-line, kayak, rappel and snorkel in four cenotes, with lunch and transport.',
    },
    description: [
      {
        es: 'Xenotes te lleva a cuatro cenotes distintos en plena selva maya: uno abierto, uno semiabierto, uno de caverna y uno antiguo. En cada uno vives una actividad diferente: tirolesa al agua, kayak, rappel y snorkel.',
        en: 'Xenotes takes you to four different cenotes deep in the Mayan jungle: an open one, a semi-open one, a cavern and an ancient one. Each has its own activity: a zip-line into the water, kayaking, rappelling and snorkelling.',
      },
      {
        es: 'El tour incluye transportación desde tu hotel, guía, equipo y una comida en medio de la selva. Los grupos son pequeños para cuidar estos espacios naturales.',
        en: 'The tour includes transport from your hotel, a guide, gear and lunch in the middle of the jungle. Groups are small to protect these natural places.',
      },
    ],
    included: [
      { es: 'Transportación redonda desde tu hotel', en: 'Round-trip transport from your hotel' },
      { es: 'Visita a cuatro cenotes', en: 'Visit to four cenotes' },
      { es: 'Tirolesas, kayak, rappel y snorkel', en: 'Zip-lines, kayak, rappel and snorkel' },
      { es: 'Guía certificado', en: 'Certified guide' },
      {
        es: 'Equipo: chaleco salvavidas, snorkel, casco y arnés',
        en: 'Gear: life jacket, snorkel, helmet and harness',
      },
      { es: 'Comida y bebidas sin alcohol', en: 'Lunch and soft drinks' },
      { es: 'Toallas y regaderas', en: 'Towels and showers' },
    ],
    scheduleText: {
      es: 'De lunes a sábado. Recogida en tu hotel entre las 8:00 y las 10:00 h, según la zona.',
      en: 'Monday to Saturday. Hotel pick-up between 8:00 and 10:00 a.m., depending on your area.',
    },
    minAge: 0,
    childMinAge: 6,
    recommendedMinAge: 6,
    infantsAdmitted: true,
    adultPriceUsdCents: 14900,
    childPriceUsdCents: 11000,
    openTicketAdultUsdCents: 16400,
    openTicketChildUsdCents: 12100,
    snorkelDeposit: false,
    transportIncluded: true,
    slots: [
      { code: '0800', label: '8:00', startTime: '08:00', weekdays: MON_SAT, capacity: 200 },
      { code: '0900', label: '9:00', startTime: '09:00', weekdays: MON_SAT, capacity: 200 },
      { code: '1000', label: '10:00', startTime: '10:00', weekdays: MON_SAT, capacity: 200 },
    ],
    transportZones: [],
    photoAddOnUsdCents: PHOTO_PACK,
  },

  // -------------------------------------------------- Activities with additional cost
  // requiresAdmission holds a business-unit code: any admission of that unit (e.g. any Xcaret
  // ticket) must be in the cart or already bought.
  {
    code: 'XC-STINGRAY',
    slug: 'xcaret-stingrays',
    kind: 'park',
    businessUnitCode: 'XC',
    family: 'Xcaret',
    name: { es: 'Nado con rayas Xcaret', en: 'Swim with Stingrays at Xcaret' },
    title: {
      es: 'Nado con rayas en Xcaret',
      en: 'Swim with stingrays at Xcaret',
    },
    ageNote: AGE_MIN_5,
    listing: {
      es: 'Convive con rayas en una laguna de agua cristalina durante tu visita a Xcaret.',
      en: 'Get close to stingrays in a crystal-clear lagoon during your visit to Xcaret.',
    },
    description: [
      {
        es: 'Entra a una laguna de poca profundidad y conoce de cerca a las rayas, mientras un biólogo te explica su comportamiento y cómo las cuida el parque.',
        en: 'Wade into a shallow lagoon and meet the stingrays up close while a biologist explains how they behave and how the park looks after them.',
      },
      {
        es: 'Es una actividad con costo adicional: necesitas una entrada a Xcaret para la misma fecha. La experiencia dura alrededor de 30 minutos.',
        en: 'This is an activity with additional cost: you need an Xcaret admission for the same date. The experience lasts about 30 minutes.',
      },
    ],
    included: [
      { es: 'Encuentro de 30 minutos con rayas', en: '30-minute stingray encounter' },
      { es: 'Plática con un biólogo', en: 'Briefing by a biologist' },
      { es: 'Chaleco salvavidas', en: 'Life jacket' },
      { es: 'Lockers durante la actividad', en: 'Lockers during the activity' },
      { es: 'Regaderas y vestidores', en: 'Showers and changing rooms' },
    ],
    scheduleText: {
      es: 'Todos los días a las 10:00, 12:00 y 14:00 h, dentro del horario del parque.',
      en: 'Daily at 10:00 a.m., 12:00 noon and 2:00 p.m., during park hours.',
    },
    minAge: 5,
    childMinAge: 5,
    infantsAdmitted: false,
    adultPriceUsdCents: 3900,
    childPriceUsdCents: 2900,
    openTicketAdultUsdCents: 4300,
    openTicketChildUsdCents: 3200,
    snorkelDeposit: false,
    transportIncluded: false,
    slots: [
      { code: '1000', label: '10:00', startTime: '10:00', weekdays: DAILY, capacity: 60 },
      { code: '1200', label: '12:00', startTime: '12:00', weekdays: DAILY, capacity: 60 },
      { code: '1400', label: '14:00', startTime: '14:00', weekdays: DAILY, capacity: 60 },
    ],
    transportZones: [],
    requiresAdmission: 'XC',
  },
  {
    code: 'XH-SEATREK',
    slug: 'xel-ha-sea-trek',
    kind: 'park',
    businessUnitCode: 'XH',
    family: 'Xel-Há',
    name: { es: 'Sea Trek Xel-Há', en: 'Sea Trek Xel-Há' },
    title: {
      es: 'Sea Trek en Xel-Há: camina bajo el agua',
      en: 'Sea Trek at Xel-Há: walk under the sea',
    },
    ageNote: AGE_MIN_5,
    listing: {
      es: 'Camina por el fondo de la caleta con un casco que te permite respirar con normalidad.',
      en: 'Walk along the floor of the inlet wearing a helmet that lets you breathe normally.',
    },
    description: [
      {
        es: 'Con un casco que recibe aire desde la superficie, camina por el fondo de la caleta de Xel-Há entre peces y formaciones rocosas, sin necesidad de saber bucear.',
        en: 'Wearing a helmet supplied with air from the surface, walk along the floor of the Xel-Há inlet among fish and rock formations, no diving experience needed.',
      },
      {
        es: 'Es una actividad con costo adicional: necesitas una entrada a Xel-Há para la misma fecha. El recorrido bajo el agua dura alrededor de 25 minutos.',
        en: 'This is an activity with additional cost: you need a Xel-Há admission for the same date. The underwater walk lasts about 25 minutes.',
      },
    ],
    included: [
      { es: 'Caminata submarina de 25 minutos', en: '25-minute underwater walk' },
      { es: 'Casco Sea Trek con suministro de aire', en: 'Sea Trek helmet with air supply' },
      { es: 'Guía certificado', en: 'Certified guide' },
      { es: 'Plática de seguridad', en: 'Safety briefing' },
      { es: 'Regaderas y vestidores', en: 'Showers and changing rooms' },
    ],
    scheduleText: {
      es: 'Todos los días a las 10:00, 12:00 y 14:00 h, dentro del horario del parque.',
      en: 'Daily at 10:00 a.m., 12:00 noon and 2:00 p.m., during park hours.',
    },
    minAge: 5,
    childMinAge: 5,
    infantsAdmitted: false,
    adultPriceUsdCents: 3900,
    childPriceUsdCents: 2900,
    openTicketAdultUsdCents: 4300,
    openTicketChildUsdCents: 3200,
    snorkelDeposit: false,
    transportIncluded: false,
    slots: [
      { code: '1000', label: '10:00', startTime: '10:00', weekdays: DAILY, capacity: 40 },
      { code: '1200', label: '12:00', startTime: '12:00', weekdays: DAILY, capacity: 40 },
      { code: '1400', label: '14:00', startTime: '14:00', weekdays: DAILY, capacity: 40 },
    ],
    transportZones: [],
    requiresAdmission: 'XH',
  },

  // ------------------------------------------------------------------------- Tours (Xichén)
  {
    code: 'XT-XICHEN-DLX',
    slug: 'xichen-deluxe',
    kind: 'tour',
    businessUnitCode: 'XT',
    family: 'Xichén',
    name: { es: 'Xichén Deluxe', en: 'Xichén Deluxe' },
    title: {
      es: 'Xichén Deluxe: Chichén Itzá, Valladolid y cenote',
      en: 'Xichén Deluxe: Chichén Itzá, Valladolid and a cenote',
    },
    ageNote: AGE_XICHEN,
    listing: {
      es: 'Chichén Itzá con guía, nado en cenote y Valladolid, con desayuno y autobús premium.',
      en: 'Guided Chichén Itzá, a cenote swim and Valladolid, with breakfast and a premium coach.',
    },
    description: [
      {
        es: 'Conoce Chichén Itzá, una de las nuevas siete maravillas del mundo, de la mano de un guía certificado: la pirámide de Kukulcán, el juego de pelota y el observatorio, y las historias de la antigua ciudad maya.',
        en: 'Discover Chichén Itzá, one of the New Seven Wonders of the World, with a certified guide: the pyramid of Kukulcán, the ball court and the observatory, and the stories of the ancient Mayan city.',
      },
      {
        es: 'Después, refréscate nadando en un cenote, disfruta una comida buffet de cocina yucateca y pasea por Valladolid, una ciudad colonial de calles de colores.',
        en: 'Then cool off with a swim in a cenote, enjoy a buffet lunch of Yucatecan food and stroll around Valladolid, a colonial town of colourful streets.',
      },
      {
        es: 'La versión Deluxe suma desayuno y viaje en autobús premium, con asientos más amplios y bebidas a bordo.',
        en: 'The Deluxe version adds breakfast and travel on a premium coach, with roomier seats and drinks on board.',
      },
    ],
    included: [
      {
        es: 'Transportación redonda en autobús premium',
        en: 'Round-trip transport on a premium coach',
      },
      { es: 'Desayuno', en: 'Breakfast' },
      { es: 'Guía certificado', en: 'Certified guide' },
      {
        es: 'Entrada a la zona arqueológica de Chichén Itzá',
        en: 'Entry to the Chichén Itzá archaeological site',
      },
      { es: 'Nado en un cenote', en: 'Swim in a cenote' },
      { es: 'Comida buffet de cocina yucateca', en: 'Yucatecan buffet lunch' },
      { es: 'Visita a Valladolid', en: 'Visit to Valladolid' },
      { es: 'Bebidas a bordo', en: 'Drinks on board' },
    ],
    scheduleText: {
      es: 'Todos los días. Recogida en tu hotel entre las 7:00 y las 8:00 h, según la zona; regreso por la noche.',
      en: 'Daily. Hotel pick-up between 7:00 and 8:00 a.m., depending on your area; return in the evening.',
    },
    minAge: 6,
    childMinAge: 6,
    infantsAdmitted: false,
    adultPriceUsdCents: 17900,
    childPriceUsdCents: 11900,
    openTicketAdultUsdCents: 19700,
    openTicketChildUsdCents: 13100,
    snorkelDeposit: false,
    transportIncluded: true,
    slots: [
      { code: '0700', label: '7:00', startTime: '07:00', weekdays: DAILY, capacity: 150 },
      { code: '0730', label: '7:30', startTime: '07:30', weekdays: DAILY, capacity: 150 },
      { code: '0800', label: '8:00', startTime: '08:00', weekdays: DAILY, capacity: 150 },
    ],
    transportZones: [],
  },
  {
    code: 'XT-XICHEN-CLA',
    slug: 'xichen-clasico',
    kind: 'tour',
    businessUnitCode: 'XT',
    family: 'Xichén',
    name: { es: 'Xichén Clásico', en: 'Xichén Classic' },
    title: {
      es: 'Xichén Clásico: Chichén Itzá, Valladolid y cenote',
      en: 'Xichén Classic: Chichén Itzá, Valladolid and a cenote',
    },
    ageNote: AGE_XICHEN,
    listing: {
      es: 'Chichén Itzá con guía certificado, nado en cenote, comida buffet y Valladolid.',
      en: 'Chichén Itzá with a certified guide, a cenote swim, buffet lunch and Valladolid.',
    },
    description: [
      {
        es: 'Un día para conocer Chichén Itzá, la gran ciudad maya del norte de Yucatán, con un guía certificado que te explica la pirámide de Kukulcán, el juego de pelota y el observatorio.',
        en: 'A day to discover Chichén Itzá, the great Mayan city of northern Yucatán, with a certified guide who explains the pyramid of Kukulcán, the ball court and the observatory.',
      },
      {
        es: 'El recorrido sigue con un chapuzón en un cenote, comida buffet de cocina yucateca y una parada en Valladolid para caminar por su centro colonial.',
        en: 'The tour continues with a dip in a cenote, a buffet lunch of Yucatecan food and a stop in Valladolid to walk around its colonial centre.',
      },
    ],
    included: [
      {
        es: 'Transportación redonda en autobús con aire acondicionado',
        en: 'Round-trip transport on an air-conditioned coach',
      },
      { es: 'Guía certificado', en: 'Certified guide' },
      {
        es: 'Entrada a la zona arqueológica de Chichén Itzá',
        en: 'Entry to the Chichén Itzá archaeological site',
      },
      { es: 'Nado en un cenote', en: 'Swim in a cenote' },
      { es: 'Comida buffet de cocina yucateca', en: 'Yucatecan buffet lunch' },
      { es: 'Visita a Valladolid', en: 'Visit to Valladolid' },
    ],
    scheduleText: {
      es: 'Todos los días. Recogida en tu hotel entre las 7:00 y las 8:00 h, según la zona; regreso por la noche.',
      en: 'Daily. Hotel pick-up between 7:00 and 8:00 a.m., depending on your area; return in the evening.',
    },
    minAge: 6,
    childMinAge: 6,
    infantsAdmitted: false,
    adultPriceUsdCents: 13900,
    childPriceUsdCents: 9000,
    openTicketAdultUsdCents: 15300,
    openTicketChildUsdCents: 9900,
    snorkelDeposit: false,
    transportIncluded: true,
    slots: [
      { code: '0700', label: '7:00', startTime: '07:00', weekdays: DAILY, capacity: 250 },
      { code: '0730', label: '7:30', startTime: '07:30', weekdays: DAILY, capacity: 250 },
      { code: '0800', label: '8:00', startTime: '08:00', weekdays: DAILY, capacity: 250 },
    ],
    transportZones: [],
  },

  // ------------------------------------------------------------------- Tours (Cobá, Tulum)
  {
    code: 'XT-COBA-TULUM',
    slug: 'coba-tulum',
    kind: 'tour',
    businessUnitCode: 'XT',
    family: 'Tours',
    name: { es: 'Cobá-Tulum', en: 'Cobá-Tulum' },
    title: {
      es: 'Tour Cobá y Tulum: dos ciudades mayas en un día',
      en: 'Cobá and Tulum tour: two Mayan cities in one day',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'La ciudad amurallada de Tulum frente al mar y la selva de Cobá, con guía y comida.',
      en: 'The walled city of Tulum above the sea and the jungle of Cobá, with a guide and lunch.',
    },
    description: [
      {
        es: 'Empieza en Tulum, la ciudad maya amurallada sobre los acantilados del Caribe, y continúa hacia Cobá, escondida en la selva entre lagunas, con sus largos caminos blancos y la pirámide de Nohoch Mul.',
        en: 'Start in Tulum, the walled Mayan city on the Caribbean cliffs, and continue to Cobá, hidden in the jungle among lagoons, with its long white roads and the Nohoch Mul pyramid.',
      },
      {
        es: 'Un guía certificado te acompaña en ambas zonas arqueológicas, y a mediodía te espera una comida de cocina regional. En Cobá puedes recorrer los senderos en bicicleta.',
        en: 'A certified guide accompanies you at both archaeological sites, and at midday a regional lunch awaits. In Cobá you can ride the trails by bicycle.',
      },
    ],
    included: [
      { es: 'Transportación redonda desde tu hotel', en: 'Round-trip transport from your hotel' },
      { es: 'Guía certificado', en: 'Certified guide' },
      {
        es: 'Entradas a las zonas arqueológicas de Tulum y Cobá',
        en: 'Entry to the Tulum and Cobá archaeological sites',
      },
      { es: 'Bicicleta en Cobá', en: 'Bicycle in Cobá' },
      { es: 'Comida de cocina regional', en: 'Regional lunch' },
      { es: 'Agua embotellada a bordo', en: 'Bottled water on board' },
    ],
    scheduleText: {
      es: 'Todos los días. Recogida en tu hotel a partir de las 7:30 h; regreso por la tarde.',
      en: 'Daily. Hotel pick-up from 7:30 a.m.; return in the late afternoon.',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 15900,
    childPriceUsdCents: 11900,
    openTicketAdultUsdCents: 17500,
    openTicketChildUsdCents: 13100,
    snorkelDeposit: false,
    transportIncluded: true,
    slots: [{ code: '0730', label: '7:30', startTime: '07:30', weekdays: DAILY, capacity: 300 }],
    transportZones: [],
  },
  {
    code: 'XT-TULUM-XELHA',
    slug: 'tulum-xel-ha',
    kind: 'tour',
    businessUnitCode: 'XT',
    family: 'Tours',
    name: { es: 'Tulum-Xel-Há', en: 'Tulum-Xel-Há' },
    title: {
      es: 'Tour Tulum y Xel-Há: zona arqueológica y parque todo incluido',
      en: 'Tulum and Xel-Há tour: archaeological site and all-inclusive park',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Mañana en Tulum con guía y tarde de snorkel en Xel-Há con todo incluido.',
      en: 'A guided morning in Tulum and an afternoon of snorkelling at all-inclusive Xel-Há.',
    },
    description: [
      {
        es: 'Por la mañana recorre con un guía certificado la ciudad amurallada de Tulum, con el Castillo asomado al mar turquesa.',
        en: 'In the morning, explore the walled city of Tulum with a certified guide, with El Castillo overlooking the turquoise sea.',
      },
      {
        es: 'Por la tarde llegas a Xel-Há, el acuario natural con todo incluido: haz snorkel en la caleta, flota por el río y disfruta alimentos y barra libre hasta el cierre del parque.',
        en: 'In the afternoon you reach Xel-Há, the all-inclusive natural aquarium: snorkel in the inlet, float down the river and enjoy food and open bar until the park closes.',
      },
    ],
    included: [
      { es: 'Transportación redonda desde tu hotel', en: 'Round-trip transport from your hotel' },
      { es: 'Guía certificado en Tulum', en: 'Certified guide in Tulum' },
      {
        es: 'Entrada a la zona arqueológica de Tulum',
        en: 'Entry to the Tulum archaeological site',
      },
      { es: 'Entrada a Xel-Há con todo incluido', en: 'All-inclusive admission to Xel-Há' },
      {
        es: 'Alimentos y barra libre nacional en Xel-Há',
        en: 'Food and open bar with national drinks at Xel-Há',
      },
      SNORKEL_DEPOSIT_ITEM,
      { es: 'Lockers y toallas', en: 'Lockers and towels' },
    ],
    scheduleText: {
      es: 'Todos los días. Recogida en tu hotel a partir de las 7:30 h; regreso al cierre de Xel-Há (18:00 h).',
      en: 'Daily. Hotel pick-up from 7:30 a.m.; return when Xel-Há closes (6:00 p.m.).',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 18900,
    childPriceUsdCents: 14200,
    openTicketAdultUsdCents: 20800,
    openTicketChildUsdCents: 15600,
    snorkelDeposit: true,
    transportIncluded: true,
    slots: [{ code: '0730', label: '7:30', startTime: '07:30', weekdays: DAILY, capacity: 300 }],
    transportZones: [],
    photoAddOnUsdCents: PHOTO_PACK,
  },
  {
    code: 'XT-COBA-XELHA',
    slug: 'coba-xel-ha',
    kind: 'tour',
    businessUnitCode: 'XT',
    family: 'Tours',
    name: { es: 'Cobá-Xel-Há', en: 'Cobá-Xel-Há' },
    title: {
      es: 'Tour Cobá y Xel-Há: selva maya y acuario natural',
      en: 'Cobá and Xel-Há tour: Mayan jungle and natural aquarium',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Cobá en bicicleta por la mañana y Xel-Há con todo incluido por la tarde. Martes y jueves.',
      en: 'Cobá by bicycle in the morning and all-inclusive Xel-Há in the afternoon. Tuesdays and Thursdays.',
    },
    description: [
      {
        es: 'Recorre en bicicleta los caminos de Cobá, la antigua ciudad maya escondida en la selva, acompañado por un guía certificado que te cuenta su historia.',
        en: 'Cycle the roads of Cobá, the ancient Mayan city hidden in the jungle, with a certified guide who tells you its history.',
      },
      {
        es: 'Después continúa a Xel-Há para pasar la tarde haciendo snorkel, flotando por el río y disfrutando alimentos y barra libre. Este tour sale solo los martes y jueves.',
        en: 'Then head on to Xel-Há to spend the afternoon snorkelling, floating down the river and enjoying food and open bar. This tour runs on Tuesdays and Thursdays only.',
      },
    ],
    included: [
      { es: 'Transportación redonda desde tu hotel', en: 'Round-trip transport from your hotel' },
      { es: 'Guía certificado en Cobá', en: 'Certified guide in Cobá' },
      { es: 'Entrada a la zona arqueológica de Cobá', en: 'Entry to the Cobá archaeological site' },
      { es: 'Bicicleta en Cobá', en: 'Bicycle in Cobá' },
      { es: 'Entrada a Xel-Há con todo incluido', en: 'All-inclusive admission to Xel-Há' },
      {
        es: 'Alimentos y barra libre nacional en Xel-Há',
        en: 'Food and open bar with national drinks at Xel-Há',
      },
      SNORKEL_DEPOSIT_ITEM,
      { es: 'Lockers y toallas', en: 'Lockers and towels' },
    ],
    scheduleText: {
      es: 'Martes y jueves. Recogida en tu hotel a partir de las 7:00 h; regreso al cierre de Xel-Há (18:00 h).',
      en: 'Tuesdays and Thursdays. Hotel pick-up from 7:00 a.m.; return when Xel-Há closes (6:00 p.m.).',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 18900,
    childPriceUsdCents: 14200,
    openTicketAdultUsdCents: 20800,
    openTicketChildUsdCents: 15600,
    snorkelDeposit: true,
    transportIncluded: true,
    slots: [{ code: '0700', label: '7:00', startTime: '07:00', weekdays: TUE_THU, capacity: 200 }],
    transportZones: [],
    photoAddOnUsdCents: PHOTO_PACK,
  },
  {
    code: 'XT-TULUM-XENSES',
    slug: 'tulum-xenses',
    kind: 'tour',
    businessUnitCode: 'XT',
    family: 'Tours',
    name: { es: 'Tulum-Xenses', en: 'Tulum-Xenses' },
    title: {
      es: 'Tour Tulum y Xenses: historia maya y un parque para los sentidos',
      en: 'Tulum and Xenses tour: Mayan history and a park for the senses',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Zona arqueológica de Tulum con guía, comida y la tarde en Xenses.',
      en: 'The Tulum archaeological site with a guide, lunch and an afternoon at Xenses.',
    },
    description: [
      {
        es: 'Conoce con un guía certificado Tulum, la ciudad maya amurallada frente al Caribe, y después de comer continúa a Xenses.',
        en: 'Visit Tulum, the walled Mayan city above the Caribbean, with a certified guide, and after lunch head on to Xenses.',
      },
      {
        es: 'En Xenses flotarás en un río de agua salada, caminarás por un pueblo que desafía la lógica y recorrerás un circuito a oscuras guiado solo por tus sentidos.',
        en: 'At Xenses you will float in a saltwater river, walk through a village that defies logic and follow a circuit in the dark guided only by your senses.',
      },
    ],
    included: [
      { es: 'Transportación redonda desde tu hotel', en: 'Round-trip transport from your hotel' },
      { es: 'Guía certificado en Tulum', en: 'Certified guide in Tulum' },
      {
        es: 'Entrada a la zona arqueológica de Tulum',
        en: 'Entry to the Tulum archaeological site',
      },
      { es: 'Comida de cocina regional', en: 'Regional lunch' },
      {
        es: 'Entrada a Xenses: circuitos Xensorial y Xensatorium',
        en: 'Xenses admission: Xensorial and Xensatorium circuits',
      },
      { es: 'Lockers en Xenses', en: 'Lockers at Xenses' },
    ],
    scheduleText: {
      es: 'De lunes a sábado. Recogida en tu hotel a partir de las 7:30 h; regreso por la tarde.',
      en: 'Monday to Saturday. Hotel pick-up from 7:30 a.m.; return in the late afternoon.',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 15900,
    childPriceUsdCents: 11900,
    openTicketAdultUsdCents: 17500,
    openTicketChildUsdCents: 13100,
    snorkelDeposit: false,
    transportIncluded: true,
    slots: [{ code: '0730', label: '7:30', startTime: '07:30', weekdays: MON_SAT, capacity: 200 }],
    transportZones: [],
    photoAddOnUsdCents: PHOTO_PACK,
  },
  {
    code: 'XT-COBA',
    slug: 'coba',
    kind: 'tour',
    businessUnitCode: 'XT',
    family: 'Tours',
    name: { es: 'Cobá', en: 'Cobá' },
    title: {
      es: 'Tour Cobá: la ciudad maya de la selva',
      en: 'Cobá tour: the Mayan city in the jungle',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Cobá en bicicleta con guía certificado, nado en cenote y comida regional.',
      en: 'Cobá by bicycle with a certified guide, a cenote swim and regional lunch.',
    },
    description: [
      {
        es: 'Cobá fue una de las ciudades mayas más importantes de la península y hoy se recorre en bicicleta por sus antiguos caminos blancos, entre estelas y templos cubiertos por la selva.',
        en: 'Cobá was one of the most important Mayan cities of the peninsula, and today you explore it by bicycle along its ancient white roads, among stelae and temples covered by the jungle.',
      },
      {
        es: 'Tras la visita guiada, refréscate en un cenote cercano y disfruta una comida de cocina regional antes de regresar a tu hotel.',
        en: 'After the guided visit, cool off in a nearby cenote and enjoy a regional lunch before heading back to your hotel.',
      },
    ],
    included: [
      { es: 'Transportación redonda desde tu hotel', en: 'Round-trip transport from your hotel' },
      { es: 'Guía certificado', en: 'Certified guide' },
      { es: 'Entrada a la zona arqueológica de Cobá', en: 'Entry to the Cobá archaeological site' },
      { es: 'Bicicleta en Cobá', en: 'Bicycle in Cobá' },
      { es: 'Nado en un cenote', en: 'Swim in a cenote' },
      { es: 'Comida de cocina regional', en: 'Regional lunch' },
    ],
    scheduleText: {
      es: 'Todos los días. Recogida en tu hotel a partir de las 8:00 h; regreso por la tarde.',
      en: 'Daily. Hotel pick-up from 8:00 a.m.; return in the afternoon.',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 12900,
    childPriceUsdCents: 9700,
    openTicketAdultUsdCents: 14200,
    openTicketChildUsdCents: 10700,
    snorkelDeposit: false,
    transportIncluded: true,
    slots: [{ code: '0800', label: '8:00', startTime: '08:00', weekdays: DAILY, capacity: 150 }],
    transportZones: [],
  },
  {
    code: 'XT-TULUM',
    slug: 'tulum',
    kind: 'tour',
    businessUnitCode: 'XT',
    family: 'Tours',
    name: { es: 'Tulum', en: 'Tulum' },
    title: {
      es: 'Tour Tulum: la ciudad maya frente al Caribe',
      en: 'Tulum tour: the Mayan city above the Caribbean',
    },
    ageNote: AGE_STANDARD,
    listing: {
      es: 'Zona arqueológica de Tulum con guía certificado, comida y tiempo libre en el pueblo.',
      en: 'The Tulum archaeological site with a certified guide, lunch and free time in town.',
    },
    description: [
      {
        es: 'Tulum es la única gran ciudad maya construida frente al mar. Con un guía certificado recorre su muralla, el Castillo sobre el acantilado y el Templo de los Frescos, con el Caribe turquesa de fondo.',
        en: 'Tulum is the only major Mayan city built by the sea. With a certified guide, walk along its wall, El Castillo on the cliff and the Temple of the Frescoes, with the turquoise Caribbean behind them.',
      },
      {
        es: 'Después disfruta una comida de cocina regional y tiempo libre para pasear por el pueblo de Tulum antes de volver a tu hotel.',
        en: 'Afterwards enjoy a regional lunch and some free time to stroll around Tulum town before returning to your hotel.',
      },
    ],
    included: [
      { es: 'Transportación redonda desde tu hotel', en: 'Round-trip transport from your hotel' },
      { es: 'Guía certificado', en: 'Certified guide' },
      {
        es: 'Entrada a la zona arqueológica de Tulum',
        en: 'Entry to the Tulum archaeological site',
      },
      { es: 'Comida de cocina regional', en: 'Regional lunch' },
      { es: 'Tiempo libre en el pueblo de Tulum', en: 'Free time in Tulum town' },
      { es: 'Agua embotellada a bordo', en: 'Bottled water on board' },
    ],
    scheduleText: {
      es: 'Todos los días. Recogida en tu hotel a partir de las 8:00 h; regreso por la tarde.',
      en: 'Daily. Hotel pick-up from 8:00 a.m.; return in the afternoon.',
    },
    minAge: 0,
    childMinAge: 5,
    infantsAdmitted: true,
    adultPriceUsdCents: 12000,
    childPriceUsdCents: 9000,
    openTicketAdultUsdCents: 13200,
    openTicketChildUsdCents: 9900,
    snorkelDeposit: false,
    transportIncluded: true,
    slots: [{ code: '0800', label: '8:00', startTime: '08:00', weekdays: DAILY, capacity: 200 }],
    transportZones: [],
  },
];

// -------------------------------------------------------------------------------------------------
// Complements: admission-to-tour upgrades and add-ons offered on a product page and in the cart.
// priceUsdCents is the base price per person (photo packs: per booking); for upgrades it is the
// difference over the product being upgraded.
// -------------------------------------------------------------------------------------------------

export const complements: ComplementSeed[] = [
  {
    id: 1,
    idUpgrade: 101,
    name: { es: 'Xcaret Plus', en: 'Xcaret Plus' },
    nameUpgrade: { es: 'Cambia a Xcaret Plus', en: 'Upgrade to Xcaret Plus' },
    businessUnitCode: 'XC',
    code: 'XC-UPG-PLUS',
    productCode: 'XC-BASIC',
    infoDetails: {
      title: { es: 'Mejora tu visita a Xcaret Plus', en: 'Upgrade your visit to Xcaret Plus' },
      subtitle: {
        es: 'Comida buffet, equipo de snorkel y lockers Plus',
        en: 'Buffet lunch, snorkel gear and Plus lockers',
      },
      description: {
        es: 'Agrega a tu entrada básica la comida buffet con una bebida, el equipo de snorkel para los ríos subterráneos y el acceso a los lockers y la zona de descanso Plus.',
        en: 'Add a buffet lunch with one drink, snorkel gear for the underground rivers and access to the Plus lockers and lounge area to your basic admission.',
      },
    },
    img: '/art/complements/upgrade.svg',
    priceUsdCents: 3000,
  },
  {
    id: 2,
    idUpgrade: 102,
    name: { es: 'Xcaret Básico', en: 'Xcaret Basic' },
    nameUpgrade: {
      es: 'Cambia a Xcaret Básico (día completo)',
      en: 'Upgrade to Xcaret Basic (full day)',
    },
    businessUnitCode: 'XC',
    code: 'XC-UPG-BASIC',
    productCode: 'XC-NIGHT',
    infoDetails: {
      title: { es: 'Vive Xcaret desde la mañana', en: 'Enjoy Xcaret from the morning' },
      subtitle: {
        es: 'Entrada a partir de las 8:30 h en lugar de las 16:00 h',
        en: 'Entry from 8:30 a.m. instead of 4:00 p.m.',
      },
      description: {
        es: 'Convierte tu entrada de Xcaret Noche en un día completo: ríos subterráneos, playas, caletas y espectáculos antes de Xcaret México Espectacular.',
        en: 'Turn your Xcaret Noche ticket into a full day: underground rivers, beaches, coves and shows before Xcaret México Espectacular.',
      },
    },
    img: '/art/complements/upgrade.svg',
    priceUsdCents: 3400,
  },
  {
    id: 3,
    idUpgrade: 103,
    name: { es: 'Nado con rayas', en: 'Swim with stingrays' },
    nameUpgrade: { es: 'Agrega el nado con rayas', en: 'Add swimming with stingrays' },
    businessUnitCode: 'XC',
    code: 'XC-ADD-STINGRAY',
    productCode: 'XC-PLUS',
    infoDetails: {
      title: { es: 'Nado con rayas en Xcaret', en: 'Swim with stingrays at Xcaret' },
      subtitle: {
        es: 'Actividad con costo adicional, 30 minutos',
        en: 'Activity with additional cost, 30 minutes',
      },
      description: {
        es: 'Entra a una laguna de poca profundidad y convive con rayas guiado por un biólogo. Requiere una entrada a Xcaret para la misma fecha.',
        en: 'Wade into a shallow lagoon and get close to stingrays with a biologist as your guide. Requires an Xcaret admission for the same date.',
      },
    },
    img: '/art/complements/xc-stingray.svg',
    priceUsdCents: 3900,
  },
  {
    id: 5,
    idUpgrade: 105,
    name: { es: 'Tour Tulum y Xel-Há', en: 'Tulum and Xel-Há tour' },
    nameUpgrade: { es: 'Cambia a Tulum y Xel-Há', en: 'Upgrade to Tulum and Xel-Há' },
    businessUnitCode: 'XH',
    code: 'XH-UPG-TULUM',
    productCode: 'XH-XELHA',
    infoDetails: {
      title: { es: 'Suma Tulum a tu día en Xel-Há', en: 'Add Tulum to your day at Xel-Há' },
      subtitle: {
        es: 'Transportación, guía certificado y entrada a Tulum',
        en: 'Transport, certified guide and entry to Tulum',
      },
      description: {
        es: 'Por la mañana conoces la zona arqueológica de Tulum con un guía certificado y por la tarde disfrutas Xel-Há con todo incluido. La transportación redonda desde tu hotel está incluida.',
        en: 'In the morning you tour the Tulum archaeological site with a certified guide, and in the afternoon you enjoy all-inclusive Xel-Há. Round-trip transport from your hotel is included.',
      },
    },
    img: '/art/complements/upgrade.svg',
    priceUsdCents: 6000,
  },
  {
    id: 6,
    idUpgrade: 106,
    name: { es: 'Sea Trek', en: 'Sea Trek' },
    nameUpgrade: { es: 'Agrega Sea Trek', en: 'Add Sea Trek' },
    businessUnitCode: 'XH',
    code: 'XH-ADD-SEATREK',
    productCode: 'XH-XELHA',
    infoDetails: {
      title: { es: 'Sea Trek en Xel-Há', en: 'Sea Trek at Xel-Há' },
      subtitle: {
        es: 'Actividad con costo adicional, 25 minutos',
        en: 'Activity with additional cost, 25 minutes',
      },
      description: {
        es: 'Camina por el fondo de la caleta con un casco que recibe aire desde la superficie, sin necesidad de saber bucear. Requiere una entrada a Xel-Há para la misma fecha.',
        en: 'Walk along the floor of the inlet wearing a helmet supplied with air from the surface, no diving experience needed. Requires a Xel-Há admission for the same date.',
      },
    },
    img: '/art/complements/xh-seatrek.svg',
    priceUsdCents: 3900,
  },
  {
    id: 7,
    idUpgrade: 107,
    name: { es: 'Xplor + Xenotes', en: 'Xplor + Xenotes' },
    nameUpgrade: { es: 'Agrega Xenotes a tu Xplor', en: 'Add Xenotes to your Xplor' },
    businessUnitCode: 'XP',
    code: 'XP-UPG-XENOTES',
    productCode: 'XP-XPLOR',
    infoDetails: {
      title: {
        es: 'Dos días de aventura: Xplor y Xenotes',
        en: 'Two days of adventure: Xplor and Xenotes',
      },
      subtitle: {
        es: 'Cuatro cenotes con transportación y comida',
        en: 'Four cenotes with transport and lunch',
      },
      description: {
        es: 'Suma a tu día en Xplor una visita a cuatro cenotes con tirolesa, kayak, rappel y snorkel, en otra fecha de tu viaje y con precio especial.',
        en: 'Add to your day at Xplor a visit to four cenotes with zip-line, kayak, rappel and snorkel, on another date of your trip and at a special price.',
      },
    },
    img: '/art/complements/upgrade.svg',
    priceUsdCents: 11900,
  },
  {
    id: 9,
    idUpgrade: 109,
    name: { es: 'Tour Tulum y Xenses', en: 'Tulum and Xenses tour' },
    nameUpgrade: { es: 'Cambia a Tulum y Xenses', en: 'Upgrade to Tulum and Xenses' },
    businessUnitCode: 'XS',
    code: 'XS-UPG-TULUM',
    productCode: 'XS-XENSES',
    infoDetails: {
      title: { es: 'Suma Tulum a tu visita a Xenses', en: 'Add Tulum to your visit to Xenses' },
      subtitle: {
        es: 'Transportación, guía certificado, entrada a Tulum y comida',
        en: 'Transport, certified guide, entry to Tulum and lunch',
      },
      description: {
        es: 'Conoce por la mañana la ciudad maya amurallada de Tulum con un guía certificado, come en un restaurante de cocina regional y pasa la tarde en Xenses.',
        en: 'Tour the walled Mayan city of Tulum in the morning with a certified guide, have lunch at a regional restaurant and spend the afternoon at Xenses.',
      },
    },
    img: '/art/complements/upgrade.svg',
    priceUsdCents: 8000,
  },
  {
    id: 10,
    idUpgrade: 110,
    name: { es: 'Xavage Todo Incluido', en: 'Xavage All Inclusive' },
    nameUpgrade: { es: 'Cambia a Xavage Todo Incluido', en: 'Upgrade to Xavage All Inclusive' },
    businessUnitCode: 'XP',
    code: 'XP-UPG-XAVAI',
    productCode: 'XP-XAVB',
    infoDetails: {
      title: { es: 'Xavage con alimentos incluidos', en: 'Xavage with food included' },
      subtitle: {
        es: 'Comida buffet, snacks y bebidas sin alcohol',
        en: 'Buffet lunch, snacks and soft drinks',
      },
      description: {
        es: 'Recarga energía entre los monster trucks, los rápidos y el circuito de cuerdas con comida buffet, snacks y bebidas sin alcohol durante tu visita.',
        en: 'Recharge between the monster trucks, the rapids and the ropes course with a buffet lunch, snacks and soft drinks throughout your visit.',
      },
    },
    img: '/art/complements/upgrade.svg',
    priceUsdCents: 3000,
  },
];

// -------------------------------------------------------------------------------------------------
// Discounts
// -------------------------------------------------------------------------------------------------

/** Configurable multi-park discount: the highest step reached applies to the whole package. */
export const packageDiscount = {
  minParks: 2,
  percentOff: 10,
  steps: [
    { minParks: 2, percentOff: 10 },
    { minParks: 3, percentOff: 15 },
    { minParks: 4, percentOff: 20 },
  ],
} as const;

/** Presale discounts for bookings made 21 or 7 days in advance (SPEC §9 presale labels). */
export const presale = { days21PercentOff: 15, days7PercentOff: 10 } as const;
