/**
 * Receiving an upload's bytes: streamed to a temp file with the size limit checked on every
 * chunk (security-cases: "10,485,760 bytes accepted, one more refused while streaming; memory
 * stays flat"). A refused or broken upload leaves nothing behind.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import type { Readable, TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DomainError } from '../errors';

/** spec §5 / §9 text: "file too large, max 10M". */
export const TOO_LARGE_MSG = 'file too large, max 10M';
export const tooLarge = (): DomainError => new DomainError('tooLarge', TOO_LARGE_MSG);

/** Counts bytes and fails the pipeline the moment the limit is passed. */
class SizeLimit extends Transform {
  bytes = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.max) done(tooLarge());
    else done(null, chunk);
  }
}

export interface Received {
  /** the temp file; the caller moves it into place or deletes it */
  tempPath: string;
  size: number;
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}

/**
 * Stream `source` into a new temp file in `tmpDir`, at most `max` bytes. On any failure (limit,
 * aborted client, malformed body) the partial file is deleted and the error rethrown.
 */
export async function receiveToTemp(source: Readable, tmpDir: string, max: number): Promise<Received> {
  const tempPath = path.join(tmpDir, `${crypto.randomBytes(16).toString('hex')}.part`);
  const limit = new SizeLimit(max);
  // 'wx': never follow or overwrite anything already there; 0600: only the server reads it
  const out = fs.createWriteStream(tempPath, { flags: 'wx', mode: 0o600 });
  // The file is opened asynchronously: a source that fails at once would otherwise be cleaned
  // up before the open completes, and the open would then leave an empty file behind.
  const closed = new Promise<void>((resolve) => out.once('close', () => resolve()));
  try {
    await pipeline(source, limit, out);
  } catch (err) {
    source.destroy();
    out.destroy();
    await closed;
    await removeQuietly(tempPath);
    throw err;
  }
  if (limit.bytes === 0) {
    await removeQuietly(tempPath);
    throw new DomainError('badRequest', 'file: is empty', 'file');
  }
  return { tempPath, size: limit.bytes };
}
