import { plainPng } from '../support/photos';
import type { BodyRoute, RouteContext } from './bad-input-routes';
import {
  type Call,
  CONTROL_CHARACTERS,
  formOf,
  inside,
  json,
  LINE_BREAKS,
  MEGABYTE,
  UNICODE,
} from './bad-input-values';

let png: Buffer | undefined;

/**
 * The upload routes' cases: their text fields arrive in a form, beside a real file. A file name is
 * cleaned, never refused; the other fields follow the same rules as in JSON.
 */
export async function uploadCases(ctx: RouteContext, route: BodyRoute, call: Call, failures: string[]) {
  png ??= await plainPng();
  const file = route.file ? await route.file() : { bytes: png, name: 'kitchen.png', type: 'image/png' };
  const fields = await (route.body as NonNullable<BodyRoute['body']>)(ctx);
  const form =
    (changed: Record<string, unknown>, name = file.name) =>
    async () => ({
      raw: formOf({ ...fields, ...changed }, { ...file, name }),
    });
  await call('a garbled form', 'refused', async () => ({
    raw: '--x\r\nnonsense',
    type: 'multipart/form-data; boundary=x',
  }));
  await call('JSON instead of a form', 'refused', async () => json(fields));
  // A document's (or a notice's) only text is its file name: cleaned like a photo's, never refused for it.
  for (const character of [...CONTROL_CHARACTERS, '\u202E', ...LINE_BREAKS]) {
    const reply = await call(
      `file name with ${JSON.stringify(character)}`,
      'accepted',
      form({}, `re${character}ceipt.png`),
    );
    const stored =
      reply.body?.document?.fileName ??
      reply.body?.notice?.fileName ??
      reply.body?.photo?.originalName ??
      reply.body?.video?.originalName;
    if (reply.status < 300 && stored !== 'receipt.png')
      failures.push(`file name stored as ${JSON.stringify(stored)}`);
  }
  for (const field of Object.keys(fields)) {
    await call(`without ${field}`, 'any', async () => {
      const { [field]: _dropped, ...rest } = fields;
      return { raw: formOf(rest, file) };
    });
    await call(`${field} 1 MB`, 'refused', form({ [field]: MEGABYTE }));
    // A lone surrogate cannot travel in a form: the browser sends U+FFFD in its place.
    for (const character of CONTROL_CHARACTERS)
      await call(
        `${field} with ${JSON.stringify(character)}`,
        'unstorable',
        form({ [field]: inside(fields[field], character) }),
      );
    const multiLine = route.multiLine?.includes(field) ?? false;
    for (const character of LINE_BREAKS)
      await call(
        `${field} with ${JSON.stringify(character)}`,
        multiLine ? 'accepted' : 'refused',
        form({ [field]: inside(fields[field], character) }),
      );
  }
  for (const [field, presented] of Object.entries(route.text ?? {})) {
    for (const value of UNICODE) {
      const reply = await call(`${field}=${JSON.stringify(value)}`, 'accepted', form({ [field]: value }));
      if (reply.status < 300 && route.readBack) {
        const stored = (await route.readBack(ctx, reply))[presented];
        if (stored !== value)
          failures.push(`${field} stored ${JSON.stringify(stored)}, sent ${JSON.stringify(value)}`);
      }
    }
  }
}
