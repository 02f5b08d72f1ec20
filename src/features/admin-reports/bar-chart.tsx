/**
 * A bar chart drawn on the server as SVG (no script, no library to load): one bar per label,
 * its height against `max` (the largest value by default). Decorative beside its table, which
 * carries the numbers for a screen reader; the scale and the first and last labels are text
 * outside the drawing, so stretching it to the width never distorts them.
 */
export function BarChart({
  caption,
  bars,
  unit = '',
  max: fixedMax,
}: {
  caption: string;
  bars: { label: string; value: number }[];
  /** Appended to the scale's value ("%"). */
  unit?: string;
  max?: number;
}) {
  const height = 100;
  const width = Math.max(bars.length, 1) * 10;
  const max = fixedMax ?? Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure className="rounded border border-jungle/20 bg-white p-3">
      <div className="flex gap-2">
        <span className="w-10 shrink-0 text-right text-xs text-muted tabular-nums">
          {`${max}${unit}`}
        </span>
        <svg
          viewBox={`0 0 ${width} ${height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          className="h-28 w-full"
        >
          <line x1="0" y1={height} x2={width} y2={height} stroke="#9aa8a4" strokeWidth="1" />
          {bars.map((bar, i) => {
            const h = Math.min(bar.value / max, 1) * (height - 4);
            return (
              <rect
                key={`${bar.label}-${i}`}
                x={i * 10 + 1.5}
                y={height - h}
                width={7}
                height={h}
                fill="#0e7c86"
              >
                <title>{`${bar.label}: ${bar.value}${unit}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
      {bars.length > 0 && (
        <div className="mt-1 ml-12 flex justify-between text-xs text-muted tabular-nums">
          <span>{bars[0]!.label}</span>
          <span>{bars[bars.length - 1]!.label}</span>
        </div>
      )}
      <figcaption className="mt-1 text-xs text-muted">{caption}</figcaption>
    </figure>
  );
}
