import { Writable } from 'node:stream';

/**
 * Waits while the reader of `output` is behind, so the document never piles up in memory; fails if
 * the reader went away (a download cancelled halfway).
 */
export async function waitForRoom(output: NodeJS.WritableStream) {
  if (!(output instanceof Writable)) return;
  while (output.writableNeedDrain || output.destroyed) {
    if (output.destroyed) throw new Error('The PDF output was closed before the report was written');
    await new Promise<void>((resolve, reject) => {
      const done = (error?: unknown) => {
        output.off('drain', onDrain);
        output.off('close', onClose);
        if (error) reject(error);
        else resolve();
      };
      const onDrain = () => done();
      const onClose = () => done(new Error('The PDF output was closed before the report was written'));
      output.on('drain', onDrain);
      output.on('close', onClose);
    });
  }
}
