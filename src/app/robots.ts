import type { MetadataRoute } from 'next';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  const base = env().BASE_URL;
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      // Transactional and per-visitor pages carry noindex too; this saves crawl budget.
      disallow: [
        '/api/',
        '/admin/',
        '/es/reserva/',
        '/en/booking/',
        '/pt/reserva/',
        '/es/carrito/',
        '/en/carrito/',
        '/pt/carrinho/',
      ],
    },
    sitemap: `${base}/sitemap.xml`,
  };
}
