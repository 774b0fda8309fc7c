/**
 * Aho–Corasick multi-pattern matching: every occurrence of every pattern, overlapping ones
 * included, in ONE pass over the text (time linear in text length plus matches). Patterns and
 * text are arrays of code points, so the automaton is agnostic of how they were normalised.
 *
 * @example
 *   const ac = new AhoCorasick([[..'he'].map(c => c.codePointAt(0)!), ...]);
 *   for (const m of ac.search(textCodePoints)) console.log(m.pattern, m.start, m.end);
 */

export interface Match {
  /** index of the pattern in the constructor's list */
  pattern: number;
  /** first and one-past-last index in the searched array */
  start: number;
  end: number;
}

const ROOT = 0;

export class AhoCorasick {
  /** goto function: per state, code point → next state */
  private readonly next: Map<number, number>[] = [new Map()];
  /** failure link: the longest proper suffix of this state's string that is also a trie path */
  private readonly fail: number[] = [ROOT];
  /** patterns ending exactly at this state */
  private readonly outputs: number[][] = [[]];
  /** the nearest state along the failure chain that has outputs (-1: none) — avoids walking empty links */
  private readonly dictLink: number[] = [-1];
  private readonly lengths: number[];

  constructor(patterns: readonly (readonly number[])[]) {
    this.lengths = patterns.map((p) => p.length);
    patterns.forEach((p, i) => {
      if (p.length === 0) return; // an empty pattern matches nothing useful
      let s = ROOT;
      for (const c of p) {
        let t = this.next[s]!.get(c);
        if (t === undefined) {
          t = this.next.length;
          this.next.push(new Map());
          this.fail.push(ROOT);
          this.outputs.push([]);
          this.dictLink.push(-1);
          this.next[s]!.set(c, t);
        }
        s = t;
      }
      this.outputs[s]!.push(i);
    });
    this.link();
  }

  /** Breadth-first: a state's failure link is computed after every shallower state's. */
  private link(): void {
    const queue: number[] = [];
    for (const t of this.next[ROOT]!.values()) queue.push(t);
    for (let head = 0; head < queue.length; head++) {
      const s = queue[head]!;
      for (const [c, t] of this.next[s]!) {
        queue.push(t);
        let ft = ROOT;
        if (s !== ROOT) {
          let f = this.fail[s]!;
          while (f !== ROOT && !this.next[f]!.has(c)) f = this.fail[f]!;
          ft = this.next[f]!.get(c) ?? ROOT;
        }
        this.fail[t] = ft;
        this.dictLink[t] = this.outputs[ft]!.length > 0 ? ft : this.dictLink[ft]!;
      }
    }
  }

  /** Number of trie states (for tests and sizing). */
  get size(): number {
    return this.next.length;
  }

  /** Every match, in order of end position; overlapping and nested matches all reported. */
  *search(text: readonly number[]): Generator<Match> {
    let s = ROOT;
    for (let i = 0; i < text.length; i++) {
      const c = text[i]!;
      while (s !== ROOT && !this.next[s]!.has(c)) s = this.fail[s]!;
      s = this.next[s]!.get(c) ?? ROOT;
      for (let o = this.outputs[s]!.length > 0 ? s : this.dictLink[s]!; o !== -1; o = this.dictLink[o]!) {
        for (const p of this.outputs[o]!) yield { pattern: p, start: i + 1 - this.lengths[p]!, end: i + 1 };
      }
    }
  }
}
