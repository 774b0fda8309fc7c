/** fromRequest: the in-chat form's server-side post to a tenant-configured target (spec §7; DESIGN §5, §6). */
export { FormRequestService } from './service';
export type { FormRequestDeps, FormRequestInput } from './service';
export { isPublicAddress, isLocalName } from './address-policy';
export { checkHop, sendOutbound, OutboundLimits, systemResolver, systemRequest } from './outbound';
export type { Resolver, RequestFn, ResolvedAddress, OutboundLimitValues } from './outbound';
export { validateTarget, normalizeUrl, FORM_METHODS, FORM_CONTENT_TYPES, FormTargetLimits } from './targets';
export type { FormTarget, FormTargetInput } from './targets';
export { pickFields, encodeBody, FormBodyLimits } from './body';
export { seedFormTargets, DEMO_FORM_TARGET } from './seed';
export type { FormTargetTable } from './tables';
