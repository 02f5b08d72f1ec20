import { getTranslations } from 'next-intl/server';
import type { Locale } from './copy';

/**
 * The bar over a previewed page (issue 17): a staff member sees the unpublished draft, and the
 * page says so in words, not only in colour.
 */
export async function PreviewBanner({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'adminContent' });
  return (
    <p
      role="status"
      data-preview
      className="bg-gold px-4 py-2 text-center text-sm font-semibold text-ink"
    >
      {t('previewBanner')}
    </p>
  );
}
