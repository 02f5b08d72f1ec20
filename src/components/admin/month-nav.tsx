import { GridKeys } from './grid-keys';

export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

/** A grid's month heading with the previous / next links and their keys ([ and ]). */
export function MonthNav({
  month,
  tag,
  labels,
}: {
  month: string;
  /** The staff member's locale tag (es-MX, en-US). */
  tag: string;
  labels: { previous: string; next: string };
}) {
  const monthName = monthLabel(month, tag);
  const previous = `?month=${shiftMonth(month, -1)}`;
  const next = `?month=${shiftMonth(month, 1)}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 id="grid-title" className="text-lg font-semibold text-jungle">
        {monthName}
      </h2>
      <a
        href={previous}
        data-month-nav="previous"
        className="rounded border border-jungle/30 bg-white px-2 py-1 text-sm"
        aria-label={labels.previous}
      >
        ‹ <span className="sr-only sm:not-sr-only">{labels.previous}</span>
      </a>
      <a
        href={next}
        data-month-nav="next"
        className="rounded border border-jungle/30 bg-white px-2 py-1 text-sm"
        aria-label={labels.next}
      >
        <span className="sr-only sm:not-sr-only">{labels.next}</span> ›
      </a>
      <GridKeys previous={previous} next={next} />
    </div>
  );
}

/** The month's name, for the grid's scrolling region. */
export function monthLabel(month: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

/** The day headers of a grid's dates (weekday initial and day, full date as title). */
export function DateHeaders({ dates, tag }: { dates: string[]; tag: string }) {
  const day = new Intl.DateTimeFormat(tag, { weekday: 'narrow', timeZone: 'UTC' });
  const longDate = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      {dates.map((date) => {
        const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
        return (
          <th
            key={date}
            scope="col"
            className={`min-w-16 px-1 py-1 text-center font-medium ${weekday === 0 || weekday === 6 ? 'bg-sand/70' : 'bg-sand/40'}`}
          >
            <abbr title={longDate.format(new Date(`${date}T00:00:00Z`))} className="no-underline">
              {day.format(new Date(`${date}T00:00:00Z`))} {Number(date.slice(8))}
            </abbr>
          </th>
        );
      })}
    </>
  );
}
