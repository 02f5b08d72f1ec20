import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { REMOVE, type FieldSpec } from '@/domain/content';
import { discardDraftAction, publishAction, restoreAction, saveDraftAction } from './actions';
import type { ContentEditorData } from './server';

type T = Awaited<ReturnType<typeof getTranslations<'adminContent'>>>;

const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon aria-invalid:border-red-700';
const button =
  'rounded bg-jungle px-4 py-2 text-sm font-semibold text-white focus:outline-2 focus:outline-offset-2 focus:outline-lagoon';
const secondary =
  'rounded border border-jungle px-3 py-1.5 text-sm font-medium text-jungle focus:outline-2 focus:outline-lagoon';

const OUTCOMES = ['saved', 'published', 'restored', 'discarded', 'no-draft', 'invalid', 'failed'];

/** The rows a list field has in the form's values (`sections.0.…`, `sections.1.…`). */
function rowCount(values: Record<string, string>, name: string): number {
  const pattern = new RegExp(`^${name.replace(/\./g, '\\.')}\\.(\\d+)\\.`);
  let count = 0;
  for (const k of Object.keys(values)) {
    const m = pattern.exec(k);
    if (m) count = Math.max(count, Number(m[1]) + 1);
  }
  return count;
}

/**
 * The form of one kind of copy, generated from its description (domain/content): a line, a
 * text area, paragraphs, or a list whose rows can be removed, with one spare row to add one.
 */
function Fields({
  t,
  linesHint,
  label: labelOf,
  fields,
  values,
  prefix,
  errors,
  spare,
}: {
  t: T;
  /** The hint under a field of one item per line. */
  linesHint: string;
  /** A field's name in words (the copy's fields, or the catalogue texts'). */
  label: (name: string) => string;
  fields: readonly FieldSpec[];
  values: Record<string, string>;
  prefix: string;
  errors: string[];
  spare: boolean;
}) {
  return fields.map((f) => {
    const name = `${prefix}${f.name}`;
    const label = labelOf(f.name);
    if (f.type === 'list') {
      const count = rowCount(values, name);
      return (
        <fieldset key={name} className="rounded border border-jungle/20 p-3">
          <legend className="px-1 text-sm font-semibold text-jungle">{label}</legend>
          <ol className="grid gap-3">
            {[...Array(count + 1).keys()].map((i) => {
              const isSpare = i === count;
              return (
                <li key={i}>
                  <fieldset
                    className={`rounded border p-3 ${isSpare ? 'border-dashed border-jungle/30' : 'border-jungle/10 bg-cream'}`}
                  >
                    <legend className="px-1 text-xs font-semibold text-muted">
                      {label} · {isSpare ? t('newRow') : t('row', { n: i + 1 })}
                    </legend>
                    <div className="grid gap-2">
                      <Fields
                        t={t}
                        linesHint={linesHint}
                        label={labelOf}
                        fields={f.fields}
                        values={values}
                        prefix={`${name}.${i}.`}
                        errors={errors}
                        spare={spare || isSpare}
                      />
                      {isSpare ? null : (
                        <label className="flex items-center gap-2 text-sm">
                          <input type="checkbox" name={`${name}.${i}.${REMOVE}`} />
                          {t('remove')}
                        </label>
                      )}
                    </div>
                  </fieldset>
                </li>
              );
            })}
          </ol>
        </fieldset>
      );
    }
    const value = values[name] ?? '';
    const invalid = errors.some((e) => e === name || e.startsWith(`${name}.`));
    const required = !spare && !f.optional;
    const hint = f.type === 'paragraphs' || f.type === 'lines' ? `${name}-hint` : undefined;
    return (
      <label key={name} className="block text-sm font-medium">
        {label}
        {f.type === 'line' ? (
          <input
            name={name}
            defaultValue={value}
            required={required}
            maxLength={f.name === 'metaDescription' ? 155 : 300}
            aria-invalid={invalid || undefined}
            className={field}
          />
        ) : (
          <textarea
            name={name}
            defaultValue={value}
            required={required && f.type === 'text'}
            rows={f.type === 'paragraphs' ? 6 : f.type === 'lines' ? 5 : 3}
            aria-invalid={invalid || undefined}
            aria-describedby={hint}
            className={field}
          />
        )}
        {hint ? (
          <span id={hint} className="mt-1 block text-xs font-normal text-muted">
            {f.type === 'lines' ? linesHint : t('paragraphsHint')}
          </span>
        ) : null}
      </label>
    );
  });
}

/** The hidden fields that name the entry in every form of the page. */
function EntryFields({ data }: { data: ContentEditorData }) {
  return (
    <>
      <input type="hidden" name="kind" value={data.entry.kind} />
      <input type="hidden" name="key" value={data.entry.key} />
      <input type="hidden" name="locale" value={data.entry.locale} />
    </>
  );
}

