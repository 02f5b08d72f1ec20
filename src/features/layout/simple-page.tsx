import type { ReactNode } from 'react';

/** The frame of functional pages (search, booking, cart, account…): heading, intro, body. */
export function SimplePage({
  title,
  intro,
  dense = false,
  children,
}: {
  title: string;
  intro?: string;
  /** Less room above the content on a phone (search results: the rooms come first). */
  dense?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className={`container-page ${dense ? 'py-6 sm:py-8' : 'py-12'}`}>
      <h1 className={`text-jungle ${dense ? 'text-3xl sm:text-4xl' : 'text-4xl sm:text-5xl'}`}>
        {title}
      </h1>
      {intro && <p className="mt-3 max-w-2xl text-muted">{intro}</p>}
      {children && <div className={dense ? 'mt-4 sm:mt-6' : 'mt-8'}>{children}</div>}
    </div>
  );
}
