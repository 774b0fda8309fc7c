/** spec §2 work-order detail (/workorder?woId&token, and the mobile work-order page): the shell for now. */
import { useT } from '../../i18n/react';
import { ScreenShell } from '../common/ScreenShell';

export default function WorkOrderScreen() {
  const t = useT();
  return <ScreenShell heading={t('screen.workOrder')} />;
}
