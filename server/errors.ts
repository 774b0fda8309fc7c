/**
 * Typed domain errors. Domain code throws these; every kind maps to the envelope's code in one
 * exhaustive table below (style: one error table, like Fastify's lib/errors.js), used by the HTTP
 * edge (`http/envelope.ts`) and the desk socket's error frames alike.
 */
import { ApiCode } from '../protocol';

export type DomainErrorKind =
  | 'badRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'unsupportedType'
  | 'rateLimited';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** the field the error is about, named in the 400 message (DESIGN §3) */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const badRequest = (field: string, rule: string): DomainError =>
  new DomainError('badRequest', `${field}: ${rule}`, field);
export const unauthorized = (why = 'login expired'): DomainError => new DomainError('unauthorized', why);
export const forbidden = (why = 'forbidden'): DomainError => new DomainError('forbidden', why);
export const notFound = (what = 'not found'): DomainError => new DomainError('notFound', what);
export const conflict = (why: string): DomainError => new DomainError('conflict', why);

/** One exhaustive table: domain error kind → envelope code (the compiler checks every kind). */
const KIND_TO_CODE: Record<DomainErrorKind, ApiCode> = {
  badRequest: ApiCode.badRequest,
  unauthorized: ApiCode.unauthorized,
  forbidden: ApiCode.forbidden,
  notFound: ApiCode.notFound,
  conflict: ApiCode.conflict,
  tooLarge: ApiCode.payloadTooLarge,
  unsupportedType: ApiCode.unsupportedMediaType,
  rateLimited: ApiCode.tooManyRequests,
};

/** The envelope code of an error, on HTTP and on the desk socket alike (500 for the unexpected). */
export function apiCodeOf(err: unknown): ApiCode {
  return err instanceof DomainError ? KIND_TO_CODE[err.kind] : ApiCode.serverError;
}
