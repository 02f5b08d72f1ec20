import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { contentEntries, contentVersions } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import {
  CATALOGUE_KINDS,
  CONTENT_KINDS,
  contentRefId,
  nextVersion,
  sameContent,
  validateContent,
  type ContentFieldError,
  type ContentRef,
} from './content.rules';

/** The author of the code's own copy, as the versions record it. */
export const SEED_AUTHOR = 'seed';

const byRef = (ref: ContentRef) =>
  and(
    eq(contentEntries.kind, ref.kind),
    eq(contentEntries.key, ref.key),
    eq(contentEntries.locale, ref.locale),
  );

/**
 * The published body of an entry (undefined: none published, or one that no longer passes its
 * kind's schema; the caller then shows the code's copy). One indexed query, no cache: every
 * instance sees a publish at its next request (decision 0035).
 */
export async function publishedContent(db: Db, ref: ContentRef): Promise<unknown> {
  const [row] = await db
    .select({ body: contentVersions.body })
    .from(contentEntries)
    .innerJoin(
      contentVersions,
      and(
        eq(contentVersions.entryId, contentEntries.id),
        eq(contentVersions.version, contentEntries.publishedVersion),
      ),
    )
    .where(byRef(ref));
  if (!row) return undefined;
  const checked = validateContent(ref.kind, row.body);
  return checked.ok ? checked.value : undefined;
}

/**
 * The published bodies of several entries in ONE query (a list page: every room type shown,
 * every hotel card), keyed by contentRefId; an entry missing from the map has none (or one
 * that no longer passes its schema) and the caller shows the catalogue's words. With
 * `drafts`, an entry's draft wins over its published body (the preview of a content editor).
 */
export async function contentBodies(
  db: Db,
  refs: readonly ContentRef[],
  options: { drafts?: boolean } = {},
): Promise<Map<string, unknown>> {
  const out = new Map<string, unknown>();
  if (!refs.length) return out;
  const wanted = new Set(refs.map(contentRefId));
  const distinct = <T>(values: T[]) => [...new Set(values)];
  const rows = await db
    .select({
      kind: contentEntries.kind,
      key: contentEntries.key,
      locale: contentEntries.locale,
      draft: contentEntries.draft,
      body: contentVersions.body,
    })
    .from(contentEntries)
    .leftJoin(
      contentVersions,
      and(
        eq(contentVersions.entryId, contentEntries.id),
        eq(contentVersions.version, contentEntries.publishedVersion),
      ),
    )
    .where(
      and(
        inArray(contentEntries.kind, distinct(refs.map((r) => r.kind))),
        inArray(contentEntries.key, distinct(refs.map((r) => r.key))),
        inArray(contentEntries.locale, distinct(refs.map((r) => r.locale))),
      ),
    );
  for (const row of rows) {
    const ref = { kind: row.kind, key: row.key, locale: row.locale } as ContentRef;
    if (!wanted.has(contentRefId(ref))) continue;
    const candidates = options.drafts ? [row.draft, row.body] : [row.body];
    for (const body of candidates) {
      if (body === null || body === undefined) continue;
      const checked = validateContent(ref.kind, body);
      if (checked.ok) {
        out.set(contentRefId(ref), checked.value);
        break;
      }
    }
  }
  return out;
}

export type ContentVersionInfo = {
  version: number;
  createdBy: string;
  createdAt: Date;
  restoredFrom: number | null;
};

export type ContentEntryView = {
  ref: ContentRef;
  publishedVersion: number | null;
  published: unknown;
  draft: unknown;
  draftBy: string | null;
  draftAt: Date | null;
  versions: ContentVersionInfo[];
};

/** An entry for the editor: its published body, its draft and its history (newest first). */
export async function contentEntry(db: Db, ref: ContentRef): Promise<ContentEntryView> {
  const [entry] = await db.select().from(contentEntries).where(byRef(ref));
  if (!entry)
    return {
      ref,
      publishedVersion: null,
      published: undefined,
      draft: null,
      draftBy: null,
      draftAt: null,
      versions: [],
    };
  const versions = await db
    .select()
    .from(contentVersions)
    .where(eq(contentVersions.entryId, entry.id))
    .orderBy(desc(contentVersions.version));
  return {
    ref,
    publishedVersion: entry.publishedVersion,
    published: versions.find((v) => v.version === entry.publishedVersion)?.body,
    draft: entry.draft,
    draftBy: entry.draftBy,
    draftAt: entry.draftAt,
    versions: versions.map((v) => ({
      version: v.version,
      createdBy: v.createdBy,
      createdAt: v.createdAt,
      restoredFrom: v.restoredFrom,
    })),
  };
}

