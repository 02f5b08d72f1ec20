import type { Lang3 } from './types';

/** Approximate rates of November 2026 for the demo; an operator updates them daily. */
export const currencies = [
  {
    id: 1,
    iso: 'USD',
    name: 'US Dollar',
    names: { es: 'Dólar estadounidense', en: 'US dollar', pt: 'Dólar americano' },
    symbol: '$',
    decimals: 2,
    usdRate: '1',
  },
  {
    id: 2,
    iso: 'MXN',
    name: 'Mexican Peso',
    names: { es: 'Peso mexicano', en: 'Mexican peso', pt: 'Peso mexicano' },
    symbol: '$',
    decimals: 2,
    usdRate: '18.45',
  },
  {
    id: 3,
    iso: 'CAD',
    name: 'Canadian Dollar',
    names: { es: 'Dólar canadiense', en: 'Canadian dollar', pt: 'Dólar canadense' },
    symbol: '$',
    decimals: 2,
    usdRate: '1.38',
  },
  {
    id: 4,
    iso: 'EUR',
    name: 'Euro',
    names: { es: 'Euro', en: 'Euro', pt: 'Euro' },
    symbol: '€',
    decimals: 2,
    usdRate: '0.92',
  },
  {
    id: 5,
    iso: 'COP',
    name: 'Colombian Peso',
    names: { es: 'Peso colombiano', en: 'Colombian peso', pt: 'Peso colombiano' },
    symbol: '$',
    decimals: 2,
    usdRate: '4015.5',
  },
  {
    id: 6,
    iso: 'GTQ',
    name: 'Guatemalan Quetzal',
    names: { es: 'Quetzal guatemalteco', en: 'Guatemalan quetzal', pt: 'Quetzal guatemalteco' },
    symbol: 'Q',
    decimals: 2,
    usdRate: '7.72',
  },
  {
    id: 7,
    iso: 'GBP',
    name: 'British Pound',
    names: { es: 'Libra esterlina', en: 'British pound', pt: 'Libra esterlina' },
    symbol: '£',
    decimals: 2,
    usdRate: '0.79',
  },
  {
    id: 8,
    iso: 'ARS',
    name: 'Argentine Peso',
    names: { es: 'Peso argentino', en: 'Argentine peso', pt: 'Peso argentino' },
    symbol: '$',
    decimals: 2,
    usdRate: '1425',
  },
  {
    id: 9,
    iso: 'CLP',
    name: 'Chilean Peso',
    names: { es: 'Peso chileno', en: 'Chilean peso', pt: 'Peso chileno' },
    symbol: '$',
    decimals: 0,
    usdRate: '948',
  },
  {
    id: 10,
    iso: 'PEN',
    name: 'Peruvian Sol',
    names: { es: 'Sol peruano', en: 'Peruvian sol', pt: 'Sol peruano' },
    symbol: 'S/',
    decimals: 2,
    usdRate: '3.74',
  },
  {
    id: 11,
    iso: 'UYU',
    name: 'Uruguayan Peso',
    names: { es: 'Peso uruguayo', en: 'Uruguayan peso', pt: 'Peso uruguaio' },
    symbol: '$U',
    decimals: 2,
    usdRate: '40.2',
  },
  {
    id: 12,
    iso: 'CRC',
    name: 'Costa Rican Colón',
    names: { es: 'Colón costarricense', en: 'Costa Rican colón', pt: 'Colón costarriquenho' },
    symbol: '₡',
    decimals: 2,
    usdRate: '506.3',
  },
  {
    id: 13,
    iso: 'RUB',
    name: 'Russian Ruble',
    names: { es: 'Rublo ruso', en: 'Russian ruble', pt: 'Rublo russo' },
    symbol: '₽',
    decimals: 2,
    usdRate: '96.4',
  },
  {
    id: 14,
    iso: 'AUD',
    name: 'Australian Dollar',
    names: { es: 'Dólar australiano', en: 'Australian dollar', pt: 'Dólar australiano' },
    symbol: '$',
    decimals: 2,
    usdRate: '1.53',
  },
  {
    id: 15,
    iso: 'CNY',
    name: 'Chinese Yuan',
    names: { es: 'Yuan chino', en: 'Chinese yuan', pt: 'Yuan chinês' },
    symbol: '¥',
    decimals: 2,
    usdRate: '7.18',
  },
  {
    id: 16,
    iso: 'JPY',
    name: 'Japanese Yen',
    names: { es: 'Yen japonés', en: 'Japanese yen', pt: 'Iene japonês' },
    symbol: '¥',
    decimals: 0,
    usdRate: '151.2',
  },
  {
    id: 17,
    iso: 'KRW',
    name: 'South Korean Won',
    names: { es: 'Won surcoreano', en: 'South Korean won', pt: 'Won sul-coreano' },
    symbol: '₩',
    decimals: 0,
    usdRate: '1384',
  },
] as const satisfies readonly {
  id: number;
  iso: string;
  name: string;
  names: Lang3;
  symbol: string;
  decimals: number;
  usdRate: string;
}[];

const ALL = currencies.map((c) => c.iso);

