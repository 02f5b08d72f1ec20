import { asc } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { taxRules } from '@/db/schema';
import { readThrough } from '@/lib/ttl-cache';
import type { TaxRule } from './taxes.rules';

/** Every tax rule (reference data, cached briefly; the back office invalidates on change). */
export function listTaxRules(db: Db): Promise<TaxRule[]> {
  return readThrough(db, 'tax-rules', () => selectTaxRules(db));
}

/** Every tax rule straight from the table (inside a transaction, never from the cache). */
export function selectTaxRules(db: Db | Tx): Promise<TaxRule[]> {
  return db
    .select({
      id: taxRules.id,
      code: taxRules.code,
      name: taxRules.name,
      scope: taxRules.scope,
      hotelCode: taxRules.hotelCode,
      productCode: taxRules.productCode,
      basis: taxRules.basis,
      rateBasisPoints: taxRules.rateBasisPoints,
      amountMinor: taxRules.amountMinor,
      amountCurrency: taxRules.amountCurrency,
      cfdi: taxRules.cfdi,
      satTaxCode: taxRules.satTaxCode,
      effectiveFrom: taxRules.effectiveFrom,
      effectiveTo: taxRules.effectiveTo,
      demo: taxRules.demo,
    })
    .from(taxRules)
    .orderBy(asc(taxRules.scope), asc(taxRules.code), asc(taxRules.effectiveFrom));
}
