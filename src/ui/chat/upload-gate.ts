/** spec §4 "Status 2 unlocks uploads": whether the visitor may send files right now. */
import { UserStatus } from '../../../protocol';
import { $session } from '../../state/session';
import { $channelConfig } from '../../state/config';
import { $chat } from '../../state/chat';
import { uploadButtons } from '../../chat/file-kind';

export function canUploadNow(): boolean {
  return $session.get().userStatus === UserStatus.manual && !$chat.get().ended && uploadButtons($channelConfig.get()).length > 0;
}
