import { Phone } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SiteChrome } from '@/domain/sites';
import { Link } from '@/i18n/navigation';
import type { AppPathname, Locale } from '@/i18n/routing';
import { env } from '@/lib/env';

type Props = { locale: Locale; chrome: SiteChrome; newsletter?: ReactNode };

export async function Footer({ locale, chrome, newsletter }: Props) {
  const t = await getTranslations({ locale, namespace: 'footer' });
  const tn = await getTranslations({ locale, namespace: 'nav' });
  const tc = await getTranslations({ locale, namespace: 'checkIn' });
  const explore: [AppPathname, string][] = [
    ['/xcaret-hotels', tn('hotels')],
    ['/parks', tn('parks')],
    ['/special-offers', tn('offers')],
    ['/weddings', tn('weddings')],
    ['/meetings-events', tn('meetings')],
    ['/faq', tn('faq')],
    // SPEC §2's external "web check-in" link: the manage page, whose check-in step opens
    // seven days before arrival (issue 19).
    ['/manage-booking', tc('link')],
  ];
  const legal: [AppPathname, string][] = [
    ['/privacy', tn('privacy')],
    ['/terms', tn('terms')],
    ['/site-map', tn('siteMap')],
  ];
  return (
    <footer className="mt-20 bg-jungle text-cream">
      {newsletter && <div className="border-b border-white/10">{newsletter}</div>}
      <div className="container-page grid gap-10 py-12 md:grid-cols-3">
        <section aria-labelledby="footer-call">
          <h2 id="footer-call" className="text-2xl text-white">
            {t('callUs')}
          </h2>
          <ul className="mt-4 space-y-2">
            {chrome.phones.map((p) => (
              <li key={p.country}>
                <a
                  href={`tel:${p.dialNumber}`}
                  className="inline-flex items-center gap-2 text-cream no-underline hover:underline"
                >
                  <Phone aria-hidden size={16} />
                  <span className="text-sand/80">{p.text[locale]}:</span>
                  <span className="font-semibold text-white">{p.displayNumber}</span>
                </a>
              </li>
            ))}
          </ul>
          <h3 className="mt-6 font-sans text-sm font-semibold tracking-wider text-sand uppercase">
            {t('serviceHours')}
          </h3>
          {chrome.hours.footer && (
            <p className="mt-2 text-sm text-cream/90">{chrome.hours.footer[locale]}</p>
          )}
          {chrome.hours.callCentre && (
            <p className="mt-1 text-sm text-cream/90">
              {t('callCentre')}: {chrome.hours.callCentre[locale]}
            </p>
          )}
        </section>
        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className="text-2xl text-white">
            {t('explore')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {explore.map(([href, label]) => (
              <li key={href}>
                <Link href={href as never} className="text-cream hover:text-white">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal">
          <h2 id="footer-legal" className="text-2xl text-white">
            {t('legal')}
          </h2>
          <ul className="mt-4 space-y-2 text-sm">
            {legal.map(([href, label]) => (
              <li key={href}>
                <Link href={href as never} className="text-cream hover:text-white">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-1 py-5 text-xs text-cream/80 sm:flex-row sm:justify-between">
          <p>{t('rights', { year: new Date().getFullYear() })}</p>
          {env().DEMO_NOTICE === '1' && <p>{t('demoNotice')}</p>}
        </div>
      </div>
    </footer>
  );
}
