/**
 * What a visitor needs to know after buying: where each park or tour is (or that it picks
 * them up) and what to bring. Shown on the e-ticket PDF, in the order email and on the
 * confirmation page; kept here, not in messages/*.json, because the PDF and the email are
 * made by the background job, outside any request. Facts follow SEED-DATA-NOTES (hours,
 * ages, the refundable snorkel deposit, photo ID at the gate); the rest is sensible demo copy.
 */
export type VisitLocale = 'es' | 'en' | 'pt';
type Text = Record<VisitLocale, string>;

export type VisitInfo = {
  /** Where to go, or how the pick-up works. */
  gettingThere: string;
  /** Short items, one per line on the ticket. */
  bring: string[];
};

const KM282: Text = {
  es: 'Carretera Chetumal-Puerto Juárez km 282, Playa del Carmen, Quintana Roo. A 5 minutos de Playa del Carmen y a 1 hora de Cancún, con estacionamiento gratuito.',
  en: 'Carretera Chetumal-Puerto Juárez km 282, Playa del Carmen, Quintana Roo. 5 minutes from Playa del Carmen and 1 hour from Cancún, with free parking.',
  pt: 'Carretera Chetumal-Puerto Juárez km 282, Playa del Carmen, Quintana Roo. A 5 minutos de Playa del Carmen e a 1 hora de Cancún, com estacionamento gratuito.',
};
const XELHA: Text = {
  es: 'Carretera Chetumal-Puerto Juárez km 240, Tulum, Quintana Roo. A 15 minutos de Tulum y a 1 h 45 min de Cancún, con estacionamiento gratuito.',
  en: 'Carretera Chetumal-Puerto Juárez km 240, Tulum, Quintana Roo. 15 minutes from Tulum and 1 h 45 min from Cancún, with free parking.',
  pt: 'Carretera Chetumal-Puerto Juárez km 240, Tulum, Quintana Roo. A 15 minutos de Tulum e a 1 h 45 min de Cancún, com estacionamento gratuito.',
};
const XOXIMILCO: Text = {
  es: 'Carretera Federal 307 Cancún-Playa del Carmen, al sur de Cancún (25 minutos desde la zona hotelera). El registro abre a las 19:00 h.',
  en: 'Federal Highway 307 Cancún-Playa del Carmen, south of Cancún (25 minutes from the hotel zone). Check-in opens at 7:00 p.m.',
  pt: 'Rodovia Federal 307 Cancún-Playa del Carmen, ao sul de Cancún (25 minutos da zona hoteleira). O registro abre às 19:00.',
};
const PICK_UP = (window: Text): Text => ({
  es: `Transporte incluido: te recogemos en el lobby de tu hotel o en el punto de encuentro más cercano ${window.es}. Te confirmamos la hora exacta el día anterior.`,
  en: `Transport included: we pick you up at your hotel lobby or the nearest meeting point ${window.en}. We confirm the exact time the day before.`,
  pt: `Transporte incluído: buscamos você no lobby do seu hotel ou no ponto de encontro mais próximo ${window.pt}. Confirmamos o horário exato na véspera.`,
});

const TICKET_AND_ID: Text = {
  es: 'Este boleto (impreso o en tu teléfono) e identificación oficial con foto',
  en: 'This ticket (printed or on your phone) and a photo ID',
  pt: 'Este ingresso (impresso ou no celular) e um documento com foto',
};
const SWIM: Text = {
  es: 'Traje de baño, toalla y una muda de ropa',
  en: 'Swimsuit, towel and a change of clothes',
  pt: 'Roupa de banho, toalha e uma muda de roupa',
};
const SUNSCREEN: Text = {
  es: 'Protector solar biodegradable, sin químicos (el protector común no se permite en ríos y cenotes)',
  en: 'Biodegradable, chemical-free sunscreen (regular sunscreen is not allowed in rivers and cenotes)',
  pt: 'Protetor solar biodegradável, sem químicos (o protetor comum não é permitido em rios e cenotes)',
};
const SHOES: Text = {
  es: 'Calzado cómodo que pueda mojarse',
  en: 'Comfortable shoes that can get wet',
  pt: 'Calçado confortável que possa molhar',
};
const CASH: Text = {
  es: 'Efectivo o tarjeta para fotos, recuerdos y extras',
  en: 'Cash or a card for photos, souvenirs and extras',
  pt: 'Dinheiro ou cartão para fotos, lembranças e extras',
};
const SNORKEL_DEPOSIT: Text = {
  es: '10 USD para el depósito reembolsable del equipo de snorkel',
  en: '10 USD for the refundable snorkel gear deposit',
  pt: '10 USD para o depósito reembolsável do equipamento de snorkel',
};
const DRIVER_ID: Text = {
  es: 'Para manejar los vehículos anfibios: tener 18 años o más y llevar identificación',
  en: 'To drive the amphibious vehicles: be 18 or older and bring ID',
  pt: 'Para dirigir os veículos anfíbios: ter 18 anos ou mais e levar documento',
};
const NIGHT: Text = {
  es: 'Ropa cómoda de manga larga para la noche y repelente biodegradable',
  en: 'Comfortable long-sleeved clothes for the night and biodegradable insect repellent',
  pt: 'Roupa confortável de manga comprida para a noite e repelente biodegradável',
};
const HEIGHT: Text = {
  es: 'Algunas actividades piden una estatura mínima de 1.40 m',
  en: 'Some activities require a minimum height of 1.40 m',
  pt: 'Algumas atividades exigem altura mínima de 1,40 m',
};
const JACKET: Text = {
  es: 'Una chamarra ligera: en los canales refresca de noche',
  en: 'A light jacket: it gets cool on the canals at night',
  pt: 'Uma jaqueta leve: nos canais esfria à noite',
};
const ADULT_DRINKS: Text = {
  es: 'Identificación que acredite 18 años o más para la degustación de tequila',
  en: 'ID showing you are 18 or older for the tequila tasting',
  pt: 'Documento que comprove 18 anos ou mais para a degustação de tequila',
};
const WALK: Text = {
  es: 'Zapatos cómodos para caminar, sombrero y lentes de sol',
  en: 'Comfortable walking shoes, a hat and sunglasses',
  pt: 'Sapatos confortáveis para caminhar, chapéu e óculos de sol',
};
const CENOTE_SWIM: Text = {
  es: 'Traje de baño y toalla para nadar en el cenote',
  en: 'Swimsuit and towel for the cenote swim',
  pt: 'Roupa de banho e toalha para nadar no cenote',
};

