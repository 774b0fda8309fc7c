export { TokenSigner, newUserId } from './token';
export type { VisitorIdentity } from './token';
export { loadOrCreateSecret } from './secret';
