'use client';

import { useTranslations } from 'next-intl';
import { useActionState } from 'react';
import type { SeasonKind, StoredSeason } from '@/domain/stays';
import { seasonAction, type SeasonState } from './seasons-actions';

const KINDS: SeasonKind[] = ['low', 'shoulder', 'high', 'holiday'];
const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';
const label = 'text-xs font-medium';
const button =
  'rounded px-3 py-1.5 text-sm font-medium disabled:opacity-60 focus:outline-2 focus:outline-lagoon';

function Status({ state }: { state: SeasonState }) {
  return (
    <p
      role="status"
      key={state.at}
      className={`text-sm ${state.ok === false ? 'text-sunset-700' : 'text-jungle'}`}
    >
      {state.message}
    </p>
  );
}

/** Name, kind, first and last night, factor: the fields a season is made of. */
function SeasonFields({ prefix, season }: { prefix: string; season?: StoredSeason }) {
  const t = useTranslations('adminSeasons');
  return (
    <>
      <label className={`${label} col-span-2 sm:col-span-1`}>
        {t('name')}
        <input
          className={input}
          name="name"
          required
          maxLength={60}
          defaultValue={season?.name ?? ''}
        />
      </label>
      <label className={label} htmlFor={`${prefix}-kind`}>
        {t('kind')}
        <select id={`${prefix}-kind`} name="kind" className={input} defaultValue={season?.kind}>
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(`kinds.${k}`)}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('factor')}
        <input
          className={input}
          name="factorPerMille"
          inputMode="decimal"
          required
          defaultValue={season ? (season.factorPerMille / 1000).toFixed(2) : ''}
        />
      </label>
      <label className={label}>
        {t('startDate')}
        <input
          className={input}
          type="date"
          name="startDate"
          required
          defaultValue={season?.startDate}
        />
      </label>
      <label className={label}>
        {t('endDate')}
        <input
          className={input}
          type="date"
          name="endDate"
          required
          defaultValue={season?.endDate}
        />
      </label>
    </>
  );
}

/** One season: edit and save, split at a night, or remove. */
type Act = { action: (form: FormData) => void; pending: boolean };

function SeasonRow({
  hotel,
  season,
  action,
  pending,
}: Act & { hotel: string; season: StoredSeason }) {
  const t = useTranslations('adminSeasons');
  const prefix = `season-${season.id}`;
  return (
    <li
      className="rounded border border-jungle/20 bg-white p-2 lg:flex lg:items-end lg:gap-3"
      data-season={season.id}
    >
      <form
        action={action}
        aria-label={t('rowLabel', { name: season.name })}
        className="grid grid-cols-2 items-end gap-2 sm:grid-cols-5 lg:flex-1 lg:grid-cols-[2fr_1.2fr_0.8fr_1.2fr_1.2fr_auto_auto]"
      >
        <input type="hidden" name="hotel" value={hotel} />
        <input type="hidden" name="id" value={season.id} />
        <SeasonFields prefix={prefix} season={season} />
        <button
          type="submit"
          name="op"
          value="update"
          disabled={pending}
          className={`${button} bg-jungle text-white hover:bg-jungle-700`}
        >
          {t('save')}
        </button>
        <button
          type="submit"
          name="op"
          value="remove"
          disabled={pending}
          formNoValidate
          className={`${button} border border-sunset-700 text-sunset-700 hover:bg-sunset-700/10`}
        >
          {t('remove')}
        </button>
      </form>
      <form action={action} className="mt-2 flex flex-wrap items-end gap-2 lg:mt-0">
        <input type="hidden" name="hotel" value={hotel} />
        <input type="hidden" name="id" value={season.id} />
        <label className={label}>
          {t('splitAt')}
          <input className={input} type="date" name="night" required />
        </label>
        <button
          type="submit"
          name="op"
          value="split"
          disabled={pending}
          className={`${button} border border-jungle text-jungle hover:bg-jungle/10`}
        >
          {t('split')}
        </button>
      </form>
    </li>
  );
}

function AddSeason({ hotel, action, pending }: Act & { hotel: string }) {
  const t = useTranslations('adminSeasons');
  return (
    <form
      action={action}
      aria-labelledby="season-add-title"
      className="mt-3 grid grid-cols-2 items-end gap-2 rounded border border-dashed border-jungle/40 bg-white p-3 sm:grid-cols-5 lg:grid-cols-[2fr_1.2fr_0.8fr_1.2fr_1.2fr_auto]"
    >
      <h3 id="season-add-title" className="col-span-full text-sm font-semibold text-jungle">
        {t('addTitle')}
      </h3>
      <input type="hidden" name="hotel" value={hotel} />
      <SeasonFields prefix="season-new" />
      <button
        type="submit"
        name="op"
        value="add"
        disabled={pending}
        className={`${button} bg-jungle text-white hover:bg-jungle-700`}
      >
        {t('add')}
      </button>
    </form>
  );
}

/**
 * The hotel's season calendar (seasons that end today or later): each season's dates, kind and
 * factor of the base rate; saving reprices its nights at once, except nights priced by hand.
 */
export function SeasonsSection({ hotel, seasons }: { hotel: string; seasons: StoredSeason[] }) {
  const t = useTranslations('adminSeasons');
  const [state, action, pending] = useActionState<SeasonState, FormData>(seasonAction, {});
  return (
    <section aria-labelledby="seasons-title" className="mt-6">
      <h2 id="seasons-title" className="text-lg font-semibold text-jungle">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <div className="sticky top-0 z-10 mt-2 bg-white/95 py-1">
        <Status state={state} />
      </div>
      <ul className="mt-3 grid gap-2">
        {seasons.map((season) => (
          <SeasonRow
            // A season saved anew mounts afresh: its fields show what was stored.
            key={`${season.id}|${season.name}|${season.kind}|${season.startDate}|${season.endDate}|${season.factorPerMille}`}
            hotel={hotel}
            season={season}
            action={action}
            pending={pending}
          />
        ))}
      </ul>
      <AddSeason hotel={hotel} action={action} pending={pending} />
    </section>
  );
}
