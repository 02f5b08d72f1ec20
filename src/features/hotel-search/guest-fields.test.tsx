import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { GuestFields } from './guest-fields';

/** The hotels' child ages (SPEC §5): Hotel Xcaret México 0-17, Arte and La Casa 16-17. */
const young = {
  childLabel: 'Young adult (16-17)',
  childrenLabel: 'Young adults (16-17)',
  ageDescription: 'Adults-only hotel. Young adults aged 16 and 17 are welcome.',
};
const hotels = [
  {
    code: 'HXM',
    name: 'Hotel Xcaret México',
    minAge: 0,
    maxAge: 17,
    childLabel: 'Child',
    childrenLabel: 'Children',
    ageDescription: 'Guests aged 0 to 17 are considered children.',
  },
  { code: 'HXA', name: 'Hotel Xcaret Arte', minAge: 16, maxAge: 17, ...young },
  { code: 'LCDP', name: 'La Casa de la Playa', minAge: 16, maxAge: 17, ...young },
];

const labels = {
  hotel: 'Hotel',
  allHotels: 'All hotels',
  rooms: 'Rooms',
  room: 'Room {n}',
  adults: 'Adults',
  children: 'Children',
  childAge: 'Age of child {n}',
  childAgeOf: '{label} {n}: age',
  chooseAge: 'Age',
  ages: Array.from({ length: 18 }, (_, age) => `${age} years`),
};

function fields(props: Partial<ComponentProps<typeof GuestFields>> = {}) {
  return render(
    <form aria-label="Booking box">
      <GuestFields
        hotels={hotels}
        hotel=""
        rooms={[{ adults: 2, childrenAges: [] }]}
        maxRooms={5}
        maxAdults={6}
        maxChildren={3}
        labels={labels}
        {...props}
      />
    </form>,
  );
}

const form = () => screen.getByRole('form', { name: 'Booking box' }) as HTMLFormElement;
const ages = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options]
    .map((o) => o.value)
    .filter(Boolean)
    .map(Number);

describe('GuestFields (the booking box)', () => {
  it('sends a GET search with per room N its adults aN, children cN and one kN per child age', async () => {
    const user = userEvent.setup();
    fields({ hotel: 'HXM' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rooms' }), '2');
    const second = screen.getByRole('group', { name: 'Room 2' });
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Children' }), '2');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Child 1: age' }), '4');
    await user.selectOptions(within(second).getByRole('combobox', { name: 'Child 2: age' }), '17');
    const sent = [...new FormData(form()).entries()].map(([k, v]) => `${k}=${String(v)}`);
    expect(sent).toEqual(['hotel=HXM', 'rooms=2', 'a1=2', 'c1=0', 'a2=2', 'c2=2', 'k2=4', 'k2=17']);
  });

  it("offers only the chosen hotel's child ages, under the hotel's own labels and description", async () => {
    const user = userEvent.setup();
    fields({ hotel: 'HXA', rooms: [{ adults: 2, childrenAges: [null] }] });
    expect(screen.getByRole('combobox', { name: 'Young adults (16-17)' })).not.toBeNull();
    expect(ages(screen.getByRole('combobox', { name: 'Young adult (16-17) 1: age' }))).toEqual([
      16, 17,
    ]);
    expect(screen.getByText(young.ageDescription)).not.toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hotel' }), 'HXM');
    expect(ages(screen.getByRole('combobox', { name: 'Child 1: age' }))).toEqual(
      Array.from({ length: 18 }, (_, age) => age),
    );
    expect(screen.getByRole('combobox', { name: 'Children' })).not.toBeNull();
    expect(screen.queryByText(young.ageDescription)).toBeNull();
    // Every hotel: the generic words, no hotel's description.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hotel' }), '');
    expect(screen.getByRole('combobox', { name: 'Age of child 1' })).not.toBeNull();
    expect(screen.queryByText(/considered children/)).toBeNull();
  });

  it('with every hotel, every age any hotel takes', () => {
    fields({ hotel: '', rooms: [{ adults: 1, childrenAges: [null] }] });
    expect(ages(screen.getByRole('combobox', { name: 'Age of child 1' }))).toHaveLength(18);
  });

  it('asks again for an age the newly chosen hotel does not take, and keeps the ones it does', async () => {
    const user = userEvent.setup();
    fields({ hotel: 'HXM', rooms: [{ adults: 2, childrenAges: [5, 16] }] });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Hotel' }), 'LCDP');
    const first = screen.getByRole('combobox', {
      name: 'Young adult (16-17) 1: age',
    }) as HTMLSelectElement;
    const second = screen.getByRole('combobox', {
      name: 'Young adult (16-17) 2: age',
    }) as HTMLSelectElement;
    expect(first.value).toBe('');
    expect(second.value).toBe('16');
  });

  it('keeps each room as it was when rooms are added or taken away', async () => {
    const user = userEvent.setup();
    fields({
      rooms: [
        { adults: 1, childrenAges: [] },
        { adults: 3, childrenAges: [] },
      ],
    });
    const rooms = screen.getByRole('combobox', { name: 'Rooms' });
    expect([...(rooms as HTMLSelectElement).options].map((o) => o.value)).toEqual([
      '1',
      '2',
      '3',
      '4',
      '5',
    ]);
    await user.selectOptions(rooms, '3');
    const adults = () =>
      screen
        .getAllByRole('combobox', { name: 'Adults' })
        .map((s) => (s as HTMLSelectElement).value);
    expect(adults()).toEqual(['1', '3', '2']);
    await user.selectOptions(rooms, '1');
    expect(adults()).toEqual(['1']);
  });
});
