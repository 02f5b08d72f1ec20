'use client';

import { useRouter } from 'next/navigation';
import { useSyncExternalStore, useTransition } from 'react';
import { chooseCurrency } from '@/domain/pricing/index.rules';
import {
  CLIENT_STATE_MAX_AGE,
  COOKIE,
  CURRENCY_CHANGE_EVENT,
  readClientCookie,
  writeClientCookie,
} from '@/lib/cookies';
import { Disclosure } from './disclosure';

type Option = { id: number; iso: string; name: string; flag: string };
type Props = {
  label: string;
  title: string;
  currencies: Option[];
  secure: boolean;
};

function onCurrencyChange(changed: () => void) {
  window.addEventListener(CURRENCY_CHANGE_EVENT, changed);
  return () => window.removeEventListener(CURRENCY_CHANGE_EVENT, changed);
}

/** The iso the cookies choose, re-read after a `currencychange`; undefined on the server. */
function useChosenIso(currencies: Option[]): string | undefined {
  return useSyncExternalStore(
    onCurrencyChange,
    () =>
      currencies.length
        ? chooseCurrency(currencies, {
            iso: readClientCookie(COOKIE.currencyIso),
            id: readClientCookie(COOKIE.currencyId),
          }).iso
        : undefined,
    () => undefined,
  );
}

/**
 * The 17 currencies with their flags; the choice is kept in cookies (iso and id) for 7 days.
 * The list is the same for everyone (rendered with the page); the visitor's choice is read
 * from the cookies in the browser, by the same rule as the server's (chooseCurrency). Until
 * then the button keeps its place with an empty flag and code, so no wrong currency flashes.
 * A choice writes the cookies, tells the page's prices (`currencychange` on window) and
 * renders again what the server renders in the visitor's currency.
 */
export function CurrencySelector({ label, title, currencies, secure }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const currentIso = useChosenIso(currencies);
  const current = currencies.find((c) => c.iso === currentIso);

  function choose(option: Option) {
    writeClientCookie(COOKIE.currencyIso, option.iso, CLIENT_STATE_MAX_AGE, secure);
    writeClientCookie(COOKIE.currencyId, String(option.id), CLIENT_STATE_MAX_AGE, secure);
    window.dispatchEvent(new Event(CURRENCY_CHANGE_EVENT));
    // What is still rendered on the server in the chosen currency (the per-request pages).
    startTransition(() => router.refresh());
  }

  return (
    <Disclosure
      wide
      panelLabel={title}
      label={
        current ? (
          <>
            {/* eslint-disable-next-line @next/next/no-img-element -- tiny SVG flag */}
            <img
              src={current.flag}
              alt=""
              width={20}
              height={15}
              className="rounded-[2px] shadow-sm"
            />
            <span aria-hidden>{current.iso}</span>
            <span className="sr-only">
              {label}: {current.name} ({current.iso})
            </span>
          </>
        ) : (
          <>
            {/* The same size as a flag and a code, empty: the currency is not known yet. */}
            <span aria-hidden className="inline-block h-[15px] w-5" />
            <span aria-hidden className="invisible">
              USD
            </span>
            <span className="sr-only">{label}</span>
          </>
        )
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
