/**
 * An issuer's invoice series edited in the back office (issue 20): the series letters and the
 * next folio of invoices (I) and credit notes (E). A folio is never taken twice: the next folio
 * of a series never goes back, a series' name belongs to one kind, and a series used before
 * comes back with its folios where they were. Pure: the series rows come in.
 */
export type SeriesRow = {
  id: number;
  kind: 'I' | 'E';
  series: string;
  nextFolio: number;
  active: boolean;
};
export type SeriesInput = { kind: string; series: string; nextFolio: string };
export type SeriesField = 'kind' | 'series' | 'nextFolio';
export type SeriesError =
  | 'REQUIRED'
  | 'KIND_INVALID'
  | 'SERIES_INVALID'
  | 'SERIES_TAKEN'
  | 'FOLIO_INVALID'
  | 'FOLIO_BACKWARDS';

export type SeriesPlan =
  | {
      ok: true;
      kind: 'I' | 'E';
      /** The active series of the kind now (null: none yet). */
      current: SeriesRow | null;
      /** The series that becomes (or stays) active: an existing row, or a new one. */
      target: { id: number | null; series: string; nextFolio: number };
      unchanged: boolean;
    }
  | { ok: false; errors: Partial<Record<SeriesField, SeriesError>> };

/** SAT's Serie: 1 to 25 letters or digits (the schema's CHECK holds the same). */
export const SERIES_PATTERN = /^[A-Za-z0-9]{1,25}$/;
const MAX_FOLIO = 2_147_483_647;

export function planSeriesChange(rows: readonly SeriesRow[], input: SeriesInput): SeriesPlan {
  const errors: Partial<Record<SeriesField, SeriesError>> = {};
  const kind = input.kind === 'I' || input.kind === 'E' ? input.kind : null;
  if (!kind) errors.kind = 'KIND_INVALID';
  const series = input.series.trim().toUpperCase();
  if (!series) errors.series = 'REQUIRED';
  else if (!SERIES_PATTERN.test(series)) errors.series = 'SERIES_INVALID';
  const folioText = input.nextFolio.trim();
  const nextFolio = /^\d{1,10}$/.test(folioText) ? Number(folioText) : NaN;
  if (!folioText) errors.nextFolio = 'REQUIRED';
  else if (!(nextFolio >= 1 && nextFolio <= MAX_FOLIO)) errors.nextFolio = 'FOLIO_INVALID';
  const existing = rows.find((r) => r.series.toUpperCase() === series);
  if (!errors.series && existing && existing.kind !== kind) errors.series = 'SERIES_TAKEN';
  else if (!errors.nextFolio && existing && nextFolio < existing.nextFolio)
    errors.nextFolio = 'FOLIO_BACKWARDS';
  if (Object.keys(errors).length > 0 || !kind) return { ok: false, errors };
  const current = rows.find((r) => r.kind === kind && r.active) ?? null;
  return {
    ok: true,
    kind,
    current,
    target: { id: existing?.id ?? null, series: existing?.series ?? series, nextFolio },
    unchanged: existing !== undefined && existing.active && existing.nextFolio === nextFolio,
  };
}