/** One body of an entry's history (for a preview of an old version), or undefined. */
export async function contentVersionBody(
  db: Db,
  ref: ContentRef,
  version: number,
): Promise<unknown> {
  const [row] = await db
    .select({ body: contentVersions.body })
    .from(contentVersions)
    .innerJoin(contentEntries, eq(contentEntries.id, contentVersions.entryId))
    .where(and(byRef(ref), eq(contentVersions.version, version)));
  return row?.body;
}

/** The draft of an entry (the preview), or undefined when there is none. */
export async function contentDraft(db: Db, ref: ContentRef): Promise<unknown> {
  const [row] = await db
    .select({ draft: contentEntries.draft })
    .from(contentEntries)
    .where(byRef(ref));
  return row?.draft ?? undefined;
}

export type ContentSummary = ContentRef & {
  publishedVersion: number | null;
  hasDraft: boolean;
  updatedAt: Date;
};

/** Every stored entry with its state (the back office's list). */
export async function listContent(db: Db): Promise<ContentSummary[]> {
  const rows = await db
    .select({
      kind: contentEntries.kind,
      key: contentEntries.key,
      locale: contentEntries.locale,
      publishedVersion: contentEntries.publishedVersion,
      draftAt: contentEntries.draftAt,
      updatedAt: contentEntries.updatedAt,
    })
    .from(contentEntries)
    .orderBy(asc(contentEntries.kind), asc(contentEntries.key), asc(contentEntries.locale));
  return rows
    .filter((r) => Object.hasOwn(CONTENT_KINDS, r.kind) || Object.hasOwn(CATALOGUE_KINDS, r.kind))
    .map((r) => ({
      kind: r.kind as ContentRef['kind'],
      key: r.key,
      locale: r.locale as ContentRef['locale'],
      publishedVersion: r.publishedVersion,
      hasDraft: r.draftAt !== null,
      updatedAt: r.updatedAt,
    }));
}

/** The entry's row, locked for the rest of the transaction (created when missing). */
async function lockEntry(tx: Tx, ref: ContentRef) {
  await tx
    .insert(contentEntries)
    .values({ kind: ref.kind, key: ref.key, locale: ref.locale })
    .onConflictDoNothing();
  const [entry] = await tx.select().from(contentEntries).where(byRef(ref)).for('update');
  return entry!;
}

/** Appends the next version of a locked entry and makes it the published one. */
async function appendVersion(
  tx: Tx,
  entryId: number,
  body: unknown,
  createdBy: string,
  restoredFrom: number | null = null,
): Promise<number> {
  const existing = await tx
    .select({ version: contentVersions.version })
    .from(contentVersions)
    .where(eq(contentVersions.entryId, entryId));
  const version = nextVersion(existing.map((v) => v.version));
  await tx.insert(contentVersions).values({ entryId, version, body, createdBy, restoredFrom });
  return version;
}

const entityId = (ref: ContentRef) => `${ref.kind}:${ref.key}:${ref.locale}`;

export type SaveDraftOutcome =
  { outcome: 'saved' } | { outcome: 'invalid'; errors: ContentFieldError[] };

/** Keeps an edit as the entry's draft (the public pages do not show it), audited. */
export async function saveContentDraft(
  db: Db,
  actor: AuditActor,
  ref: ContentRef,
  body: unknown,
  now = new Date(),
): Promise<SaveDraftOutcome> {
  const checked = validateContent(ref.kind, body);
  if (!checked.ok) return { outcome: 'invalid', errors: checked.errors };
  await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, ref);
    await tx
      .update(contentEntries)
      .set({ draft: checked.value, draftBy: actor.email, draftAt: now, updatedAt: now })
      .where(eq(contentEntries.id, entry.id));
    await recordAudit(tx, actor, {
      action: 'content.draft',
      entity: 'content',
      entityId: entityId(ref),
      before: entry.draft,
      after: checked.value,
    });
  });
  return { outcome: 'saved' };
}

export type PublishOutcome =
  | { outcome: 'published'; version: number }
  | { outcome: 'no-draft' }
  | { outcome: 'invalid'; errors: ContentFieldError[] };

/**
 * Publishes the entry's draft as its next version. The entry's row is locked, so two
 * publishes (two tabs, a retry) are one after the other: the first publishes and clears the
 * draft, the second finds no draft and changes nothing. History stays 1, 2, 3… without gaps.
 */
