import 'server-only';
import { randomUUID } from 'node:crypto';
import type { ReactNode } from 'react';
import type { ChangePaymentResult } from './settle-change-payment';

type ChangePaymentState = ChangePaymentResult['state'];

type Access = { token: string } | { ref: string };

/**
 * The form that sends a quoted difference to the provider's page (a stay's new dates, decision
 * 0030; a visit's new date, decision 0036): the link's access, a fresh request id, the quoted
 * difference and what moves (`fields`, each a hidden input; a list repeats its name).
 */
export function DifferencePaymentForm({
  action,
  testId,
  locale,
  access,
  expectedDifferenceMinor,
  fields,
  holdNote,
  children,
}: {
  action: (form: FormData) => Promise<void>;
  testId: string;
  locale: string;
  access: Access;
  expectedDifferenceMinor: number;
  fields: Record<string, string | readonly string[]>;
  holdNote: string;
  /** The button's words. */
  children: ReactNode;
}) {
  return (
    <form action={action} className="grid gap-3" data-testid={testId}>
      <p className="text-muted">{holdNote}</p>
      <input type="hidden" name="locale" value={locale} />
      {'token' in access ? (
        <input type="hidden" name="token" value={access.token} />
      ) : (
        <input type="hidden" name="ref" value={access.ref} />
      )}
      <input type="hidden" name="requestId" value={randomUUID()} />
      {Object.entries(fields).flatMap(([name, value]) =>
        (typeof value === 'string' ? [value] : value).map((v) => (
          <input key={`${name}:${v}`} type="hidden" name={name} value={v} />
        )),
      )}
      <input type="hidden" name="expectedDifferenceMinor" value={String(expectedDifferenceMinor)} />
      <button type="submit" className="btn-primary">
        {children}
      </button>
    </form>
  );
}

/**
 * What came of a difference payment the guest returned from: paid (the change is made), not
 * paid (released: an alert, nothing changed) or still waiting for the provider.
 */
export function DifferencePaymentNotice({
  state,
  testIds,
  texts,
  spacing,
}: {
  state: ChangePaymentState;
  testIds: { paid: string; unpaid: string };
  texts: { paid: string; notPaid: string; waiting: string };
  /** Its margin in the panel that shows it. */
  spacing: string;
}) {
  if (state === 'applied')
    return (
      <p
        role="status"
        data-testid={testIds.paid}
        className={`${spacing} rounded-xl bg-jungle/10 px-4 py-3 font-semibold text-jungle`}
      >
        {texts.paid}
      </p>
    );
  return (
    <p
      role={state === 'released' ? 'alert' : 'status'}
      data-testid={testIds.unpaid}
      className={
        state === 'released'
          ? `${spacing} rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800`
          : `${spacing} rounded-xl bg-sand/40 px-4 py-3`
      }
    >
      {state === 'released' ? texts.notPaid : texts.waiting}
    </p>
  );
}
