/**
 * Bucket and object name validation, and the on-disk location of object bytes. Names follow
 * Supabase Storage's rules (storage `src/storage/limits.ts`: `isValidKey` / `isValidBucketName`
 * allow `\w / ! - . * ' ( ) space & $ @ = ; : + , ?`). On top of that a name may not contain a
 * `..`, `.` or empty path segment, start with `/`, or hold NUL / backslash, so that the path on
 * disk always stays inside the bucket folder.
 */
import path from 'node:path';
import { invalidBucketName, invalidKey } from './errors';

const KEY_CHARS = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const BUCKET_CHARS = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;

/**
 * @throws StorageError InvalidBucketName.
 */
export function checkBucketName(name: string): string {
  if (name === '' || name === '.' || name === '..' || name.length > 100 || !BUCKET_CHARS.test(name))
    throw invalidBucketName();
  return name;
}

/**
 * @param name - Object name relative to the bucket, e.g. `sunday-worship/01.webp`.
 * @throws StorageError InvalidKey.
 */
export function checkObjectName(name: string): string {
  const segments = name.split('/');
  if (
    name === '' ||
    name.length > 1024 ||
    !KEY_CHARS.test(name) ||
    name.startsWith('/') ||
    segments.some((s) => s === '' || s === '.' || s === '..')
  ) {
    throw invalidKey(name);
  }
  return name;
}

/**
 * The file holding an object's bytes: `<storageDir>/<bucket>/<name>`.
 *
 * @throws StorageError InvalidKey if the resolved path would leave the bucket folder.
 */
export function objectFile(storageDir: string, bucket: string, name: string): string {
  const bucketDir = path.resolve(storageDir, checkBucketName(bucket));
  const file = path.resolve(bucketDir, ...checkObjectName(name).split('/'));
  if (!file.startsWith(bucketDir + path.sep)) throw invalidKey(name);
  return file;
}
