import { getTranslations } from 'next-intl/server';
import type { ManagedBooking } from '@/domain/manage';
import {
  ARRIVAL_TIMES,
  CHECK_IN_PREFERENCES,
  ID_TYPES,
  REQUESTS_MAX,
  type IdType,
} from '@/domain/stays';
import type { Locale } from '@/i18n/routing';
import { formatResortDateTime, formatShortDate } from '@/lib/dates';
import { checkInOnline, editGuest } from './guest-actions';
import { GuestChangeForm } from './guest-change-form';

type Props = {
  locale: Locale;
  trip: ManagedBooking;
  access: { token: string } | { ref: string };
  /** What just happened: `guest` (details saved) or `checkin` (check-in saved). */
  done?: string;
};

const box = 'rounded-2xl border border-jungle/10 bg-white p-5 shadow-sm sm:p-6';

/**
 * The manage page's web check-in (issue 19) and guest details (issue 15) panels: check-in
 * from seven days before arrival (or when it opens), then the details the guest may still
 * change before arrival.
 */
export async function GuestPanels({ locale, trip, access, done }: Props) {
  const t = await getTranslations({ locale, namespace: 'checkIn' });
  const { booking, checkIn } = trip;
  const guest = booking.guest;
  const leadName = `${guest?.firstName ?? ''} ${guest?.lastName ?? ''}`.trim();
  const rooms = booking.rooms.map((_, i) => t('roomGuest', { n: i + 1 }));
  const names = Object.fromEntries(
    booking.rooms.map((room, i) => [`roomName${i + 1}`, room.guestName ?? (i ? '' : leadName)]),
  );
  const common = {
    arrivalTime: t('arrivalTime'),
    roomGuests: t('roomGuests'),
    roomGuestHint: t('roomGuestHint'),
    rooms,
    errorSummary: t('errorSummary'),
  };
  const window = checkIn.window;
  const idTypeName = (type: IdType) => t(`idTypes.${type}`);
  const notice = (text: string) => (
    <p role="status" className="mt-3 rounded-xl bg-jungle/10 px-4 py-3 font-semibold text-jungle">
      {text}
    </p>
  );

  return (
    <>
      {window.state !== 'not-confirmed' && (
        <section id="check-in" aria-labelledby="check-in-title" className={box}>
          <h2 id="check-in-title" className="text-2xl text-jungle">
            {t('title')}
          </h2>
          {done === 'checkin' && notice(t('doneNotice'))}
          {checkIn.done && (
            <dl
              className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm"
              data-testid="check-in-done"
            >
              <dt className="sr-only">{t('title')}</dt>
              <dd className="col-span-2 font-semibold">
                {t('done', { when: formatResortDateTime(checkIn.done.updatedAt, locale) })}
              </dd>
              <dt className="text-muted">{t('document')}</dt>
              <dd>
                {idTypeName(checkIn.done.idType)} {checkIn.done.idNumber}
              </dd>
              <dt className="text-muted">{t('preferences')}</dt>
              <dd>
                {checkIn.done.preferences.length > 0
                  ? checkIn.done.preferences
                      .map((p) => t(`preference.${p as (typeof CHECK_IN_PREFERENCES)[number]}`))
                      .join(', ')
                  : t('noPreferences')}
              </dd>
            </dl>
          )}
          {window.state === 'not-yet' && (
            <p className="mt-2 text-sm" data-testid="check-in-opens">
              {t('opensOn', { date: formatShortDate(window.opensOn, locale) })}
            </p>
          )}
          {window.state === 'closed' && <p className="mt-2 text-sm">{t('closed')}</p>}
          {window.state === 'open' && (
            <>
              <p className="mt-2 max-w-prose text-sm text-muted">
                {t('intro')} {t('openUntil', { date: formatShortDate(booking.checkIn, locale) })}
              </p>
              <GuestChangeForm
                mode="checkin"
                locale={locale}
                action={checkInOnline}
                access={access}
                labels={{
                  ...common,
                  arrivalNone: t('chooseTime'),
                  submit: checkIn.done ? t('update') : t('submit'),
                  idType: t('idType'),
                  chooseIdType: t('chooseIdType'),
                  idNumber: t('idNumber'),
                  idNumberHint: t('idNumberHint'),
                  preferences: t('preferences'),
                }}
                arrivalTimes={ARRIVAL_TIMES}
                idTypes={ID_TYPES.map((value) => ({ value, label: idTypeName(value) }))}
                preferences={CHECK_IN_PREFERENCES.map((value) => ({
                  value,
                  label: t(`preference.${value}`),
                }))}
                initial={{
                  ...names,
                  arrivalTime: guest?.arrivalTime ?? '',
                  idType: checkIn.done?.idType ?? '',
                  preferences: checkIn.done?.preferences ?? [],
                }}
              />
            </>
          )}
        </section>
      )}
      {trip.guestEdit === null && (
        <section id="guest-details" aria-labelledby="guest-details-title" className={box}>
          <h2 id="guest-details-title" className="text-2xl text-jungle">
            {t('edit.title')}
          </h2>
          {done === 'guest' && notice(t('edit.saved'))}
          <p className="mt-2 max-w-prose text-sm text-muted">{t('edit.intro')}</p>
          <GuestChangeForm
            mode="edit"
            locale={locale}
            action={editGuest}
            access={access}
            labels={{
              ...common,
              arrivalNone: t('edit.arrivalUnknown'),
              submit: t('edit.submit'),
              requests: t('edit.requests'),
              requestsHint: t('edit.requestsHint'),
            }}
            arrivalTimes={ARRIVAL_TIMES}
            requestsMax={REQUESTS_MAX}
            initial={{
              ...names,
              arrivalTime: guest?.arrivalTime ?? '',
              requests: guest?.requests ?? '',
            }}
          />
        </section>
      )}
    </>
  );
}
