/**
 * Supabase Storage error responses. Storage renders
 * `{ statusCode: "<code>", error, message }` and answers HTTP 400 for every 4xx error and 500
 * for internal ones (storage `src/http/error-handler.ts`: `statusCode === '500' ? 500 : 400`),
 * so clients read the real code from the body's `statusCode`. Messages follow storage
 * `src/internal/errors/codes.ts` (`ERRORS.*`).
 */
import { asPoolTimeout, isPgError, PoolTimeoutError } from '../db';

/** A Storage error. */
export class StorageError extends Error {
  constructor(
    /** The code in the body, e.g. 404, 409, 413, 415. */
    readonly statusCode: number,
    /** Storage's `error` field, e.g. `not_found`, `Duplicate`, `invalid_mime_type`. */
    readonly error: string,
    message: string,
    /** Storage's `code` (ErrorCode), e.g. `NoSuchKey`. */
    readonly code: string,
  ) {
    super(message);
  }

  /** HTTP status: 5xx codes are sent as they are, every other error as 400. */
  get httpStatus(): number {
    return this.statusCode >= 500 ? this.statusCode : 400;
  }

  /** The JSON body. */
  render(): { statusCode: string; code: string; error: string; message: string } {
    return { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message };
  }
}

/** `ERRORS.NoSuchBucket`. */
export const noSuchBucket = (): StorageError =>
  new StorageError(404, 'Bucket not found', 'Bucket not found', 'NoSuchBucket');
/** `ERRORS.NoSuchKey`. */
export const noSuchKey = (): StorageError =>
  new StorageError(404, 'not_found', 'Object not found', 'NoSuchKey');
/** `ERRORS.KeyAlreadyExists`. */
export const keyAlreadyExists = (): StorageError =>
  new StorageError(409, 'Duplicate', 'The resource already exists', 'KeyAlreadyExists');
/** `ERRORS.EntityTooLarge` for an object. */
export const entityTooLarge = (): StorageError =>
  new StorageError(
    413,
    'Payload too large',
    'The object exceeded the maximum allowed size',
    'EntityTooLarge',
  );
/** `ERRORS.InvalidMimeType`. */
export const invalidMimeType = (mime: string): StorageError =>
  new StorageError(415, 'invalid_mime_type', `mime type ${mime} is not supported`, 'InvalidMimeType');
/** `ERRORS.InvalidKey`. */
export const invalidKey = (key: string): StorageError =>
  new StorageError(400, 'InvalidKey', `Invalid key: ${key}`, 'InvalidKey');
/** `ERRORS.InvalidBucketName`. */
export const invalidBucketName = (): StorageError =>
  new StorageError(400, 'Invalid Input', 'Bucket name invalid', 'InvalidBucketName');
/** `ERRORS.InvalidRange`. */
export const invalidRange = (): StorageError =>
  new StorageError(400, 'invalid_range', 'invalid range provided', 'InvalidRange');
/** `ERRORS.NoContentProvided` / missing parameter. */
export const invalidRequest = (message: string): StorageError =>
  new StorageError(400, 'InvalidRequest', message, 'InvalidRequest');
/** `ERRORS.ResourceAlreadyExists` (a database unique violation: a move or copy onto an existing key). */
export const resourceAlreadyExists = (): StorageError =>
  new StorageError(409, 'Duplicate', 'The resource already exists', 'ResourceAlreadyExists');
/** `ERRORS.AccessDenied` for a row-level security refusal, as `DBError.fromDBError` words it. */
export const accessDenied = (message: string): StorageError =>
  new StorageError(403, 'Unauthorized', message, 'AccessDenied');
/** `ERRORS.InvalidParameter`, e.g. `Invalid Parameter expiresIn`. */
export const invalidParameter = (parameter: string): StorageError =>
  new StorageError(400, 'InvalidParameter', `Invalid Parameter ${parameter}`, 'InvalidParameter');
/** A body that fails the route's JSON schema (fastify's validation error, `FST_ERR_VALIDATION`). */
export const invalidBody = (message: string): StorageError =>
  new StorageError(400, 'Bad Request', message, 'InvalidRequest');
/** `ERRORS.InvalidJWT`: a signed URL's token that does not verify (jose's message). */
export const invalidSignedToken = (message: string): StorageError =>
  new StorageError(400, 'InvalidJWT', message || 'Invalid JWT', 'InvalidJWT');
/** `ERRORS.InvalidSignature`: a token signed for another object or action. */
export const invalidSignature = (message = 'Invalid signature'): StorageError =>
  new StorageError(400, 'InvalidSignature', message, 'InvalidSignature');
/** `ERRORS.RelatedResourceNotFound`: a foreign key (the destination bucket) that does not exist. */
export const relatedResourceNotFound = (): StorageError =>
  new StorageError(404, 'InvalidRequest', 'The related resource does not exist', 'InvalidRequest');
/** JWT refused by Storage's jwt plugin. */
export const invalidJwt = (message: string): StorageError =>
  new StorageError(403, 'Unauthorized', message, 'InvalidJWT');

/**
 * Maps a database error raised while running as the caller's role: 42501 (RLS / privilege) is
 * `AccessDenied` with Postgres' message, 23505 is `Duplicate`; others are internal errors.
 */
export function fromDatabaseError(thrown: unknown): StorageError {
  const error = asPoolTimeout(thrown);
  if (error instanceof StorageError) return error;
  // `ERRORS.DatabaseTimeout`: no pooled connection within the acquisition timeout.
  if (error instanceof PoolTimeoutError) {
    return new StorageError(
      544,
      'DatabaseTimeout',
      'The connection to the database timed out',
      'DatabaseTimeout',
    );
  }
  if (isPgError(error)) {
    if (error.code === '42501') {
      return new StorageError(
        403,
        'Unauthorized',
        error.message.replace(/ for table "objects"$/, ''),
        'AccessDenied',
      );
    }
    if (error.code === '23505') return keyAlreadyExists();
    if (error.code === '23503') return relatedResourceNotFound();
    return new StorageError(500, 'DatabaseError', error.message, 'DatabaseError');
  }
  return new StorageError(
    500,
    'Internal',
    error instanceof Error ? error.message : 'Internal server error',
    'InternalError',
  );
}
