/**
 * The composition of the domain services (DESIGN §2: config → store → bus → services → http).
 * Each domain folder exports a factory; this file wires them, and routes get services from here.
 */
import type { Config } from './config';
import type { Store } from './store/db';
import type { Clock } from './clock';
import { TokenSigner } from './identity';

export interface ServiceDeps {
  config: Config;
  store: Store;
  clock: Clock;
  /** HMAC secret for visitor tokens (identity/secret.ts decides where it comes from) */
  tokenSecret: string;
}

export interface Services {
  deps: ServiceDeps;
  signer: TokenSigner;
}

export function createServices(deps: ServiceDeps): Services {
  const signer = new TokenSigner(deps.tokenSecret);
  return { deps, signer };
}
