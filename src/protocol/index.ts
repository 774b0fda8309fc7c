/** The wire contract (DESIGN §2): imported by the widget, the server and the desk. */
export * from './codes';
export * from './limits';
export * from './entities';
export * from './envelope';
export * from './endpoints';
export * from './embed';
export * from './desk';
