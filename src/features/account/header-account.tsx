'use client';

import { LogOut, UserRound } from 'lucide-react';
import { createTranslator } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { forgetVisitor, useVisitor } from '@/components/visitor/visitor-state';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import { logOut } from './actions';
import { LoginArrival } from './login-arrival';

type Labels = {
  /** ICU messages with {name}: "Hola, {name}", "Has iniciado sesión como {name}." */
  greeting: string;
  signedInAs: string;
  myAccount: string;
  logout: string;
};

/**
 * SPEC §2's login panel in the header, decided in the browser (issue 18: the page is the same
 * for everyone; the shell's visitor state says who is signed in). Until that is known, the
 * anonymous panel holds the place, invisible and inert, so nothing moves for most visitors and
 * nobody sees a wrong state; then either the anonymous panel (rendered on the server, the same
 * for everyone) or the greeting with the account link and logout.
 */
export function HeaderAccount({
  locale,
  labels,
  anonymous,
}: {
  locale: Locale;
  labels: Labels;
  anonymous: ReactNode;
}) {
  const visitor = useVisitor();
  // Signing out: the store forgets the customer at once (the next page must not greet them),
  // while this panel keeps its form mounted, hidden, until the action has led on.
  const [leaving, setLeaving] = useState<{ id: string; name: string }>();
  const customer = visitor === undefined && leaving ? leaving : visitor?.customer;
  if (!customer) {
    const known = visitor !== undefined;
    return (
      <div
        className={known ? 'contents' : 'invisible contents'}
        aria-hidden={known ? undefined : true}
        inert={!known}
        data-login-state={known ? undefined : 'unknown'}
      >
        {anonymous}
      </div>
    );
  }
  const t = createTranslator({
    locale,
    messages: { account: { greeting: labels.greeting, signedInAs: labels.signedInAs } },
    namespace: 'account',
  });
  const name = customer.name.split(' ')[0] || customer.name;
  return (
    <LoginArrival message={t('signedInAs', { name })}>
      <div
        className={`hidden items-center gap-1 sm:flex ${customer === leaving ? 'invisible' : ''}`}
        data-login-state={customer === leaving ? 'leaving' : 'logged-in'}
      >
        <Link
          href="/account"
          className="flex items-center gap-1.5 rounded-full px-3 py-2 text-sm font-medium text-jungle hover:bg-sand"
        >
          <UserRound aria-hidden size={18} />
          <span>{t('greeting', { name })}</span>
          <span className="sr-only">, {labels.myAccount}</span>
        </Link>
        <form
          action={logOut}
          onSubmit={() => {
            setLeaving(customer);
            forgetVisitor();
          }}
        >
          <input type="hidden" name="locale" value={locale} />
          <button
            type="submit"
            className="flex items-center gap-1 rounded-full p-2 text-sm text-jungle hover:bg-sand"
            aria-label={labels.logout}
            title={labels.logout}
          >
            <LogOut aria-hidden size={18} />
          </button>
        </form>
      </div>
    </LoginArrival>
  );
}
