import { notFound } from 'next/navigation';

/** Any address that matches no page gets the localized 404 of [locale]/not-found.tsx. */
export default function CatchAll() {
  notFound();
}
