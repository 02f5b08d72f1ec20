'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/** A rail link that marks itself as the current page (its section and everything below). */
export function RailLink({ href, children }: { href: string; children: ReactNode }) {
  const path = usePathname() ?? '';
  const current =
    href === '/admin/' ? path === '/admin/' || path === '/admin' : path.startsWith(href);
  return (
    <a
      href={href}
      aria-current={current ? 'page' : undefined}
      className="block rounded px-2 py-1.5 hover:bg-white/10 aria-[current=page]:bg-white/20 aria-[current=page]:font-semibold"
    >
      {children}
    </a>
  );
}
