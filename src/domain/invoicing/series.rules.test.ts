import { describe, expect, it } from 'vitest';
import { planSeriesChange, type SeriesRow } from './series.rules';

const ROWS: SeriesRow[] = [
  { id: 1, kind: 'I', series: 'HF', nextFolio: 42, active: true },
  { id: 2, kind: 'E', series: 'HNC', nextFolio: 3, active: true },
  { id: 3, kind: 'I', series: 'OLD', nextFolio: 900, active: false },
];

describe('invoice series: the folio never goes back, a series belongs to one kind', () => {
  it('moves the active series forward', () => {
    expect(planSeriesChange(ROWS, { kind: 'I', series: 'HF', nextFolio: '100' })).toMatchObject({
      ok: true,
      current: { id: 1 },
      target: { id: 1, series: 'HF', nextFolio: 100 },
      unchanged: false,
    });
    expect(planSeriesChange(ROWS, { kind: 'I', series: 'hf', nextFolio: '42' })).toMatchObject({
      ok: true,
      unchanged: true,
    });
  });

  it('never back, not even by one', () => {
    expect(planSeriesChange(ROWS, { kind: 'I', series: 'HF', nextFolio: '41' })).toEqual({
      ok: false,
      errors: { nextFolio: 'FOLIO_BACKWARDS' },
    });
    // A series used before comes back where it was, not earlier.
    expect(planSeriesChange(ROWS, { kind: 'I', series: 'OLD', nextFolio: '1' })).toEqual({
      ok: false,
      errors: { nextFolio: 'FOLIO_BACKWARDS' },
    });
    expect(planSeriesChange(ROWS, { kind: 'I', series: 'OLD', nextFolio: '900' })).toMatchObject({
      ok: true,
      current: { id: 1 },
      target: { id: 3, nextFolio: 900 },
    });
  });

  it('a new series starts where it is told and replaces the active one', () => {
    expect(planSeriesChange(ROWS, { kind: 'I', series: 'h2027', nextFolio: '1' })).toMatchObject({
      ok: true,
      current: { id: 1 },
      target: { id: null, series: 'H2027', nextFolio: 1 },
    });
  });

  it.each([
    [{ series: 'HNC' }, { series: 'SERIES_TAKEN' }],
    [{ series: '' }, { series: 'REQUIRED' }],
    [{ series: 'A-1' }, { series: 'SERIES_INVALID' }],
    [{ series: 'Ñ' }, { series: 'SERIES_INVALID' }],
    [{ series: 'A'.repeat(26) }, { series: 'SERIES_INVALID' }],
    [{ nextFolio: '' }, { nextFolio: 'REQUIRED' }],
    [{ nextFolio: '0' }, { nextFolio: 'FOLIO_INVALID' }],
    [{ nextFolio: '-5' }, { nextFolio: 'FOLIO_INVALID' }],
    [{ nextFolio: '1.5' }, { nextFolio: 'FOLIO_INVALID' }],
    [{ nextFolio: '2147483648' }, { nextFolio: 'FOLIO_INVALID' }],
    [{ kind: 'P' }, { kind: 'KIND_INVALID' }],
  ])('refuses %j', (over, errors) => {
    expect(planSeriesChange(ROWS, { kind: 'I', series: 'NEW', nextFolio: '1', ...over })).toEqual({
      ok: false,
      errors,
    });
  });
});
