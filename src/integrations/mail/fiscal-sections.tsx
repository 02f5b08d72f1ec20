import { visitaxApplies, VISITAX_URL, type TaxBreakdown } from '@/domain/taxes';
import { fiscalCopy, taxRows } from '../documents/fiscal-copy';
import { Box, DetailsTable, type MailSection } from './layout';

export type { MailSection } from './layout';

/** The tax breakdown of what was charged (issue 20), as an email section. */
export function taxSection(breakdown: TaxBreakdown, decimals: number, locale: string): MailSection {
  const t = fiscalCopy(locale);
  const rows = taxRows(breakdown, decimals, locale);
  return {
    text: [`${t('taxes.title')}:`, ...rows.map((r) => `  ${r.label}: ${r.value}`)].join('\n'),
    html: (
      <>
        <p style={{ margin: '0 0 4px', fontWeight: 'bold' }}>{t('taxes.title')}</p>
        <DetailsTable lines={rows} small />
      </>
    ),
  };
}

/** Quintana Roo's VISITAX notice for a guest who lives abroad; null for residents of Mexico. */
export function visitaxSection(
  residenceCountry: string | null | undefined,
  locale: string,
): MailSection | null {
  if (!visitaxApplies(residenceCountry)) return null;
  const t = fiscalCopy(locale);
  return {
    text: [`${t('visitax.title')}`, t('visitax.text'), `${t('visitax.link')}: ${VISITAX_URL}`].join(
      '\n',
    ),
    html: (
      <Box style={{ margin: '0 0 16px', border: '1px solid #b9dcd9', background: '#f1f8f7' }}>
        <p style={{ margin: '0 0 4px', fontWeight: 'bold' }}>{t('visitax.title')}</p>
        <p style={{ margin: '0 0 4px' }}>{t('visitax.text')}</p>
        <p style={{ margin: 0 }}>
          <a href={VISITAX_URL}>{t('visitax.link')}</a>
        </p>
      </Box>
    ),
  };
}
