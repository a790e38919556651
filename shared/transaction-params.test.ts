import { describe, expect, it } from 'vitest';
import { PARAM_CASES } from '#tests/support/transaction-param-cases.ts';
import { referrerOf, validateTransactionParams } from './transaction-params.ts';

describe('validateTransactionParams', () => {
  for (const c of PARAM_CASES) {
    it(c.name, () => {
      const result = validateTransactionParams(c.params(), {
        href: c.href,
        hasElement: (id) => (c.elements ?? []).includes(id),
      });
      if (c.issues) {
        expect(result.ok).toBe(false);
        if (result.ok) return;
        expect(result.error).toEqual({
          message: 'Invalid transaction parameters',
          issues: c.issues.map((message) => ({ message })),
        });
      } else {
        expect(result.ok).toBe(true);
        if (!result.ok) return;
        expect(result.params).toMatchObject(c.expected ?? {});
        for (const key of c.absent ?? []) expect(result.params).not.toHaveProperty(key);
      }
    });
  }

  it('without a page address leaves metadata alone', () => {
    const result = validateTransactionParams({ key: 'pk', email: 'a@b.c', amount: 1 });
    expect(result.ok && result.params.metadata).toBeUndefined();
  });

  it('keeps a short page address whole, even with a query', () => {
    expect(referrerOf('http://x.test/a?b=1')).toBe('http://x.test/a?b=1');
    const long = `http://x.test/${'a'.repeat(600)}`;
    expect(referrerOf(long)).toBe(long);
  });
});
