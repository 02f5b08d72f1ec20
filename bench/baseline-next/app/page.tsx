import { headers } from 'next/headers';

export const metadata = { title: 'Baseline', description: 'A bare dynamic Next.js page.' };

export default async function Page() {
  await headers();
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare dynamic Next.js 16 page, scored next to the store&apos;s pages.</p>
    </main>
  );
}
