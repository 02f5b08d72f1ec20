import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LocalDateField } from './date-field';
import { dateGroup, postedDate, typeDate } from './date-field.testing';

function Field({ locale, initial = '' }: { locale: string; initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form aria-label="Dates">
      <LocalDateField
        locale={locale}
        label="Arrival"
        name="checkIn"
        value={value}
        onChange={setValue}
        describedBy="hint"
      />
      <p id="hint">Pick your arrival</p>
      <output data-testid="chosen">{value}</output>
    </form>
  );
}

const segments = () =>
  within(dateGroup('Arrival'))
    .getAllByRole('spinbutton')
    .map((s) => s.getAttribute('aria-label') ?? '');

describe('LocalDateField', () => {
  it("follows the page's language, not the browser's: day first in es and pt, month first in en", () => {
    const { unmount } = render(<Field locale="es" initial="2027-03-05" />);
    expect(dateGroup('Arrival').textContent).toBe('05/03/2027');
    unmount();
    const pt = render(<Field locale="pt" initial="2027-03-05" />);
    expect(dateGroup('Arrival').textContent).toBe('05/03/2027');
    pt.unmount();
    render(<Field locale="en" initial="2027-03-05" />);
    expect(dateGroup('Arrival').textContent).toBe('03/05/2027');
    expect(segments()).toHaveLength(3);
  });

  it('is typed by keyboard in that order and posts YYYY-MM-DD', async () => {
    const user = userEvent.setup();
    render(<Field locale="es" />);
    await typeDate(user, 'Arrival', '2027-12-24', 'es');
    expect(screen.getByTestId('chosen').textContent).toBe('2027-12-24');
    expect(postedDate('Arrival').value).toBe('2027-12-24');
    expect(postedDate('Arrival').name).toBe('checkIn');
    // Arrow keys change the focused part (the year, typed last).
    await user.keyboard('{ArrowUp}');
    expect(postedDate('Arrival').value).toBe('2028-12-24');
  });

  it('is described by the hint it is given', () => {
    render(<Field locale="en" />);
    expect(dateGroup('Arrival').getAttribute('aria-describedby')).toContain('hint');
  });
});
