import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GuestFormState } from './actions';
import { GuestForm } from './guest-form';

// The server action judges the details (see the stays' tests); here it answers as told.
const { saveGuest } = vi.hoisted(() => ({
  saveGuest: vi.fn<(previous: GuestFormState, form: FormData) => Promise<GuestFormState>>(),
}));
vi.mock('./actions', () => ({ saveGuest }));

const labels = {
  leadGuest: 'Lead guest',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  country: 'Country',
  chooseCountry: 'Choose a country',
  arrivalTime: 'Arrival time',
  arrivalUnknown: 'I don’t know yet',
  requests: 'Requests',
  requestsHint: 'Up to 500 characters',
  roomGuests: 'Guests per room',
  roomGuestHint: 'Who stays in each room',
  continue: 'Continue to payment',
  errorSummary: 'Please fix {count, plural, one {# field} other {# fields}}.',
};

function form(initial: Record<string, string> = {}) {
  return render(
    <GuestForm
      locale="en"
      labels={labels}
      countries={[
        { code: 'MX', name: 'Mexico', dial: '52' },
        { code: 'US', name: 'United States', dial: '1' },
      ]}
      arrivalTimes={['15:00']}
      roomLabels={['Guest for room 1 (Garden View Suite)']}
      initial={initial}
      requestsMax={500}
    />,
  );
}

describe('GuestForm', () => {
  beforeEach(() => {
    saveGuest.mockReset();
  });

  it('remembers the country chosen as the default of every country field (SPEC §3)', async () => {
    const user = userEvent.setup();
    document.cookie = 'country=; Max-Age=0; Path=/';
    form();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'MX');
    expect(document.cookie.split('; ')).toContain('country=MX');
    // Back to "choose a country": nothing to remember, the last choice stays.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), '');
    expect(document.cookie.split('; ')).toContain('country=MX');
  });

  it("starts the phone at the country's dialing code and follows the country until a number is typed", async () => {
    const user = userEvent.setup();
    form({ country: 'US' });
    const phone = screen.getByRole('textbox', { name: 'Phone' });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(phone).toHaveProperty('value', '+1 ');
    await user.selectOptions(country, 'MX');
    expect(phone).toHaveProperty('value', '+52 ');
    await user.type(phone, '998 123 4567');
    await user.selectOptions(country, 'US');
    expect(phone).toHaveProperty('value', '+52 998 123 4567');
  });

  it('counts the errors still shown in the summary’s title as fields are fixed', async () => {
    const user = userEvent.setup();
    saveGuest.mockResolvedValue({
      errors: {
        firstName: 'First name is required',
        lastName: 'Last name is required',
        email: 'Enter a valid email',
      },
      values: {},
    });
    form();
    expect(screen.queryByTestId('error-summary')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const summary = await screen.findByTestId('error-summary');
    expect(document.activeElement).toBe(summary);
    expect(summary.querySelector('p')!.textContent).toBe('Please fix 3 fields.');
    expect(summary.querySelectorAll('li')).toHaveLength(3);

    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
    expect(summary.querySelector('p')!.textContent).toBe('Please fix 2 fields.');
    expect(summary.querySelectorAll('li')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'López');
    expect(summary.querySelector('p')!.textContent).toBe('Please fix 1 field.');
    // Emptied again, the field's error (and the count) comes back.
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    expect(summary.querySelector('p')!.textContent).toBe('Please fix 2 fields.');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'López');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    // Nothing left to fix: no summary at all.
    expect(screen.queryByTestId('error-summary')).toBeNull();
  });
});