type Entry = { gettingThere: Text; bring: Text[] };

const WATER_PARK = [TICKET_AND_ID, SWIM, SUNSCREEN, SHOES, CASH];

/** By business unit, then overridden by product code where a product differs. */
const BY_UNIT: Record<string, Entry> = {
  XC: { gettingThere: KM282, bring: WATER_PARK },
  XP: { gettingThere: KM282, bring: [TICKET_AND_ID, SWIM, SUNSCREEN, SHOES, DRIVER_ID] },
  XH: { gettingThere: XELHA, bring: [TICKET_AND_ID, SWIM, SUNSCREEN, SNORKEL_DEPOSIT, CASH] },
  XS: { gettingThere: KM282, bring: [TICKET_AND_ID, SWIM, SUNSCREEN, SHOES] },
  XON: { gettingThere: XOXIMILCO, bring: [TICKET_AND_ID, JACKET, ADULT_DRINKS, CASH] },
  XN: {
    gettingThere: PICK_UP({
      es: 'entre las 8:00 y las 10:00 h',
      en: 'between 8:00 and 10:00 a.m.',
      pt: 'entre 8:00 e 10:00',
    }),
    bring: [TICKET_AND_ID, SWIM, SUNSCREEN, SHOES],
  },
  XT: {
    gettingThere: PICK_UP({
      es: 'temprano por la mañana',
      en: 'early in the morning',
      pt: 'cedo pela manhã',
    }),
    bring: [TICKET_AND_ID, WALK, SUNSCREEN, CENOTE_SWIM, CASH],
  },
};

const BY_PRODUCT: Record<string, Partial<Entry>> = {
  'XC-NIGHT': {
    bring: [
      TICKET_AND_ID,
      {
        es: 'Llega a partir de las 16:00 h; ropa cómoda y una muda',
        en: 'Arrive from 4:00 p.m.; comfortable clothes and a change',
        pt: 'Chegue a partir das 16:00; roupa confortável e uma muda',
      },
      SUNSCREEN,
      CASH,
    ],
  },
  'XP-FUEGO': { bring: [TICKET_AND_ID, NIGHT, HEIGHT, SHOES, DRIVER_ID] },
  'XT-XICHEN-DLX': {
    gettingThere: PICK_UP({
      es: 'entre las 7:00 y las 8:00 h',
      en: 'between 7:00 and 8:00 a.m.',
      pt: 'entre 7:00 e 8:00',
    }),
  },
  'XT-XICHEN-CLA': {
    gettingThere: PICK_UP({
      es: 'entre las 7:00 y las 8:00 h',
      en: 'between 7:00 and 8:00 a.m.',
      pt: 'entre 7:00 e 8:00',
    }),
  },
  'XT-TULUM-XELHA': { bring: [TICKET_AND_ID, WALK, SWIM, SUNSCREEN, SNORKEL_DEPOSIT] },
  'XT-COBA-XELHA': { bring: [TICKET_AND_ID, WALK, SWIM, SUNSCREEN, SNORKEL_DEPOSIT] },
};

/** Where to go and what to bring for a product, in `locale`. */
export function visitInfo(
  product: { code: string; businessUnitCode: string; transportIncluded?: boolean },
  locale: VisitLocale,
): VisitInfo {
  const base = BY_UNIT[product.businessUnitCode] ?? BY_UNIT.XC!;
  const entry = { ...base, ...BY_PRODUCT[product.code] };
  return {
    gettingThere: entry.gettingThere[locale],
    bring: entry.bring.map((b) => b[locale]),
  };
}

/** The line added when the visitor bought transport from a zone. */
export function transportNote(zone: string, locale: VisitLocale): string {
  return {
    es: `Transporte desde ${zone} incluido: espera en el lobby de tu hotel 15 minutos antes de la hora de recogida que te confirmaremos.`,
    en: `Transport from ${zone} included: wait in your hotel lobby 15 minutes before the pick-up time we will confirm.`,
    pt: `Transporte desde ${zone} incluído: espere no lobby do seu hotel 15 minutos antes do horário de busca que confirmaremos.`,
  }[locale];
}
