import { depositSchedule } from '@/domain/stays';

/**
 * What the payment step charges today: a deposit plan's deposit (issue 20, deposit.rules), or
 * the whole total. The booking route asks this rather than the domain (routes stay thin).
 */
export function chargeToday(
  booking: Parameters<typeof depositSchedule>[0] & { totalMinor: number },
  now = new Date(),
): number {
  return depositSchedule(booking, now)?.todayMinor ?? booking.totalMinor;
}
