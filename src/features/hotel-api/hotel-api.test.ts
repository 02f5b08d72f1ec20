import { describe, expect, it, vi } from 'vitest';
import { StayError, type StayErrorCode } from '@/domain/stays';
import { ERROR_MESSAGES, STAY_ERROR_STATUS } from './errors';
import { respond } from './http';
import { openApiDocument } from './openapi';
import { availabilityQuery, parseRoomsParam, roomsParamOf } from './schemas';

// A bug's answer also writes the error log: keep that away from any real database here.
vi.mock('@/db/client', () => ({
  getDb: () => Promise.reject(new Error('no database in this test')),
}));
vi.mock('@/lib/logger', () => ({ logger: { error: vi.fn() } }));
vi.mock('@/lib/env', () => ({ env: () => ({ HOTEL_HOLD_MINUTES: 15 }) }));

const request = new Request('http://127.0.0.1/api/v1/quotes/', { method: 'POST' });

describe('rooms query parameter', () => {
  it('reads adults then one age per child, room by room', () => {
    expect(parseRoomsParam('2-5-8,1,3-17')).toEqual([
      { adults: 2, childrenAges: [5, 8] },
      { adults: 1, childrenAges: [] },
      { adults: 3, childrenAges: [17] },
    ]);
    expect(roomsParamOf(parseRoomsParam('2-5,2'))).toBe('2-5,2');
  });

  it('refuses what is not that shape, defaults to one room for two', () => {
    const base = { checkIn: '2027-09-01', checkOut: '2027-09-03' };
    for (const rooms of ['', '2-', '-5', '2,,2', 'a', '2-5;2', '2 5'])
      expect(availabilityQuery.safeParse({ ...base, rooms }).success, rooms).toBe(false);
    expect(availabilityQuery.parse(base).rooms).toBe('2');
  });
});

describe('errors', () => {
  it('gives every booking error a status and an English message', () => {
    for (const code of Object.keys(STAY_ERROR_STATUS) as StayErrorCode[]) {
      expect([400, 404, 409, 422]).toContain(STAY_ERROR_STATUS[code]);
      expect(ERROR_MESSAGES[code]).toMatch(/^[A-Z]/);
    }
  });

  it('answers a StayError with its code and no internal ids', async () => {
    const response = await respond(request, () =>
      Promise.reject(new StayError('SOLD_OUT', { roomTypeId: 7 })),
    );
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: 'SOLD_OUT', message: ERROR_MESSAGES.SOLD_OUT },
    });
  });

  it('answers a bug 500 without its message, even when the error log is down', async () => {
    const response = await respond(request, () =>
      Promise.reject(new Error('relation "secret_table" does not exist')),
    );
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret_table');
    expect(JSON.parse(text).error.code).toBe('INTERNAL_ERROR');
  });
});

describe('OpenAPI document', () => {
  it('resolves every schema reference and documents the error body everywhere', () => {
    const doc = openApiDocument();
    const text = JSON.stringify(doc);
    const names = new Set(
      [...text.matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!),
    );
    for (const name of names) expect(doc.components.schemas, name).toHaveProperty(name);
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const responses = (operation as { responses: Record<string, unknown> }).responses;
        if (path.startsWith('/api/v1/'))
          expect(responses, `${method} ${path}`).toHaveProperty('500');
      }
    }
  });
});
