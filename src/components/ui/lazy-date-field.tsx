'use client';

import { lazy, Suspense, useSyncExternalStore, type ComponentProps } from 'react';
import type { LocalDateField as Field } from './date-field';

type Props = ComponentProps<typeof Field>;

// React Aria's date field (about 170 KB of script, 55 KB compressed, and the costliest part of
// a page's server render: every segment builds its own Intl.DisplayNames) loads beside the
// page instead of with it: its request starts as soon as this module runs in the browser.
let loading: Promise<{ default: typeof Field }> | undefined;
const load = () =>
  (loading ??= import('./date-field').then((module) => ({ default: module.LocalDateField })));
if (typeof window !== 'undefined') void load();
const LocalDateField = lazy(load);

const subscribe = () => () => undefined;

/**
 * LocalDateField for forms on every page (the booking box): the server and the first paint
 * show the field as it looks, with its value and its hidden input (a form sent before the
 * script arrives still posts YYYY-MM-DD); React Aria's field takes its place once loaded.
 */
export function LazyDateField(props: Props) {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  const stand = <DateFieldStandIn {...props} />;
  if (!hydrated) return stand;
  return (
    <Suspense fallback={stand}>
      <LocalDateField {...props} />
    </Suspense>
  );
}

/** Segment placeholders React Aria shows in each language, in the language's order. */
const placeholders: Record<string, [string, string, string]> = {
  en: ['mm', 'dd', 'yyyy'],
  es: ['dd', 'mm', 'aaaa'],
  pt: ['dd', 'mm', 'aaaa'],
};

/** What LocalDateField renders, without its behaviour: same boxes, same text, same size. */
export function DateFieldStandIn({
  locale,
  label,
  name,
  value,
  defaultValue,
  isDisabled,
  dataField,
  labelClassName = 'field-label',
  className = '',
}: Props) {
  const iso = value ?? defaultValue ?? '';
  const [year, month, day] = /^\d{4}-\d{2}-\d{2}$/.test(iso) ? iso.split('-') : [];
  const parts = locale === 'en' ? [month, day, year] : [day, month, year];
  const empty = placeholders[locale] ?? placeholders.es!;
  const segment = 'rounded px-px';
  return (
    <div data-field={dataField} className="min-w-0">
      <div className="min-w-0">
        <span className={labelClassName}>{label}</span>
        <div
          className={`field flex min-w-0 items-center tabular-nums ${isDisabled ? 'bg-stone-100 text-stone-600' : ''} ${className}`}
        >
          {parts.map((part, i) => (
            <span key={i} className="contents">
              {i > 0 && <span className={segment}>/</span>}
              <span className={part ? segment : `${segment} text-muted`}>{part ?? empty[i]}</span>
            </span>
          ))}
        </div>
        {name && <input type="hidden" name={name} value={iso} />}
      </div>
    </div>
  );
}
