import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ErrorSummary, useLiveErrors } from './error-summary';

/** A form as the checkouts use it: the last submit's errors, the summary and live fields. */
function Form({ submitted }: { submitted: Record<string, string> }) {
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const live = useLiveErrors(errors, attempt, (name) => name.replace(/^roomName/, 'room'));
  const labels: Record<string, string> = { email: 'Email', terms: 'Terms', room1: 'Guest 1' };
  const ids: Record<string, string> = { email: 'f-email', terms: 'f-terms', room1: 'f-room1' };
  return (
    <form
      noValidate
      onChange={live.onChange}
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(submitted);
        setAttempt((n) => n + 1);
      }}
    >
      <ErrorSummary
        title="Please correct 3 fields."
        attempt={attempt}
        items={Object.entries(live.errors).map(([key, message]) => ({
          fieldId: ids[key]!,
          label: labels[key]!,
          message: message!,
        }))}
      />
      <label htmlFor="f-email">Email</label>
      <input id="f-email" name="email" type="email" />
      {live.errors.email && <p>{live.errors.email}</p>}
      <input id="f-terms" name="terms" type="checkbox" aria-label="Terms" />
      <label htmlFor="f-room1">Guest 1</label>
      <input id="f-room1" name="roomName1" />
      <button type="submit">Pay</button>
    </form>
  );
}

const SUBMITTED = { email: 'Enter an email', terms: 'Accept the terms', room1: 'Enter a name' };

describe('ErrorSummary and useLiveErrors', () => {
  it('takes focus on a failed submit and lists each error as a link to its field', async () => {
    const user = userEvent.setup();
    render(<Form submitted={SUBMITTED} />);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const summary = screen.getByRole('alert');
    expect(document.activeElement).toBe(summary);
    expect(summary.textContent).toContain('Please correct 3 fields.');
    const link = screen.getByRole('link', { name: 'Email: Enter an email' });
    expect(link.getAttribute('href')).toBe('#f-email');
    await user.click(screen.getByRole('link', { name: 'Guest 1: Enter a name' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Guest 1'));
  });

  it('drops a field’s error as soon as the field is fixed, and brings it back if undone', async () => {
    const user = userEvent.setup();
    render(<Form submitted={SUBMITTED} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    const email = screen.getByLabelText('Email');
    // Not fixed yet: an address without its domain does not pass the field's own check.
    await user.type(email, 'ana@');
    expect(screen.getByText('Enter an email')).toBeTruthy();
    await user.type(email, 'example.com');
    expect(screen.queryByText('Enter an email')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Email/ })).toBeNull();
    // A field whose name differs from its error's key.
    await user.type(screen.getByLabelText('Guest 1'), 'Luis');
    expect(screen.queryByRole('link', { name: /^Guest 1/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Terms' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.clear(email);
    expect(screen.getByText('Enter an email')).toBeTruthy();
  });

  it('takes focus again on the next failed submit', async () => {
    const user = userEvent.setup();
    render(<Form submitted={SUBMITTED} />);
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    await user.click(screen.getByLabelText('Guest 1'));
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    expect(document.activeElement).toBe(screen.getByRole('alert'));
  });
});
