/**
 * Typed domain errors. Domain code throws these; `http/envelope.ts` maps every kind to the
 * envelope in one exhaustive table (style: one error table, like Fastify's lib/errors.js).
 */
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
