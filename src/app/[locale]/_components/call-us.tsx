import { getTranslations } from 'next-intl/server';
import { getVisitor } from '@/server';
import type { Locale } from '@/i18n/routing';

/** Until a page's own function lands, the visitor is offered the call centre. */
export async function CallUs({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const tf = await getTranslations({ locale, namespace: 'footer' });
  const { chrome } = await getVisitor();
  return (
    <div className="max-w-xl rounded-2xl border border-jungle/10 bg-white p-6">
      <p className="text-sm text-muted">{t('comingSoonNote')}</p>
      <p className="mt-4 font-semibold text-jungle">{tf('callUs')}</p>
      <ul className="mt-2 space-y-1 text-sm">
        {chrome.phones.map((p) => (
          <li key={p.country}>
            {p.text[locale]}:{' '}
            <a href={`tel:${p.dialNumber}`} className="font-semibold text-lagoon-800">
              {p.displayNumber}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
