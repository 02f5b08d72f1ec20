import { getTranslations } from 'next-intl/server';
import type { RevenueGrid } from '@/domain/stays';
import type { StaffLocale } from '@/domain/staff';
import { GridCellKeys } from '@/components/admin/grid-keys';
import { DateHeaders, MonthNav, monthLabel } from '@/components/admin/month-nav';

function usd(cents: number, locale: string) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(cents / 100);
}

/**
 * The availability and rates grid: room types × the nights of a month. Each cell: rooms free
 * of total, held · sold, the two-adult rate, the minimum stay when above one; closed nights
 * are marked. The table scrolls sideways with the room types pinned; [ and ] (or Alt+←/→)
 * change the month; the arrow keys move between cells and Enter edits one (GridCellKeys).
 */
export async function RatesGrid({ grid, locale }: { grid: RevenueGrid; locale: StaffLocale }) {
  const t = await getTranslations({ locale, namespace: 'admin.rates' });
  const tag = locale === 'en' ? 'en-US' : 'es-MX';
  const monthName = monthLabel(grid.month, tag);
  const longDate = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section aria-labelledby="grid-title">
      <MonthNav
        month={grid.month}
        tag={tag}
        labels={{ previous: t('previous'), next: t('next') }}
      />
      <GridCellKeys gridId="rates-grid" formId="bulk-form" rowField="roomType" focusField="total" />
      <p className="mt-1 text-xs text-muted">{t('legend')}</p>
      <div
        className="relative mt-2 max-w-full overflow-x-auto rounded border border-jungle/20 bg-white"
        id="rates-grid"
        tabIndex={0}
        aria-label={monthName}
      >
        <table className="border-collapse text-xs tabular-nums">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 min-w-28 bg-sand px-2 py-1 text-left">
                {t('roomType')}
              </th>
              <DateHeaders dates={grid.dates} tag={tag} />
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
                        data-row={room.id}
                        data-date={date}
                        tabIndex={-1}
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
