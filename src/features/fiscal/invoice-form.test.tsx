import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvoiceForm, type InvoiceFormLabels } from './invoice-form';

vi.mock('./invoice-actions', () => ({ requestInvoiceAction: vi.fn() }));

const labels = new Proxy({ errors: {} } as unknown as InvoiceFormLabels, {
  get: (target, key) => (key in target ? target[key as 'errors'] : String(key)),
});
const countries = [
  { code: 'CO', name: 'Colombia' },
  { code: 'US', name: 'Estados Unidos' },
];

// SPEC §3 client state (issue 19): the visitor's country is the default of every country
// field, the invoice's foreign receiver included.
describe("InvoiceForm's foreign receiver", () => {
  async function foreignCountry(defaultCountry?: string) {
    render(
      <InvoiceForm
        locale="es"
        reference="XP-ABCD2345"
        email="ana@example.com"
        countries={countries}
        defaultCountry={defaultCountry}
        labels={labels}
      />,
    );
    await userEvent.click(screen.getByRole('radio', { name: 'foreign' }));
    return screen.getByRole('combobox', { name: /country/ }) as HTMLSelectElement;
  }

  it("starts at the visitor's country", async () => {
    expect((await foreignCountry('CO')).value).toBe('CO');
  });

  it('starts empty for a country it does not offer (Mexico is not foreign)', async () => {
    expect((await foreignCountry('MX')).value).toBe('');
  });

  it('starts empty without a visitor country', async () => {
    expect((await foreignCountry()).value).toBe('');
  });
});
