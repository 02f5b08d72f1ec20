import { getTranslations } from 'next-intl/server';
import type { RevenueGrid } from '@/domain/stays';
import type { StaffLocale } from '@/domain/staff';
import { GridKeys } from './grid-keys';

function usd(cents: number, locale: string) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/**
 * The availability and rates grid: room types × the nights of a month. Each cell: rooms free
 * of total, held · sold, the two-adult rate, the minimum stay when above one; closed nights
 * are marked. The table scrolls sideways with the room types pinned; ←/→ (or [ and ]) change
 * the month.
 */
export async function RatesGrid({ grid, locale }: { grid: RevenueGrid; locale: StaffLocale }) {
  const t = await getTranslations({ locale, namespace: 'admin.rates' });
  const tag = locale === 'en' ? 'en-US' : 'es-MX';
  const monthName = new Intl.DateTimeFormat(tag, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${grid.month}-01T00:00:00Z`));
  const day = new Intl.DateTimeFormat(tag, { weekday: 'narrow', timeZone: 'UTC' });
  const longDate = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const previous = `?month=${shiftMonth(grid.month, -1)}`;
  const next = `?month=${shiftMonth(grid.month, 1)}`;
  return (
    <section aria-labelledby="grid-title">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="grid-title" className="text-lg font-semibold text-jungle">
          {monthName}
        </h2>
        <a
          href={previous}
          data-month-nav="previous"
          className="rounded border border-jungle/30 bg-white px-2 py-1 text-sm"
          aria-label={t('previous')}
        >
          ‹ <span className="sr-only sm:not-sr-only">{t('previous')}</span>
        </a>
        <a
          href={next}
          data-month-nav="next"
          className="rounded border border-jungle/30 bg-white px-2 py-1 text-sm"
          aria-label={t('next')}
        >
          <span className="sr-only sm:not-sr-only">{t('next')}</span> ›
        </a>
        <GridKeys previous={previous} next={next} />
      </div>
      <p className="mt-1 text-xs text-muted">{t('legend')}</p>
      <div
        className="relative mt-2 max-w-full overflow-x-auto rounded border border-jungle/20 bg-white"
        tabIndex={0}
        aria-label={monthName}
      >
        <table className="border-collapse text-xs tabular-nums">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 min-w-28 bg-sand px-2 py-1 text-left">
                {t('roomType')}
              </th>
              {grid.dates.map((date) => {
                const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
                return (
                  <th
                    key={date}
                    scope="col"
                    className={`min-w-16 px-1 py-1 text-center font-medium ${weekday === 0 || weekday === 6 ? 'bg-sand/70' : 'bg-sand/40'}`}
                  >
                    <abbr
                      title={longDate.format(new Date(`${date}T00:00:00Z`))}
                      className="no-underline"
                    >
                      {day.format(new Date(`${date}T00:00:00Z`))} {Number(date.slice(8))}
                    </abbr>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {grid.roomTypes.map((room) => {
              const name = room.name[locale] ?? room.code;
              return (
                <tr key={room.id} className="border-t border-jungle/10">
                  <th
                    scope="row"
                    className="sticky left-0 z-10 max-w-40 bg-white px-2 py-1 text-left font-medium"
                  >
                    <span className="block truncate" title={name}>
                      {name}
                    </span>
                    <span className="block text-[10px] font-normal text-muted">{room.code}</span>
                  </th>
                  {grid.dates.map((date) => {
                    const cell = grid.cells[`${room.id}|${date}`];
                    if (!cell)
                      return (
                        <td key={date} className="px-1 py-1 text-center text-muted">
                          <span className="sr-only">{t('noInventory')}</span>—
                        </td>
                      );
                    const free = Math.max(0, cell.total - cell.held - cell.sold);
                    const rate =
                      cell.baseUsdCents === null ? t('noRate') : usd(cell.baseUsdCents, tag);
                    return (
                      <td
                        key={date}
                        data-cell={`${room.code}|${date}`}
                        data-closed={cell.closed || undefined}
                        title={t('cellLabel', {
                          room: name,
                          date: longDate.format(new Date(`${date}T00:00:00Z`)),
                          free,
                          total: cell.total,
                          held: cell.held,
                          sold: cell.sold,
                          rate,
                          minStay: cell.minStay,
                        })}
                        className={`border-l border-jungle/10 px-1 py-1 text-center align-top ${cell.closed ? 'bg-sunset/15 text-sunset-700' : free === 0 ? 'bg-gold/15' : ''}`}
                      >
                        <span className="block font-semibold">
                          {cell.closed ? t('closed') : `${free}/${cell.total}`}
                        </span>
                        <span className="block text-[10px] text-muted">
                          {cell.held}·{cell.sold}
                        </span>
                        <span className="block" data-rate>
                          {rate}
                        </span>
                        {cell.minStay > 1 ? (
                          <span className="block text-[10px]">
                            {t('minStayShort', { nights: cell.minStay })}
                          </span>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
