// 图形检索 on /tool/brandSearch: the image picked and cropped with the image field kind's own input (the cropper of
// spec 5: jpg/jpeg/png, scaled to fit 980x600 at 0.8, then cropped; square here, as mark images are), searched at once
// by /tm/graphicRetrieval at the chosen level and classes; the marks come nearest first with their images, similarity,
// Hamming distance and level, and two of them can be compared side by side.
import { Button, Card, Form, Radio, Select, Space, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { TmGraphicRetrievalResponse } from '../../../generated/types';
import { api } from '../../../client/request/api';
import { notify } from '../../../client/request/notify';
import { fieldCtx, implOf } from '../../../client/runtime/field-kinds';
import { compareLink } from '../shared/compareRefs';
import { IMAGE_DISTANCE } from '../shared/imageHash';
import { useT } from '../i18n';
import { MarkCard, PickBox } from './MarkCard';
import { ResultPage } from './ResultPage';

type Level = 'similar' | 'partial';
const UPLOAD = /^\/files\/uploads\/([0-9a-f-]{36})$/;

export default function ImageSearchPanel({ lang, classOptions }: { lang: 'zh' | 'en'; classOptions: Array<{ value: number; label: string }> }) {
  const t = useT();
  const navigate = useNavigate();
  const [image, setImage] = useState<string | null>(null);
  const [level, setLevel] = useState<Level>('similar');
  const [classes, setClasses] = useState<number[]>([]);
  const [page, setPage] = useState({ pageNo: 1, pageSize: 20 });
  const [result, setResult] = useState<TmGraphicRetrievalResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState<number[]>([]);
  const ImageInput = implOf('image').editor.Component;
  const ctx = useMemo(() => fieldCtx('image', lang, { config: { aspect: 1 } }), [lang]);

  const run = async (p = page, img = image, lv = level) => {
    const uid = img ? UPLOAD.exec(img)?.[1] : undefined;
    if (!uid) {
      notify.error(t('pm.image.needImage'));
      return;
    }
    setLoading(true);
    try {
      setResult(await api.tm.graphicRetrieval({ uid, level: lv, pageNo: p.pageNo, pageSize: p.pageSize, ...(classes.length ? { tmCl: classes } : {}) }));
      setPage(p);
    } finally {
      setLoading(false);
    }
  };
  const pick = (id: number, on: boolean) => setPicked((x) => (on ? [...x, id].slice(-2) : x.filter((y) => y !== id)));

  return (
    <>
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form layout="vertical" onFinish={() => void run({ ...page, pageNo: 1 })}>
          <Form.Item label={t('pm.image.query')} extra={t('pm.image.hint')} style={{ marginBottom: 8 }}>
            <div data-testid="pm-image-query">
              <ImageInput
                value={image}
                ctx={ctx}
                extra={{ valueType: 'url' }}
                onChange={(v) => {
                  const next = typeof v === 'string' && v ? v : null;
                  setImage(next);
                  setResult(null);
                  setPicked([]);
                  if (next) void run({ ...page, pageNo: 1 }, next);
                }}
              />
            </div>
          </Form.Item>
          <Space wrap style={{ width: '100%' }}>
            <Radio.Group
              optionType="button"
              value={level}
              aria-label={t('pm.image.level')}
              data-testid="pm-image-level"
              onChange={(e) => {
                setLevel(e.target.value);
                if (image) void run({ ...page, pageNo: 1 }, image, e.target.value);
              }}
              options={(['similar', 'partial'] as const).map((l) => ({ value: l, label: t(`pm.image.level.${l}`, { n: IMAGE_DISTANCE[l] }) }))}
            />
            <Select style={{ width: 220, maxWidth: 'calc(100vw - 48px)' }} mode="multiple" allowClear maxTagCount={2} placeholder={t('pm.search.classes')} value={classes} onChange={setClasses} options={classOptions} />
            <Button type="primary" htmlType="submit" loading={loading} disabled={!image} data-testid="pm-image-submit">
              {t('pm.search.submit')}
            </Button>
            <Button disabled={picked.length !== 2} onClick={() => navigate(compareLink({ source: 'publicMark', id: picked[0] }, { source: 'publicMark', id: picked[1] }))}>
              {t('pm.search.compare', { n: picked.length })}
            </Button>
          </Space>
        </Form>
      </Card>
      <Spin spinning={loading}>
        {result && (
          <ResultPage count={result.list.length} total={result.total} pageNo={page.pageNo} pageSize={page.pageSize} onPage={(pageNo, pageSize) => void run({ pageNo, pageSize })} empty={t('pm.image.empty')} testId="pm-image-results">
            {result.list.map((h) => (
              <MarkCard
                key={h.mark.id}
                hit={{ mark: h.mark, score: h.similarity, reasons: [], matchedBy: [], oppositionEnd: h.oppositionEnd }}
                showScore
                image={h.imageUrl}
                tags={
                  <>
                    <Tag color={h.level === 'similar' ? 'red' : 'orange'} data-testid="pm-image-level-tag">
                      {t(`pm.image.tag.${h.level}`)}
                    </Tag>
                    <Tag data-testid="pm-image-distance">{t('pm.image.distance', { d: h.distance })}</Tag>
                  </>
                }
                extra={<PickBox checked={picked.includes(h.mark.id)} disabled={false} onChange={(on) => pick(h.mark.id, on)} />}
              />
            ))}
          </ResultPage>
        )}
      </Spin>
    </>
  );
}
