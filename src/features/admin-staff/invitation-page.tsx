import 'server-only';
import { getTranslations } from 'next-intl/server';
import QRCode from 'qrcode';
import { openStaffInvitation } from '@/domain/staff';
import { adminLocale, getDb, getStaffAuth } from '@/server';
import { AcceptInvitationForm } from './invitation-form';

const REFUSALS = [
  'INVALID',
  'USED',
  'EXPIRED',
  'REVOKED',
  'SHORT_PASSWORD',
  'WRONG_CODE',
  'GENERAL_ERROR',
] as const;

/**
 * /admin/invitation/?t=…: public by design, the link's token is the credential. A forged,
 * replaced, used, revoked or expired link shows only why it opens nothing; a valid one shows
 * the member's name and address, the password fields and the key to enrol (in their language).
 */
export async function InvitationPage({ token }: { token: string }) {
  const opened = await openStaffInvitation(await getDb(), await getStaffAuth(), token, new Date());
  const locale = opened.ok ? opened.locale : await adminLocale();
  const t = await getTranslations({ locale, namespace: 'adminStaffInvite.accept' });
  return (
    <section className="mx-auto max-w-xl space-y-4 p-4 md:p-8">
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      {opened.ok ? (
        <>
          <p className="text-sm">{t('intro', { name: opened.name, email: opened.email })}</p>
          <AcceptInvitationForm
            token={token}
            keyText={opened.key}
            otpauth={opened.otpauth}
            qrSvg={await QRCode.toString(opened.otpauth, { type: 'svg', margin: 1 })}
            labels={{
              password: t('password'),
              passwordHint: t('passwordHint'),
              confirm: t('confirm'),
              keyTitle: t('keyTitle'),
              keyHint: t('keyHint'),
              qr: t('qr'),
              key: t('key'),
              link: t('link'),
              code: t('code'),
              submit: t('submit'),
              done: t('done'),
              signIn: t('signIn'),
              mismatch: t('mismatch'),
              retypePassword: t('retypePassword'),
              errors: Object.fromEntries(REFUSALS.map((c) => [c, t(`refused.${c}`)])),
            }}
          />
        </>
      ) : (
        <p
          role="alert"
          data-invitation={opened.code}
          className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-800"
        >
          {t(`refused.${opened.code}`)}
        </p>
      )}
    </section>
  );
}
