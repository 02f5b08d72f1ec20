import { describe, expect, it } from 'vitest';
import {
  CALENDAR_STATUSES,
  INITIAL_CALENDAR_STATUS,
  nextCalendarStatus,
  type CalendarEvent,
  type CalendarStatus,
} from './calendar-status.rules';

const run = (events: CalendarEvent[], from: CalendarStatus = INITIAL_CALENDAR_STATUS) =>
  events.reduce(nextCalendarStatus, from);

describe('calendar status (SPEC §3, §4)', () => {
  it('starts idle, as the spec says', () => {
    expect(INITIAL_CALENDAR_STATUS).toBe('idle');
    expect(CALENDAR_STATUSES).toEqual(['idle', 'loading', 'ready', 'error', 'maintenance']);
  });

  it('idle → loading → ready', () => {
    expect(run([{ type: 'request' }])).toBe('loading');
    expect(run([{ type: 'request' }, { type: 'answer', maintenance: false }])).toBe('ready');
  });

  it('a failed first load is an error; asking again loads again', () => {
    expect(run([{ type: 'request' }, { type: 'failure' }])).toBe('error');
    expect(run([{ type: 'request' }, { type: 'failure' }, { type: 'request' }])).toBe('loading');
  });

  it('prices shown stay ready while another month loads or fails to', () => {
    expect(run([{ type: 'request' }], 'ready')).toBe('ready');
    expect(run([{ type: 'failure' }], 'ready')).toBe('ready');
  });

  it('maintenance replaces the dates and is never left on this page', () => {
    const closed = run([{ type: 'request' }, { type: 'answer', maintenance: true }]);
    expect(closed).toBe('maintenance');
    for (const event of [
      { type: 'request' },
      { type: 'answer', maintenance: false },
      { type: 'failure' },
    ] as CalendarEvent[])
      expect(nextCalendarStatus(closed, event)).toBe('maintenance');
    expect(run([{ type: 'answer', maintenance: true }], 'ready')).toBe('maintenance');
  });
});