export async function publishContent(
  db: Db,
  actor: AuditActor,
  ref: ContentRef,
  now = new Date(),
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const entry = await lockEntry(tx, ref);
    if (entry.draft === null) return { outcome: 'no-draft' as const };
    const checked = validateContent(ref.kind, entry.draft);
    if (!checked.ok) return { outcome: 'invalid' as const, errors: checked.errors };
    const version = await appendVersion(tx, entry.id, checked.value, actor.email);
    await tx
      .update(contentEntries)
      .set({ publishedVersion: version, draft: null, draftBy: null, draftAt: null, updatedAt: now })
      .where(eq(contentEntries.id, entry.id));
    await recordAudit(tx, actor, {
      action: 'content.publish',
      entity: 'content',
      entityId: entityId(ref),
      before: { version: entry.publishedVersion },
      after: { version },
    });
    return { outcome: 'published' as const, version };
  });
}

/** Drops the entry's draft (the published text stays), audited. */
export async function discardContentDraft(
  db: Db,
  actor: AuditActor,
  ref: ContentRef,
  now = new Date(),
): Promise<{ outcome: 'discarded' | 'no-draft' }> {
  return db.transaction(async (tx) => {
    const entry = await lockEntry(tx, ref);
    if (entry.draft === null) return { outcome: 'no-draft' as const };
    await tx
      .update(contentEntries)
      .set({ draft: null, draftBy: null, draftAt: null, updatedAt: now })
      .where(eq(contentEntries.id, entry.id));
    await recordAudit(tx, actor, {
      action: 'content.discard',
      entity: 'content',
      entityId: entityId(ref),
      before: entry.draft,
      after: null,
    });
    return { outcome: 'discarded' as const };
  });
}

export type RestoreOutcome =
  | { outcome: 'restored'; version: number }
  | { outcome: 'not-found' }
  | { outcome: 'invalid'; errors: ContentFieldError[] };

/**
 * Publishes an old version again. History is never rewritten: the old body is appended as a
 * new version (noting which one it restores) and becomes the published one.
 */
export async function restoreContentVersion(
  db: Db,
  actor: AuditActor,
  ref: ContentRef,
  version: number,
  now = new Date(),
): Promise<RestoreOutcome> {
  return db.transaction(async (tx) => {
    const entry = await lockEntry(tx, ref);
    const [old] = await tx
      .select({ body: contentVersions.body })
      .from(contentVersions)
      .where(and(eq(contentVersions.entryId, entry.id), eq(contentVersions.version, version)));
    if (!old) return { outcome: 'not-found' as const };
    const checked = validateContent(ref.kind, old.body);
    if (!checked.ok) return { outcome: 'invalid' as const, errors: checked.errors };
    const next = await appendVersion(tx, entry.id, checked.value, actor.email, version);
    await tx
      .update(contentEntries)
      .set({ publishedVersion: next, updatedAt: now })
      .where(eq(contentEntries.id, entry.id));
    await recordAudit(tx, actor, {
      action: 'content.restore',
      entity: 'content',
      entityId: entityId(ref),
      before: { version: entry.publishedVersion },
      after: { version: next, restoredFrom: version },
    });
    return { outcome: 'restored' as const, version: next };
  });
}

/**
 * Seeds the code's copy (at start-up). An entry nobody has published gets the code's text as a
 * new version whenever the code's text changes; once staff have published, the seed leaves the
 * entry alone. Each entry is locked while it is looked at, so instances starting together
 * append one version, not two. Answers how many entries got a version.
 */
export async function seedContent(
  db: Db,
  items: readonly { ref: ContentRef; body: unknown }[],
): Promise<number> {
  let seeded = 0;
  for (const { ref, body } of items) {
    const checked = validateContent(ref.kind, body);
    if (!checked.ok)
      throw new Error(`content seed ${entityId(ref)}: ${JSON.stringify(checked.errors[0])}`);
    const changed = await db.transaction(async (tx) => {
      const entry = await lockEntry(tx, ref);
      const [current] = entry.publishedVersion
        ? await tx
            .select()
            .from(contentVersions)
            .where(
              and(
                eq(contentVersions.entryId, entry.id),
                eq(contentVersions.version, entry.publishedVersion),
              ),
            )
        : [];
      if (
        current &&
        (current.createdBy !== SEED_AUTHOR || sameContent(current.body, checked.value))
      )
        return false;
      const version = await appendVersion(tx, entry.id, checked.value, SEED_AUTHOR);
      await tx
        .update(contentEntries)
        .set({ publishedVersion: version, updatedAt: new Date() })
        .where(eq(contentEntries.id, entry.id));
      return true;
    });
    if (changed) seeded += 1;
  }
  return seeded;
}
