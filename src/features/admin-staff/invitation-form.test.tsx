import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AcceptFormState } from './invitation-actions';
import { AcceptInvitationForm, type AcceptLabels } from './invitation-form';

const accept = vi.fn<(previous: AcceptFormState, form: FormData) => Promise<AcceptFormState>>();
vi.mock('./invitation-actions', () => ({
  acceptInvitationAction: (previous: AcceptFormState, form: FormData) => accept(previous, form),
}));

const labels = new Proxy({ errors: { WRONG_CODE: 'wrong code' } } as unknown as AcceptLabels, {
  get: (target, key) => (key in target ? target[key as 'errors'] : String(key)),
});

// Issue 16: a refused code keeps what was typed (React 19 empties a form after its action);
// the password is never sent back, so its fields are empty and the message says to retype it.
describe("the invitation's form after a refused code", () => {
  it('keeps the code typed, asks for the password again, and never gets it back', async () => {
    accept.mockImplementation(async (_previous, form) => ({
      error: 'WRONG_CODE',
      values: { code: String(form.get('code')) },
    }));
    render(
      <AcceptInvitationForm token="t" keyText="K" otpauth="otpauth://x" qrSvg="" labels={labels} />,
    );
    await userEvent.type(screen.getByLabelText(/^password/), 'a-long-password-1');
    await userEvent.type(screen.getByLabelText('confirm'), 'a-long-password-1');
    await userEvent.type(screen.getByLabelText('code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('wrong code retypePassword');
    expect(accept).toHaveBeenCalledTimes(1);
    const value = (label: string | RegExp) =>
      (screen.getByLabelText(label) as HTMLInputElement).value;
    await waitFor(() => expect(value('code')).toBe('123456'));
    expect(value(/^password/)).toBe('');
    expect(value('confirm')).toBe('');
  });
});
