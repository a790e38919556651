import { describe, expect, it } from 'vitest';
import { shiftWorldTimes } from '#demo/demo-world-file.ts';

describe('the demo world made at build time, loaded later', () => {
  it('moves every record time by the time since the build, and nothing else', () => {
    const hour = 3_600_000;
    const document = {
      savedAt: '2026-11-01T12:00:00.000Z',
      rngState: 12345,
      clockAdvancedMs: 0,
      records: {
        orders: [
          {
            _id: 'o1',
            total: 760_000,
            createdAt: 1_000,
            isPaidAt: 2_000,
            isTaken: 3_000,
            isDeliveredAt: null,
            content: [{ quantity: 2 }],
          },
        ],
        users: [{ _id: 'u1', otpCreatedAt: null, createdAt: 5_000, km: 2, rating: 4.6 }],
        outbox: [{ sentAt: '2026-11-01T11:00:00.000Z' }],
      },
    };
    shiftWorldTimes(document, 24 * hour);
    expect(document.records.orders[0]).toEqual({
      _id: 'o1',
      total: 760_000,
      createdAt: 1_000 + 24 * hour,
      isPaidAt: 2_000 + 24 * hour,
      isTaken: 3_000 + 24 * hour,
      isDeliveredAt: null,
      content: [{ quantity: 2 }],
    });
    expect(document.records.users[0]).toEqual({
      _id: 'u1',
      otpCreatedAt: null,
      createdAt: 5_000 + 24 * hour,
      km: 2,
      rating: 4.6,
    });
    expect(document.rngState).toBe(12345);
  });
});
