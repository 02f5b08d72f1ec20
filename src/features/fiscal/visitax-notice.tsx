import { Info } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { visitaxApplies, VISITAX_URL } from '@/domain/taxes';
import type { Locale } from '@/i18n/routing';

/**
 * Quintana Roo's VISITAX, for a guest living abroad (issue 20): not ours to collect, so the
 * confirmation says what it is and where to pay it, in the guest's language.
 */
export async function VisitaxNotice({
  locale,
  residenceCountry,
}: {
  locale: Locale;
  residenceCountry: string | null | undefined;
}) {
  if (!visitaxApplies(residenceCountry)) return null;
  const t = await getTranslations({ locale, namespace: 'fiscal.visitax' });
  return (
    <aside
      aria-labelledby="visitax-title"
      data-testid="visitax-notice"
      className="flex gap-3 rounded-xl border border-lagoon/30 bg-lagoon/5 p-4 text-sm"
    >
      <Info aria-hidden className="mt-0.5 shrink-0 text-lagoon-800" size={20} />
      <div className="space-y-1">
        <h3 id="visitax-title" className="font-semibold text-jungle">
          {t('title')}
        </h3>
        <p>{t('text')}</p>
        <a
          href={VISITAX_URL}
          rel="noopener noreferrer"
          target="_blank"
          className="text-jungle underline"
        >
          {t('link')}
        </a>
      </div>
    </aside>
  );
}
