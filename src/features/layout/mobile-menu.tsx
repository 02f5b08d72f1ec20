'use client';

import { Menu, Phone, UserRound, X } from 'lucide-react';
import { createTranslator } from 'next-intl';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useVisitor } from '@/components/visitor/visitor-state';
import { Link } from '@/i18n/navigation';
import type { Locale, StaticPathname } from '@/i18n/routing';

type Props = {
  links: { href: StaticPathname; label: string }[];
  labels: { open: string; close: string; title: string; login: string };
  phones: { label: string; displayNumber: string; dialNumber: string }[];
  locale: Locale;
  /**
   * Signed in (the shell's visitor state, read in the browser): the greeting (its ICU message,
   * "Hola, {name}") and the account link's label instead of "log in".
   */
  account: { greeting: string; label: string };
};

/**
 * The mobile menu drawer: a native modal dialog (focus trap and Escape for free). Its content
 * is rendered when it opens, so that desktop and mobile pages alike do not carry (and hydrate)
 * a second copy of the navigation.
 */
export function MobileMenu({ links, labels, phones, locale, account }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // After the content is rendered, so that showModal focuses its first link or button.
  useEffect(() => {
    if (open && !dialog.current?.open) dialog.current?.showModal();
  }, [open]);
  return (
    <div className="md:hidden">
      <button
        type="button"
        className="rounded-full p-2 text-jungle hover:bg-sand"
        aria-label={labels.open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        <Menu aria-hidden size={22} />
      </button>
      <dialog
        ref={dialog}
        aria-label={labels.title}
        className="m-0 h-dvh max-h-none w-[min(20rem,85vw)] max-w-none bg-cream p-0 text-ink shadow-2xl backdrop:bg-black/40"
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        {open && (
          <MenuContent
            dialog={dialog}
            links={links}
            labels={labels}
            phones={phones}
            locale={locale}
            account={account}
          />
        )}
      </dialog>
    </div>
  );
}

function MenuContent({
  dialog,
  links,
  labels,
  phones,
  locale,
  account,
}: Props & { dialog: RefObject<HTMLDialogElement | null> }) {
  const name = useVisitor()?.customer?.name;
  const greeting =
    name === undefined
      ? undefined
      : createTranslator({ locale, messages: { account: { greeting: account.greeting } } })(
          'account.greeting',
          { name: name.split(' ')[0] || name },
        );
  return (
    <>
      <div className="flex items-center justify-between border-b border-jungle/10 px-4 py-3">
        <p className="font-display text-xl text-jungle">{labels.title}</p>
        <button
          type="button"
          className="rounded-full p-2 hover:bg-sand"
          aria-label={labels.close}
          onClick={() => dialog.current?.close()}
        >
          <X aria-hidden size={22} />
        </button>
      </div>
      <nav aria-label={labels.title}>
        <ul className="flex flex-col px-2 py-2">
          {links.map((l) => (
            <li key={l.href}>
              <Link
                href={l.href}
                className="block rounded-lg px-3 py-3 text-base no-underline hover:bg-sand"
                onClick={() => dialog.current?.close()}
              >
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mx-2 border-t border-jungle/10 px-3 py-4">
        <Link
          href={greeting ? '/account' : '/login'}
          className="flex items-center gap-2 rounded-lg py-2 font-semibold text-jungle no-underline"
          onClick={() => dialog.current?.close()}
        >
          <UserRound aria-hidden size={18} />
          {greeting ? `${greeting} · ${account.label}` : labels.login}
        </Link>
        <ul className="mt-3 space-y-1 text-sm">
          {phones.map((p) => (
            <li key={p.dialNumber}>
              <a
                href={`tel:${p.dialNumber}`}
                className="flex items-center gap-2 py-1.5 text-ink no-underline"
              >
                <Phone aria-hidden size={16} className="text-lagoon-800" />
                <span className="text-muted">{p.label}:</span> {p.displayNumber}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
