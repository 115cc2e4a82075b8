/**
 * Object bytes on disk: receiving an upload into a temporary file (size-limited, hashed), and
 * moving it into place only when the database row is written, so a refused upload stores
 * nothing and a failed transaction leaves the previous bytes in place.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { entityTooLarge } from './errors';

/** A received body waiting in a temporary file. */
export interface ReceivedFile {
  tmpFile: string;
  size: number;
  /** Hex MD5 of the bytes (Storage's ETag for single-part uploads). */
  md5: string;
}

class LimitExceeded extends Error {}

/**
 * Streams `source` into a new file under `tmpDir`, hashing it, and fails once more than
 * `limit` bytes arrive.
 *
 * @param limit - Maximum size in bytes.
 * @throws StorageError EntityTooLarge (the partial file is removed).
 */
export async function receiveToTemp(source: Readable, tmpDir: string, limit: number): Promise<ReceivedFile> {
  await mkdir(tmpDir, { recursive: true });
  const tmpFile = path.join(tmpDir, randomUUID());
  const hash = createHash('md5');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) {
        done(new LimitExceeded());
        return;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(source, meter, createWriteStream(tmpFile, { flags: 'wx' }));
  } catch (error) {
    await rm(tmpFile, { force: true });
    if (error instanceof LimitExceeded) throw entityTooLarge();
    throw error;
  }
  return { tmpFile, size, md5: hash.digest('hex') };
}

/** A file moved into place that can still be undone. */
export interface PlacedFile {
  /** Keep the new bytes; forget the previous ones. */
  commit(): Promise<void>;
  /** Put the previous bytes (if any) back. */
  rollback(): Promise<void>;
}

/**
 * Moves `tmpFile` to `target`, keeping any previous file aside until `commit()` / `rollback()`.
 */
export async function placeFile(tmpFile: string, target: string): Promise<PlacedFile> {
  await mkdir(path.dirname(target), { recursive: true });
  const backup = `${tmpFile}.previous`;
  let hadPrevious = true;
  try {
    await rename(target, backup);
  } catch {
    hadPrevious = false;
  }
  await rename(tmpFile, target);
  return {
    commit: async () => {
      if (hadPrevious) await rm(backup, { force: true });
    },
    rollback: async () => {
      if (hadPrevious) await rename(backup, target);
      else await rm(target, { force: true });
    },
  };
}
