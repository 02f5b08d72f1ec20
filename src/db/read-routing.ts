/**
 * Which database serves a read that tolerates lag (docs/decisions/0049): the rules, pure.
 *
 * A replica's freshness is measured by WAL position, not by the time of its last replayed
 * transaction (that time stands still when the primary is idle, so an idle replica would look
 * hours behind): the checker samples the primary's WAL position with the time it asked, then
 * asks each replica how far it has replayed. A replica that has replayed past the position the
 * primary had at time t holds everything committed before t, so at any later moment it is at
 * most `now - t` behind. That bound only grows between checks, so it is judged when a read
 * asks, not when the check ran.
 */

export type ReadPolicy = {
  /** The most a read may lag behind the primary, in ms; a replica further behind serves none. */
  maxLagMs: number;
  /** How long a replica that failed (refused, timed out, not a standby) rests before a new check. */
  retryMs: number;
};

/** A position in the write-ahead log, as a number (PostgreSQL writes it `16/B374D848`). */
export type Lsn = bigint;

/** The primary's WAL position, and the time just before it was asked. */
export type WalSample = { at: number; lsn: Lsn };

export type ReplicaHealth =
  /** Not checked yet: serves no read. */
  | { state: 'unknown' }
  /** Failed at `since`: serves no read, is checked again from `retryAt`. */
  | { state: 'down'; since: number; retryAt: number; reason: string }
  /** Holds everything committed on the primary before `freshAsOf` (undefined: not even that). */
  | { state: 'up'; freshAsOf: number | undefined };

export function parseLsn(text: string): Lsn {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) throw new Error(`Not a WAL position: ${text}`);
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`);
}

/**
 * The latest sample time at which the primary's WAL position was at or below what the replica
 * has replayed, never earlier than what it was already known to hold (replay only moves on).
 */
export function freshAsOf(
  samples: readonly WalSample[],
  replayed: Lsn,
  known?: number,
): number | undefined {
  let best = known;
  for (const sample of samples)
    if (sample.lsn <= replayed && (best === undefined || sample.at > best)) best = sample.at;
  return best;
}

/** The samples still useful: a replica only fresh as of an older one serves no read anyway. */
export function keptSamples(samples: readonly WalSample[], now: number, policy: ReadPolicy) {
  return samples.filter((sample) => sample.at >= now - policy.maxLagMs);
}

/** Whether a replica may serve a read now. */
export function serves(health: ReplicaHealth, now: number, policy: ReadPolicy): boolean {
  return (
    health.state === 'up' &&
    health.freshAsOf !== undefined &&
    now - health.freshAsOf <= policy.maxLagMs
  );
}

/** Whether the checker should ask a replica now: a failed one only once it has rested. */
export function dueForCheck(health: ReplicaHealth, now: number): boolean {
  return health.state !== 'down' || now >= health.retryAt;
}

/** A replica's health after it failed: out of rotation, checked again after `retryMs`. */
export function failed(now: number, policy: ReadPolicy, reason: string): ReplicaHealth {
  return { state: 'down', since: now, retryAt: now + policy.retryMs, reason };
}

/** A replica's health after a check answered: a primary (promoted) or a paused one is refused. */
export function checked(
  previous: ReplicaHealth,
  answer: { inRecovery: boolean; replayed: Lsn | null },
  samples: readonly WalSample[],
  now: number,
  policy: ReadPolicy,
): ReplicaHealth {
  if (!answer.inRecovery) return failed(now, policy, 'not a standby (promoted?)');
  if (answer.replayed === null) return failed(now, policy, 'replays no WAL');
  const known = previous.state === 'up' ? previous.freshAsOf : undefined;
  return { state: 'up', freshAsOf: freshAsOf(samples, answer.replayed, known) };
}

/**
 * The replica that serves the next read, turn by turn among those fresh enough; undefined: the
 * primary serves it (no replica is fresh, or none is configured).
 */
export function chooseReplica(
  healths: readonly ReplicaHealth[],
  now: number,
  policy: ReadPolicy,
  turn: number,
): number | undefined {
  const serving = healths.flatMap((health, index) => (serves(health, now, policy) ? [index] : []));
  if (!serving.length) return undefined;
  return serving[turn % serving.length];
}

/**
 * What a failed read on a replica means. `down`: the replica could not answer (refused, timed
 * out, shutting down or starting, too many connections, the connection broke): the read goes
 * to the primary and the replica rests. `conflict`: a standby cancelled the statement because
 * it conflicted with replay: the read goes to the primary, the replica stays in rotation.
 * undefined: a fault of the query itself, which the primary would repeat: it is thrown.
 */
export function readFailure(error: unknown): 'down' | 'conflict' | undefined {
  if (!(error instanceof Error)) return undefined;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exception; 57P01-57P03: shutdown, crash shutdown, cannot connect now.
    if (/^08/.test(code) || /^57P0[1-3]$/.test(code) || code === '53300') return 'down';
    if (
      /^E(CONNREFUSED|CONNRESET|TIMEDOUT|HOSTUNREACH|NETUNREACH|PIPE|AI_AGAIN|NOTFOUND)$/.test(code)
    )
      return 'down';
    if ((code === '40001' || code === '40P01') && /conflict with recovery/i.test(error.message))
      return 'conflict';
  }
  if (
    /^(Query read timeout|Connection terminated|timeout expired|timeout exceeded when trying to connect|Client has encountered a connection error)/.test(
      error.message,
    )
  )
    return 'down';
  return undefined;
}
