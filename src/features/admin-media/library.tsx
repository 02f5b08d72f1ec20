import { getTranslations } from 'next-intl/server';
import {
  ACCEPTED_TYPES,
  MEDIA_LIMITS,
  MEDIA_LOCALES,
  MEDIA_SLOTS,
  type MediaAttachment,
  pictureOf,
  type MediaItem,
} from '@/domain/media';
import { ResponsivePicture } from '@/components/ui/picture';
import {
  attachMediaAction,
  deleteMediaAction,
  detachMediaAction,
  updateMediaAction,
} from './actions';
import type { MediaPageData, SubjectOption } from './server';

const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon aria-invalid:border-red-700';
const button =
  'rounded bg-jungle px-4 py-2 text-sm font-semibold text-white focus:outline-2 focus:outline-offset-2 focus:outline-lagoon';
const secondary =
  'rounded border border-jungle px-3 py-1.5 text-sm font-medium text-jungle focus:outline-2 focus:outline-lagoon';

type T = Awaited<ReturnType<typeof getTranslations<'adminMedia'>>>;

/** The words of the captions fields and the restaurants' group (namespace mediaPages). */
type CaptionLabels = { legend: string; hint: string; fields: Record<string, string> };

/** The alt texts (one per language, required), focal point and video address of a form. */
function TextFields({
  t,
  prefix,
  values,
  errors,
  kind,
  captions,
}: {
  t: T;
  prefix: string;
  values: {
    alt: Record<string, string>;
    focalX: string;
    focalY: string;
    videoUrl: string;
    captions?: Partial<Record<string, string>>;
  };
  errors: string[];
  kind: 'upload' | 'image' | 'video';
  /** The captions fields' words (mediaPages): a video's WebVTT file per language. */
  captions: CaptionLabels;
}) {
  const invalid = (name: string) => errors.includes(name);
  return (
    <>
      <fieldset className="grid gap-2 sm:grid-cols-3">
        <legend className="text-sm font-medium">{t('altLegend')}</legend>
        {MEDIA_LOCALES.map((l) => (
          <label key={l} className="text-sm">
            {t(`alt.${l}`)}
            <input
              name={`alt_${l}`}
              required
              maxLength={MEDIA_LIMITS.maxText}
              defaultValue={values.alt[l] ?? ''}
              aria-invalid={invalid(`alt.${l}`) || undefined}
              aria-describedby={invalid(`alt.${l}`) ? `${prefix}-alt-${l}-error` : undefined}
              className={field}
            />
            {invalid(`alt.${l}`) ? (
              <span id={`${prefix}-alt-${l}-error`} className="text-xs text-red-800">
                {t('errors.alt')}
              </span>
            ) : null}
          </label>
        ))}
      </fieldset>
      <p className="text-xs text-muted">{t('altHint')}</p>
      <div className="grid gap-2 sm:grid-cols-2">
        {(['focalX', 'focalY'] as const).map((name) => (
          <label key={name} className="text-sm">
            {t(name)}
            <input
              name={name}
              type="number"
              inputMode="numeric"
              min={0}
              max={100}
              step={1}
              defaultValue={values[name]}
              aria-invalid={invalid(name) || undefined}
              className={field}
            />
          </label>
        ))}
      </div>
      <p className="text-xs text-muted">{t('focalHint')}</p>
      {kind !== 'image' ? (
        <label className="block text-sm">
          {t(kind === 'upload' ? 'videoUrlOptional' : 'videoUrl')}
          <input
            name="videoUrl"
            type="url"
            inputMode="url"
            maxLength={MEDIA_LIMITS.maxUrl}
            placeholder="https://"
            defaultValue={values.videoUrl}
            aria-invalid={invalid('videoUrl') || undefined}
            className={field}
          />
        </label>
      ) : null}
      {kind !== 'image' ? (
        <fieldset className="grid gap-2 sm:grid-cols-3">
          <legend className="text-sm font-medium">{captions.legend}</legend>
          {MEDIA_LOCALES.map((l) => (
            <label key={l} className="text-sm">
              {captions.fields[l]}
              <input
                name={`captions_${l}`}
                type="url"
                inputMode="url"
                maxLength={MEDIA_LIMITS.maxUrl}
                placeholder="https://….vtt"
                defaultValue={values.captions?.[l] ?? ''}
                aria-invalid={invalid(`captions.${l}`) || undefined}
                aria-describedby={`${prefix}-captions-hint`}
                className={field}
              />
            </label>
          ))}
          <p id={`${prefix}-captions-hint`} className="text-xs text-muted sm:col-span-3">
            {captions.hint}
          </p>
        </fieldset>
      ) : null}
    </>
  );
}

