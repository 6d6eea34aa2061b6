// Similar-goods dialog (类似商品项, spec 2.16 / 7.4): for a trademark (applyNo = regNo_class) or given goods, the
// similar-goods groups they sit in, the goods themselves and the other items of each group.
import { Alert, Button, Empty, Input, Modal, Space, Spin, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { ClassificationSimilarGoodsResponse } from '../../../generated/types';
import { useT } from '../i18n';
import { api } from '../../../client/request/api';
import './classification.css';

export interface SimilarGoodsDialogProps {
  open: boolean;
  onClose: () => void;
  edition?: string;
  /** regNo_class of a trademark of the tenant's archive. */
  applyNo?: string;
  /** Item codes and/or names (e.g. the goods picked in a form). */
  codes?: string[];
  names?: string[];
  /** Show an applyNo field to query another mark. */
  allowApplyNo?: boolean;
}

export default function SimilarGoodsDialog({ open, onClose, edition, applyNo, codes, names, allowApplyNo }: SimilarGoodsDialogProps) {
  const t = useT();
  const [input, setInput] = useState(applyNo ?? '');
  const [data, setData] = useState<ClassificationSimilarGoodsResponse | null>(null);
  const [loading, setLoading] = useState(false);

  const run = async (body: { applyNo?: string; codes?: string[]; names?: string[] }) => {
    setLoading(true);
    setData(null);
    try {
      setData(await api.classification.similarGoods({ ...body, ...(edition ? { edition } : {}) }));
    } catch {
      // the request layer shows the message (e.g. 未找到该商标)
    } finally {
      setLoading(false);
    }
  };

  useEffect(() => {
    if (!open) return;
    setInput(applyNo ?? '');
    if (applyNo) void run({ applyNo });
    else if (codes?.length || names?.length) void run({ ...(codes?.length ? { codes } : {}), ...(names?.length ? { names } : {}) });
    else setData(null);
    // run when opened or when what it is opened for changes
  }, [open, applyNo, codes?.join(','), names?.join(','), edition]);

  return (
    <Modal open={open} onCancel={onClose} title={t('cls.similar')} width={800} footer={<Button onClick={onClose}>{t('cls.close')}</Button>} destroyOnHidden data-testid="similar-goods-dialog">
      {allowApplyNo && (
        <Space.Compact style={{ width: '100%', marginBottom: 16 }}>
          <Input addonBefore={t('cls.applyNo')} placeholder={t('cls.applyNoPlaceholder')} value={input} onChange={(e) => setInput(e.target.value)} onPressEnter={() => input.trim() && run({ applyNo: input.trim() })} maxLength={53} data-testid="similar-applyno" />
          <Button type="primary" onClick={() => input.trim() && run({ applyNo: input.trim() })} disabled={!input.trim()}>
            {t('cls.query')}
          </Button>
        </Space.Compact>
      )}
      <Spin spinning={loading}>
        {data?.trademark && (
          <Typography.Paragraph>
            <Tag color="blue">{data.trademark.tmName}</Tag> {data.trademark.regNo} · {t('cls.classLabel', { no: String(data.trademark.tmCl).padStart(2, '0') })}
          </Typography.Paragraph>
        )}
        {data && data.unmatched.length > 0 && <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('cls.unmatchedGoods', { names: data.unmatched.join('；') })} />}
        {data && !data.groups.length && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cls.similarNone')} />}
        {data?.groups.map((g) => (
          <div className="similar-group" key={g.groupCode} data-testid={`similar-group-${g.groupCode}`}>
            <div className="similar-group-title">
              {g.groupCode} {g.groupName}
              <Typography.Text type="secondary" style={{ fontWeight: 'normal', marginLeft: 8 }}>
                {t('cls.classLabel', { no: String(g.classNo).padStart(2, '0') })} {g.className} · {t('cls.items', { n: g.count })}
              </Typography.Text>
            </div>
            <div style={{ marginBottom: 6 }}>
              <Typography.Text type="secondary">{t('cls.similarGoods')}：</Typography.Text>
              {g.goods.map((i) => (
                <Tag color="orange" key={i.code}>
                  {i.code} {i.name}
                </Tag>
              ))}
            </div>
            <Typography.Text type="secondary">{t('cls.similarOthers', { n: g.others.length })}：</Typography.Text>
            <div className="similar-tags">
              {g.others.map((i) => (
                <Tag key={i.code}>
                  {i.code} {i.name}
                </Tag>
              ))}
            </div>
          </div>
        ))}
      </Spin>
    </Modal>
  );
}
