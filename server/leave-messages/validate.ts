/**
 * spec §5 "Leave message simple type": name and content required; phone and e-mail optional —
 * but when given they must be valid (the full-page flow "asks for valid phone and email"; the
 * rules are the spec's phone pattern, or the channel's international rule, DESIGN §6).
 */
import { EMAIL_PATTERN, PHONE_PATTERN_CN, PHONE_PATTERN_INTL } from '../../protocol';
import type { ChannelConfig } from '../../protocol';
import { badRequest } from '../errors';
import { LeaveMsgLimits } from './limits';
import { cleanText } from './text-rules';

/** spec §7 leaveMsg / submitMessage body fields. */
export interface LeaveMessageInput {
  customerName: string;
  customerPhone?: string | undefined;
  customerEmail?: string | undefined;
  msgContent: string;
}

export interface ValidLeaveMessage {
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  msgContent: string;
}

/** The phone rule of a channel (DESIGN §6): the spec's 11 digits starting with 1, or international. */
export const phonePatternFor = (config: Pick<ChannelConfig, 'phoneRule'>): RegExp =>
  config.phoneRule === 'intl' ? PHONE_PATTERN_INTL : PHONE_PATTERN_CN;

/** Validate and normalise; throws a 400 naming the first bad field. Empty optional fields count as absent. */
export function validateLeaveMessage(input: LeaveMessageInput, config: Pick<ChannelConfig, 'phoneRule'>): ValidLeaveMessage {
  const customerName = cleanText('customerName', input.customerName, { max: LeaveMsgLimits.customerNameMax });
  if (!customerName) throw badRequest('customerName', 'is required');

  const phone = cleanText('customerPhone', input.customerPhone ?? '', { max: LeaveMsgLimits.customerPhoneMax });
  if (phone && !phonePatternFor(config).test(phone)) throw badRequest('customerPhone', 'is not a valid phone number');

  const email = cleanText('customerEmail', input.customerEmail ?? '', { max: LeaveMsgLimits.customerEmailMax });
  if (email && !EMAIL_PATTERN.test(email)) throw badRequest('customerEmail', 'is not a valid e-mail address');

  const msgContent = cleanText('msgContent', input.msgContent, { max: LeaveMsgLimits.msgContentMax, multiLine: true });
  if (!msgContent) throw badRequest('msgContent', 'is required');

  return { customerName, customerPhone: phone || null, customerEmail: email || null, msgContent };
}
