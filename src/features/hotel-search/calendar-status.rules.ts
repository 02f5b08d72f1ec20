/**
 * SPEC §3 / §4 calendar status: idle until the price calendar asks for prices, loading while
 * it waits, ready with them, error when they cannot come, maintenance when the booking
 * calendar is closed for maintenance (it then shows the maintenance message instead of
 * dates). Pure: the calendar's state machine, unit tested.
 */
export const CALENDAR_STATUSES = ['idle', 'loading', 'ready', 'error', 'maintenance'] as const;
export type CalendarStatus = (typeof CALENDAR_STATUSES)[number];

export type CalendarEvent =
  { type: 'request' } | { type: 'answer'; maintenance: boolean } | { type: 'failure' };

export const INITIAL_CALENDAR_STATUS: CalendarStatus = 'idle';

export function nextCalendarStatus(current: CalendarStatus, event: CalendarEvent): CalendarStatus {
  // Maintenance is left only by a new page (the booking box then shows the contact lines).
  if (current === 'maintenance') return current;
  switch (event.type) {
    case 'request':
      // Prices already shown stay usable while another month loads.
      return current === 'ready' ? 'ready' : 'loading';
    case 'answer':
      return event.maintenance ? 'maintenance' : 'ready';
    case 'failure':
      return current === 'ready' ? 'ready' : 'error';
  }
}
