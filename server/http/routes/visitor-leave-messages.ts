/**
 * Leave-message routes (spec §7 leaveMsg, submitMessage, getLeaveMsgList, getLeaveMsg,
 * getOfflineMsg). The visitor comes from the token; a channelId or tenantId in the body is
 * ignored (security-cases).
 */
import type { FastifyInstance } from 'fastify';
import { Endpoints } from '../../../protocol';
import type { Services } from '../../services';
import { LeaveMsgLimits } from '../../leave-messages';
import type { LeaveMessageInput } from '../../leave-messages';
import { bodySchema, cursorSchema, str, visitorPost } from './visitor-schema';

// The schema bounds the size; the domain applies the exact caps after trimming, naming the field.
const SLACK = 64;
const leaveSchema = bodySchema({
  customerName: str(LeaveMsgLimits.customerNameMax + SLACK),
  customerPhone: { type: ['string', 'null'], maxLength: LeaveMsgLimits.customerPhoneMax + SLACK },
  customerEmail: { type: ['string', 'null'], maxLength: LeaveMsgLimits.customerEmailMax + SLACK },
  msgContent: str(LeaveMsgLimits.msgContentMax + SLACK),
  channelId: str(64),
  tenantId: str(64),
}, ['customerName', 'msgContent']);

interface LeaveBody {
  customerName: string;
  customerPhone?: string | null;
  customerEmail?: string | null;
  msgContent: string;
}

const toInput = (b: LeaveBody): LeaveMessageInput => ({
  customerName: b.customerName,
  customerPhone: b.customerPhone ?? undefined,
  customerEmail: b.customerEmail ?? undefined,
  msgContent: b.msgContent,
});

export async function visitorLeaveMessageRoutes(app: FastifyInstance, services: Services): Promise<void> {
  const { leaveMessages } = services;

  // spec §7: leaveMsg (chat modal) and submitMessage (leave page) take the same form
  for (const ep of [Endpoints.leaveMsg, Endpoints.submitMessage]) {
    visitorPost<LeaveBody>(app, services, ep.path, leaveSchema, async (b, v, req) => {
      // a leave message lands in the staff inbox: limited per visitor and per address
      services.staffWrites.enforce(v, req.ip);
      await leaveMessages.leave(v, toInput(b));
      return null;
    });
  }

  // spec §7: getLeaveMsgList and getLeaveMsg both answer the visitor's own records as a list
  for (const ep of [Endpoints.getLeaveMsgList, Endpoints.getLeaveMsg]) {
    visitorPost(app, services, ep.path, bodySchema({ channelId: str(64), tenantId: str(64) }), (_b, v) => leaveMessages.list(v));
  }

  visitorPost(app, services, Endpoints.getOfflineMsg.path, bodySchema({ pollId: cursorSchema }), (_b, v) => leaveMessages.offline(v));
}
