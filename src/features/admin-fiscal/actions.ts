'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { updateInvoiceSeries, updateIssuer, type IssuerField } from '@/domain/invoicing';
import { scheduleTaxRate } from '@/domain/taxes';
import { adminLocale, authorizeStaff, getDb, issuerSealFits } from '@/server';

export type IssuerFormState = {
  ok?: boolean;
  message?: string;
  errors?: Partial<Record<IssuerField, string>>;
  values?: Record<IssuerField, string>;
  at?: number;
};

const FIELDS: IssuerField[] = ['rfc', 'name', 'regime', 'postalCode'];
/** The codes the issuer's rules give (the receiver's, less those of a receiver only). */
type IssuerErrorCode =
  | 'REQUIRED'
  | 'RFC_INVALID'
  | 'RFC_CHECK_DIGIT'
  | 'RFC_GENERIC'
  | 'NAME_INVALID'
  | 'REGIME_INVALID'
  | 'REGIME_NOT_FOR_PERSON'
  | 'POSTAL_CODE_INVALID'
  | 'RFC_NOT_SEAL';

/** Sets an issuer's fiscal data: the role first, then the invoicing domain's rules decide. */
export async function updateIssuerAction(
  _previous: IssuerFormState,
  form: FormData,
): Promise<IssuerFormState> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'admin.fiscal' });
  const check = await authorizeStaff('fiscal:update');
  if (!check.ok) return { ok: false, message: t('errors.FORBIDDEN'), at: Date.now() };
  const values = Object.fromEntries(
    FIELDS.map((field) => [field, String(form.get(field) ?? '').slice(0, 300)]),
  ) as Record<IssuerField, string>;
  const result = await updateIssuer(
    await getDb(),
    check.actor,
    String(form.get('scope') ?? ''),
    values,
    { sealFits: issuerSealFits },
  );
  if (!result.ok)
    return 'errors' in result
      ? {
          ok: false,
          message: t('errors.summary'),
          errors: Object.fromEntries(
            Object.entries(result.errors).map(([field, code]) => [
              field,
              t(`errors.${code as IssuerErrorCode}`),
            ]),
          ),
          values,
          at: Date.now(),
        }
      : { ok: false, message: t('errors.NOT_FOUND'), values, at: Date.now() };
  revalidatePath('/admin/fiscal/');
  return { ok: true, message: t('saved'), at: Date.now() };
}

export type FiscalFormState = {
  ok?: boolean;
  message?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
  at?: number;
};

const text = (form: FormData, name: string) => String(form.get(name) ?? '').slice(0, 100);

/** A new tax rate from a later day: the role first, then the taxes domain's rules decide. */
export async function scheduleTaxRateAction(
  _previous: FiscalFormState,
  form: FormData,
): Promise<FiscalFormState> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'fiscalAdmin' });
  const check = await authorizeStaff('fiscal:update');
  if (!check.ok) return { ok: false, message: t('errors.FORBIDDEN'), at: Date.now() };
  const values = {
    ruleId: text(form, 'ruleId'),
    target: text(form, 'target'),
    effectiveFrom: text(form, 'effectiveFrom'),
    value: text(form, 'value'),
  };
  const result = await scheduleTaxRate(await getDb(), check.actor, {
    ...values,
    ruleId: /^\d{1,9}$/.test(values.ruleId) ? Number(values.ruleId) : -1,
  });
  if (!result.ok)
    return {
      ok: false,
      message: t('errors.summary'),
      errors: Object.fromEntries(
        Object.entries(result.errors).map(([field, code]) => [field, t(`errors.${code}`)]),
      ),
      values,
      at: Date.now(),
    };
  revalidatePath('/admin/fiscal/');
  return { ok: true, message: t('rates.saved', { from: result.effectiveFrom }), at: Date.now() };
}

/** An issuer's invoice series and next folio: the role first, then the invoicing rules. */
export async function updateSeriesAction(
  _previous: FiscalFormState,
  form: FormData,
): Promise<FiscalFormState> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'fiscalAdmin' });
  const check = await authorizeStaff('fiscal:update');
  if (!check.ok) return { ok: false, message: t('errors.FORBIDDEN'), at: Date.now() };
  const values = {
    kind: text(form, 'kind'),
    series: text(form, 'series'),
    nextFolio: text(form, 'nextFolio'),
  };
  const result = await updateInvoiceSeries(await getDb(), check.actor, text(form, 'scope'), values);
  if (!result.ok)
    return 'errors' in result
      ? {
          ok: false,
          message: t('errors.summary'),
          errors: Object.fromEntries(
            Object.entries(result.errors).map(([field, code]) => [field, t(`errors.${code}`)]),
          ),
          values,
          at: Date.now(),
        }
      : { ok: false, message: t('errors.NOT_FOUND'), values, at: Date.now() };
  revalidatePath('/admin/fiscal/');
  return {
    ok: true,
    message: t('series.saved', { series: result.series, folio: result.nextFolio }),
    at: Date.now(),
  };
}
