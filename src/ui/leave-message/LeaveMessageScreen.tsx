/** spec §2 leave-message page (/leaveMsg full page, /leaveMessage iframe): the shell for now. */
import { useT } from '../../i18n/react';
import { ScreenShell } from '../common/ScreenShell';

export default function LeaveMessageScreen() {
  const t = useT();
  return <ScreenShell heading={t('screen.leaveMessage')} />;
}
