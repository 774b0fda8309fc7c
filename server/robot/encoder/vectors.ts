/**
 * Sentence vectors kept for the matcher's synchronous look-up (types.ts): `prepare` sends the
 * texts it has no vector for to the encoder (which runs in a thread of its own, english.ts), a few
 * at a time, and keeps them, unit length, in a least-recently-used map. Stored questions are
 * looked up again at every rebuild of their knowledge base, so the map holds enough of them that
 * editing one entry re-encodes one entry.
 */
import type { EncodedTexts } from './types.ts';

export interface SentenceEncoder {
  readonly dim: number;
  /** the locales the model was trained on */
  readonly locales: ReadonlySet<string>;
  encode(texts: readonly string[]): Promise<Float32Array[]>;
  /** stops the encoder's thread, if it has one (a server closing, a test's end) */
  close?(): Promise<void>;
}

/** Texts longer than this are cut before encoding: a question, not an essay (and bounded work). */
const MAX_CHARS = 300;
/**
 * Stored questions go to the encoder's thread 4 at a time: a visitor's question asked meanwhile
 * waits behind at most one batch (about 30 ms), not behind a whole knowledge base.
 */
const BATCH = 4;

export class SentenceVectors implements EncodedTexts {
  /** stored questions: looked up again at every rebuild of their knowledge base */
  private readonly kept = new Map<string, Float32Array>();
  /** visitors' questions, in a map of their own: a busy day must not push the stored ones out */
  private readonly asked = new Map<string, Float32Array>();

  constructor(private readonly encoder: SentenceEncoder, readonly capacity = 20_000, private readonly askedCapacity = 1000) {}

  get dim(): number { return this.encoder.dim; }

  reads(locale: string): boolean { return this.encoder.locales.has(locale); }

  vector(text: string): Float32Array | undefined {
    const v = this.kept.get(text);
    if (v) { this.kept.delete(text); this.kept.set(text, v); }
    return v ?? this.asked.get(text);
  }

  /** Encodes every text not kept yet: stored questions, or (`visitor`) a visitor's question. */
  async prepare(texts: Iterable<string>, visitor = false): Promise<void> {
    const missing = [...new Set(texts)].filter((t) => t.trim() !== '' && !this.kept.has(t) && !this.asked.has(t));
    for (let i = 0; i < missing.length; i += BATCH) {
      const batch = missing.slice(i, i + BATCH);
      const vs = await this.encoder.encode(batch.map((t) => t.slice(0, MAX_CHARS)));
      batch.forEach((t, j) => (visitor ? bounded(this.asked, t, unit(vs[j] as Float32Array), this.askedCapacity) : this.keep(t, vs[j] as Float32Array)));
    }
  }

  get size(): number { return this.kept.size; }

  /** Stops the encoder (its thread): a server shutting down. */
  async close(): Promise<void> { await this.encoder.close?.(); }

  /** The kept stored-question vectors, oldest first (a bench saves them between runs). */
  entries(): IterableIterator<[string, Float32Array]> { return this.kept.entries(); }

  /** Keeps a vector made earlier by the same encoder (made unit length here). */
  keep(text: string, v: Float32Array): void {
    bounded(this.kept, text, unit(v), this.capacity);
  }
}

/** Sets text → v, dropping the least recently used beyond `capacity`. */
function bounded(m: Map<string, Float32Array>, text: string, v: Float32Array, capacity: number): void {
  m.set(text, v);
  while (m.size > capacity) m.delete(m.keys().next().value as string);
}

function unit(v: Float32Array): Float32Array {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n) || 1;
  return v.map((x) => x / n);
}
