'use client';

import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';

/**
 * The header's login panel. Without JavaScript it is a plain link to the full login page;
 * with it, the link opens the panel in place. The panel's form exists in the page only while
 * open, so the header never adds a second "Email" field to the page the visitor is filling.
 */
export function LoginDisclosure({
  href,
  label,
  panelLabel,
  children,
}: {
  href: string;
  label: ReactNode;
  panelLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useDismiss(open, close, root, trigger);

  return (
    <div ref={root} className="relative hidden sm:block" data-login-state="anonymous">
      <a
        ref={trigger}
        href={href}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={(event) => {
          event.preventDefault();
          setOpen((o) => !o);
        }}
        className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-jungle no-underline hover:bg-sand"
      >
        {label}
      </a>
      {open && (
        <div
          id={panelId}
          role="group"
          aria-label={panelLabel}
          className="absolute right-0 z-50 mt-2 w-80 rounded-2xl border border-jungle/10 bg-white p-5 shadow-xl"
        >
          {children}
        </div>
      )}
    </div>
  );
}
