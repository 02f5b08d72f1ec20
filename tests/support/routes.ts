import { products } from '../../src/db/seed/parks';
import { cities } from '../../src/features/content/copy';

export type Locale = 'es' | 'en' | 'pt';
type Route = { name: string; paths: Partial<Record<Locale, string>> };

const same = (path: string): Route['paths'] => ({ es: path, en: path, pt: path });

/** Every screen of SPEC §2 in each of its languages (the park store: es and en). */
export const routes: Route[] = [
  { name: 'home', paths: { es: '/es/', en: '/en/', pt: '/pt/' } },
  {
    name: 'hotels listing',
    paths: { es: '/es/hoteles-xcaret/', en: '/en/xcaret-hotels/', pt: '/pt/hoteis-xcaret/' },
  },
  ...['hotel-xcaret-mexico', 'hotel-xcaret-arte', 'la-casa-de-la-playa'].map((slug) => ({
    name: slug,
    paths: { es: `/es/${slug}/`, en: `/en/${slug}/`, pt: `/pt/${slug}/` },
  })),
  {
    name: 'all-fun inclusive',
    paths: {
      es: '/es/all-fun-inclusive/',
      en: '/en/all-fun-inclusive/',
      pt: '/pt/all-fun-inclusive/',
    },
  },
  {
    name: 'restaurants',
    paths: {
      es: '/es/restaurantes-hoteles-xcaret/',
      en: '/en/restaurants-xcaret-hotels/',
      pt: '/pt/restaurantes-hoteis-xcaret/',
    },
  },
  {
    name: 'bars',
    paths: {
      es: '/es/bares-hoteles-xcaret/',
      en: '/en/bars-xcaret-hotels/',
      pt: '/pt/bares-hoteis-xcaret/',
    },
  },
  {
    name: 'meetings',
    paths: {
      es: '/es/reuniones-eventos/',
      en: '/en/meetings-events/',
      pt: '/pt/reunioes-eventos/',
    },
  },
  {
    name: 'offers',
    paths: {
      es: '/es/ofertas-especiales/',
      en: '/en/special-offers/',
      pt: '/pt/ofertas-especiais/',
    },
  },
  { name: 'weddings', paths: { es: '/es/bodas/', en: '/en/weddings/', pt: '/pt/casamentos/' } },
  {
    name: 'spa',
    paths: { es: '/es/spa-wellness/', en: '/en/spa-wellness/', pt: '/pt/spa-wellness/' },
  },
  { name: 'search results', paths: { es: '/es/hoteles/', en: '/en/hotels/', pt: '/pt/hoteis/' } },
  { name: 'booking', paths: { es: '/es/reserva/', en: '/en/booking/', pt: '/pt/reserva/' } },
  { name: 'cart', paths: { es: '/es/carrito/', en: '/en/carrito/', pt: '/pt/carrinho/' } },
  {
    name: 'express checkout',
    paths: {
      es: '/es/carrito/checkout/',
      en: '/en/carrito/checkout/',
      pt: '/pt/carrinho/checkout/',
    },
  },
  { name: 'forgot password', paths: { es: '/es/forgot/', en: '/en/forgot/', pt: '/pt/forgot/' } },
  {
    name: 'privacy',
    paths: {
      es: '/es/aviso-de-privacidad/',
      en: '/en/privacy-notice/',
      pt: '/pt/aviso-de-privacidade/',
    },
  },
  {
    name: 'terms',
    paths: { es: '/es/terminos-de-uso/', en: '/en/terms-of-use/', pt: '/pt/termos-de-uso/' },
  },
  {
    name: 'site map',
    paths: { es: '/es/mapa-del-sitio/', en: '/en/site-map/', pt: '/pt/mapa-do-site/' },
  },
  {
    name: 'faq',
    paths: { es: '/es/preguntas-frecuentes/', en: '/en/faq/', pt: '/pt/perguntas-frequentes/' },
  },
  ...cities.map((c) => ({
    name: `hotels in ${c.slug}`,
    paths: {
      es: `/es/hoteles-en/${c.slug}/`,
      en: `/en/hotels-in/${c.slug}/`,
      pt: `/pt/hoteis-em/${c.slug}/`,
    },
  })),
  { name: 'newsletter', paths: same('/newsletter/') },
  {
    name: 'newsletter thank-you',
    paths: {
      es: '/es/newsletter/gracias/',
      en: '/en/newsletter/thank-you/',
      pt: '/pt/newsletter/obrigado/',
    },
  },
  {
    name: 'newsletter already subscribed',
    paths: {
      es: '/es/newsletter/ya-registrado/',
      en: '/en/newsletter/already-subscribed/',
      pt: '/pt/newsletter/ja-inscrito/',
    },
  },
  {
    name: 'newsletter error',
    paths: {
      es: '/es/newsletter/error/',
      en: '/en/newsletter/error/',
      pt: '/pt/newsletter/error/',
    },
  },
  { name: 'login', paths: { es: '/es/iniciar-sesion/', en: '/en/login/', pt: '/pt/entrar/' } },
  { name: 'register', paths: { es: '/es/registro/', en: '/en/register/', pt: '/pt/cadastro/' } },
  {
    name: 'account',
    paths: { es: '/es/mi-cuenta/', en: '/en/my-account/', pt: '/pt/minha-conta/' },
  },
  { name: 'park store', paths: { es: '/es/parques/', en: '/en/parks/' } },
  ...products.map((p) => ({
    name: `${p.kind} ${p.slug}`,
    paths:
      p.kind === 'tour'
        ? { es: `/es/tours/${p.slug}/`, en: `/en/tours/${p.slug}/` }
        : { es: `/es/parques/${p.slug}/`, en: `/en/parks/${p.slug}/` },
  })),
].map((r) => ({ ...r, paths: r.paths.es?.startsWith('/newsletter') ? prefix(r.paths) : r.paths }));

function prefix(paths: Route['paths']): Route['paths'] {
  return { es: `/es${paths.es}`, en: `/en${paths.en}`, pt: `/pt${paths.pt}` };
}

export const pages = routes.flatMap((r) =>
  (Object.entries(r.paths) as [Locale, string][]).map(([locale, path]) => ({
    name: r.name,
    locale,
    path,
  })),
);
