/**
 * fromRequest (spec §7: url, method, headers, contentType, requestBody): the visitor submits an
 * in-chat form (message type 11) and the server posts it to the target the TENANT configured.
 * The visitor's url (or formId) only picks among the tenant's targets; a url that is not one is
 * refused (403). method, headers and contentType from the visitor are never used (DESIGN §6).
 */
import type { Clock } from '../clock';
import { badRequest, forbidden, notFound } from '../errors';
import type { VisitorIdentity } from '../identity';
import { RateLimiter, RateLimitedError } from '../rate-limit';
import type { Rate } from '../rate-limit';
import type { Db } from '../store/db';
import { encodeBody, pickFields } from './body';
import { sendOutbound, systemRequest, systemResolver } from './outbound';
import type { OutboundLimitValues, RequestFn, Resolver } from './outbound';
import { normalizeUrl, saveTarget, targetById, targetByUrl, targetsOfTenant, validateTarget } from './targets';
import type { FormTarget, FormTargetInput } from './targets';
import { deleteTargetRow } from './store';
import { formMessage } from './form-message';
import type { InChatFormInput } from './form-message';

/** A post refused because the server has too many in flight may come back after about a second. */
const IN_FLIGHT_RETRY_MS = 1000;

export interface FormRequestDeps {
  db: Db;
  clock: Clock;
  /** the operator's explicit allowance for internal targets (config allowInternalFormTargets) */
  allowInternalTargets: boolean;
  resolve?: Resolver;
  request?: RequestFn;
  limits?: Partial<OutboundLimitValues>;
  /** posts per visitor (P6: bounded outbound fetches; server/rates.ts); null: unlimited */
  rate: Rate | null;
  /** posts in flight at once, server-wide */
  maxInFlight?: number;
}

export interface FormRequestInput {
  formId?: string | undefined;
  url?: string | undefined;
  requestBody: Record<string, unknown>;
}

export class FormRequestService {
  private readonly posts: RateLimiter;
  private inFlight = 0;

  constructor(private readonly deps: FormRequestDeps) {
    this.posts = new RateLimiter(deps.clock, deps.rate);
  }

  /** Post the visitor's form to its configured target; answers the target's HTTP status. */
  async submit(id: VisitorIdentity, input: FormRequestInput): Promise<{ status: number }> {
    const target = await this.pickTarget(id.tenantId, input);
    const body = encodeBody(pickFields(target.fieldNames, input.requestBody), target.contentType);
    this.admit(id);
    this.inFlight++;
    try {
      const configuredOrigin = new URL(target.url).origin;
      return await sendOutbound({
        url: new URL(target.url), method: target.method, contentType: target.contentType, body,
        // The operator's allowance covers the origin the tenant configured, not wherever it redirects.
        internalAllowed: (u) => this.deps.allowInternalTargets && u.origin === configuredOrigin,
      }, { resolve: this.deps.resolve ?? systemResolver, request: this.deps.request ?? systemRequest, ...(this.deps.limits ? { limits: this.deps.limits } : {}) });
    } finally {
      this.inFlight--;
    }
  }

  /** Configure (create or replace) a tenant's form target (admin side, seed, tests). */
  async setTarget(tenantId: string, input: FormTargetInput): Promise<FormTarget> {
    const t = validateTarget(input, this.deps.allowInternalTargets);
    await saveTarget(this.deps.db, tenantId, t, this.deps.clock.now());
    return { tenantId, ...t };
  }

  /** The tenant's targets (the admin's list). */
  targets(tenantId: string): Promise<FormTarget[]> {
    return targetsOfTenant(this.deps.db, tenantId);
  }

  /** Removes a target; forms already sent with it can no longer be submitted (403). */
  async removeTarget(tenantId: string, formId: string): Promise<void> {
    if (!(await deleteTargetRow(this.deps.db, tenantId, formId))) throw notFound(`form ${formId} does not exist`);
  }

  /** The content of an in-chat form (message type 11) for the tenant's form `formId`. */
  async formMessage(tenantId: string, formId: string, input: InChatFormInput): Promise<string> {
    const target = await targetById(this.deps.db, tenantId, formId);
    if (!target) throw notFound(`form ${formId} does not exist`);
    return formMessage(target, input);
  }

  private async pickTarget(tenantId: string, input: FormRequestInput): Promise<FormTarget> {
    const wanted = input.url !== undefined && input.url !== '' ? normalizeUrl(input.url) : undefined;
    if (wanted === null) throw forbidden('url: is not a form target of this channel');
    let target: FormTarget | null;
    if (input.formId !== undefined && input.formId !== '') {
      target = await targetById(this.deps.db, tenantId, input.formId);
      if (target && wanted !== undefined && wanted !== target.url) throw forbidden('url: is not the target of this form');
    } else if (wanted !== undefined) {
      target = await targetByUrl(this.deps.db, tenantId, wanted);
    } else {
      throw badRequest('url', 'is required');
    }
    if (!target) throw forbidden('url: is not a form target of this channel');
    return target;
  }

  /** Bounded outbound work (security-cases P6): per-visitor rate and a server-wide ceiling. */
  private admit(id: VisitorIdentity): void {
    if (this.inFlight >= (this.deps.maxInFlight ?? 32)) throw new RateLimitedError('too many form posts in progress, try again', IN_FLIGHT_RETRY_MS);
    this.posts.enforce(`${id.tenantId}\u0000${id.userId}`, 'too many form posts, try again in a minute');
  }
}
