/** spec §2 card form (/formData?tenantId&templateId): the shell for now. */
import { useT } from '../../i18n/react';
import { ScreenShell } from '../common/ScreenShell';

export default function FormDataScreen() {
  const t = useT();
  return <ScreenShell heading={t('screen.formData')} />;
}
