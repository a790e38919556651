import { z } from 'zod';

/** A write whose record does not match its table's record schema (nothing was stored). */
export class InvalidRecordError extends Error {
  constructor(
    readonly recordId: unknown,
    readonly issues: z.ZodError,
  ) {
    super(`invalid record ${String(recordId)}:\n${z.prettifyError(issues)}`);
    this.name = 'InvalidRecordError';
  }
}

/** A Standard Schema whose input and output are the record type. */
export type RecordSchema<T> = {
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: string;
    readonly validate: (value: unknown) => { readonly value: T };
    readonly types?: { readonly input: T; readonly output: T };
  };
};

/**
 * The record schema as the Standard Schema a collection validates every `create` and `update`
 * with. A record that does not match makes the write throw an `InvalidRecordError` naming the
 * record and the fields, instead of returning issues (which @msw/data prints with console.error
 * and replaces with a generic message).
 */
export function validatingSchema<T>(schema: z.ZodType<T>): RecordSchema<T> {
  return {
    '~standard': {
      version: 1,
      vendor: 'bukka',
      validate(value) {
        const result = schema.safeParse(value);
        if (!result.success) {
          const id =
            typeof value === 'object' && value !== null && '_id' in value ? value._id : '?';
          throw new InvalidRecordError(id, result.error);
        }
        return { value: result.data };
      },
    },
  };
}

/**
 * Freezes a stored record and everything in it, so the only way to change it is a write through
 * its table (which validates it and keeps the indexes right). Binary data (`Uint8Array`) cannot be
 * frozen and is left as is.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || ArrayBuffer.isView(value)) return value;
  if (Object.isFrozen(value)) return value;
  Object.freeze(value);
  if (Array.isArray(value)) for (const item of value) deepFreeze(item);
  else for (const key in value) deepFreeze(value[key]);
  return value;
}
