export const metadata = { title: 'Baseline', description: 'A bare prerendered Next.js page.' };

/** The bench's other baseline: the smallest prerendered (static) Next.js 16 page. */
export default function Page() {
  return (
    <main>
      <h1>Baseline</h1>
      <p>A bare prerendered Next.js 16 page, measured next to the store&apos;s pages.</p>
    </main>
  );
}
