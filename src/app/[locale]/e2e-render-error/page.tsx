import { notFound } from 'next/navigation';

export const dynamic = 'force-dynamic';

/**
 * Exists only for the end-to-end suite (E2E_TEST_ROUTES=1): a page that fails while
 * rendering, to prove the general error page and the error log. A 404 everywhere else.
 */
export default function RenderErrorProbe() {
  if (process.env.E2E_TEST_ROUTES !== '1') notFound();
  throw new Error('E2E probe: rendering failed on purpose');
}
