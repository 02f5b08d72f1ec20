import 'server-only';
import { getTranslations } from 'next-intl/server';
import { requireStaffPage } from '@/server';
import { OwnPasswordForm } from './password-form';

const CODES = [
  'WRONG_PASSWORD',
  'WRONG_CODE',
  'SHORT_PASSWORD',
  'SAME_PASSWORD',
  'FORBIDDEN',
  'GENERAL_ERROR',
] as const;

/** /admin/password/: any signed-in staff member changes their own password. */
export async function OwnPasswordPage() {
  const { staff } = await requireStaffPage(null, '/admin/password/');
  const t = await getTranslations({ locale: staff.locale, namespace: 'adminStaffInvite.password' });
  return (
    <section className="max-w-xl space-y-4">
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="text-sm text-muted">{t('intro')}</p>
      <OwnPasswordForm
        labels={{
          current: t('current'),
          next: t('next'),
          nextHint: t('nextHint'),
          code: t('code'),
          submit: t('submit'),
          done: t('done'),
          errors: Object.fromEntries(CODES.map((c) => [c, t(`errors.${c}`)])),
        }}
      />
    </section>
  );
}
