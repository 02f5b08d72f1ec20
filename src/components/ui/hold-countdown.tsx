'use client';

import { Clock } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';

type Props = {
  expiresAt: string;
  /** The server's clock when rendering: the first paint shows the same time on both sides. */
  renderedAt: number;
  /** "We hold your rooms for {time}" with the placeholder left in. */
  label: string;
  note: string;
  expired: string;
  /** An action beside the time (the cart's renew form), if any. */
  children?: ReactNode;
};

const mmss = (ms: number) => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
};

/**
 * The time left on a hold (a hotel booking pending payment, a cart's places). The timer is
 * not a live region (a screen reader would hear every second); it is read on demand, and the
 * expiry is announced once.
 */
export function HoldCountdown({ expiresAt, renderedAt, label, note, expired, children }: Props) {
  const end = Date.parse(expiresAt);
  const [now, setNow] = useState(renderedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = end - now;
  return (
    <div
      className={`flex flex-col gap-3 rounded-2xl border px-4 py-3 sm:flex-row sm:items-center sm:px-5 ${
        left > 0 ? 'border-sunset/20 bg-sunset/10' : 'border-red-200 bg-red-50'
      }`}
    >
      <Clock aria-hidden className="hidden shrink-0 text-sunset-700 sm:block" size={24} />
      <div className="min-w-0 flex-1">
        {left > 0 ? (
          <>
            <p role="timer" className="font-semibold tabular-nums">
              {label.replace('{time}', mmss(left))}
            </p>
            <p className="text-sm text-muted">{note}</p>
          </>
        ) : (
          <p role="alert" className="font-semibold text-red-800">
            {expired}
          </p>
        )}
      </div>
      {children}
    </div>
  );
}
