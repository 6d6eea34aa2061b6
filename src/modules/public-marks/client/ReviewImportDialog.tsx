// 导入评审文书 (toolbar widget of the review documents' list): the public-marks load dialog over /tm/review/import.
import { api } from '../../../client/request/api';
import type { WidgetProps } from '../../../client/runtime/widgets/registry';
import { useT } from '../i18n';
import { LoadFileDialog } from './ImportDialog';

export default function ReviewImportDialog(props: WidgetProps) {
  const t = useT();
  return (
    <LoadFileDialog {...props} title={t('rv.import.title')} hint={t('rv.import.hint')}
      start={(uid) => api.tm.reviewImport({ uid })} status={(taskId) => api.tm.reviewImportStatus({ taskId }, { noLoading: true })} />
  );
}