/** /admin/content/<kind>/<key>/<locale>/: one entry's form, preview, publish, and its versions with restore. */
export async function ContentEditor(data: ContentEditorData) {
  const { locale, entry, outcome, errors } = data;
  const t = await getTranslations({ locale, namespace: 'adminContent' });
  const tc = await getTranslations({ locale, namespace: 'adminCatalogText' });
  // The catalogue texts' fields have words of their own (decision 0041); the copy's keep theirs.
  const labelOf = (name: string) =>
    data.pageLabel && tc.has(`fields.${name}` as never)
      ? tc(`fields.${name}` as never)
      : t(`fields.${name}` as never);
  const when = new Intl.DateTimeFormat(locale === 'en' ? 'en-US' : 'es-MX', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Cancun',
  });
  const page = data.pageLabel ?? t(`keys.${entry.key}` as never);
  const language = t(`languages.${entry.locale}`);
  const bad = outcome === 'invalid' || outcome === 'failed' || outcome === 'no-draft';
  return (
    <section lang={locale}>
      <title>{t('editTitle', { page, language })}</title>
      <p className="text-sm">
        <Link href="/admin/content/" className="text-lagoon-800 underline">
          {t('back')}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold text-jungle">
        {t('editTitle', { page, language })}
      </h1>
      {outcome && OUTCOMES.includes(outcome) ? (
        <p
          role={bad ? 'alert' : 'status'}
          data-outcome={outcome}
          className={`mt-3 rounded border p-2 text-sm ${bad ? 'border-red-700/40 bg-red-50 text-red-900' : 'border-jungle/30 bg-white'}`}
        >
          {t(`outcomes.${outcome}` as never, { version: data.version ?? '' } as never)}
          {outcome === 'invalid' && errors.length
            ? ` ${t('invalidField', { fields: errors.join(', ') })}`
            : ''}
        </p>
      ) : null}
      <div className="mt-3 space-y-1 text-sm text-muted">
        <p>
          {data.publishedVersion
            ? t('published', { version: data.publishedVersion })
            : t('notPublished')}{' '}
          <a href={data.publicHref} className="text-lagoon-800 underline">
            {t('viewPublic')}
          </a>
        </p>
        <p data-draft={data.hasDraft ? 'yes' : 'no'}>
          {data.hasDraft
            ? t('draftState', {
                by: data.draftBy ?? '',
                at: data.draftAt ? when.format(data.draftAt) : '',
              })
            : t('noDraft')}
        </p>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <a
          href={data.previewHref}
          target="_blank"
          rel="noopener"
          aria-describedby="preview-hint"
          className={secondary}
        >
          {t('preview')}
        </a>
        <form action={publishAction}>
          <EntryFields data={data} />
          <button className={button} disabled={!data.hasDraft}>
            {t('publish')}
          </button>
        </form>
        <form action={discardDraftAction}>
          <EntryFields data={data} />
          <button className={secondary} disabled={!data.hasDraft}>
            {t('discard')}
          </button>
        </form>
      </div>
      <p id="preview-hint" className="mt-1 text-xs text-muted">
        {t('previewHint')}
      </p>
      <form
        action={saveDraftAction}
        lang={entry.locale}
        className="mt-6 grid max-w-4xl gap-3 rounded border border-jungle/20 bg-white p-3 md:p-4"
      >
        <EntryFields data={data} />
        <Fields
          t={t}
          linesHint={tc('linesHint')}
          label={labelOf}
          fields={data.fields}
          values={data.values}
          prefix=""
          errors={errors}
          spare={false}
        />
        <div className="sticky bottom-0 bg-white py-2">
          <button className={button}>{t('saveDraft')}</button>
        </div>
      </form>
      <h2 className="mt-8 text-xl font-semibold text-jungle">{t('history')}</h2>
      <div className="relative mt-2 overflow-x-auto">
        <table className="min-w-full text-left text-sm">
          <thead>
            <tr className="border-b border-jungle/20">
              <th scope="col" className="p-2">
                {t('version')}
              </th>
              <th scope="col" className="p-2">
                {t('by')}
              </th>
              <th scope="col" className="p-2">
                {t('at')}
              </th>
              <th scope="col" className="p-2">
                <span className="sr-only">{t('restore')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.versions.map((v) => (
              <tr key={v.version} data-version={v.version} className="border-b border-jungle/10">
                <td className="p-2">
                  {v.version}
                  {v.version === data.publishedVersion ? ` · ${t('current')}` : ''}
                  {v.restoredFrom ? (
                    <span className="block text-xs text-muted">
                      {t('restoredFrom', { version: v.restoredFrom })}
                    </span>
                  ) : null}
                </td>
                <td className="p-2">{v.createdBy === 'seed' ? t('seed') : v.createdBy}</td>
                <td className="p-2">{when.format(v.createdAt)}</td>
                <td className="p-2">
                  {v.version === data.publishedVersion ? null : (
                    <form action={restoreAction}>
                      <EntryFields data={data} />
                      <input type="hidden" name="version" value={v.version} />
                      <button
                        className={secondary}
                        aria-label={t('restoreLabel', { version: v.version })}
                      >
                        {t('restore')}
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
