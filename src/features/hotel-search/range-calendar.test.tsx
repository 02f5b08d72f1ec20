import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const load = vi.fn();
vi.mock('./calendar-action', () => ({ loadCalendarPrices: (...args: unknown[]) => load(...args) }));
vi.mock('@/lib/connectivity', () => ({ reportNetworkError: () => {} }));

const { default: PriceCalendar } = await import('./range-calendar');

const labels = {
  title: 'Choose your dates',
  help: 'Nightly prices.',
  currencyNote: 'Amounts in {currency}.',
  from: 'from {price}',
  loading: 'Loading prices…',
  done: 'Use these dates',
  priceUnavailable: 'We could not get the prices.',
  retry: 'Try again',
  maintenance: 'We are under maintenance',
  maintenanceText: 'The booking calendar is under maintenance.',
  fromNote: 'For one night from that night.',
  offerLegend: 'With an early-booking offer',
};

function calendar() {
  return render(
    <PriceCalendar
      locale="en"
      today="2027-03-01"
      hotel="HXM"
      checkIn=""
      checkOut=""
      labels={labels}
      onChoose={() => {}}
    />,
  );
}

const status = (container: HTMLElement) =>
  container.querySelector('[data-calendar-status]')?.getAttribute('data-calendar-status');

const answer = (maintenance = false) => ({
  currency: 'USD',
  maintenance,
  days: [
    { date: '2027-03-10', price: '825', offer: false },
    { date: '2027-03-11', price: '660', offer: true },
  ],
});

beforeEach(() => load.mockReset());

describe("the price calendar's status (SPEC §3: idle, loading, ready, error, maintenance)", () => {
  it('says it is loading, then shows the prices', async () => {
    let resolve!: (value: unknown) => void;
    load.mockReturnValueOnce(new Promise((r) => (resolve = r)));
    const { container } = calendar();
    expect(status(container)).toBe('loading');
    expect(screen.getByRole('status').textContent).toBe('Loading prices…');
    resolve(answer());
    await screen.findByText('Amounts in USD.');
    expect(status(container)).toBe('ready');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('an error says so and offers to try again, which loads again', async () => {
    const user = userEvent.setup();
    load.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer());
    const { container } = calendar();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not get the prices.');
    expect(status(container)).toBe('error');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Amounts in USD.');
    expect(status(container)).toBe('ready');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('maintenance shows the maintenance message instead of dates', async () => {
    load.mockResolvedValueOnce(answer(true));
    const { container } = calendar();
    await screen.findByText('We are under maintenance');
    expect(status(container)).toBe('maintenance');
    expect(screen.getByText('The booking calendar is under maintenance.')).not.toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Use these dates' })).toBeNull();
  });
});

describe("the calendar's offers (docs/decisions/0038)", () => {
  it('marks the nights whose price has an offer in it, and says what the mark means', async () => {
    load.mockResolvedValueOnce(answer());
    const { container } = calendar();
    await screen.findByText('Amounts in USD.');
    expect(screen.getByTestId('offer-legend').textContent).toContain('With an early-booking offer');
    expect(container.textContent).toContain('For one night from that night.');
    const cell = (day: string) =>
      container.querySelector(`[data-text="${day}"]`)?.closest('td') as HTMLElement;
    expect(cell('660').querySelector('[data-offer]')).not.toBeNull();
    expect(cell('825').querySelector('[data-offer]')).toBeNull();
  });

  it('shows no legend when no night has an offer', async () => {
    load.mockResolvedValueOnce({
      ...answer(),
      days: [{ date: '2027-03-10', price: '825', offer: false }],
    });
    calendar();
    await screen.findByText('Amounts in USD.');
    expect(screen.queryByTestId('offer-legend')).toBeNull();
  });
});
