import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/**
 * The four steps of SPEC §2 with the current one marked. On a phone they take one row: the
 * other steps show their number only (their names stay for screen readers).
 */
export async function BookingSteps({
  locale,
  current,
}: {
  locale: Locale;
  current: 1 | 2 | 3 | 4;
}) {
  const t = await getTranslations({ locale, namespace: 'pages' });
  const steps = [t('step1'), t('step2'), t('step3'), t('step4')];
  return (
    <nav aria-label={t('steps')}>
      <ol className="flex gap-2 sm:grid sm:grid-cols-4">
        {steps.map((label, i) => (
          <li
            key={label}
            aria-current={i + 1 === current ? 'step' : undefined}
            className="flex items-center gap-3 rounded-xl border border-jungle/15 bg-white px-2 py-2 text-sm aria-[current]:flex-1 aria-[current]:border-jungle aria-[current]:bg-jungle aria-[current]:px-3 aria-[current]:text-white sm:px-4 sm:py-3 sm:aria-[current]:px-4"
          >
            <span className="grid h-7 w-7 shrink-0 place-items-center rounded-full border border-current font-semibold">
              {i + 1}
            </span>
            <span className={i + 1 === current ? 'leading-tight' : 'sr-only sm:not-sr-only'}>
              {label}
            </span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
