import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { hotelSeasons } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { listHotelsWithRooms } from '@/domain/catalog';
import { RevenueError } from './revenue.rules';
import { lockRates, pgArray, writeRates } from './revenue.service';
import {
  checkSeasons,
  kindOn,
  nightsTouched,
  repriceForSeasons,
  splitSeason,
  type Season,
} from './seasons.rules';
import { resortToday } from './stays.rules';

export type StoredSeason = Season & { id: number };

/** A change to a hotel's season calendar, as the seasons form and its actions ask for it. */
export type SeasonChange =
  | { op: 'update'; id: number; season: Season }
  | { op: 'add'; season: Season }
  | { op: 'split'; id: number; night: string }
  | { op: 'remove'; id: number };

export type SeasonChangeResult = {
  /** Room-type nights whose rates moved, and those kept because they were priced by hand. */
  ratesChanged: number;
  overridesKept: number;
  seasons: StoredSeason[];
};

async function hotelByCode(db: Db, hotelCode: string) {
  const hotel = (await listHotelsWithRooms(db)).find((h) => h.code === hotelCode);
  if (!hotel) throw new RevenueError('NO_ROOM_TYPES');
  return hotel;
}

const columns = {
  id: hotelSeasons.id,
  name: hotelSeasons.name,
  kind: hotelSeasons.kind,
  startDate: hotelSeasons.startDate,
  endDate: hotelSeasons.endDate,
  factorPerMille: hotelSeasons.factorPerMille,
};

/** A hotel's seasons in date order (null for an unknown hotel). */
export async function listSeasons(db: Db, hotelCode: string): Promise<StoredSeason[] | null> {
  const hotel = (await listHotelsWithRooms(db)).find((h) => h.code === hotelCode);
  if (!hotel) return null;
  return db
    .select(columns)
    .from(hotelSeasons)
    .where(eq(hotelSeasons.hotelId, hotel.id))
    .orderBy(asc(hotelSeasons.startDate));
}

/** The season list after a change (the rules then judge the whole list). */
function applyChange(before: StoredSeason[], change: SeasonChange): Season[] {
  const find = (id: number) => {
    const season = before.find((s) => s.id === id);
    if (!season) throw new RevenueError('SEASON_NOT_FOUND');
    return season;
  };
  switch (change.op) {
    case 'add':
      return [...before, { ...change.season, id: undefined }];
    case 'remove':
      find(change.id);
      return before.filter((s) => s.id !== change.id);
    case 'update':
      find(change.id);
      return before.map((s) => (s.id === change.id ? { ...change.season, id: s.id } : s));
    case 'split': {
      const [first, second] = splitSeason(find(change.id), change.night);
      return before.flatMap((s) => (s.id === change.id ? [first, second] : [s]));
    }
  }
}

/**
 * Changes a hotel's season calendar (add, edit, split, remove) in one transaction with one
 * audit row: the hotel's seasons are serialised by an advisory lock, the new list is checked
 * (no overlaps, sane ranges and factors), and every night from today on whose factor moves is
 * repriced by the season rule and written through the grid's rate write (revenue.service).
 * A night whose rate is not the old season's (set by hand in the grid) keeps it
 * (docs/decisions/0038); past nights and the prices of bookings never change.
 */
export async function changeSeasons(
  db: Db,
  actor: AuditActor,
  hotelCode: string,
  change: SeasonChange,
  now = new Date(),
): Promise<SeasonChangeResult> {
  const hotel = await hotelByCode(db, hotelCode);
  const typeIds = hotel.roomTypes.map((t) => t.id);
  const baseRateOf = new Map(hotel.roomTypes.map((t) => [t.id, t.baseRateUsdCents]));
  const codeOf = new Map(hotel.roomTypes.map((t) => [t.id, t.code]));
  const today = resortToday(now);

  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(3800, ${hotel.id})`);
    const before: StoredSeason[] = await tx
      .select(columns)
      .from(hotelSeasons)
      .where(eq(hotelSeasons.hotelId, hotel.id))
      .orderBy(asc(hotelSeasons.startDate));
    const after = checkSeasons(applyChange(before, change));

    const nights = nightsTouched(before, after).filter((night) => night >= today);
    const cells = await lockRates(tx, typeIds, nights);
    const { changed, kept } = repriceForSeasons(cells, baseRateOf, before, after, today);
    await writeRates(tx, changed);
    // The label each night keeps (room_rates.season) follows the new calendar.
    if (nights.length > 0)
      await tx.execute(sql`
        UPDATE room_rates AS r SET season = v.kind
        FROM unnest(${pgArray(nights)}::date[], ${pgArray(nights.map((n) => kindOn(after, n)))}::text[])
          AS v(date, kind)
        WHERE r.room_type_id = ANY(${pgArray(typeIds)}::int[]) AND r.date = v.date
          AND r.season <> v.kind`);

    const kept_ = new Set(after.filter((s) => s.id !== undefined).map((s) => s.id));
    const removed = before.filter((s) => !kept_.has(s.id));
    if (removed.length > 0)
      await tx.delete(hotelSeasons).where(
        inArray(
          hotelSeasons.id,
          removed.map((s) => s.id),
        ),
      );
    for (const season of after) {
      const values = {
        name: season.name,
        kind: season.kind,
        startDate: season.startDate,
        endDate: season.endDate,
        factorPerMille: season.factorPerMille,
      };
      if (season.id === undefined)
        await tx.insert(hotelSeasons).values({ ...values, hotelId: hotel.id });
      else {
        const old = before.find((s) => s.id === season.id)!;
        const same = (Object.keys(values) as (keyof typeof values)[]).every(
          (k) => values[k] === old[k],
        );
        if (!same)
          await tx
            .update(hotelSeasons)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(hotelSeasons.id, season.id));
      }
    }
    const seasons = await tx
      .select(columns)
      .from(hotelSeasons)
      .where(eq(hotelSeasons.hotelId, hotel.id))
      .orderBy(asc(hotelSeasons.startDate));

    const night = (c: { roomTypeId: number; date: string; baseUsdCents: number }) => ({
      roomType: codeOf.get(c.roomTypeId),
      date: c.date,
      baseUsdCents: c.baseUsdCents,
    });
    const changedKeys = new Set(changed.map((c) => `${c.roomTypeId}|${c.date}`));
    await recordAudit(tx, actor, {
      action: `seasons.${change.op}`,
      entity: 'hotel-seasons',
      entityId: hotel.code,
      before: {
        seasons: before,
        rates: cells.filter((c) => changedKeys.has(`${c.roomTypeId}|${c.date}`)).map(night),
      },
      after: {
        request: change,
        seasons,
        rates: changed.map(night),
        overridesKept: kept.map(night),
      },
    });
    return { ratesChanged: changed.length, overridesKept: kept.length, seasons };
  });
}
