'use client';

import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';

type Props = { label: ReactNode; panelLabel: string; children: ReactNode; wide?: boolean };

/**
 * A button that shows a small panel below it (the language and currency pickers). Closes on
 * Escape, on a click outside, when focus leaves it and when a choice inside is made. Both
 * pickers need scripts to act, so the panel's content exists only while it is open.
 */
export function Disclosure({ label, panelLabel, children, wide }: Props) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, root, button);

  return (
    <div
      ref={root}
      className="relative"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1.5 rounded-full px-2.5 py-2 text-sm font-medium text-jungle hover:bg-sand"
      >
        {label}
      </button>
      <div
        id={panelId}
        role="group"
        aria-label={panelLabel}
        hidden={!open}
        onClick={(event) => {
          // A choice made in the panel closes it.
          if ((event.target as Element).closest('a, button')) setOpen(false);
        }}
        className={`absolute right-0 z-50 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-jungle/10 bg-white shadow-xl ${wide ? 'w-72' : 'w-48'}`}
      >
        {/* Rendered when opened: a closed panel would only add to every page's HTML and to
            the work of hydrating it (17 currencies with their flags). */}
        {open && children}
      </div>
    </div>
  );
}
