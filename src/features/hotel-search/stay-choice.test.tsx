import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCurrentRoom, StayChoice } from './stay-choice';

const usd = { iso: 'USD', decimals: 2, usdRate: '1' };
const labels = {
  title: 'Your choice',
  total: 'Stay total (5 nights)',
  room: 'Room {n}',
  note: 'Taxes included.',
};

/** Two rooms of a search, each with two room types (the first checked, as the server does). */
function rooms() {
  const option = (room: number, code: string, name: string, cents: number, checked: boolean) => (
    <label key={`${room}-${code}`}>
      <input
        type="radio"
        name={`room${room}`}
        value={code}
        data-name={name}
        data-total-usd-cents={cents}
        defaultChecked={checked}
      />
      {name} {room}
    </label>
  );
  return (
    <>
      {option(1, 'HXM-GVS', 'Garden View Suite', 400_000, true)}
      {option(1, 'HXM-OVS', 'Ocean View Suite', 550_000, false)}
      {option(2, 'HXM-GVS', 'Garden View Suite', 400_000, true)}
      {option(2, 'HXM-OVS', 'Ocean View Suite', 550_000, false)}
    </>
  );
}

/** What the server computes from the radios it checks by default. */
const initial = [
  { room: 1, code: 'HXM-GVS', name: 'Garden View Suite', usdCents: 400_000 },
  { room: 2, code: 'HXM-GVS', name: 'Garden View Suite', usdCents: 400_000 },
];

function choice(search = 'checkIn=2027-09-01&checkOut=2027-09-06&rooms=2') {
  return render(
    <StayChoice
      hotel="HXM"
      search={search}
      locale="en"
      currency={usd}
      secure={false}
      labels={labels}
      initial={initial}
    >
      {rooms()}
    </StayChoice>,
  );
}

const total = () => screen.getByTestId('stay-total-amount-HXM').textContent;
const cookie = () =>
  parseCurrentRoom(
    document.cookie
      .split('; ')
      .find((c) => c.startsWith('current_room='))
      ?.slice('current_room='.length),
  );

afterEach(() => {
  document.cookie = 'current_room=; Max-Age=0; Path=/';
});

describe('StayChoice (the stay total on the results)', () => {
  it("is in the server's HTML with the default choices, so the button below never moves on hydration", () => {
    const html = renderToStaticMarkup(
      <StayChoice
        hotel="HXM"
        search="checkIn=2027-09-01&checkOut=2027-09-06&rooms=2"
        locale="en"
        currency={usd}
        secure={false}
        labels={labels}
        initial={initial}
      >
        {rooms()}
      </StayChoice>,
    );
    expect(html).toContain('data-testid="stay-total-amount-HXM"');
    expect(html).toContain('$8,000.00');
    expect(html).toContain('Room 2: Garden View Suite');
  });

  it('adds up the chosen room types before the visitor leaves the results', async () => {
    const user = userEvent.setup();
    choice();
    expect(total()).toBe('$8,000.00');
    await user.click(screen.getAllByRole('radio', { name: /Ocean View Suite 2/ })[0]!);
    expect(total()).toBe('$9,500.00');
    expect(screen.getByText('Room 2: Ocean View Suite')).not.toBeNull();
    expect(screen.getByText('Room 1: Garden View Suite')).not.toBeNull();
  });

  it('keeps the choices and the room in hand in the current-room cookie, and restores them', async () => {
    const user = userEvent.setup();
    const first = choice();
    await user.click(screen.getByRole('radio', { name: /Ocean View Suite 2/ }));
    expect(cookie()).toEqual({
      search: 'checkIn=2027-09-01&checkOut=2027-09-06&rooms=2',
      hotel: 'HXM',
      room: 2,
      choices: ['HXM-GVS', 'HXM-OVS'],
    });
    first.unmount();
    // Back, or a reload: the same search shows the same choices and total.
    choice();
    expect(
      (screen.getByRole('radio', { name: /Ocean View Suite 2/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(total()).toBe('$9,500.00');
  });

  it('starts afresh for another search', async () => {
    const user = userEvent.setup();
    const first = choice();
    await user.click(screen.getByRole('radio', { name: /Ocean View Suite 1/ }));
    first.unmount();
    choice('checkIn=2027-10-01&checkOut=2027-10-06&rooms=2');
    expect(
      (screen.getByRole('radio', { name: /Garden View Suite 1/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(total()).toBe('$8,000.00');
  });
});

describe('parseCurrentRoom (hostile cookie values)', () => {
  const good = { search: 'rooms=1', hotel: 'HXM', room: 1, choices: ['HXM-GVS'] };
  const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));

  it('reads what StayChoice writes', () => {
    expect(parseCurrentRoom(enc(good))).toEqual(good);
  });

  it.each([
    ['absent', undefined],
    ['empty', ''],
    ['not JSON', '%7Bnope'],
    ['not an object', enc('HXM')],
    ['null', enc(null)],
    ['room zero', enc({ ...good, room: 0 })],
    ['room as text', enc({ ...good, room: '1' })],
    ['huge room', enc({ ...good, room: 1e9 })],
    ['choices not a list', enc({ ...good, choices: 'HXM-GVS' })],
    ['too many choices', enc({ ...good, choices: Array(11).fill('HXM-GVS') })],
    ['a selector in a choice', enc({ ...good, choices: ['"] , input'] })],
    ['a number as hotel', enc({ ...good, hotel: 1 })],
  ])('rejects %s', (_name, value) => {
    expect(parseCurrentRoom(value)).toBeUndefined();
  });
});
