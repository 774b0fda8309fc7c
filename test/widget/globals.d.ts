/**
 * Types for the browser test globals (mocha, run by @web/test-runner). The repo has no
 * @types/mocha; if the lead adds it, delete this file (and chai.d.ts for @types/chai).
 */
declare global {
  type Done = (err?: unknown) => void;
  type TestFn = (this: unknown, done: Done) => void | Promise<unknown>;
  type HookFn = () => void | Promise<unknown>;
  function describe(title: string, fn: () => void): void;
  function it(title: string, fn: TestFn | (() => void | Promise<unknown>)): void;
  function before(fn: HookFn): void;
  function after(fn: HookFn): void;
  function beforeEach(fn: HookFn): void;
  function afterEach(fn: HookFn): void;
}

export {};
