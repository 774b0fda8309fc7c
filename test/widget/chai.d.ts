/** The part of chai's `expect` these tests use (the repo has no @types/chai; delete this if it is added). */
declare module 'chai' {
  interface Assertion {
    to: Assertion;
    be: Assertion;
    been: Assertion;
    is: Assertion;
    that: Assertion;
    and: Assertion;
    has: Assertion;
    have: Assertion;
    with: Assertion;
    at: Assertion;
    of: Assertion;
    not: Assertion;
    deep: Assertion;
    ok: Assertion;
    true: Assertion;
    false: Assertion;
    null: Assertion;
    undefined: Assertion;
    exist: Assertion;
    empty: Assertion;
    equal(value: unknown, message?: string): Assertion;
    eql(value: unknown, message?: string): Assertion;
    include(value: unknown, message?: string): Assertion;
    contain(value: unknown, message?: string): Assertion;
    match(re: RegExp, message?: string): Assertion;
    throw(expected?: RegExp | string, message?: string): Assertion;
    length(n: number, message?: string): Assertion;
    lengthOf(n: number, message?: string): Assertion;
    above(n: number, message?: string): Assertion;
    below(n: number, message?: string): Assertion;
    least(n: number, message?: string): Assertion;
    most(n: number, message?: string): Assertion;
    within(start: number, finish: number, message?: string): Assertion;
    members(values: readonly unknown[], message?: string): Assertion;
    oneOf(values: readonly unknown[], message?: string): Assertion;
    a(type: string, message?: string): Assertion;
    an(type: string, message?: string): Assertion;
    instanceOf(ctor: abstract new (...args: never[]) => unknown, message?: string): Assertion;
    property(name: string, value?: unknown, message?: string): Assertion;
  }
  export function expect(value: unknown, message?: string): Assertion;
}