function subjectLabel(subjects: SubjectOption[], a: MediaAttachment): string {
  return (
    subjects.find((s) => s.value === `${a.subjectType}:${a.subjectKey}`)?.label ?? a.subjectKey
  );
}

function MediaRow({
  t,
  item,
  subjects,
  locale,
  canUpdate,
  errors,
  restaurantsLabel,
  captions,
}: {
  captions: CaptionLabels;
  t: T;
  item: MediaItem & { attachments: MediaAttachment[] };
  subjects: SubjectOption[];
  locale: MediaPageData['locale'];
  canUpdate: boolean;
  errors: string[];
  /** The restaurants' and bars' group in the list of places (issue 17, mediaPages). */
  restaurantsLabel: string;
}) {
  const groups = ['hotel', 'room_type', 'restaurant', 'park', 'tour'] as const;
  return (
    <li id={`m-${item.id}`} className="rounded border border-jungle/20 bg-white p-3 md:p-4">
      <article aria-labelledby={`mh-${item.id}`} className="grid gap-4 md:grid-cols-[12rem_1fr]">
        <div className="aspect-[4/3] w-full overflow-hidden rounded bg-sand md:w-48">
          <ResponsivePicture
            picture={pictureOf(item, locale)}
            decorative
            sizes="(min-width: 768px) 12rem, 100vw"
            className="h-full w-full object-cover"
          />
        </div>
        <div className="min-w-0">
          <h2 id={`mh-${item.id}`} className="text-lg font-semibold break-words text-jungle">
            {item.alt[locale]}
          </h2>
          <p className="text-sm text-muted">
            {item.kind === 'video' ? `${t('video')} · ` : ''}
            {t('size', { width: item.width, height: item.height })} · {item.originalName} ·{' '}
            {item.createdBy}
          </p>
          {item.videoUrl ? (
            <p className="text-sm break-all">
              <a className="text-lagoon-800 underline" href={item.videoUrl} rel="noreferrer">
                {item.videoUrl}
              </a>
            </p>
          ) : null}
          <h3 className="mt-3 text-sm font-semibold">{t('shownOn')}</h3>
          {item.attachments.length === 0 ? (
            <p className="text-sm text-muted">{t('nowhere')}</p>
          ) : (
            <ul className="mt-1 grid gap-1 text-sm">
              {item.attachments.map((a) => (
                <li
                  key={a.id}
                  className="flex flex-wrap items-center gap-2"
                  data-attachment={a.slot}
                >
                  <span>
                    {subjectLabel(subjects, a)} · {t(`slots.${a.slot}`)}
                  </span>
                  {canUpdate ? (
                    <form action={detachMediaAction}>
                      <input type="hidden" name="attachmentId" value={a.id} />
                      <input type="hidden" name="mediaId" value={item.id} />
                      <button
                        className="text-sm text-lagoon-800 underline"
                        aria-label={t('detachLabel', {
                          place: `${subjectLabel(subjects, a)} · ${t(`slots.${a.slot}`)}`,
                        })}
                      >
                        {t('detach')}
                      </button>
                    </form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {canUpdate ? (
            <>
              <form action={attachMediaAction} className="mt-3 flex flex-wrap items-end gap-2">
                <input type="hidden" name="mediaId" value={item.id} />
                <label className="text-sm font-medium">
                  {t('subject')}
                  <select name="subject" className={field} defaultValue="hotel:HXA">
                    {groups.map((g) => (
                      <optgroup
                        key={g}
                        label={g === 'restaurant' ? restaurantsLabel : t(`groups.${g}`)}
                      >
                        {subjects
                          .filter((s) => s.group === g)
                          .map((s) => (
                            <option key={s.value} value={s.value}>
                              {s.label}
                            </option>
                          ))}
                      </optgroup>
                    ))}
                  </select>
                </label>
                <label className="text-sm font-medium">
                  {t('slot')}
                  <select name="slot" className={field} defaultValue="hero">
                    {MEDIA_SLOTS.map((s) => (
                      <option key={s} value={s}>
                        {t(`slots.${s}`)}
                      </option>
                    ))}
                  </select>
                </label>
                <button className={secondary}>{t('attach')}</button>
              </form>
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-medium text-jungle">
                  {t('edit')}
                </summary>
                <form action={updateMediaAction} className="mt-2 grid gap-2">
                  <input type="hidden" name="id" value={item.id} />
                  <TextFields
                    t={t}
                    prefix={`e-${item.id}`}
                    kind={item.kind}
                    errors={errors}
                    captions={captions}
                    values={{
                      alt: item.alt,
                      focalX: String(item.focalX),
                      focalY: String(item.focalY),
                      videoUrl: item.videoUrl ?? '',
                      captions: item.captionTracks ?? {},
                    }}
                  />
                  <div>
                    <button className={secondary}>{t('save')}</button>
                  </div>
                </form>
              </details>
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-medium text-red-900">
                  {t('delete')}
                </summary>
                <form action={deleteMediaAction} className="mt-2 grid gap-2">
                  <input type="hidden" name="id" value={item.id} />
                  <p className="text-sm">{t('deleteWarning', { n: item.attachments.length })}</p>
                  <div>
                    <button
                      className="rounded border border-red-800 bg-red-800 px-3 py-1.5 text-sm font-medium text-white hover:bg-red-900"
                      aria-label={t('deleteConfirmLabel', { name: item.alt[locale] })}
                    >
                      {t('deleteConfirm')}
                    </button>
                  </div>
                </form>
              </details>
            </>
          ) : null}
        </div>
      </article>
    </li>
  );
}

/** The media library page: outcome, upload form (no JavaScript needed), the photographs. */
export async function MediaLibrary(page: MediaPageData) {
  const { locale, items, subjects, canUpdate, outcome, reason, errors, draft, focus } = page;
  const t = await getTranslations({ locale, namespace: 'adminMedia' });
  const tp = await getTranslations({ locale, namespace: 'mediaPages' });
  const captions: CaptionLabels = {
    legend: tp('captionsLegend'),
    hint: tp('captionsHint'),
    fields: Object.fromEntries(MEDIA_LOCALES.map((l) => [l, tp(`captionsField.${l}`)])),
  };
  const refused = outcome === 'refused' || outcome === 'invalid';
  const message =
    outcome === 'refused'
      ? t(`refused.${reason && /^[a-z-]+$/.test(reason) ? reason : 'unreadable'}` as never)
      : outcome &&
          [
            'stored',
            'invalid',
            'saved',
            'unchanged',
            'attached',
            'detached',
            'deleted',
            'failed',
          ].includes(outcome)
        ? t(`outcomes.${outcome}` as never)
        : null;
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t('intro')}</p>
      {message ? (
        <p
          role={refused || outcome === 'failed' ? 'alert' : 'status'}
          data-outcome={outcome}
          className={`mt-3 rounded border p-2 text-sm ${refused || outcome === 'failed' ? 'border-red-700/40 bg-red-50 text-red-900' : 'border-jungle/30 bg-white'}`}
        >
          {message}
        </p>
      ) : null}
      {canUpdate ? (
        <form
          action="/api/admin/v1/media/"
          method="post"
          encType="multipart/form-data"
          className="mt-4 grid max-w-3xl gap-3 rounded border border-jungle/20 bg-white p-3 md:p-4"
          aria-labelledby="upload-heading"
        >
          <h2 id="upload-heading" className="text-lg font-semibold text-jungle">
            {t('upload')}
          </h2>
          <label className="text-sm font-medium">
            {t('file')}
            <input
              name="file"
              type="file"
              required
              accept={ACCEPTED_TYPES.join(',')}
              aria-describedby="file-hint"
              className={field}
            />
          </label>
          <p id="file-hint" className="text-xs text-muted">
            {t('fileHint', {
              megabytes: MEDIA_LIMITS.maxBytes / 1024 / 1024,
              megapixels: MEDIA_LIMITS.maxPixels / 1_000_000,
            })}
          </p>
          <TextFields
            t={t}
            prefix="upload"
            kind="upload"
            captions={captions}
            errors={refused && !focus ? errors : []}
            values={
              refused && !focus ? draft : { alt: {}, focalX: '50', focalY: '50', videoUrl: '' }
            }
          />
          <div>
            <button className={button}>{t('submit')}</button>
          </div>
        </form>
      ) : null}
      <h2 className="mt-6 text-xl font-semibold text-jungle">{t('library')}</h2>
      {items.length === 0 ? <p className="mt-2 text-muted">{t('empty')}</p> : null}
      <ul className="mt-3 grid gap-3">
        {items.map((item) => (
          <MediaRow
            key={item.id}
            t={t}
            item={item}
            subjects={subjects}
            locale={locale}
            canUpdate={canUpdate}
            errors={outcome === 'invalid' && focus === item.id ? errors : []}
            restaurantsLabel={tp('restaurantsGroup')}
            captions={captions}
          />
        ))}
      </ul>
    </section>
  );
}
