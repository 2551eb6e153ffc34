import { ALERT_TEXTS } from '../../../shared/alerts';
import { REPORT_TEXTS } from '../../../shared/reports';
import { trpc } from '../../trpc';
import { showFailure, showInfo, showSuccess } from '../../ui/toasts';
import { useRetryOnError } from '../../useRetryOnError';

/**
 * Keeps the console live: a new alert (or another admin's change to one) refreshes the alerts at once, and a
 * newly raised one is announced. 'ready' and 'resync' reload too: whatever happened while away is shown.
 */
export function useAdminEvents(): void {
  const utils = trpc.useUtils();
  const subscription = trpc.admin.events.useSubscription(undefined, {
    onData: ({ data }) => {
      if (data.type === 'report.updated') {
        void utils.admin.reports.invalidate();
        if (data.status === 'completed') showSuccess(REPORT_TEXTS.completed, data.title);
        if (data.status === 'failed') showFailure(REPORT_TEXTS.failed, `${data.title}: ${data.error ?? ''}`);
        return;
      }
      void utils.admin.alerts.invalidate();
      if (data.type === 'alert.raised') {
        void utils.admin.overview.invalidate();
        showInfo(ALERT_TEXTS.newAlert);
      }
      if (data.type === 'ready' || data.type === 'resync') void utils.admin.reports.invalidate();
    },
  });
  useRetryOnError(subscription);
}
