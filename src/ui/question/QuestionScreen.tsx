/** spec §2 robot help document (/question?docId): the shell for now. */
import { useT } from '../../i18n/react';
import { ScreenShell } from '../common/ScreenShell';

export default function QuestionScreen() {
  const t = useT();
  return <ScreenShell heading={t('screen.question')} />;
}
