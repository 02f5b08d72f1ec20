import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ComponentProps, type JSXElementConstructor, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { BookingForm, type AddState, type BookingFormLabels } from './booking-form';
import type { VisitDay } from './visit-days-action';
import { postedDate, typeDate } from '@/components/ui/date-field.testing';
import { choices, FEB_1, PARK, TODAY } from './park-store.testing';

// The server's answers are stood in for: what a date offers, and the cart's add action.
const { loadVisitDays } = vi.hoisted(() => ({
  loadVisitDays: vi.fn<(productId: number, from: string, days: number) => Promise<VisitDay[]>>(),
}));
vi.mock('./visit-days-action', () => ({ loadVisitDays }));
vi.mock('@/i18n/navigation', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={`/en${href}/`} {...rest}>
      {children}
    </a>
  ),
}));

const w = en.parkWidget;
/** The widget's labels as the page gives them (its templates' placeholders left to fill). */
const labels = {
  ...w,
  title: w.calendarTitle,
  help: w.calendarHelp,
  currencyNote: w.calendarCurrency,
  loading: w.calendarLoading,
  priceUnavailable: en.errors.priceUnavailable,
  offline: 'You are offline. Call USA 1-888-000-0000, Canada 1-888-000-0001.',
  adults: 'Adults (12+)',
  children: 'Children (5-11)',
  infants: 'Infants (0-4)',
  closedBecause: en.adminParks.shop.closedBecause,
  closedDays: en.adminParks.shop.closedDays,
} as unknown as BookingFormLabels;

function widget(
  props: Partial<ComponentProps<typeof BookingForm>> = {},
  wrapper?: JSXElementConstructor<{ children: ReactNode }>,
) {
  const addToCart = vi.fn<(previous: AddState, form: FormData) => Promise<AddState>>();
  const view = render(
    <BookingForm
      locale="en"
      productId={7}
      today={TODAY}
      maxDate="2031-01-10"
      currency={{ iso: 'USD', decimals: 2, usdRate: '1' }}
      prices={PARK.prices}
      slots={PARK.slots}
      zones={[PARK.zones[0]!]}
      transportIncluded={false}
      food={{ name: 'Buffet lunch', ...PARK.food! }}
      photoUsdCents={PARK.photoUsdCents}
      infantsAdmitted
      maxPeople={15}
      presaleRules={[
        { daysAhead: 7, percentOff: 10 },
        { daysAhead: 21, percentOff: 15 },
      ]}
      initial={choices()}
      initialDays={[]}
      pagePath="/en/parks/xcaret-plus/"
      addToCart={addToCart as unknown as ComponentProps<typeof BookingForm>['addToCart']}
      labels={labels}
      {...props}
    />,
    { wrapper },
  );
  return { ...view, addToCart };
}

