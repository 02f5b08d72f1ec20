import '../globals.css';
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

export const metadata: Metadata = {
  title: 'Development mailbox',
  icons: { icon: '/favicon.svg' },
  robots: { index: false, follow: false },
};

/** Developer tools (not visitor pages): English only, outside the localized routes. */
export default function DevLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col">{children}</body>
    </html>
  );
}
