import { getTranslations } from 'next-intl/server';
import type { StaffLocale } from '@/domain/staff';
import type { ParkGrid } from '@/domain/tickets';
import { GridCellKeys } from '@/components/admin/grid-keys';
import { DateHeaders, MonthNav, monthLabel } from '@/components/admin/month-nav';

function usd(cents: number, tag: string) {
  return new Intl.NumberFormat(tag, {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/**
 * The park capacity and price grid: a product's schedules × the dates of a month, and a row
 * of its admission prices. Each schedule cell: places free of total, held · sold; a closed day
 * says so with its reason. The hotel grid's month navigation and keyboard cells.
 */
export async function ParkCapacityGrid({ grid, locale }: { grid: ParkGrid; locale: StaffLocale }) {
  const t = await getTranslations({ locale, namespace: 'adminParks' });
  const tag = locale === 'en' ? 'en-US' : 'es-MX';
  const longDate = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const when = (date: string) => longDate.format(new Date(`${date}T00:00:00Z`));
  return (
    <section aria-labelledby="grid-title">
      <MonthNav
        month={grid.month}
        tag={tag}
        labels={{ previous: t('previous'), next: t('next') }}
      />
      <GridCellKeys gridId="park-grid" formId="park-bulk-form" rowField="slot" focusField="total" />
      <p className="mt-1 text-xs text-muted">{t('legend')}</p>
      <div
        id="park-grid"
        className="relative mt-2 max-w-full overflow-x-auto rounded border border-jungle/20 bg-white"
        tabIndex={0}
        aria-label={monthLabel(grid.month, tag)}
      >
        <table className="border-collapse text-xs tabular-nums">
          <thead>
            <tr>
              <th scope="col" className="sticky left-0 z-10 min-w-28 bg-sand px-2 py-1 text-left">
                {t('schedule')}
              </th>
              <DateHeaders dates={grid.dates} tag={tag} />
            </tr>
          </thead>
          <tbody>
            {grid.slots.map((slot) => (
              <tr key={slot.id} className="border-t border-jungle/10">
                <th
                  scope="row"
                  className="sticky left-0 z-10 max-w-40 bg-white px-2 py-1 text-left font-medium"
                >
                  <span className="block truncate">{slot.label}</span>
                  <span className="block text-[10px] font-normal text-muted">{slot.code}</span>
                </th>
                {grid.dates.map((date) => {
                  const cell = grid.cells[`${slot.id}|${date}`];
                  if (!cell)
                    return (
                      <td
                        key={date}
                        data-cell={`${slot.code}|${date}`}
                        data-row={slot.id}
                        data-date={date}
                        tabIndex={-1}
                        title={t('notRunning', { slot: slot.label, date: when(date) })}
                        className="border-l border-jungle/10 px-1 py-1 text-center text-muted focus:outline-2 focus:outline-lagoon"
                      >
                        <span className="sr-only">{t('notRunningShort')}</span>—
                      </td>
                    );
                  const free = Math.max(0, cell.total - cell.held - cell.sold);
                  const reason = cell.closedReason?.[locale] ?? '';
                  return (
                    <td
                      key={date}
                      data-cell={`${slot.code}|${date}`}
                      data-row={slot.id}
                      data-date={date}
                      data-closed={cell.closed || undefined}
                      tabIndex={-1}
                      title={t(cell.closed ? 'cellClosedLabel' : 'cellLabel', {
                        slot: slot.label,
                        date: when(date),
                        free,
                        total: cell.total,
                        held: cell.held,
                        sold: cell.sold,
                        reason,
                      })}
                      className={`border-l border-jungle/10 px-1 py-1 text-center align-top focus:outline-2 focus:outline-lagoon ${cell.closed ? 'bg-sunset/15 text-sunset-700' : free === 0 ? 'bg-gold/15' : ''}`}
                    >
                      <span className="block font-semibold">
                        {cell.closed ? t('closed') : `${free}/${cell.total}`}
                      </span>
                      <span className="block text-[10px] text-muted">
                        {cell.held}·{cell.sold}
                      </span>
                      {cell.closed && reason ? (
                        <span className="block max-w-16 truncate text-[10px]">{reason}</span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
            <tr className="border-t-2 border-jungle/20">
              <th
                scope="row"
                className="sticky left-0 z-10 max-w-40 bg-white px-2 py-1 text-left font-medium"
              >
                {t('prices')}
                <span className="block text-[10px] font-normal text-muted">{t('pricesHint')}</span>
              </th>
              {grid.dates.map((date) => {
                const price = grid.prices[date];
                return (
                  <td
                    key={date}
                    data-cell={`price|${date}`}
                    data-date={date}
                    data-focus="priceMode"
                    data-price={price?.adultUsdCents}
                    tabIndex={-1}
                    title={
                      price
                        ? t('priceLabel', {
                            date: when(date),
                            adult: usd(price.adultUsdCents, tag),
                            child: usd(price.childUsdCents, tag),
                          })
                        : t('noPrice')
                    }
                    className="border-l border-jungle/10 px-1 py-1 text-center align-top focus:outline-2 focus:outline-lagoon"
                  >
                    {price ? (
                      <>
                        <span className="block font-semibold">{usd(price.adultUsdCents, tag)}</span>
                        <span className="block text-[10px] text-muted">
                          {usd(price.childUsdCents, tag)}
                        </span>
                      </>
                    ) : (
                      <>
                        <span className="sr-only">{t('noPrice')}</span>—
                      </>
                    )}
                  </td>
                );
              })}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
