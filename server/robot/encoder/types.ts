/**
 * A sentence encoder as the matcher sees it: a synchronous look-up of unit-length vectors for
 * texts that were encoded beforehand (the encoder itself is asynchronous: the service encodes a
 * visitor's question, and the index build every stored question, before the synchronous matcher
 * runs). A text that was not encoded, or is in a locale the model does not read, has no vector and
 * the matcher ranks it by words alone.
 */
export interface EncodedTexts {
  /** vector length */
  readonly dim: number;
  /** whether the model reads questions of this locale (its training languages) */
  reads(locale: string): boolean;
  /** the unit-length vector of a text encoded beforehand, or undefined */
  vector(text: string): Float32Array | undefined;
}
