// Confirm dialog of spec 2.16 / 4 with the types issue, delete, success and change (icon and colour per
// type). The success type counts down 3 seconds on its button and then closes itself.
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, QuestionCircleFilled } from '@ant-design/icons';
import { Button, Modal, theme } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useT } from '../../i18n';
import { SUCCESS_COUNTDOWN_SECONDS, type ConfirmKind } from './confirmStore';

export interface ConfirmDialogProps {
  open: boolean;
  type: ConfirmKind;
  title?: ReactNode;
  content: ReactNode;
  okText?: ReactNode;
  cancelText?: ReactNode;
  onOk: () => void;
  onCancel: () => void;
}

function useTypeStyle(type: ConfirmKind) {
  const { token } = theme.useToken();
  switch (type) {
    case 'delete':
      return { icon: <CloseCircleFilled />, color: token.colorError, danger: true };
    case 'success':
      return { icon: <CheckCircleFilled />, color: token.colorSuccess, danger: false };
    case 'change':
      return { icon: <ExclamationCircleFilled />, color: token.colorWarning, danger: false };
    default:
      return { icon: <QuestionCircleFilled />, color: token.colorPrimary, danger: false };
  }
}

export function ConfirmDialog({ open, type, title, content, okText, cancelText, onOk, onCancel }: ConfirmDialogProps) {
  const t = useT();
  const style = useTypeStyle(type);
  const [left, setLeft] = useState(SUCCESS_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (!open || type !== 'success') return;
    setLeft(SUCCESS_COUNTDOWN_SECONDS);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = SUCCESS_COUNTDOWN_SECONDS - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        clearInterval(timer);
        onOk();
      }
    }, 250);
    return () => clearInterval(timer);
    // onOk changes identity per render; the countdown must not restart because of it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, type]);
  const ok = type === 'success' ? t('confirm.countdown', { n: left }) : (okText ?? t('confirm.ok'));
  return (
    <Modal
      open={open}
      width={420}
      centered
      closable={false}
      maskClosable={false}
      onCancel={onCancel}
      className={`ipms-confirm ipms-confirm-${type}`}
      footer={
        <>
          {type !== 'success' && <Button onClick={onCancel}>{cancelText ?? t('confirm.cancel')}</Button>}
          <Button type="primary" danger={style.danger} onClick={onOk} data-testid="confirm-ok">
            {ok}
          </Button>
        </>
      }
    >
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', paddingTop: 8 }}>
        <span style={{ color: style.color, fontSize: 22, lineHeight: 1 }}>{style.icon}</span>
        <div style={{ flex: 1, minWidth: 0 }}>
          <div style={{ fontWeight: 600, fontSize: 16, marginBottom: 8 }}>{title ?? t('confirm.title')}</div>
          <div>{content}</div>
        </div>
      </div>
    </Modal>
  );
}
