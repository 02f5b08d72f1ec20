'use client';

import { range } from '@/lib/range';

/** One room's party: how many adults, and each child's age (null until chosen). */
export type RoomParty = { adults: number; childrenAges: (number | null)[] };

export type RoomPartyLabels = {
  /** "Room {n}" with the placeholder left in. */
  room: string;
  adults: string;
  children: string;
  /** "Child {n} age" with the placeholder left in. */
  childAge: string;
  chooseAge: string;
  /** Option text per age 0-17, already translated. */
  ages: string[];
};

/**
 * The fieldset of room `n`: adults, children and one age select per child, limited to the
 * ages given. Ids are `{idPrefix}-a{n}`, `-c{n}` and `-k{n}-{child}`; with `named`, the
 * selects also carry the search form's names (`a{n}`, `c{n}`, `k{n}`) so a plain GET works.
 */
export function RoomPartyFieldset({
  n,
  idPrefix,
  named = false,
  room,
  onChange,
  maxAdults,
  maxChildren,
  minAge,
  maxAge,
  labels,
  ageError,
}: {
  n: number;
  idPrefix: string;
  named?: boolean;
  room: RoomParty;
  onChange: (room: RoomParty) => void;
  maxAdults: number;
  maxChildren: number;
  minAge: number;
  maxAge: number;
  labels: RoomPartyLabels;
  /** The error to show under child `child`'s age (1-based), if any. */
  ageError?: (child: number) => string | undefined;
}) {
  const id = (suffix: string) => `${idPrefix}-${suffix}`;
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded-xl border border-jungle/10 px-3 pt-1 pb-3">
      <legend className="px-1 text-sm font-semibold text-jungle">
        {labels.room.replace('{n}', String(n))}
      </legend>
      <div className="w-24">
        <label htmlFor={id(`a${n}`)} className="field-label">
          {labels.adults}
        </label>
        <select
          id={id(`a${n}`)}
          name={named ? `a${n}` : undefined}
          value={room.adults}
          onChange={(e) => onChange({ ...room, adults: Number(e.target.value) })}
          className="field"
        >
          {range(1, maxAdults).map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </select>
      </div>
      <div className="min-w-24">
        <label htmlFor={id(`c${n}`)} className="field-label">
          {labels.children}
        </label>
        <select
          id={id(`c${n}`)}
          name={named ? `c${n}` : undefined}
          value={room.childrenAges.length}
          onChange={(e) =>
            onChange({
              ...room,
              childrenAges: range(1, Number(e.target.value)).map(
                (c) => room.childrenAges[c - 1] ?? null,
              ),
            })
          }
          className="field"
        >
          {range(0, maxChildren).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </div>
      {room.childrenAges.map((age, c) => {
        const child = c + 1;
        const error = ageError?.(child);
        const ageId = id(`k${n}-${child}`);
        return (
          <div key={c} className="w-36">
            <label htmlFor={ageId} className="field-label">
              {labels.childAge.replace('{n}', String(child))}
            </label>
            <select
              id={ageId}
              name={named ? `k${n}` : undefined}
              data-field={`age-${n}-${child}`}
              required={named}
              value={age ?? ''}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${ageId}-error` : undefined}
              onChange={(e) =>
                onChange({
                  ...room,
                  childrenAges: room.childrenAges.map((a, j) =>
                    j === c ? (e.target.value === '' ? null : Number(e.target.value)) : a,
                  ),
                })
              }
              className="field"
            >
              <option value="">{labels.chooseAge}</option>
              {range(minAge, maxAge).map((a) => (
                <option key={a} value={a}>
                  {labels.ages[a]}
                </option>
              ))}
            </select>
            {error && (
              <p id={`${ageId}-error`} className="mt-1 text-xs font-medium text-sunset-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}

/** Grows or shrinks a party list to `count` rooms: kept rooms stay as chosen, new ones are `blank`. */
export function resizeRooms<R>(rooms: R[], count: number, blank: R): R[] {
  return range(1, count).map((n) => rooms[n - 1] ?? blank);
}

/** How many rooms (1 to `max`): the select in front of the room fieldsets. */
export function RoomCountSelect({
  id,
  name,
  label,
  count,
  max,
  onChange,
}: {
  id: string;
  /** The search form's field name, so that a plain GET carries it. */
  name?: string;
  label: string;
  count: number;
  max: number;
  onChange: (count: number) => void;
}) {
  return (
    <>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={count}
        onChange={(e) => onChange(Number(e.target.value))}
        className="field"
      >
        {range(1, max).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </>
  );
}
