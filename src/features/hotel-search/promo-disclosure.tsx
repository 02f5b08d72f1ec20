'use client';

import { useId, useState, type ReactNode } from 'react';

/**
 * The results' promo field: in the open on a desktop, behind "Have a promo code?" on a phone,
 * where the rooms need the room above the fold.
 */
export function PromoDisclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        className="text-sm font-semibold text-jungle underline underline-offset-4 sm:hidden"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        {label}
      </button>
      <div id={id} className={open ? 'mt-2' : 'hidden sm:block'}>
        {children}
      </div>
    </div>
  );
}
