import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { LazyDateField } from './lazy-date-field';

const html = (element: React.ReactElement) => {
  const host = document.createElement('div');
  host.innerHTML = renderToString(element);
  return host;
};

describe('LazyDateField', () => {
  // React Aria's module, loaded once here rather than within the wait of the browser test.
  beforeAll(() => import('./date-field'));

  it('is on the server the field as it looks, posting its date without any script', () => {
    const es = html(
      <LazyDateField locale="es" label="Llegada" name="checkIn" value="2027-01-24" />,
    );
    expect(es.textContent).toBe('Llegada24/01/2027');
    expect(es.querySelector<HTMLInputElement>('input[type="hidden"][name="checkIn"]')!.value).toBe(
      '2027-01-24',
    );
    // No React Aria on the server: no spin buttons to take keys before the page is alive.
    expect(es.querySelector('[role="spinbutton"]')).toBeNull();

    const en = html(
      <LazyDateField locale="en" label="Check-in" name="checkIn" value="2027-01-24" />,
    );
    expect(en.textContent).toBe('Check-in01/24/2027');

    const empty = html(<LazyDateField locale="pt" label="Entrada" name="checkIn" value="" />);
    expect(empty.textContent).toBe('Entradadd/mm/aaaa');
    expect(empty.querySelector<HTMLInputElement>('input[name="checkIn"]')!.value).toBe('');
  });

  it('becomes React Aria’s field in the browser, with the same date', async () => {
    render(<LazyDateField locale="es" label="Llegada" name="checkIn" value="2027-01-24" />);
    // A wait bound, not a timing: jsdom renders React Aria slowly on a loaded machine.
    const group = await screen.findByRole('group', { name: 'Llegada' }, { timeout: 15_000 });
    expect(
      within(group)
        .getAllByRole('spinbutton')
        .map((s) => s.textContent),
    ).toEqual(['24', '01', '2027']);
    expect(
      group.parentElement!.querySelector<HTMLInputElement>('input[type="hidden"]')!.value,
    ).toBe('2027-01-24');
  });
});
