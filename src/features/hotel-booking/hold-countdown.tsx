'use client';

import { Clock } from 'lucide-react';
import { useEffect, useState } from 'react';

type Props = {
  expiresAt: string;
  /** The server's clock when rendering: the first paint shows the same time on both sides. */
  renderedAt: number;
  /** "We hold your rooms for {time}" with the placeholder left in. */
  label: string;
  note: string;
  expired: string;
};

const mmss = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The hold's remaining time. The timer is not a live region (a screen reader would hear
 * every second); it is read on demand, and the expiry is announced once.
 */
export function HoldCountdown({ expiresAt, renderedAt, label, note, expired }: Props) {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = end - now;
  if (left <= 0) {
    return (
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-semibold text-red-800">
        {expired}
      </p>
    );
  }
  return (
    <div className="flex items-center gap-3 rounded-xl bg-sunset/10 px-4 py-3">
      <Clock aria-hidden className="shrink-0 text-sunset-700" size={22} />
      <div>
        <p role="timer" className="font-semibold">
          {label.replace('{time}', mmss(left))}
        </p>
        <p className="text-sm text-muted">{note}</p>
      </div>
    </div>
  );
}
