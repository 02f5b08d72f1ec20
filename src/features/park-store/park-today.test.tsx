import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useParkToday } from './park-today';

function Today({ page }: { page: string }) {
  return <p data-testid="today">{useParkToday(page)}</p>;
}

describe('useParkToday', () => {
  afterEach(() => vi.useRealTimers());

  it("moves a cached page's day on to the browser's day at the parks, never back", () => {
    // 5 March 2030, 03:00 UTC: still the 4th in Cancún (UTC-5).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-03-05T03:00:00Z'));
    const { rerender } = render(<Today page="2030-03-01" />);
    expect(screen.getByTestId('today').textContent).toBe('2030-03-04');
    rerender(<Today page="2030-04-01" />);
    expect(screen.getByTestId('today').textContent).toBe('2030-04-01');
  });
});
