import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FocusOnArrival } from './focus-on-arrival';

function Page({ target }: { target?: string }) {
  return (
    <>
      <a href="#main">Skip</a>
      <main>
        <h1>Parks and tours</h1>
        <h2 id="done">Your booking is confirmed</h2>
        <input aria-label="Name" />
      </main>
      <FocusOnArrival targetId={target} />
    </>
  );
}

describe('FocusOnArrival', () => {
  it('keeps the first load as the browser starts it, then starts at the main heading after a navigation', () => {
    const first = render(<Page />);
    expect(document.activeElement).toBe(document.body);
    first.unmount();
    render(<Page />);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('takes focus to a success message on every arrival, unless the visitor is already in a field', () => {
    const view = render(<Page target="done" />);
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: /confirmed/ }));
    view.unmount();
    render(<Page />);
    screen.getByRole('textbox', { name: 'Name' }).focus();
    render(<Page target="done" />);
    expect(document.activeElement).toBe(screen.getAllByRole('textbox', { name: 'Name' })[0]);
  });
});
