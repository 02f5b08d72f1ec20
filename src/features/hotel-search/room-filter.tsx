'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  label: string;
  allLabel: string;
  categories: { key: string; label: string }[];
  children: ReactNode;
};

/**
 * SPEC §3 hotel filters: "all" plus the hotel's room categories. Options outside the chosen
 * category are hidden (never unselected, so the room chosen is still what is booked).
 */
export function RoomFilter({ label, allLabel, categories, children }: Props) {
  const [category, setCategory] = useState('');
  const list = useRef<HTMLDivElement>(null);
  useEffect(() => {
    list.current?.querySelectorAll<HTMLElement>('[data-category]').forEach((el) => {
      el.hidden = category !== '' && el.dataset.category !== category;
    });
  }, [category]);
  const chip =
    'rounded-full border px-3 py-1 text-sm aria-pressed:border-jungle aria-pressed:bg-jungle aria-pressed:text-white';
  return (
    <>
      {categories.length > 1 && (
        <div role="group" aria-label={label} className="mb-3 flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold text-muted" aria-hidden>
            {label}:
          </span>
          <button
            type="button"
            aria-pressed={category === ''}
            className={`${chip} border-jungle/20`}
            onClick={() => setCategory('')}
          >
            {allLabel}
          </button>
          {categories.map((c) => (
            <button
              key={c.key}
              type="button"
              aria-pressed={category === c.key}
              className={`${chip} border-jungle/20`}
              onClick={() => setCategory(c.key)}
            >
              {c.label}
            </button>
          ))}
        </div>
      )}
      <div ref={list}>{children}</div>
    </>
  );
}
