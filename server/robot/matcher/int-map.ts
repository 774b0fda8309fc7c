/**
 * Open-addressing hash map from non-negative 31-bit integers to non-negative integers, in
 * typed arrays. Character n-gram lookups are most of the feature counting; this is several
 * times faster than a Map<number, number> there and allocates nothing per lookup.
 */
export class IntMap {
  private keys: Int32Array;
  private vals: Int32Array;
  private count = 0;

  constructor(capacity = 1024) {
    this.keys = new Int32Array(capacity);
    this.vals = new Int32Array(capacity).fill(-1);
  }

  /** The value for key, or −1. */
  get(key: number): number {
    const mask = this.keys.length - 1;
    for (let i = hash(key) & mask; ; i = (i + 1) & mask) {
      const v = this.vals[i] as number;
      if (v < 0 || this.keys[i] === key) return v;
    }
  }

  set(key: number, value: number): void {
    if ((this.count + 1) * 2 > this.keys.length) this.grow();
    const mask = this.keys.length - 1;
    for (let i = hash(key) & mask; ; i = (i + 1) & mask) {
      if ((this.vals[i] as number) < 0) {
        this.keys[i] = key;
        this.vals[i] = value;
        this.count++;
        return;
      }
      if (this.keys[i] === key) {
        this.vals[i] = value;
        return;
      }
    }
  }

  private grow(): void {
    const { keys, vals } = this;
    this.keys = new Int32Array(keys.length * 2);
    this.vals = new Int32Array(keys.length * 2).fill(-1);
    this.count = 0;
    for (let i = 0; i < keys.length; i++) if ((vals[i] as number) >= 0) this.set(keys[i] as number, vals[i] as number);
  }
}

// The keys are already hashes, but low bits of nearby n-grams can cluster: mix once more.
const hash = (k: number): number => Math.imul(k ^ (k >>> 15), 0x2c1b3c6d) >>> 0;
