/**
 * The composition of the domain services (DESIGN §2: config → store → bus → services → http).
 * Each domain folder exports a factory; this file wires them. Routes get services from here.
 */
import type { Config } from './config';
import type { Store } from './store/db';
import type { Clock } from './clock';

export interface ServiceDeps {
  config: Config;
  store: Store;
  clock: Clock;
}

export interface Services {
  deps: ServiceDeps;
}

export function createServices(deps: ServiceDeps): Services {
  return { deps };
}
