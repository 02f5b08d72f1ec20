'use client';

import { ShoppingBag } from 'lucide-react';
import { createTranslator } from 'next-intl';
import { useMemo } from 'react';
import { useVisitor, useVisitorRefresh } from '@/components/visitor/visitor-state';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';

type Props = {
  locale: Locale;
  /** "Carrito": the link's name until the count is known. */
  cart: string;
  /** The ICU message of the link's name with the count ("Carrito, # productos"). */
  cartCount: string;
};

/**
 * The header's cart link with the number of items (issue 18: counted in the browser, the
 * page is the same for everyone). Named "Carrito" and without a badge until the count is
 * known; the badge sits over the icon, so it appears without moving anything.
 */
export function CartLink({ locale, cart, cartCount }: Props) {
  const visitor = useVisitor();
  const count = visitor?.cartCount ?? null;
  const t = useMemo(
    () => createTranslator({ locale, messages: { header: { cartCount } }, namespace: 'header' }),
    [locale, cartCount],
  );
  return (
    <Link
      href="/cart"
      className="relative flex items-center rounded-full p-2 text-jungle hover:bg-sand"
      aria-label={count === null ? cart : t('cartCount', { count })}
    >
      <ShoppingBag aria-hidden size={20} />
      {count !== null && count > 0 && (
        <span
          className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-sunset-700 px-1 text-[0.7rem] font-bold text-white"
          data-testid="cart-count"
        >
          {count}
        </span>
      )}
    </Link>
  );
}

/**
 * Asks the server for the visitor's state on each render of the page by the server (see
 * useVisitorRefresh): `render` is a new object each time. Renders nothing.
 */
export function VisitorRefresh({ render }: { render: object }) {
  useVisitorRefresh(render);
  return null;
}
