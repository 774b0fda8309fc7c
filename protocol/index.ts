/**
 * The wire contract (DESIGN §2), a package of its own: the widget, the loader, the server and the
 * desk import it, and none of them imports another (eslint.config.js holds the rule).
 */
export * from './codes';
export * from './limits';
export * from './entities';
export * from './envelope';
export * from './endpoints';
export * from './embed';
export * from './desk';
export * from './desk-team';
export * from './desk-reports';
export * from './desk-channel-tools';
export * from './desk-kb';
