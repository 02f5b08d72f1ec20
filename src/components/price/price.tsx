'use client';
import { useVisitorPrice } from './price-context';

type Props = {
  /** The catalogue price, in US cents. */
  usdCents: number;
  /** A sentence around the price, with `{price}` where it goes ("Desde {price}"). */
  template?: string;
};

/**
 * A catalogue price in the visitor's currency, on a page that is the same for everyone (issue
 * 18): the server and the hydration render an empty box of the price's width (no flash of a
 * price in the wrong currency), the browser then writes the price in the currency the visitor
 * chose (the currency cookies), and again whenever the selector changes it.
 */
export function Price({ usdCents, template }: Props) {
  const { format, reserve } = useVisitorPrice();
  const [before, after] = splitTemplate(template);
  return (
    <>
      {before}
      {format ? (
        <span data-price>{format(usdCents)}</span>
      ) : (
        <span
          data-price-pending
          aria-hidden="true"
          className="inline-block"
          style={{ width: `${reserve(usdCents)}ch` }}
        />
      )}
      {after}
    </>
  );
}

function splitTemplate(template: string | undefined): [string, string] {
  if (!template) return ['', ''];
  const at = template.indexOf('{price}');
  if (at < 0) return [template, ''];
  return [template.slice(0, at), template.slice(at + '{price}'.length)];
}