/** SPEC §3 payment methods and the currencies each one serves. */
export const paymentMethods = [
  { id: 1, apiCode: 'VI', name: 'Visa', kind: 'card', currencies: ALL },
  { id: 2, apiCode: 'MC', name: 'Mastercard', kind: 'card', currencies: ALL },
  {
    id: 3,
    apiCode: 'AX',
    name: 'American Express',
    kind: 'card',
    currencies: ['USD', 'MXN', 'CAD', 'EUR', 'GBP', 'AUD', 'JPY'],
  },
  { id: 4, apiCode: 'CB', name: 'Carte Bleue', kind: 'card', currencies: ['EUR'] },
  { id: 5, apiCode: 'DN', name: 'Diners Club', kind: 'card', currencies: ['USD', 'MXN', 'CAD'] },
  { id: 6, apiCode: 'DS', name: 'Discover', kind: 'card', currencies: ['USD', 'CAD'] },
  { id: 7, apiCode: 'JC', name: 'JCB', kind: 'card', currencies: ['USD', 'JPY', 'KRW', 'CNY'] },
  {
    id: 8,
    apiCode: 'PP',
    name: 'PayPal',
    kind: 'redirect',
    currencies: ['USD', 'MXN', 'CAD', 'EUR', 'GBP', 'AUD', 'JPY'],
  },
] as const;

/**
 * Where financing is offered (SPEC §5): Uplift in USD and CAD; interest-free instalments in MXN
 * on cards issued in Mexico. Rows of financing_rules, read by the payment rules.
 */
export const financingRules = [
  { plan: 'uplift', currencies: ['USD', 'CAD'], cardCountries: [] },
  { plan: 'installments', currencies: ['MXN'], cardCountries: ['MX'] },
] as const;

const msi = (months: string): Lang3 => ({
  es: `Meses sin intereses con tarjetas de crédito participantes: ${months}.`,
  en: `Interest-free months with participating credit cards: ${months}.`,
  pt: `Parcelamento sem juros com cartões de crédito participantes: ${months}.`,
});

/** The twelve banks of SPEC §3 / §9: most offer 3 and 6 months; HSBC 3, 6, 12, 13 and 15. */
export const installmentBanks = [
  { id: 1, name: 'BBVA', months: [3, 6] },
  { id: 2, name: 'Banamex', months: [3, 6] },
  { id: 3, name: 'Banorte', months: [3, 6] },
  { id: 4, name: 'Santander', months: [3, 6] },
  { id: 5, name: 'HSBC', months: [3, 6, 12, 13, 15] },
  { id: 6, name: 'Scotiabank', months: [3, 6] },
  { id: 7, name: 'Inbursa', months: [3, 6] },
  { id: 8, name: 'Banregio', months: [3, 6] },
  { id: 9, name: 'Afirme', months: [3, 6] },
  { id: 10, name: 'Invex', months: [3, 6] },
  { id: 11, name: 'BanCoppel', months: [3, 6] },
  { id: 12, name: 'Hey Banco', months: [3, 6] },
].map((bank) => ({
  ...bank,
  logo: `/art/banks/${bank.name.toLowerCase().replace(/\s+/g, '-')}.svg`,
  description: msi(bank.months.join(', ')),
}));

export const sites = [
  { code: 'CONCENTRADOR', name: 'Concentrador de personalización', enabled: true },
  { code: 'HOTELES', name: 'Hoteles Xcaret', enabled: true },
  { code: 'PARQUES', name: 'Parques y tours Xcaret', enabled: true },
];

export const footerPhones = [
  {
    sort: 1,
    country: 'MX',
    text: { es: 'México', en: 'Mexico', pt: 'México' },
    displayNumber: '800 292 2738',
    dialNumber: '+528002922738',
  },
  {
    sort: 2,
    country: 'US',
    text: { es: 'EE. UU.', en: 'USA', pt: 'EUA' },
    displayNumber: '1 888 922 7381',
    dialNumber: '+18889227381',
  },
  {
    sort: 3,
    country: 'CA',
    text: { es: 'Canadá', en: 'Canada', pt: 'Canadá' },
    displayNumber: '1 866 393 5158',
    dialNumber: '+18663935158',
  },
];

/** SPEC §9 gives both texts. */
export const serviceHours = [
  {
    key: 'footer',
    text: {
      es: 'Lunes a viernes de 8:00 a.m. a 11:00 p.m.; sábados y domingos de 8:00 a.m. a 10:00 p.m. (hora de Quintana Roo)',
      en: 'Weekdays 8:00 a.m. to 11:00 p.m.; weekends 8:00 a.m. to 10:00 p.m. (Quintana Roo time)',
      pt: 'Dias úteis das 8h00 às 23h00; fins de semana das 8h00 às 22h00 (horário de Quintana Roo)',
    },
  },
  {
    key: 'call-centre',
    text: {
      es: 'De 7:00 a.m. a 9:00 p.m. CST',
      en: '7:00 a.m. to 9:00 p.m. CST',
      pt: 'Das 7h00 às 21h00 CST',
    },
  },
];

export const siteSettings = [
  { key: 'calendar_maintenance', value: false },
  { key: 'hotel_hold_minutes', value: 15 },
  { key: 'cart_hold_minutes', value: 30 },
];
