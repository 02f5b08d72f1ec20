'use client';

import type { ReactNode } from 'react';

/** One room type offered for one requested room, every word and price already written. */
export type RoomOptionView = {
  code: string;
  /** The filter's category key (RoomFilter hides the others). */
  category?: string;
  name: string;
  bed: string;
  size: string;
  soldOut: boolean;
  /** What lowered the price (an offer or the code), when it did. */
  saving?: string;
  before?: string;
  total: string;
  perNight: string;
  /** The other rate plans' totals, one line each. */
  otherRates: { plan: string; label: string }[];
  fewLeft?: string;
  totalUsdCents: number;
  /** `data-rates`: the total per rate plan, JSON. */
  rates: string;
  checked: boolean;
};

/** One requested room: its legend, its room types, and its rate plans when there are several. */
export type RoomChoiceView = {
  legend: string;
  options: RoomOptionView[];
  plans?: { legend: string; items: { code: string; name: string; terms: string }[] };
};

type Props = {
  hotel: string;
  rooms: RoomChoiceView[];
  /** The room types' photographs, rendered on the server, by room code. */
  photos: Record<string, ReactNode>;
  soldOutLabel: string;
};

/**
 * The radios of the search results: per requested room, the room types with their prices and,
 * under them, the rate plans. The server writes every word and price and passes them as data:
 * the markup lives here, in the browser's code, instead of in every page's RSC payload
 * (decision 0050). What the radios carry (`data-*`) is what StayChoice reads for the total.
 */
export function RoomChoices({ hotel, rooms, photos, soldOutLabel }: Props) {
  return (
    <div className="space-y-6">
      {rooms.map((room, i) => {
        const n = i + 1;
        return (
          <fieldset key={n}>
            <legend className="mb-2 font-semibold text-jungle">{room.legend}</legend>
            <ul className="grid gap-2">
              {room.options.map((option) => {
                const id = `${hotel}-r${n}-${option.code}`;
                const photo = photos[option.code];
                return (
                  <li key={option.code} data-category={option.category}>
                    <label
                      htmlFor={id}
                      className={`flex cursor-pointer flex-wrap items-center gap-x-4 gap-y-1 rounded-xl border px-4 py-3 has-checked:border-jungle has-checked:bg-jungle/5 ${
                        option.soldOut
                          ? 'cursor-not-allowed border-stone-200 bg-stone-50 text-muted'
                          : 'border-jungle/15'
                      }`}
                    >
                      <input
                        id={id}
                        type="radio"
                        name={`room${n}`}
                        value={option.code}
                        disabled={option.soldOut}
                        data-name={option.name}
                        data-total-usd-cents={option.totalUsdCents}
                        data-rates={option.rates}
                        defaultChecked={option.checked}
                        required
                        className="h-4 w-4 accent-jungle"
                      />
                      {photo ? (
                        // The room's photograph (3:2, sized before it loads); its name is
                        // beside it, so the radio's name stays the room's.
                        <span className="block w-24 shrink-0 sm:w-32">{photo}</span>
                      ) : null}
                      <span className="min-w-48 flex-1">
                        <span className="block font-semibold text-ink">{option.name}</span>
                        <span className="block text-xs text-muted">
                          {option.bed} · {option.size}
                        </span>
                      </span>
                      {option.soldOut ? (
                        <span className="font-semibold text-sunset-700">{soldOutLabel}</span>
                      ) : (
                        <span className="text-right">
                          {option.saving && (
                            <span className="block text-xs font-semibold text-sunset-700">
                              {option.saving}
                            </span>
                          )}
                          {option.before && (
                            <span className="block text-xs text-muted line-through">
                              {option.before}
                            </span>
                          )}
                          <span className="block font-semibold text-jungle">{option.total}</span>
                          <span className="block text-xs text-muted">{option.perNight}</span>
                          {option.otherRates.map((rate) => (
                            <span
                              key={rate.plan}
                              className="block text-xs font-semibold text-jungle"
                            >
                              {rate.label}
                            </span>
                          ))}
                          {option.fewLeft && (
                            <span className="block text-xs font-semibold text-sunset-700">
                              {option.fewLeft}
                            </span>
                          )}
                        </span>
                      )}
                    </label>
                  </li>
                );
              })}
            </ul>
            {room.plans && (
              <fieldset className="mt-3 rounded-xl bg-sand/40 px-4 py-3">
                <legend className="float-left mb-2 w-full text-sm font-semibold text-jungle">
                  {room.plans.legend}
                </legend>
                <div className="clear-both grid gap-2 sm:grid-cols-2">
                  {room.plans.items.map((plan, j) => (
                    <label
                      key={plan.code}
                      className="flex cursor-pointer items-start gap-2 text-sm"
                    >
                      <input
                        type="radio"
                        name={`plan${n}`}
                        value={plan.code}
                        defaultChecked={j === 0}
                        className="mt-0.5 h-4 w-4 accent-jungle"
                      />
                      <span>
                        <span className="block font-semibold text-ink">{plan.name}</span>
                        <span className="block text-xs text-muted">{plan.terms}</span>
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            )}
          </fieldset>
        );
      })}
    </div>
  );
}
