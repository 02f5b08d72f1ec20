'use client';
import { useSyncExternalStore } from 'react';
import { resortClock } from '@/lib/dates';

const noSubscription = () => () => {};

/**
 * Today at the parks by the browser's clock once the page is alive, never before the page's own
 * (the server's, during hydration): a page served from a cache may have been made yesterday
 * (issue 18), and its first date on sale must not be.
 */
export function useParkToday(pageToday: string): string {
  const now = useSyncExternalStore(
    noSubscription,
    () => resortClock(new Date()).date,
    () => pageToday,
  );
  return now > pageToday ? now : pageToday;
}
