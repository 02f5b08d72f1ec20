'use client';

import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { CLIENT_STATE_MAX_AGE, COOKIE, writeClientCookie } from '@/lib/cookies';
import { convertUsdCents, formatMoney } from '@/lib/money';
import type { Locale } from '@/i18n/paths';

/** What the current-room cookie holds: the search, the hotel, the room in hand, the choices. */
export type CurrentRoom = { search: string; hotel: string; room: number; choices: string[] };

/** Reads the current-room cookie's value; anything malformed reads as nothing. */
export function parseCurrentRoom(value: string | undefined): CurrentRoom | undefined {
  if (!value) return undefined;
  try {
    const data: unknown = JSON.parse(decodeURIComponent(value));
    if (typeof data !== 'object' || data === null) return undefined;
    const { search, hotel, room, choices } = data as Record<string, unknown>;
    if (typeof search !== 'string' || typeof hotel !== 'string') return undefined;
    if (!Number.isInteger(room) || (room as number) < 1 || (room as number) > 10) return undefined;
    if (!Array.isArray(choices) || choices.length > 10) return undefined;
    if (!choices.every((c) => typeof c === 'string' && /^[A-Z0-9-]{0,20}$/.test(c)))
      return undefined;
    return { search, hotel, room: room as number, choices: choices as string[] };
  } catch {
    return undefined;
  }
}

function readCookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

type Props = {
  hotel: string;
  /** The search the choices belong to (dates and party): other searches start afresh. */
  search: string;
  locale: Locale;
  currency: { iso: string; decimals: number; usdRate: string };
  secure: boolean;
  labels: { title: string; total: string; room: string; note: string };
  /** The lines of the radios checked by default, rendered on the server. */
  initial: Line[];
  children: ReactNode;
};

export type Line = { room: number; code: string; name: string; usdCents: number };

/** The price of a room type on the rate plan checked for its room (`plan{n}`), if any. */
function ratePrice(list: HTMLElement | null, input: HTMLInputElement, room: number): number {
  const plan = list?.querySelector<HTMLInputElement>(
    `input[type=radio][name="plan${room}"]:checked`,
  )?.value;
  try {
    const rates = JSON.parse(input.dataset.rates ?? '{}') as Record<string, unknown>;
    const price = plan ? rates[plan] : undefined;
    if (typeof price === 'number') return price;
  } catch {
    // No rates on the input: its own total.
  }
  return Number(input.dataset.totalUsdCents);
}

/** The room type checked for each room of the form, in room order, at its rate plan's price. */
function read(list: HTMLElement | null): Line[] {
  return [
    ...(list?.querySelectorAll<HTMLInputElement>('input[type=radio][name^="room"]:checked') ?? []),
  ]
    .map((input) => {
      const room = Number(input.name.replace('room', ''));
      return {
        room,
        code: input.value,
        name: input.dataset.name ?? '',
        usdCents: ratePrice(list, input, room),
      };
    })
    .sort((a, b) => a.room - b.room);
}

/**
 * The room types chosen for a hotel's rooms, with the whole stay's total before leaving the
 * results. Every choice is kept in the current-room cookie (SPEC §3: 7 days, path /), so a
 * reload, or Back from the booking page, shows the same choices again.
 */
export function StayChoice({
  hotel,
  search,
  locale,
  currency,
  secure,
  labels,
  initial,
  children,
}: Props) {
  const list = useRef<HTMLDivElement>(null);
  // The server's default choices first (no layout shift on hydration); the radios, once the
  // cookie's choices are restored, after.
  const [lines, setLines] = useState<Line[]>(initial);

  useEffect(() => {
    const saved = parseCurrentRoom(readCookie(COOKIE.currentRoom));
    if (saved && saved.search === search && saved.hotel === hotel && list.current) {
      saved.choices.forEach((code, i) => {
        const input = list.current!.querySelector<HTMLInputElement>(
          `input[type=radio][name="room${i + 1}"][value="${code}"]`,
        );
        if (input && !input.disabled) input.checked = true;
      });
    }
    // The total reads the form's radios (the external state here), once they are restored.
    setLines(read(list.current));
  }, [hotel, search]);

  const onChange = (event: ChangeEvent<HTMLDivElement>) => {
    const target = event.target as unknown as HTMLInputElement;
    if (target.type !== 'radio') return;
    const chosen = read(list.current);
    setLines(chosen);
    // A rate plan changes the total only; the cookie keeps the room types.
    if (!target.name.startsWith('room')) return;
    const value: CurrentRoom = {
      search,
      hotel,
      room: Number(target.name.replace('room', '')),
      choices: Array.from(
        { length: Math.max(0, ...chosen.map((l) => l.room)) },
        (_, i) => chosen.find((l) => l.room === i + 1)?.code ?? '',
      ),
    };
    writeClientCookie(COOKIE.currentRoom, JSON.stringify(value), CLIENT_STATE_MAX_AGE, secure);
  };

  const money = (usdCents: number) =>
    formatMoney(convertUsdCents(usdCents, currency.usdRate, currency.decimals), currency, locale);
  const total = lines.reduce((sum, l) => sum + l.usdCents, 0);

  return (
    <>
      <div ref={list} onChange={onChange}>
        {children}
      </div>
      {lines.length > 0 && (
        <div
          className="mt-5 rounded-xl border border-jungle/15 bg-sand/40 px-4 py-3"
          data-testid={`stay-total-${hotel}`}
        >
          <p className="text-sm font-semibold text-jungle">{labels.title}</p>
          <ul className="mt-1 space-y-0.5 text-sm">
            {lines.map((l) => (
              <li key={l.room} className="flex flex-wrap justify-between gap-x-3">
                <span className="min-w-0 break-words">
                  {lines.length > 1 ? `${labels.room.replace('{n}', String(l.room))}: ` : ''}
                  {l.name}
                </span>
                <span className="tabular-nums">{money(l.usdCents)}</span>
              </li>
            ))}
          </ul>
          <p
            aria-live="polite"
            className="mt-1 flex flex-wrap items-baseline justify-between gap-x-3 text-lg font-semibold text-jungle"
          >
            <span>{labels.total}</span>
            <span className="tabular-nums lining-nums" data-testid={`stay-total-amount-${hotel}`}>
              {money(total)}
            </span>
          </p>
          <p className="text-xs text-muted">{labels.note}</p>
        </div>
      )}
    </>
  );
}