const total = () => screen.getByTestId('widget-total').textContent;
const lines = () =>
  within(screen.getByTestId('widget-lines'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
/** The visit date's posted value (YYYY-MM-DD): a date field in the page's language. */
const dateInput = () => postedDate(w.visitDate);

async function chooseDate(user: ReturnType<typeof userEvent.setup>, date: string) {
  await typeDate(user, w.visitDate, date, 'en');
}

describe('BookingForm (park widget): the price', () => {
  beforeEach(() => {
    loadVisitDays.mockReset();
  });

  it('before a date: the list price as "Price from", an estimate, re-priced on every choice', async () => {
    const user = userEvent.setup();
    widget();
    expect(screen.getByTestId('widget-total').parentElement!.textContent).toContain(w.priceFrom);
    expect(total()).toBe('$326.00');
    expect(lines()).toEqual(['2 adults × $163.00']);
    expect(screen.getByText(w.estimate)).not.toBeNull();
    await user.selectOptions(select('Children (5-11)'), '1');
    await user.selectOptions(select('Infants (0-4)'), '2');
    await user.click(screen.getByRole('checkbox', { name: /Buffet lunch/ }));
    await user.click(screen.getByRole('checkbox', { name: /Photo pack/ }));
    await user.selectOptions(select(w.transport), '1');
    expect(lines()).toEqual([
      '2 adults × $163.00',
      '1 child × $122.00',
      '2 infants: free',
      'Transportation from Cancún: 3 × $30.00',
      'Buffet lunch: 3 × $25.00',
      'Photo pack: $60.00',
    ]);
    expect(total()).toBe(`$${((2 * 16300 + 12200 + 3 * 3000 + 3 * 2500 + 6000) / 100).toFixed(2)}`);
  });

  it("a date on sale: that date's prices with its presale, and its schedules with their places", async () => {
    const user = userEvent.setup();
    let answer!: (days: VisitDay[]) => void;
    loadVisitDays.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    widget();
    await chooseDate(user, '2030-02-01');
    expect(loadVisitDays).toHaveBeenLastCalledWith(7, '2030-02-01', 1);
    expect(screen.getByText(w.checking)).not.toBeNull();
    // The "from" price shown meanwhile is said to be busy, and not the date's.
    const status = screen.getByTestId('widget-total').closest('[role="status"]')!;
    expect(status.getAttribute('aria-busy')).toBe('true');
    expect(status.getAttribute('data-basis')).toBe('from');
    await act(async () => answer([FEB_1]));
    expect(screen.queryByText(w.checking)).toBeNull();
    expect(status.getAttribute('aria-busy')).toBe('false');
    expect(status.getAttribute('data-basis')).toBe('date');
    expect(total()).toBe('$277.10');
    expect(screen.getAllByText('Presale 21 days: −15 %').length).toBeGreaterThan(0);
    expect(screen.queryByText(w.estimate)).toBeNull();
    const options = [...select(w.schedule).options];
    expect(options.map((o) => [o.textContent, o.disabled])).toEqual([
      [w.chooseSchedule, false],
      ['8:30 · 12 places left', false],
      ['10:00', false],
      ['11:30 · sold out', true],
    ]);
  });

  it('a date not on sale says so; prices that cannot be fetched say "Price unavailable", no number', async () => {
    const user = userEvent.setup();
    loadVisitDays.mockResolvedValueOnce([]);
    widget();
    await chooseDate(user, '2030-02-02');
    expect(await screen.findByText(w.unavailable, { selector: 'span' })).not.toBeNull();
    expect(total()).toBe('$326.00');
    // Typed part by part, the new date is complete (and asked for) more than once.
    loadVisitDays.mockRejectedValue(new TypeError('Failed to fetch'));
    await chooseDate(user, '2030-02-03');
    await vi.waitFor(() => expect(total()).toBe('Price unavailable'));
    expect(screen.queryByTestId('widget-lines')).toBeNull();
  });

  it('a visit today has no transport, and says why', async () => {
    const user = userEvent.setup();
    loadVisitDays.mockResolvedValue([{ ...FEB_1, date: TODAY, presalePercent: 0 }]);
    widget({
      initial: { ...choices(), transport: 'CUN' },
    });
    expect(lines()).toContain('Transportation from Cancún: 2 × $30.00');
    await chooseDate(user, TODAY);
    const transport = select(w.transport);
    expect(transport.disabled).toBe(true);
    expect(document.getElementById(transport.getAttribute('aria-describedby')!)?.textContent).toBe(
      w.transportSameDay,
    );
    expect(lines()).toEqual(['2 adults × $138.55']);
  });

  it('an open ticket: no date or schedule, the open-ticket prices', async () => {
    const user = userEvent.setup();
    widget();
    await user.click(screen.getByRole('checkbox', { name: /Open ticket/ }));
    expect(dateInput().disabled).toBe(true);
    expect(select(w.schedule).disabled).toBe(true);
    expect(screen.getByTestId('widget-total').parentElement!.textContent).toContain(
      w.openTicketPrice,
    );
    expect(total()).toBe('$358.00');
    expect(loadVisitDays).not.toHaveBeenCalled();
  });

  it('the quote link carries the choices', async () => {
    const user = userEvent.setup();
    loadVisitDays.mockResolvedValue([FEB_1]);
    widget();
    await chooseDate(user, '2030-02-01');
    await user.selectOptions(select(w.schedule), '8:30 · 12 places left');
    await user.selectOptions(select('Children (5-11)'), '1');
    const href = screen.getByRole('link', { name: w.quote }).getAttribute('href')!;
    expect(href).toBe(
      '/en/parks/xcaret-plus/?date=2030-02-01&adults=2&children=1&slot=0830&quote=1#quote',
    );
  });

  it("a quote's link restores its choices from the address, and prices its date", async () => {
    loadVisitDays.mockResolvedValue([FEB_1]);
    history.replaceState(
      null,
      '',
      '/en/parks/xcaret-plus/?date=2030-02-01&adults=3&children=1&slot=0830&transport=CUN&photo=1&quote=1',
    );
    widget();
    await waitFor(() => expect(dateInput().value).toBe('2030-02-01'));
    expect(loadVisitDays).toHaveBeenCalledWith(7, '2030-02-01', 1);
    expect(select('Adults (12+)').value).toBe('3');
    expect(select('Children (5-11)').value).toBe('1');
    expect(select(w.transport).value).toBe('1');
    expect((screen.getByRole('checkbox', { name: /Photo pack/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    // That date's adult price (its presale), not the list price.
    await waitFor(() => expect(lines()[0]).toBe('3 adults × $138.55'));
  });
});

describe('BookingForm (park widget): adding to the cart', () => {
  beforeEach(() => {
    loadVisitDays.mockReset();
    loadVisitDays.mockResolvedValue([FEB_1]);
  });

  const added: AddState = {
    status: 'added',
    itemId: 'item-1',
    visitDate: '2030-02-01',
    transport: 'Cancún',
    photo: true,
    food: null,
    message: 'The product was added to your cart',
  };

  it('sends the choices with a new request id and opens the confirmation with what was added', async () => {
    const user = userEvent.setup();
    const { addToCart } = widget();
    addToCart.mockResolvedValue(added);
    await chooseDate(user, '2030-02-01');
    await user.selectOptions(select(w.schedule), '10:00');
    await user.click(screen.getByRole('button', { name: w.add }));
    expect(addToCart).toHaveBeenCalledTimes(1);
    const sent = addToCart.mock.calls[0]![1];
    expect(Object.fromEntries(sent.entries())).toMatchObject({
      locale: 'en',
      productId: '7',
      visitDate: '2030-02-01',
      slotId: '12',
      adults: '2',
      children: '0',
      infants: '0',
      intent: 'add',
    });
    expect(String(sent.get('requestId'))).toMatch(/^[0-9a-f-]{36}$/);
    const dialog = await screen.findByRole('dialog', { name: w.addedTitle });
    // English dates read MM/DD/YY.
    expect(within(dialog).getByTestId('added-date').textContent).toBe('02/01/30');
    expect(within(dialog).getByTestId('added-transport').textContent).toBe('Cancún');
    expect(within(dialog).getByTestId('added-photo').textContent).toBe(w.yes);
    expect(within(dialog).getByTestId('added-food').textContent).toBe(w.no);
    expect(within(dialog).getByRole('link', { name: w.goToCart }).getAttribute('href')).toBe(
      '/en/cart/',
    );
    await user.click(within(dialog).getByRole('button', { name: w.continueShopping }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"Buy" says so to the server; a refusal is said next to the buttons, the choices kept', async () => {
    const user = userEvent.setup();
    const { addToCart } = widget();
    addToCart.mockResolvedValue({ status: 'error', message: 'Please select a schedule' });
    await chooseDate(user, '2030-02-01');
    await user.selectOptions(select('Adults (12+)'), '3');
    await user.click(screen.getByRole('button', { name: w.buy }));
    expect(addToCart.mock.calls[0]![1].get('intent')).toBe('buy');
    // The alert region is always there (empty until a message): wait for the message itself.
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please select a schedule'),
    );
    expect(select('Adults (12+)').value).toBe('3');
    expect(dateInput().value).toBe('2030-02-01');
  });

  it('a product with one schedule has it chosen: the first add goes through with it', async () => {
    const user = userEvent.setup();
    const { addToCart } = widget({
      slots: [{ id: 11, code: '0830', label: '8:30' }],
      initial: { ...choices(), date: '2030-02-01' },
      initialDays: [{ ...FEB_1, slots: [{ slotId: 11, left: 300 }] }],
    });
    addToCart.mockResolvedValue(added);
    expect(select(w.schedule).value).toBe('11');
    await user.click(screen.getByRole('button', { name: w.add }));
    expect(addToCart.mock.calls[0]![1].get('slotId')).toBe('11');
  });

  it('a closed date is said to be closed, without asking the server, until the date changes', async () => {
    const user = userEvent.setup();
    const { addToCart } = widget({ initial: { ...choices(), date: '2030-02-02' } });
    expect(select(w.schedule).options[0]!.textContent).toBe(w.unavailable);
    await user.click(screen.getByRole('button', { name: w.add }));
    expect(screen.getByRole('alert').textContent).toBe(w.unavailable);
    expect(addToCart).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: new RegExp(w.openTicket) }));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('a date the park closed with a reason says why, in the status and on the add', async () => {
    const user = userEvent.setup();
    const reason = { es: 'Mantenimiento anual', en: 'Annual maintenance' };
    const { addToCart } = widget({
      initial: { ...choices(), date: '2030-02-01' },
      initialDays: [
        { ...FEB_1, available: false, slots: [{ slotId: 10, left: 0 }], closedReason: reason },
      ],
    });
    expect(screen.getByText('Closed: Annual maintenance')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: w.add }));
    expect(screen.getByRole('alert').textContent).toBe('Closed: Annual maintenance');
    expect(addToCart).not.toHaveBeenCalled();
  });

  it("the server's refusal leaves as soon as a choice changes", async () => {
    const user = userEvent.setup();
    const { addToCart } = widget({
      initial: { ...choices(), date: '2030-02-01' },
      initialDays: [FEB_1],
    });
    addToCart.mockResolvedValue({ status: 'error', message: 'Please select a schedule' });
    await user.click(screen.getByRole('button', { name: w.add }));
    // The alert region is always there (empty until something is said): wait for the words.
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Please select a schedule'),
    );
    await user.selectOptions(select(w.schedule), '10:00');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('a lost connection keeps every choice, names the call centre and sends the same add once when back', async () => {
    const user = userEvent.setup();
    const { addToCart } = widget();
    addToCart.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(added);
    await chooseDate(user, '2030-02-01');
    await user.selectOptions(select(w.schedule), '10:00');
    await user.click(screen.getByRole('button', { name: w.add }));
    const offline = await screen.findByTestId('widget-offline');
    expect(offline.textContent).toContain('Canada 1-888-000-0001');
    expect(select(w.schedule).value).toBe('12');
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByRole('dialog', { name: w.addedTitle })).not.toBeNull();
    expect(addToCart).toHaveBeenCalledTimes(2);
    const [first, again] = addToCart.mock.calls.map((call) => call[1].get('requestId'));
    expect(again).toBe(first);
    // Back online, the listener is gone: another 'online' sends nothing more.
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(addToCart).toHaveBeenCalledTimes(2);
  });

  it('anything but a lost connection is thrown on, as before (a server redirect included)', async () => {
    const user = userEvent.setup();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { addToCart } = widget({}, Boundary);
    addToCart.mockRejectedValueOnce(new Error('NEXT_REDIRECT'));
    await user.click(screen.getByRole('button', { name: w.add }));
    expect((await screen.findByTestId('thrown')).textContent).toBe('NEXT_REDIRECT');
    expect(screen.queryByTestId('widget-offline')).toBeNull();
    expect(errors).toHaveBeenCalled();
  });
});

/** Catches what the widget throws, as the page's error boundary (or Next's redirect) would. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  render() {
    return this.state.error ? (
      <p data-testid="thrown">{this.state.error.message}</p>
    ) : (
      this.props.children
    );
  }
}
