import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { jsonPath, type PathPart } from './problems.ts';

// A HAR file (HTTP Archive 1.2, what a browser's network panel exports and Playwright's
// `recordHar` writes) as the HAR check reads it: only the fields it uses, every other field
// allowed. A file that is not one is refused with its name and what is wrong, never a stack.

const nameValue = z.looseObject({ name: z.string(), value: z.string().optional() });

const harEntry = z.looseObject({
  startedDateTime: z.string(),
  time: z.number().optional(),
  request: z.looseObject({
    method: z.string(),
    url: z.string(),
    headers: z.array(nameValue).default([]),
    cookies: z.array(nameValue).optional(),
    postData: z
      .looseObject({
        mimeType: z.string().optional(),
        text: z.string().optional(),
        params: z
          .array(
            z.looseObject({
              name: z.string(),
              value: z.string().optional(),
              fileName: z.string().optional(),
            }),
          )
          .optional(),
      })
      .optional(),
  }),
  response: z.looseObject({
    status: z.number(),
    headers: z.array(nameValue).default([]),
    cookies: z.array(nameValue).optional(),
    content: z
      .looseObject({
        mimeType: z.string().optional(),
        text: z.string().optional(),
        encoding: z.string().optional(),
      })
      .default({}),
  }),
});

const harDocument = z.looseObject({
  log: z.looseObject({ entries: z.array(harEntry) }),
});

export type HarEntry = z.infer<typeof harEntry>;

/** A HAR that cannot be read: the message names the file and what is wrong with it. */
class HarError extends Error {}

/** The entries of the HAR text `text` (`file` names it in an error). */
export function parseHar(text: string, file: string): HarEntry[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new HarError(`${file} is not JSON (${(error as Error).message}): is it a HAR file?`);
  }
  const parsed = harDocument.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const where = jsonPath(issue.path as PathPart[]);
    throw new HarError(
      `${file} is not a HAR file (HTTP Archive, as a browser's network panel exports it): ${where}: ${issue.message}`,
    );
  }
  return parsed.data.log.entries;
}

/** The entries of the HAR file `file`. */
export function readHar(file: string): HarEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new HarError(
      `${file} cannot be read${code === 'ENOENT' ? ': there is no such file' : ` (${code ?? (error as Error).message})`}`,
    );
  }
  return parseHar(text, file);
}
