/**
 * Who may upload what (DESIGN §3 "feature gates are enforced on the server too"):
 * spec §2/§6 — the image, video and file buttons exist only in manual service (status 2), each
 * behind its channel flag and tenantVersion above 0.
 */
import type { ChannelConfig } from '../../protocol';
import { UserStatus } from '../../protocol';
import { forbidden } from '../errors';
import type { VisitorIdentity } from '../identity';
import type { FileClass } from './classify';

/** What uploads need of the channels module (structurally its ChannelService). */
export interface ChannelLookup {
  get(channelId: string): Promise<{ tenantId: string; channelId: string; config: ChannelConfig } | null>;
}

/** What uploads need of the chat module (structurally a subset of its ChatService). */
export interface ChatLookup {
  visitor(id: VisitorIdentity): Promise<{ status: UserStatus; sessionId: string | null } | null>;
  session(id: VisitorIdentity): Promise<{ sessionId: string; connection: 'robot' | 'manual'; ended: boolean } | null>;
}

/** The manual-service conversation an upload belongs to. */
export interface ChatGate {
  sessionId: string;
  config: ChannelConfig;
}

const on = (flag: number | undefined): boolean => flag === 1;

/** Refuse unless the visitor is in manual service in an open session of an upload-capable channel. */
export async function requireManualService(id: VisitorIdentity, channels: ChannelLookup, chat: ChatLookup): Promise<ChatGate> {
  const channel = await channels.get(id.channelId);
  if (!channel || channel.tenantId !== id.tenantId) throw forbidden('channel not available');
  const [visitor, session] = await Promise.all([chat.visitor(id), chat.session(id)]);
  const manual = !!visitor && !!session && !session.ended
    && (visitor.status === UserStatus.manual || session.connection === 'manual');
  // spec §6: "with status 2 uploads and emoji are available"
  if (!session || !manual) throw forbidden('uploads are available only while talking to an agent');
  // spec §2: the upload buttons need tenantVersion above 0
  if (!((channel.config.tenantVersion ?? 0) > 0)) throw forbidden('uploads are not enabled for this channel');
  const { imageButtonFlag, videoButtonFlag, fileButtonFlag } = channel.config;
  if (!on(imageButtonFlag) && !on(videoButtonFlag) && !on(fileButtonFlag)) throw forbidden('uploads are not enabled for this channel');
  return { sessionId: session.sessionId, config: channel.config };
}

/**
 * Is a file of this class allowed by the channel's buttons? The file button picks any file, so
 * it also covers images and videos; the image and video buttons cover their own class only.
 */
export function classAllowed(config: ChannelConfig, fileClass: FileClass): boolean {
  const file = on(config.fileButtonFlag);
  switch (fileClass) {
    case 'image': return on(config.imageButtonFlag) || file;
    case 'video': return on(config.videoButtonFlag) || file;
    case 'audio':
    case 'file': return file;
  }
}
