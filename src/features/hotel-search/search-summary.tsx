'use client';

import { useId, useState, type ReactNode } from 'react';

type Props = {
  /** The search in one line: hotel, dates, nights, rooms and guests. */
  summary: ReactNode;
  label: string;
  /** "Modify search". */
  modify: string;
  /** Open when the search needs the visitor's attention (an error, no result). */
  defaultOpen: boolean;
  /** The booking box, shown on demand. */
  children: ReactNode;
};

/**
 * The booking box collapsed into a one-line summary of the search above the results, with
 * "Modify search" to open it: the rooms come first, on a desktop and on a phone.
 */
export function SearchSummary({ summary, label, modify, defaultOpen, children }: Props) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <section aria-label={label}>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-2xl border border-jungle/10 bg-white px-4 py-3 shadow-sm sm:px-5">
        <div className="min-w-0 text-sm text-ink sm:text-base" data-testid="search-summary">
          {summary}
        </div>
        <button
          type="button"
          className="btn-secondary px-4 py-1.5 sm:py-2"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((o) => !o)}
        >
          {modify}
        </button>
      </div>
      <div id={id} hidden={!open} className="mt-4">
        {children}
      </div>
    </section>
  );
}
