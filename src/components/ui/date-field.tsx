'use client';

import { parseDate } from '@internationalized/date';
import {
  DateField,
  DateInput,
  DateSegment,
  I18nProvider,
  Label,
  type DateValue,
} from 'react-aria-components';
import { defaultLocale, isLocale, regionalLocales } from '@/i18n/paths';

const parse = (iso: string | undefined): DateValue | null => {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
};

type Props = {
  /** The page's language (es, en, pt): the order of day, month and year follows it. */
  locale: string;
  label: string;
  /** The field's name in its form: a hidden input carries the date as YYYY-MM-DD. */
  name?: string;
  /** ISO date (YYYY-MM-DD), '' for none: a controlled field. */
  value?: string;
  /** ISO date the field starts with, for a field the form reads on submit (uncontrolled). */
  defaultValue?: string;
  /** The ISO date once the day, month and year are all there; '' when cleared. */
  onChange?: (iso: string) => void;
  min?: string;
  max?: string;
  isDisabled?: boolean;
  isInvalid?: boolean;
  /** Ids of the hint or error that describe the field. */
  describedBy?: string;
  /** Marks the field for its form's focus handling (data-field on the field's wrapper). */
  dataField?: string;
  labelClassName?: string;
  className?: string;
};

/**
 * A date typed in the page's language (DD/MM/YYYY in es and pt, MM/DD/YYYY in en), not the
 * browser's: React Aria's date field, one spin button per part, by keyboard (arrows, digits)
 * and read as a date by screen readers. Its form value is always YYYY-MM-DD.
 */
export function LocalDateField({
  locale,
  label,
  name,
  value,
  defaultValue,
  onChange,
  min,
  max,
  isDisabled,
  isInvalid,
  describedBy,
  dataField,
  labelClassName = 'field-label',
  className = '',
}: Props) {
  return (
    // The language's regional tag (es-MX, en-US, pt-BR): day first in es and pt, month in en.
    <I18nProvider
      locale={isLocale(locale) ? regionalLocales[locale] : regionalLocales[defaultLocale]}
    >
      <div data-field={dataField} className="min-w-0">
        <DateField
          name={name}
          {...(value !== undefined
            ? { value: parse(value) }
            : { defaultValue: parse(defaultValue) })}
          onChange={(date) => onChange?.(date ? date.toString() : '')}
          minValue={parse(min) ?? undefined}
          maxValue={parse(max) ?? undefined}
          isDisabled={isDisabled}
          isInvalid={isInvalid}
          aria-describedby={describedBy}
          shouldForceLeadingZeros
          // A date out of range is the form's to refuse, with its own words.
          validationBehavior="aria"
          className="min-w-0"
        >
          <Label className={labelClassName}>{label}</Label>
          <DateInput
            className={`field flex min-w-0 items-center tabular-nums data-[disabled]:bg-stone-100 data-[disabled]:text-stone-600 data-[focus-within]:outline-3 data-[focus-within]:outline-lagoon data-[invalid]:border-red-600 ${className}`}
          >
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-px outline-none data-[focused]:bg-jungle data-[focused]:text-white data-[placeholder]:text-muted"
              />
            )}
          </DateInput>
        </DateField>
      </div>
    </I18nProvider>
  );
}
