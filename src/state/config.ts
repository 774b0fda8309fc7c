/** The channel's init configuration (spec §3 "Init configuration (channel)"). */
import { atom } from 'nanostores';
import type { ChannelConfig } from '../../protocol';

export const $channelConfig = atom<ChannelConfig | null>(null);
