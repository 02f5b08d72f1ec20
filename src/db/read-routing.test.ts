import { describe, expect, it } from 'vitest';
import {
  checked,
  chooseReplica,
  dueForCheck,
  failed,
  freshAsOf,
  keptSamples,
  parseLsn,
  readFailure,
  serves,
  type ReplicaHealth,
} from './read-routing';

const policy = { maxLagMs: 1_000, retryMs: 5_000 };
const up = (freshAsOf: number | undefined): ReplicaHealth => ({ state: 'up', freshAsOf });

describe('parseLsn', () => {
  it('reads both halves of a WAL position, so positions compare across a 4 GB boundary', () => {
    expect(parseLsn('0/3000060')).toBe(0x3000060n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
  });
  it('refuses what is not one', () => {
    expect(() => parseLsn('')).toThrow();
    expect(() => parseLsn('3000060')).toThrow();
  });
});

describe('freshAsOf', () => {
  const samples = [
    { at: 100, lsn: 10n },
    { at: 200, lsn: 20n },
    { at: 300, lsn: 30n },
  ];
  it('is the latest sample the replica has replayed past', () => {
    expect(freshAsOf(samples, 25n)).toBe(200);
    expect(freshAsOf(samples, 30n)).toBe(300);
    expect(freshAsOf(samples, 99n)).toBe(300);
  });
  it('is unknown when the replica is behind every sample', () => {
    expect(freshAsOf(samples, 9n)).toBeUndefined();
  });
  it('never goes back from what the replica was already known to hold', () => {
    expect(freshAsOf(samples, 9n, 250)).toBe(250);
    expect(freshAsOf(samples, 30n, 250)).toBe(300);
  });
  it('an idle primary (its position unchanged) keeps a caught-up replica fresh', () => {
    const idle = [
      { at: 100, lsn: 50n },
      { at: 200, lsn: 50n },
    ];
    expect(freshAsOf(idle, 50n)).toBe(200);
  });
});

describe('keptSamples', () => {
  it('drops samples older than the lag bound', () => {
    const kept = keptSamples(
      [
        { at: 0, lsn: 1n },
        { at: 1_500, lsn: 2n },
        { at: 2_000, lsn: 3n },
      ],
      2_600,
      policy,
    );
    expect(kept.map((s) => s.at)).toEqual([2_000]);
  });
});

describe('serves', () => {
  it('a replica fresh within the bound serves; one further behind does not', () => {
    expect(serves(up(1_000), 2_000, policy)).toBe(true);
    expect(serves(up(1_000), 2_001, policy)).toBe(false);
  });
  it('the bound is judged when the read asks: a replica not checked since ages out', () => {
    const health = up(10_000);
    expect(serves(health, 10_500, policy)).toBe(true);
    expect(serves(health, 11_500, policy)).toBe(false);
  });
  it('an unchecked, unknown-freshness or failed replica serves nothing', () => {
    expect(serves({ state: 'unknown' }, 0, policy)).toBe(false);
    expect(serves(up(undefined), 0, policy)).toBe(false);
    expect(serves(failed(0, policy, 'refused'), 0, policy)).toBe(false);
  });
  it('the bound is configurable', () => {
    expect(serves(up(0), 3_000, { ...policy, maxLagMs: 5_000 })).toBe(true);
  });
});

describe('checks', () => {
  it('a failed replica rests retryMs before it is asked again', () => {
    const down = failed(1_000, policy, 'connect ECONNREFUSED');
    expect(down).toMatchObject({ state: 'down', retryAt: 6_000 });
    expect(dueForCheck(down, 5_999)).toBe(false);
    expect(dueForCheck(down, 6_000)).toBe(true);
    expect(dueForCheck(up(0), 0)).toBe(true);
    expect(dueForCheck({ state: 'unknown' }, 0)).toBe(true);
  });
  it('a check that answers puts a failed replica back with its freshness', () => {
    const samples = [{ at: 7_000, lsn: 40n }];
    const back = checked(
      failed(1_000, policy, 'gone'),
      { inRecovery: true, replayed: 40n },
      samples,
      7_100,
      policy,
    );
    expect(back).toEqual(up(7_000));
    expect(serves(back, 7_100, policy)).toBe(true);
  });
  it('a replica that fell behind stays fresh only as of what it was known to hold', () => {
    const samples = [
      { at: 1_000, lsn: 10n },
      { at: 2_000, lsn: 20n },
    ];
    const behind = checked(up(500), { inRecovery: true, replayed: 5n }, samples, 2_100, policy);
    expect(behind).toEqual(up(500));
    expect(serves(behind, 2_100, policy)).toBe(false);
  });
  it('a promoted replica (no longer in recovery) leaves the rotation', () => {
    const promoted = checked(up(0), { inRecovery: false, replayed: null }, [], 10, policy);
    expect(promoted.state).toBe('down');
  });
});

describe('chooseReplica', () => {
  it('takes the replicas that serve turn by turn', () => {
    const healths = [up(1_000), failed(900, policy, 'x'), up(950), up(0)];
    const chosen = [0, 1, 2, 3].map((turn) => chooseReplica(healths, 1_500, policy, turn));
    expect(chosen).toEqual([0, 2, 0, 2]);
  });
  it('sends the read to the primary (undefined) when no replica serves', () => {
    expect(chooseReplica([up(0), { state: 'unknown' }], 5_000, policy, 0)).toBeUndefined();
    expect(chooseReplica([], 0, policy, 0)).toBeUndefined();
  });
});

describe('readFailure', () => {
  const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
  it('an unreachable, hung, shutting-down or full replica is down', () => {
    expect(readFailure(pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5433'))).toBe(
      'down',
    );
    expect(readFailure(new Error('timeout exceeded when trying to connect'))).toBe('down');
    expect(readFailure(new Error('Query read timeout'))).toBe('down');
    expect(readFailure(new Error('Connection terminated unexpectedly'))).toBe('down');
    expect(readFailure(pgError('57P01'))).toBe('down');
    expect(readFailure(pgError('57P03'))).toBe('down');
    expect(readFailure(pgError('08006'))).toBe('down');
    expect(readFailure(pgError('53300'))).toBe('down');
  });
  it('a statement cancelled for replay goes to the primary without resting the replica', () => {
    expect(readFailure(pgError('40001', 'canceling statement due to conflict with recovery'))).toBe(
      'conflict',
    );
  });
  it("the query's own faults are thrown, not repeated on the primary", () => {
    expect(readFailure(pgError('42P01', 'relation "nope" does not exist'))).toBeUndefined();
    expect(readFailure(pgError('40001', 'could not serialize access'))).toBeUndefined();
    expect(
      readFailure(pgError('25006', 'cannot execute INSERT in a read-only transaction')),
    ).toBeUndefined();
    expect(readFailure('ECONNREFUSED')).toBeUndefined();
  });
});
