import type { ReactNode } from 'react';

/** The frame of functional pages (search, booking, cart, account…): heading, intro, body. */
export function SimplePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <div className="container-page py-12">
      <h1 className="text-4xl text-jungle sm:text-5xl">{title}</h1>
      {intro && <p className="mt-3 max-w-2xl text-muted">{intro}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
