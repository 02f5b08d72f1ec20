import { describe, expect, it } from 'vitest';
import { RevenueError } from './revenue.rules';
import {
  checkSeasons,
  factorOn,
  nightsTouched,
  repriceForSeasons,
  seasonRate,
  splitSeason,
  type Season,
} from './seasons.rules';

const season = (over: Partial<Season> = {}): Season => ({
  name: 'Alta 2030',
  kind: 'high',
  startDate: '2030-01-04',
  endDate: '2030-04-30',
  factorPerMille: 1250,
  ...over,
});
const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RevenueError) return error.code;
    throw error;
  }
  return 'OK';
};

describe('season list rules', () => {
  it('accepts a calendar of seasons end to end and sorts it', () => {
    const list = checkSeasons([
      season({ name: 'Media', kind: 'shoulder', startDate: '2030-05-01', endDate: '2030-05-31' }),
      season(),
    ]);
    expect(list.map((s) => s.startDate)).toEqual(['2030-01-04', '2030-05-01']);
  });

  it('refuses overlapping seasons, even by one night', () => {
    expect(
      code(() =>
        checkSeasons([season(), season({ startDate: '2030-04-30', endDate: '2030-05-10' })]),
      ),
    ).toBe('SEASONS_OVERLAP');
    expect(code(() => checkSeasons([season(), season()]))).toBe('SEASONS_OVERLAP');
  });

  it('refuses reversed, impossible and ten-year ranges', () => {
    expect(
      code(() => checkSeasons([season({ startDate: '2030-05-01', endDate: '2030-04-01' })])),
    ).toBe('INVALID_RANGE');
    expect(code(() => checkSeasons([season({ startDate: '2030-02-30' })]))).toBe('INVALID_RANGE');
    expect(code(() => checkSeasons([season({ startDate: 'mañana' })]))).toBe('INVALID_RANGE');
    expect(
      code(() => checkSeasons([season({ startDate: '2030-01-01', endDate: '2039-12-31' })])),
    ).toBe('INVALID_RANGE');
    // One night is a season; two years is the longest (the bulk edit's range).
    expect(code(() => checkSeasons([season({ endDate: '2030-01-04' })]))).toBe('OK');
  });

  it('refuses absurd factors, names and kinds', () => {
    for (const factorPerMille of [0, -1000, 99, 6001, 1250.5, Number.NaN, 1e9])
      expect(code(() => checkSeasons([season({ factorPerMille })]))).toBe('INVALID_RATE');
    expect(code(() => checkSeasons([season({ factorPerMille: 100 })]))).toBe('OK');
    expect(code(() => checkSeasons([season({ factorPerMille: 6000 })]))).toBe('OK');
    expect(code(() => checkSeasons([season({ name: '   ' })]))).toBe('INVALID_SEASON');
    expect(code(() => checkSeasons([season({ name: 'x'.repeat(61) })]))).toBe('INVALID_SEASON');
    expect(code(() => checkSeasons([season({ kind: 'peak' as never })]))).toBe('INVALID_SEASON');
  });

  it('splits a season at a night, and only inside it', () => {
    const [a, b] = splitSeason({ ...season(), id: 7 }, '2030-03-01');
    expect(a).toMatchObject({ id: 7, startDate: '2030-01-04', endDate: '2030-02-28' });
    expect(b).toMatchObject({ startDate: '2030-03-01', endDate: '2030-04-30' });
    expect(b.id).toBeUndefined();
    expect(code(() => splitSeason(season(), '2030-01-04'))).toBe('INVALID_RANGE');
    expect(code(() => splitSeason(season(), '2030-05-01'))).toBe('INVALID_RANGE');
    expect(checkSeasons([a, b])).toHaveLength(2);
  });
});

describe('the season rate', () => {
  it("is the seed's arithmetic: factor, 5 % on Friday and Saturday, 30 % and 15 % extras", () => {
    // 2030-01-07 is a Monday, 2030-01-11 a Friday.
    expect(seasonRate(30_000, 1250, '2030-01-07')).toEqual({
      baseUsdCents: 37_500,
      extraAdultUsdCents: 11_250,
      childUsdCents: 5_625,
    });
    expect(seasonRate(30_000, 1250, '2030-01-11').baseUsdCents).toBe(39_375);
    // Half a cent rounds up, as SQL's round() does: 12345 × 1.45 × 1.05 = 18795.2625.
    expect(seasonRate(12_345, 1450, '2030-01-11').baseUsdCents).toBe(18_795);
    expect(seasonRate(1, 1500, '2030-01-07').baseUsdCents).toBe(2);
  });

  it('uses the base rate outside every season', () => {
    expect(factorOn([season()], '2030-05-01')).toBe(1000);
    expect(factorOn([season()], '2030-04-30')).toBe(1250);
  });
});

describe('repricing nights for a season change', () => {
  const before = [season({ startDate: '2030-01-04', endDate: '2030-01-10' })];
  const after = [{ ...before[0]!, factorPerMille: 1500 }];
  const base = new Map([[1, 30_000]]);
  const cell = (date: string, factor = 1250) => ({
    roomTypeId: 1,
    date,
    ...seasonRate(30_000, factor, date),
  });

  it("moves the nights at the old season's rate and keeps those priced by hand", () => {
    const manual = { ...cell('2030-01-08'), baseUsdCents: 41_000 };
    const { changed, kept } = repriceForSeasons(
      [cell('2030-01-07'), manual, cell('2030-01-11')],
      base,
      before,
      after,
      '2030-01-01',
    );
    expect(changed).toEqual([cell('2030-01-07', 1500)]);
    expect(kept).toEqual([manual]);
  });

  it('never touches past nights, nor nights whose factor stays', () => {
    const { changed, kept } = repriceForSeasons(
      [cell('2030-01-05'), cell('2030-01-06'), cell('2030-01-20', 1000)],
      base,
      before,
      after,
      '2030-01-06',
    );
    expect(changed.map((c) => c.date)).toEqual(['2030-01-06']);
    expect(kept).toEqual([]);
  });

  it('refuses a factor that prices a night out of bounds', () => {
    const huge = new Map([[1, 9_000_000]]);
    const expensive = {
      roomTypeId: 1,
      date: '2030-01-07',
      ...seasonRate(9_000_000, 1250, '2030-01-07'),
    };
    expect(code(() => repriceForSeasons([expensive], huge, before, after, '2030-01-01'))).toBe(
      'INVALID_RATE',
    );
  });

  it('touches the nights of seasons that changed only', () => {
    const other = season({ startDate: '2030-02-01', endDate: '2030-02-02' });
    expect(nightsTouched([...before, other], [...after, other])).toHaveLength(7);
    expect(nightsTouched([other], [{ ...other, name: 'Renamed' }])).toEqual([]);
  });
});
