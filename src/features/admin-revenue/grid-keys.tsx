'use client';

import { useEffect } from 'react';

/**
 * The grid's keyboard shortcuts: [ and ] (or Alt+← / Alt+→) open the previous and next month,
 * unless the staff member is typing in a field.
 */
export function GridKeys({ previous, next }: { previous: string; next: string }) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, select, textarea, [contenteditable]')) return;
      const back = event.key === '[' || (event.altKey && event.key === 'ArrowLeft');
      const forward = event.key === ']' || (event.altKey && event.key === 'ArrowRight');
      if (back || forward) {
        event.preventDefault();
        window.location.assign(back ? previous : next);
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [previous, next]);
  return null;
}
