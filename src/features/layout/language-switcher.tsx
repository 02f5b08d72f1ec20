'use client';

import { Globe } from 'lucide-react';
import { useParams, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { Link, usePathname } from '@/i18n/navigation';
import { locales, type Locale } from '@/i18n/routing';
import { Disclosure } from './disclosure';

type Props = { locale: Locale; label: string; names: Record<Locale, string> };

/**
 * Links to the same page in the other languages (same params and query). A page from the page
 * cache has no query on the server: its links are made without one, and get the visitor's
 * query once in the browser (decision 0044).
 */
export function LanguageSwitcher(props: Props) {
  return (
    <Suspense fallback={<Switcher {...props} query={{}} />}>
      <SwitcherWithQuery {...props} />
    </Suspense>
  );
}

function SwitcherWithQuery(props: Props) {
  const search = useSearchParams();
  return <Switcher {...props} query={Object.fromEntries(search.entries())} />;
}

function Switcher({ locale, label, names, query }: Props & { query: Record<string, string> }) {
  const pathname = usePathname();
  const params = useParams();
  const routeParams = Object.fromEntries(
    Object.entries(params).filter(([key]) => key !== 'locale'),
  ) as Record<string, string>;
  return (
    <Disclosure
      label={
        <>
          <Globe aria-hidden size={18} />
          <span className="uppercase">{locale}</span>
          <span className="sr-only">
            {label}: {names[locale]}
          </span>
        </>
      }
      panelLabel={label}
    >
      <ul className="py-1">
        {locales.map((l) => (
          <li key={l}>
            <Link
              // The route table guarantees the same internal pathname exists in every locale.
              href={{ pathname, params: routeParams, query } as never}
              locale={l}
              lang={l}
              hrefLang={l}
              aria-current={l === locale ? 'true' : undefined}
              className="flex items-center justify-between gap-6 px-4 py-2 text-sm no-underline hover:bg-sand aria-[current]:font-semibold aria-[current]:text-jungle"
            >
              {names[l]}
              <span className="text-xs text-muted uppercase">{l}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
