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
    'shrink-0 rounded-full border px-3 py-1 text-sm aria-pressed:border-jungle aria-pressed:bg-jungle aria-pressed:text-white';
  return (
    <>
      {categories.length > 1 && (
        <div
          role="group"
          aria-label={label}
          className="-mx-1 mb-3 flex items-center gap-2 overflow-x-auto px-1 py-0.5 sm:flex-wrap"
        >
          <span className="hidden shrink-0 text-sm font-semibold text-muted sm:inline" aria-hidden>
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
