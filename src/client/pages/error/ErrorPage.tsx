import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n';

/** 403 / 404 / 500 (spec 2.2). */
export function ErrorPage({ code }: { code: 403 | 404 | 500 }) {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Result
      status={String(code) as '403' | '404' | '500'}
      title={code}
      subTitle={t(`error.${code}`)}
      extra={
        code === 500 ? (
          <Button type="primary" onClick={() => (navigator.onLine ? navigate('/index') : window.location.reload())}>
            {t('error.retry')}
          </Button>
        ) : (
          <Button type="primary" onClick={() => navigate('/index')}>
            {t('error.back')}
          </Button>
        )
      }
    />
  );
}
