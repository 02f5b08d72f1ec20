import type { ReactNode } from 'react';

/** The baseline of `npm run lighthouse`: the smallest dynamic Next.js 16 page. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
