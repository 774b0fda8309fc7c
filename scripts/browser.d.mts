// Types of scripts/browser.mjs for the TypeScript that imports it (the e2e harness, bench, tests).
export declare const DEFAULT_CHROME_PATH: string;
export declare function chromePath(env?: NodeJS.ProcessEnv): string;
export declare function ensureBrowser(opts?: {
  only?: string | undefined;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  install?: () => boolean;
}): string | null;
