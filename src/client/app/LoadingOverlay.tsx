import { useEffect, useState } from 'react';
import { useT } from '../i18n';
import { useLoadingActive } from '../request/loading';

/** The shared '加载中...' overlay; waits 150 ms so quick calls do not flash it. Plain CSS: it is on every page. */
export function LoadingOverlay() {
  const active = useLoadingActive();
  const [visible, setVisible] = useState(false);
  const t = useT();
  useEffect(() => {
    if (!active) return setVisible(false);
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [active]);
  if (!visible) return null;
  return (
    <div className="ipms-loading-overlay" role="status" aria-live="polite">
      <div className="ipms-loading-box">
        <span className="ipms-spinner" aria-hidden />
        <span>{t('loading')}</span>
      </div>
    </div>
  );
}
