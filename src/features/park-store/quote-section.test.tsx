import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import en from '../../../messages/en.json';
import { PriceContext } from '@/components/price';
import { formatPriceIn } from '@/domain/pricing/index.rules';
import { QuoteSection, type QuoteLabels } from './quote-section';
import type { VisitDay } from './visit-days-action';
import { FEB_1, PARK, TODAY } from './park-store.testing';

// The visit days action stands in for the server: what 1 February offers.
const { loadVisitDays } = vi.hoisted(() => ({
  loadVisitDays: vi.fn<(productId: number, from: string, days: number) => Promise<VisitDay[]>>(),
}));
vi.mock('./visit-days-action', () => ({ loadVisitDays }));

const mxn = { id: 2, iso: 'MXN', decimals: 2, usdRate: '18.45' };

function quote(currency = mxn) {
  return render(
    <PriceContext
      value={{ currency, format: (c) => formatPriceIn(currency, c, 'en'), reserve: () => 8 }}
    >
      <QuoteSection
        locale="en"
        productId={7}
        title="Xcaret Plus"
        product={{ ...PARK, foodName: 'Buffet lunch' }}
        options={{
          maxPeople: 15,
          slotCodes: PARK.slots.map((s) => s.code),
          zoneCodes: PARK.zones.map((z) => z.code),
          infantsAdmitted: true,
          hasFood: true,
          hasPhoto: true,
        }}
        today={TODAY}
        maxDate="2031-01-10"
        presaleRules={[{ daysAhead: 21, percentOff: 15 }]}
        pagePath="/en/parks/xcaret-plus/"
        labels={en.parkWidget as unknown as QuoteLabels}
      />
    </PriceContext>,
  );
}

describe('QuoteSection (the printable quote, a client island)', () => {
  beforeEach(() => {
    loadVisitDays.mockReset();
    loadVisitDays.mockResolvedValue([FEB_1]);
  });

  it("prices the address's choices for their date, in the visitor's currency", async () => {
    history.replaceState(
      null,
      '',
      '/en/parks/xcaret-plus/?date=2030-02-01&adults=2&children=1&slot=0830&quote=1',
    );
    quote();
    const total = await screen.findByTestId('quote-total');
    // 1 February's presale prices: 2 × 138.55 + 103.70 dollars, in pesos by the shop's rule.
    expect(total.textContent).toBe(formatPriceIn(mxn, 2 * 13855 + 10370, 'en'));
    expect(loadVisitDays).toHaveBeenCalledWith(7, '2030-02-01', 1);
    expect(screen.getByRole('region', { name: 'Xcaret Plus' }).textContent).toContain('Quoted on');
    expect(screen.getByRole('link', { name: en.parkWidget.quoteLink }).getAttribute('href')).toBe(
      '/en/parks/xcaret-plus/?date=2030-02-01&adults=2&children=1&slot=0830&quote=1#quote',
    );
  });

  it('a date not on sale is said so, with list prices', async () => {
    loadVisitDays.mockResolvedValue([]);
    history.replaceState(null, '', '/en/parks/xcaret-plus/?date=2030-02-02&adults=1&quote=1');
    quote();
    const total = await screen.findByTestId('quote-total');
    expect(total.textContent).toBe(formatPriceIn(mxn, 16300, 'en'));
    expect(screen.getByText(en.parkWidget.unavailable)).toBeTruthy();
  });

  it('without ?quote=1 there is no quote', async () => {
    history.replaceState(null, '', '/en/parks/xcaret-plus/?date=2030-02-01&adults=2');
    const { container } = quote();
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(loadVisitDays).not.toHaveBeenCalled();
  });
});
