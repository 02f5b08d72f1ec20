'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';

export type SummaryItem = {
  /** The id of the field the error is about: its link moves focus there. */
  fieldId: string;
  /** The field's label, so the list reads on its own ("Email: enter a valid email"). */
  label: string;
  message: string;
};

/**
 * The errors of a failed submit, at the top of the form: focus moves to it (so a "Pay" with
 * missing details never seems to do nothing), it says how many fields need a fix, and each
 * error is a link to its field. `attempt` changes with every submit: the summary takes focus
 * again even when the errors are the same. Nothing is rendered without errors.
 */
export function ErrorSummary({
  title,
  items,
  attempt,
  extra,
}: {
  title: string;
  items: SummaryItem[];
  attempt: unknown;
  /** An error about no field in particular (a refusal of the whole form). */
  extra?: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const shown = items.length > 0 || Boolean(extra);
  useEffect(() => {
    if (shown) box.current?.focus();
    // Only a new submit moves focus: fixing a field (the list shrinks) must not steal it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!shown) return null;
  return (
    <div
      ref={box}
      role="alert"
      tabIndex={-1}
      data-testid="error-summary"
      className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-red-800 outline-offset-2"
    >
      <p className="font-semibold">{title}</p>
      {extra && <p className="mt-1 font-semibold">{extra}</p>}
      {items.length > 0 && (
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          {items.map((item) => (
            <li key={item.fieldId}>
              <a
                href={`#${item.fieldId}`}
                className="font-semibold text-red-800 underline"
                onClick={(event) => {
                  const field = document.getElementById(item.fieldId);
                  if (!field) return;
                  event.preventDefault();
                  field.scrollIntoView?.({ block: 'center' });
                  field.focus();
                }}
              >
                {item.label}: {item.message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Errors that leave as soon as their field is fixed. `errors` are the last submit's, by key;
 * `onChange` goes on the form (change and input events bubble to it): a field whose value
 * now passes its own constraints (filled, a valid email, a ticked box) drops its error, and
 * one emptied again gets it back. `keyOf` maps a field's name to its error's key when they
 * differ. A new `attempt` (a new submit's answer) starts over.
 */
export function useLiveErrors<K extends string>(
  errors: Partial<Record<K, string>>,
  attempt: unknown,
  keyOf: (name: string) => string = (name) => name,
) {
  const [fixed, setFixed] = useState<ReadonlySet<string>>(new Set());
  const [seen, setSeen] = useState(attempt);
  if (seen !== attempt) {
    setSeen(attempt);
    setFixed(new Set());
  }
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
    if (!field.name) return;
    const key = keyOf(field.name);
    if (!(key in errors)) return;
    const ok =
      field instanceof HTMLInputElement && field.type === 'checkbox'
        ? field.checked
        : field.value.trim() !== '' && field.checkValidity();
    setFixed((current) => {
      if (ok === current.has(key)) return current;
      const next = new Set(current);
      if (ok) next.add(key);
      else next.delete(key);
      return next;
    });
  };
  const live = Object.fromEntries(
    Object.entries(errors).filter(([key, message]) => message && !fixed.has(key)),
  ) as Partial<Record<K, string>>;
  return { errors: live, onChange };
}
