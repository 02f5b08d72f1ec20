import { Phone } from 'lucide-react';

/**
 * A notice that something cannot be done here now, with the phone lines that can do it
 * (the calendars' maintenance message).
 */
export function ContactNotice({
  title,
  text,
  lines,
}: {
  title: string;
  text: string;
  lines: { key: string; label: string; displayNumber: string; dialNumber: string }[];
}) {
  return (
    <div role="status" className="rounded-xl bg-sand px-4 py-4">
      <p className="font-display text-xl text-jungle">{title}</p>
      <p className="mt-1 text-sm">{text}</p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1">
        {lines.map((line) => (
          <li key={line.key}>
            <a
              href={`tel:${line.dialNumber}`}
              className="inline-flex items-center gap-2 font-semibold text-jungle"
            >
              <Phone aria-hidden size={16} />
              {line.label}: {line.displayNumber}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
