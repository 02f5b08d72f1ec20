'use client';

import { Printer } from 'lucide-react';

/** Opens the browser's print dialog (the quote prints on its own: see QuoteSection). */
export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn-primary print:hidden" onClick={() => window.print()}>
      <Printer aria-hidden size={18} />
      {label}
    </button>
  );
}
