/** spec §2/§4 the channel-group chooser popup: one button per group; closable unless receiveMode 3. */
import { useStore } from '@nanostores/react';
import { ReceiveMode } from '../../../protocol';
import { $groups, patchChat } from '../../state/chat';
import { $channelConfig } from '../../state/config';
import { useT } from '../../i18n/react';
import { transferTo } from '../../chat/transfer';
import { Modal } from '../common/Modal';
import { questionList } from './styles';

export default function GroupChooser() {
  const t = useT();
  const groups = useStore($groups);
  const config = useStore($channelConfig);
  const closable = config?.receiveMode !== ReceiveMode.manualOnly;
  return (
    <Modal title={t('groups.title')} onClose={closable ? () => patchChat({ popup: null }) : null}>
      <ul className={questionList}>
        {groups.map((g) => <li key={String(g.id)}><button type="button" onClick={() => void transferTo(g.id)}>{g.groupName}</button></li>)}
      </ul>
    </Modal>
  );
}
