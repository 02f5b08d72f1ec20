/**
 * The languages and the localized route table as plain data, without next-intl: the domain,
 * jobs and emails may read them (a link in an email, the language of an order) without
 * reaching the framework. `routing.ts` builds next-intl's routing from them.
 */
export const locales = ['es', 'en', 'pt'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';
/**
 * The region each language is written for: numbers, currencies and calendars are formatted for
 * it (es-MX: "$1,234.00" is pesos), and it names the page's Open Graph locale (es_MX).
 */
export const regionalLocales = {
  es: 'es-MX',
  en: 'en-US',
  pt: 'pt-BR',
} as const satisfies Record<Locale, `${Locale}-${string}`>;
/** The park store is offered in es and en; pt visitors are sent to the English page. */
export const parkLocales = ['es', 'en'] as const satisfies readonly Locale[];
export type ParkLocale = (typeof parkLocales)[number];

/** The park store's language for a page's language: its own where offered, else English. */
export function parkLocale(locale: Locale): ParkLocale {
  return (parkLocales as readonly string[]).includes(locale) ? (locale as ParkLocale) : 'en';
}

/**
 * The localized route table (DESIGN §6): the one place that knows every slug. Keys are the
 * internal paths of src/app/[locale]/…; values are what the visitor sees.
 */
export const pathnames = {
  '/': '/',
  '/xcaret-hotels': { es: '/hoteles-xcaret', en: '/xcaret-hotels', pt: '/hoteis-xcaret' },
  '/hotel-xcaret-mexico': '/hotel-xcaret-mexico',
  '/hotel-xcaret-arte': '/hotel-xcaret-arte',
  '/la-casa-de-la-playa': '/la-casa-de-la-playa',
  '/all-fun-inclusive': '/all-fun-inclusive',
  '/restaurants': {
    es: '/restaurantes-hoteles-xcaret',
    en: '/restaurants-xcaret-hotels',
    pt: '/restaurantes-hoteis-xcaret',
  },
  '/bars': { es: '/bares-hoteles-xcaret', en: '/bars-xcaret-hotels', pt: '/bares-hoteis-xcaret' },
  '/meetings-events': { es: '/reuniones-eventos', en: '/meetings-events', pt: '/reunioes-eventos' },
  '/special-offers': {
    es: '/ofertas-especiales',
    en: '/special-offers',
    pt: '/ofertas-especiais',
  },
  '/weddings': { es: '/bodas', en: '/weddings', pt: '/casamentos' },
  '/spa': '/spa-wellness',
  '/hotels': { es: '/hoteles', en: '/hotels', pt: '/hoteis' },
  '/booking': { es: '/reserva', en: '/booking', pt: '/reserva' },
  '/cart': { es: '/carrito', en: '/carrito', pt: '/carrinho' },
  '/manage-booking': { es: '/mi-reserva', en: '/manage-booking', pt: '/minha-reserva' },
  '/cart/checkout': { es: '/carrito/checkout', en: '/carrito/checkout', pt: '/carrinho/checkout' },
  '/forgot': '/forgot',
  '/privacy': { es: '/aviso-de-privacidad', en: '/privacy-notice', pt: '/aviso-de-privacidade' },
  '/terms': { es: '/terminos-de-uso', en: '/terms-of-use', pt: '/termos-de-uso' },
  '/site-map': { es: '/mapa-del-sitio', en: '/site-map', pt: '/mapa-do-site' },
  '/faq': { es: '/preguntas-frecuentes', en: '/faq', pt: '/perguntas-frequentes' },
  '/hotels-in/[city]': {
    es: '/hoteles-en/[city]',
    en: '/hotels-in/[city]',
    pt: '/hoteis-em/[city]',
  },
  '/newsletter': '/newsletter',
  '/newsletter/thank-you': {
    es: '/newsletter/gracias',
    en: '/newsletter/thank-you',
    pt: '/newsletter/obrigado',
  },
  '/newsletter/already-subscribed': {
    es: '/newsletter/ya-registrado',
    en: '/newsletter/already-subscribed',
    pt: '/newsletter/ja-inscrito',
  },
  '/newsletter/error': '/newsletter/error',
  '/newsletter/confirm': {
    es: '/newsletter/confirmar',
    en: '/newsletter/confirm',
    pt: '/newsletter/confirmar',
  },
  '/newsletter/unsubscribe': {
    es: '/newsletter/baja',
    en: '/newsletter/unsubscribe',
    pt: '/newsletter/cancelar',
  },
  '/parks': { es: '/parques', en: '/parks', pt: '/parks' },
  '/parks/[slug]': { es: '/parques/[slug]', en: '/parks/[slug]', pt: '/parks/[slug]' },
  '/tours/[slug]': '/tours/[slug]',
  '/login': { es: '/iniciar-sesion', en: '/login', pt: '/entrar' },
  '/register': { es: '/registro', en: '/register', pt: '/cadastro' },
  '/account': { es: '/mi-cuenta', en: '/my-account', pt: '/minha-conta' },
} as const;

export type AppPathname = keyof typeof pathnames;

/** A language we serve. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * The address of a page in a language, from the route table above: the one place that knows
 * the slugs. For what is made outside a request (emails, the API, background jobs), which
 * cannot use next-intl's navigation helpers.
 */
export type PageHref = {
  pathname: AppPathname;
  /** The dynamic segments of the pathname ([slug], [city]). */
  params?: Record<string, string>;
  query?: Record<string, string>;
};

/** "/es/reserva/?ref=…": the locale prefix, the localized slugs and the trailing slash. */
export function localizedPath(locale: Locale, href: PageHref): string {
  const entry: string | Partial<Record<Locale, string>> = pathnames[href.pathname];
  const template = typeof entry === 'string' ? entry : (entry[locale] ?? href.pathname);
  const path = template.replace(/\[([^\]]+)\]/g, (_, name: string) => {
    const value = href.params?.[name];
    if (value === undefined) throw new Error(`Missing parameter ${name} for ${href.pathname}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(href.query).toString();
  return `/${locale}${path === '/' ? '' : path}/${query ? `?${query}` : ''}`;
}

/** The same, absolute on the public origin (env BASE_URL, with or without a final slash). */
export function absoluteUrl(baseUrl: string, locale: Locale, href: PageHref): string {
  return `${baseUrl.replace(/\/+$/, '')}${localizedPath(locale, href)}`;
}
