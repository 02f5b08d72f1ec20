import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditItemState } from './cart-actions';
import { ItemEditForm } from './item-edit-form';
import { dateGroup, postedDate, typeDate } from '@/components/ui/date-field.testing';

// The server action judges every rule (see the cart's tests); here it answers as told.
const { updateItemAction } = vi.hoisted(() => ({
  updateItemAction: vi.fn<(previous: EditItemState, form: FormData) => Promise<EditItemState>>(),
}));
vi.mock('./cart-actions', () => ({ updateItemAction }));

const labels = {
  date: 'Visit date',
  schedule: 'Schedule',
  chooseSchedule: 'Choose a schedule',
  adults: 'Adults',
  children: 'Children',
  infants: 'Infants',
  transport: 'Transportation',
  noTransport: 'No transportation',
  save: 'Save changes',
};

const initial = {
  visitDate: '2030-01-10',
  slotId: '11',
  adults: '2',
  children: '1',
  infants: '0',
  transportZoneId: '',
  food: '',
  photo: '1',
};

function form(props: Partial<ComponentProps<typeof ItemEditForm>> = {}) {
  return render(
    <ItemEditForm
      summary="Change date, people or options"
      open={false}
      locale="en"
      itemId="item-1"
      labels={labels}
      initial={initial}
      dated
      minDate="2029-12-01"
      slots={[
        { value: '11', label: '8:30' },
        { value: '12', label: '10:00' },
      ]}
      transport={[{ value: '1', label: 'Cancún (+$30.00 per person)' }]}
      infantsAdmitted
      maxPeople={15}
      foodLabel="Buffet lunch (+$25.00 per person)"
      photoLabel="Photo pack (+$60.00)"
      {...props}
    />,
  );
}

const field = (name: string) =>
  screen.getByRole(name === 'Visit date' ? 'textbox' : 'combobox', { name }) as HTMLInputElement;
/** The visit date's posted value (YYYY-MM-DD) and its group (a date field of the page's language). */
const dateField = () => postedDate('Visit date');
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

describe('ItemEditForm (a cart item)', () => {
  beforeEach(() => {
    updateItemAction.mockReset();
  });

  it('is a closed disclosure showing the item as it is, unless its places are gone', () => {
    const { container, unmount } = form();
    const details = container.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(dateField().value).toBe('2030-01-10');
    expect(field('Schedule').value).toBe('11');
    expect(field('Adults').value).toBe('2');
    expect(field('Children').value).toBe('1');
    expect(field('Transportation').value).toBe('');
    expect(checkbox(/Buffet lunch/).checked).toBe(false);
    expect(checkbox(/Photo pack/).checked).toBe(true);
    unmount();
    expect(form({ open: true }).container.querySelector('details')!.open).toBe(true);
  });

  it('offers 1 to 15 adults and 0 to 15 children and infants', () => {
    form();
    const values = (name: string) =>
      [...field(name).querySelectorAll('option')].map((o) => Number(o.value));
    expect(values('Adults')).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(values('Children')).toEqual(Array.from({ length: 16 }, (_, i) => i));
    expect(values('Infants')).toEqual(Array.from({ length: 16 }, (_, i) => i));
  });

  it('an open ticket has no date or schedule; a park without infants or transport has no such field', () => {
    form({ dated: false, infantsAdmitted: false, transport: null, foodLabel: null });
    expect(screen.queryByLabelText('Visit date')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Schedule' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Infants' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Transportation' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /Buffet/ })).toBeNull();
    expect(checkbox(/Photo pack/)).not.toBeNull();
  });

  it('a single schedule is chosen for the visitor; several ask for one', () => {
    const { unmount } = form({ slots: [{ value: '11', label: '8:30' }] });
    expect([...field('Schedule').querySelectorAll('option')].map((o) => o.value)).toEqual(['11']);
    unmount();
    form();
    expect([...field('Schedule').querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      'Choose a schedule',
      '8:30',
      '10:00',
    ]);
  });

  it('sends the item and its choices to the server, and says what it answered', async () => {
    const user = userEvent.setup();
    updateItemAction.mockResolvedValue({
      status: 'saved',
      message: 'Your cart was updated',
      at: 1,
    });
    const { container } = form();
    await user.selectOptions(field('Adults'), '3');
    await user.click(checkbox(/Buffet lunch/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(updateItemAction).toHaveBeenCalledTimes(1);
    const sent = Object.fromEntries(updateItemAction.mock.calls[0]![1].entries());
    expect(sent).toEqual({
      locale: 'en',
      itemId: 'item-1',
      visitDate: '2030-01-10',
      slotId: '11',
      adults: '3',
      children: '1',
      infants: '0',
      transportZoneId: '',
      food: '1',
      photo: '1',
    });
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Your cart was updated');
    expect(container.querySelector('details')!.open).toBe(true);
  });

  it('a refusal is an alert tied to the fields, with what the visitor chose kept', async () => {
    const user = userEvent.setup();
    updateItemAction.mockImplementation(async (_previous, sent) => ({
      status: 'error',
      message: 'There is no availability for the date selected, please choose a different date',
      at: 2,
      values: Object.fromEntries([...sent.entries()].map(([k, v]) => [k, String(v)])),
    }));
    form();
    // Opened, as a visitor does: a closed disclosure's fields take no keys.
    await user.click(screen.getByText('Change date, people or options'));
    await typeDate(user, 'Visit date', '2030-02-14', 'en');
    await user.selectOptions(field('Schedule'), '12');
    await user.click(checkbox(/Photo pack/));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/^There is no availability/);
    expect(dateGroup('Visit date').getAttribute('aria-describedby')).toContain(alert.id);
    expect(field('Adults').getAttribute('aria-describedby')).toBe(alert.id);
    expect(dateField().value).toBe('2030-02-14');
    expect(field('Schedule').value).toBe('12');
    expect(checkbox(/Photo pack/).checked).toBe(false);
  });

  it('ignores a second press while the first is being sent (no double change)', async () => {
    const user = userEvent.setup();
    let answer!: (state: EditItemState) => void;
    updateItemAction.mockImplementation(
      () => new Promise<EditItemState>((resolve) => (answer = resolve)),
    );
    form();
    const save = screen.getByRole('button', { name: 'Save changes' });
    await user.click(save);
    expect(save.getAttribute('aria-disabled')).toBe('true');
    await user.click(save);
    expect(updateItemAction).toHaveBeenCalledTimes(1);
    await act(async () => answer({ status: 'saved', message: 'Your cart was updated', at: 3 }));
    expect(save.getAttribute('aria-disabled')).toBeNull();
  });
});
