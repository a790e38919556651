// Parts of a request or an answer that domain rules read or produce, independent of any
// transport (Fastify, MSW): the routes hand them over, the adapters send them.

/** A file received in a multipart request. */
export type UploadedFile = {
  field: string;
  filename: string;
  mimetype: string;
  data: Uint8Array;
};

/**
 * A cookie the transport must set on the answer (`maxAge` in seconds; an `expires` in the past
 * clears it). The shape of the `cookie` package's `SetCookie`, which both transports serialise.
 */
export type SetCookie = {
  name: string;
  value: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
  path?: string;
  maxAge?: number;
  expires?: Date;
};

/** Who sent the request, as the transport saw it (sign-in devices record it). */
export type ClientInfo = { ip: string; userAgent: string };

/**
 * A JSON text of a `T`, serialised ahead of time (a cached hot answer); the route sends it as-is
 * with the JSON content type. The phantom key lets the type checker compare `T` with the
 * route's response schema.
 */
export type JsonText<T> = string & { readonly jsonOf?: T };
