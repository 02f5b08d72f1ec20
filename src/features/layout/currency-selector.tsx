'use client';

import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import { CLIENT_STATE_MAX_AGE, COOKIE, writeClientCookie } from '@/lib/cookies';
import { Disclosure } from './disclosure';

type Option = { id: number; iso: string; name: string; flag: string };
type Props = {
  label: string;
  title: string;
  currencies: Option[];
  currentIso: string;
  secure: boolean;
};

/** The 17 currencies with their flags; the choice is kept in cookies (iso and id) for 7 days. */
export function CurrencySelector({ label, title, currencies, currentIso, secure }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const current = currencies.find((c) => c.iso === currentIso) ?? currencies[0];

  function choose(option: Option) {
    writeClientCookie(COOKIE.currencyIso, option.iso, CLIENT_STATE_MAX_AGE, secure);
    writeClientCookie(COOKIE.currencyId, String(option.id), CLIENT_STATE_MAX_AGE, secure);
    // Prices are rendered on the server in the chosen currency.
    startTransition(() => router.refresh());
  }

  return (
    <Disclosure
      wide
      panelLabel={title}
      label={
        <>
          {current && (
            // eslint-disable-next-line @next/next/no-img-element -- tiny SVG flag
            <img
              src={current.flag}
              alt=""
              width={20}
              height={15}
              className="rounded-[2px] shadow-sm"
            />
          )}
          <span aria-hidden>{current?.iso}</span>
          <span className="sr-only">
            {label}: {current?.name} ({current?.iso})
          </span>
        </>
      }
    >
      <p className="border-b border-jungle/10 px-4 py-2 text-xs font-semibold tracking-wider text-muted uppercase">
        {title}
      </p>
      <ul className="py-1" aria-busy={pending}>
        {currencies.map((c) => (
          <li key={c.iso}>
            <button
              type="button"
              aria-pressed={c.iso === currentIso}
              data-currency={c.iso}
              onClick={() => choose(c)}
              className="flex w-full items-center gap-3 px-4 py-2 text-left text-sm hover:bg-sand aria-pressed:bg-sand aria-pressed:font-semibold"
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- tiny SVG flag */}
              <img
                src={c.flag}
                alt=""
                width={20}
                height={15}
                loading="lazy"
                className="rounded-[2px] shadow-sm"
              />
              <span className="w-10 font-semibold">{c.iso}</span>
              <span className="text-muted">{c.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </Disclosure>
  );
}
