// /tool/goodsService 商品服务分类: browse and search the 《类似商品和服务区分表》 with the class tree picker (level
// lock, counts), choose goods/services with the goods picker (by class, search, pasted list), see them on the
// goods card, open the similar-goods dialog (for the picked goods or a trademark's applyNo), and the country
// widgets (country tree with the group hint, the tenant's country groupings). 版本管理 (niceEditionManage) opens
// the editions drawer: import a new edition, make one the active edition (the default here and in every picker).
import { Button, Card, Col, Empty, Row, Select, Space, Tabs, Tag, Typography } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { GoodsItem, NiceEdition } from '../../../generated/types';
import { useT } from '../i18n';
import { api } from '../../../client/request/api';
import ClassTreePicker from './ClassTreePicker';
import GoodsCard from './GoodsCard';
import GoodsPicker from './GoodsPicker';
import SimilarGoodsDialog from './SimilarGoodsDialog';
import { EMPTY_SELECTION, type TreeSelection } from './levelLock';
import { CountryCategoryEditor, CountryPicker } from '../../countries/client';
import { Authorized } from '../../../client/session/permission';

const EditionsDrawer = lazy(() => import('./EditionsDrawer'));

interface SimilarTarget { codes?: string[]; names?: string[]; allowApplyNo?: boolean }

function TreeSelectionView({ sel, onSimilar }: { sel: TreeSelection; onSimilar: () => void }) {
  const t = useT();
  if (!sel.nodes.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cls.noneChosen')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="tree-selection">
      <Typography.Text strong>
        {t(('cls.level.' + sel.level) as 'cls.level.0')} · {t('cls.selected', { n: sel.nodes.length })}
      </Typography.Text>
      {sel.level === 2 ? (
        <GoodsCard goods={sel.nodes.map((n) => ({ code: n.code, name: n.name, classNo: n.classNo }))} />
      ) : (
        <Space wrap size={[6, 6]}>
          {sel.nodes.map((n) => (
            <Tag key={n.key}>
              {n.code} {n.name}
            </Tag>
          ))}
        </Space>
      )}
      <Button onClick={onSimilar} disabled={sel.level !== 2} data-testid="tree-similar">
        {t('cls.similarOpen')}
      </Button>
    </Space>
  );
}

export default function GoodsServicePage() {
  const t = useT();
  const [editions, setEditions] = useState<NiceEdition[] | null>(null);
  const [edition, setEdition] = useState<string>();
  const [treeSel, setTreeSel] = useState<TreeSelection>(EMPTY_SELECTION);
  const [goods, setGoods] = useState<GoodsItem[]>([]);
  const [similar, setSimilar] = useState<SimilarTarget | null>(null);
  const [countryCodes, setCountryCodes] = useState<string[]>([]);
  const [managing, setManaging] = useState(false);

  const loadEditions = useCallback(() => {
    api.classification.queryAllCgList({ classNos: [1] }).then(
      (r) => {
        setEditions(r.editions);
        setEdition(r.edition?.edition);
        setTreeSel(EMPTY_SELECTION);
        setGoods([]);
      },
      () => setEditions([]),
    );
  }, []);
  useEffect(loadEditions, [loadEditions]);
  const editionOptions = useMemo(
    () =>
      (editions ?? []).map((e) => ({
        value: e.edition,
        label: `${e.active ? t('cls.editionActive', { label: e.label }) : e.label}（${e.itemCount}）`,
      })),
    [editions, t],
  );

  return (
    <Card
      className="ipms-page-card"
      title={t('cls.title')}
      extra={
        editions?.length ? (
          <Space wrap>
            <Typography.Text type="secondary">{t('cls.edition')}</Typography.Text>
            <Select
              style={{ width: 250, maxWidth: '100%' }}
              value={edition}
              options={editionOptions}
              onChange={(v) => {
                setEdition(v);
                setTreeSel(EMPTY_SELECTION);
                setGoods([]);
              }}
              data-testid="edition-select"
            />
            <Button onClick={() => setSimilar({ allowApplyNo: true })} data-testid="similar-by-applyno">
              {t('cls.similarByApplyNo')}
            </Button>
            <Authorized permission="niceEditionManage">
              <Button onClick={() => setManaging(true)} data-testid="editions-open">
                {t('ed.open')}
              </Button>
            </Authorized>
          </Space>
        ) : null
      }
    >
      {editions && (
        <Tabs
          items={[
            {
              key: 'tree',
              label: t('cls.tree'),
              children: (
                <Row gutter={[24, 16]}>
                  <Col xs={24} lg={12}>
                    <ClassTreePicker key={edition ?? ''} edition={edition} value={treeSel} onChange={setTreeSel} />
                  </Col>
                  <Col xs={24} lg={12}>
                    <TreeSelectionView sel={treeSel} onSimilar={() => setSimilar({ codes: [...new Set(treeSel.nodes.map((n) => n.code))] })} />
                  </Col>
                </Row>
              ),
            },
            {
              key: 'goods',
              label: t('cls.picker'),
              children: (
                <Space direction="vertical" style={{ width: '100%' }}>
                  <GoodsPicker key={edition ?? ''} edition={edition} value={goods} onChange={setGoods} />
                  <Button onClick={() => setSimilar({ codes: [...new Set(goods.map((g) => g.code))] })} disabled={!goods.length} data-testid="goods-similar">
                    {t('cls.similarOpen')}
                  </Button>
                </Space>
              ),
            },
            {
              key: 'country',
              label: t('country.tab'),
              children: (
                <Row gutter={[24, 16]}>
                  <Col xs={24} lg={12}>
                    <Space direction="vertical" style={{ width: '100%' }}>
                      <Typography.Text strong>{t('country.picker')}</Typography.Text>
                      <CountryPicker onChange={(_, codes) => setCountryCodes(codes)} />
                      {countryCodes.length > 0 && (
                        <Space wrap size={[6, 6]} data-testid="country-codes">
                          {countryCodes.map((c) => (
                            <Tag key={c}>{c}</Tag>
                          ))}
                        </Space>
                      )}
                    </Space>
                  </Col>
                  <Col xs={24} lg={12}>
                    <CountryCategoryEditor />
                  </Col>
                </Row>
              ),
            },
          ]}
        />
      )}
      {managing && (
        <Suspense fallback={null}>
          <EditionsDrawer open={managing} onClose={() => setManaging(false)} onChanged={loadEditions} />
        </Suspense>
      )}
      <SimilarGoodsDialog open={!!similar} onClose={() => setSimilar(null)} edition={edition} codes={similar?.codes} names={similar?.names} allowApplyNo={similar?.allowApplyNo} />
    </Card>
  );
}
