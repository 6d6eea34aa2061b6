// Demo archive for the first start: ~2,400 marks of brand families filed across classes, statuses, applicants
// (the demo enterprises among others), agents and countries, with generated word-mark images, goods from the
// classification (an imported edition's items, else the built-in class headings and a few common items),
// custom-field values, a few duplicate groups (same number and class), disputes and gazette announcements.
// Deterministic (seeded PRNG) and written with multi-row inserts, so it adds about a second to first start.
import { NICE_CLASSES } from '../../classification/server';
import type { Queryable } from '../../../server/db/types';
import { searchColumns } from '../../../server/lists/search';
import { insertTrademarks, logMany, type GoodsItem, type TrademarkInput } from './records';
import { mulberry32 } from '../../../shared/random';

const FIRST = '星云青禾华美乐康悦嘉恒泰鑫盛源汇达安宝利德润优尚雅诺瑞晨曦朗逸澜沐森柏栖锦岚橙柚麦芽松果蓝鲸北辰南风知味';
const SECOND = '河帆禾悦居坊记堂屋里集优品选家园季光年物语小镇工坊之源印象时光山海星球';
const LATIN = ['XINGHE', 'YUNFAN', 'QINGHE', 'NORTHWIND', 'LUMI', 'STARRIVER', 'BLUEWHALE', 'MOSS', 'ORANGEBAY', 'PINECONE', 'AURORA', 'NOVA', 'KIWIKO', 'SUNNYDAY', 'MAPLEFOX', 'CLOUDSAIL'];

/** Applicants: the demo enterprises first (most marks), then other owners. */
const APPLICANTS = [
  { name: '星河品牌管理有限公司', en: 'Xinghe Brand Management Co., Ltd.', address: '上海市浦东新区张江路88号', weight: 30 },
  { name: '杭州青禾食品有限公司', en: 'Hangzhou Qinghe Foods Co., Ltd.', address: '浙江省杭州市余杭区文一西路1818号', weight: 16 },
  { name: '深圳云帆科技有限公司', en: 'Shenzhen Yunfan Technology Co., Ltd.', address: '广东省深圳市南山区科技园南区6栋', weight: 16 },
  { name: '星河国际（香港）有限公司', en: 'Xinghe International (HK) Limited', address: '香港中环皇后大道中99号', weight: 6 },
  { name: 'Northwind Apparel Inc.', en: 'Northwind Apparel Inc.', address: '500 Market Street, San Francisco, CA', weight: 6 },
  { name: '王晓明', en: 'Wang Xiaoming', address: '北京市海淀区中关村大街27号', weight: 2 },
  { name: '成都锦岚文化传播有限公司', en: 'Chengdu Jinlan Culture Media Co., Ltd.', address: '四川省成都市高新区天府大道中段1268号', weight: 5 },
  { name: '苏州森柏家居用品有限公司', en: 'Suzhou Senbai Home Products Co., Ltd.', address: '江苏省苏州市工业园区星湖街328号', weight: 5 },
  { name: '广州橙柚餐饮管理有限公司', en: 'Guangzhou Chengyou Catering Management Co., Ltd.', address: '广东省广州市天河区珠江新城华夏路10号', weight: 5 },
  { name: '武汉北辰生物医药股份有限公司', en: 'Wuhan Beichen Biopharma Co., Ltd.', address: '湖北省武汉市东湖高新区高新大道666号', weight: 4 },
  { name: '厦门蓝鲸户外用品有限公司', en: 'Xiamen Bluewhale Outdoor Co., Ltd.', address: '福建省厦门市思明区观音山商务区12号', weight: 5 },
];

const AGENTS = [
  { name: '北京知远知识产权代理有限公司', en: 'Beijing Zhiyuan IP Agency Co., Ltd.', address: '北京市朝阳区建国路77号' },
  { name: '上海明诚商标事务所有限公司', en: 'Shanghai Mingcheng Trademark Office Co., Ltd.', address: '上海市静安区南京西路1266号' },
  { name: '广州华标知识产权代理有限公司', en: 'Guangzhou Huabiao IP Agency Co., Ltd.', address: '广东省广州市越秀区环市东路368号' },
  { name: '杭州正和知识产权代理有限公司', en: 'Hangzhou Zhenghe IP Agency Co., Ltd.', address: '浙江省杭州市西湖区文三路90号' },
  { name: '深圳信达知识产权代理有限公司', en: 'Shenzhen Xinda IP Agency Co., Ltd.', address: '广东省深圳市福田区深南大道6008号' },
  { name: '成都天策商标代理有限公司', en: 'Chengdu Tiance Trademark Agency Co., Ltd.', address: '四川省成都市锦江区红星路三段1号' },
];

const OVERSEAS: Array<[string, number]> = [['US', 5], ['EM', 4], ['HK', 4], ['JP', 3], ['KR', 2], ['GB', 2], ['SG', 2], ['TW', 1], ['MO', 1], ['TH', 1], ['VN', 1], ['AU', 1], ['WO', 3]];

/** Legal status with its share and how far the file got (for dates and the process status text). */
const STATUSES: Array<{ s: string; w: number; stage: 'filed' | 'published' | 'registered' | 'dead' }> = [
  { s: '已注册', w: 46, stage: 'registered' }, { s: '申请中', w: 11, stage: 'filed' }, { s: '等待受理', w: 3, stage: 'filed' },
  { s: '初审公告', w: 7, stage: 'published' }, { s: '续展中', w: 3, stage: 'registered' }, { s: '转让中', w: 2, stage: 'registered' },
  { s: '变更中', w: 2, stage: 'registered' }, { s: '驳回复审中', w: 3, stage: 'filed' }, { s: '异议中', w: 3, stage: 'published' },
  { s: '无效宣告中', w: 2, stage: 'registered' }, { s: '撤销复审中', w: 1, stage: 'registered' }, { s: '已驳回', w: 4, stage: 'dead' },
  { s: '商标无效', w: 5, stage: 'dead' }, { s: '已无效', w: 1, stage: 'dead' }, { s: '已撤销', w: 2, stage: 'dead' },
  { s: '已注销', w: 1, stage: 'dead' }, { s: '已销亡', w: 2, stage: 'dead' },
];

const PROCESS: Record<string, string> = {
  已注册: '商标注册申请---注册证发文---结束', 申请中: '商标注册申请---受理通知书发文', 等待受理: '商标注册申请---申请收文',
  初审公告: '商标注册申请---初审公告', 续展中: '商标续展---申请收文', 转让中: '商标转让---受理通知书发文', 变更中: '变更商标申请人/注册人名义/地址---申请收文',
  驳回复审中: '驳回商标注册申请复审---评审受理通知书发文', 异议中: '商标异议---异议答辩通知发文', 无效宣告中: '商标无效宣告---答辩通知发文',
  撤销复审中: '撤销复审---评审受理通知书发文', 已驳回: '商标注册申请---驳回通知发文---结束', 商标无效: '商标注册申请---不予注册决定---结束',
  已无效: '商标无效宣告---宣告无效裁定发文---结束', 已撤销: '撤销连续三年停止使用注册商标---撤销决定发文---结束',
  已注销: '注销商标---注销证明发文---结束', 已销亡: '商标续展---期满未续展---结束',
};

/** Common goods per class when no classification edition is imported (names only; codes come with an edition). */
const FALLBACK_GOODS: Record<number, string[]> = {
  3: ['洗发液', '沐浴露', '化妆品', '香水', '牙膏', '洗衣液', '护肤膏'],
  5: ['药用胶囊', '维生素制剂', '医用营养品', '消毒剂', '膏剂'],
  9: ['手机', '计算机软件（已录制）', '耳机', '智能手表', '平板电脑', '移动电源', '摄像头', '可下载的手机应用软件'],
  11: ['灯', '空气净化器', '电热水壶', '电冰箱', '空调器'],
  16: ['笔记本', '纸', '书籍', '印刷出版物', '文具'],
  18: ['手提包', '背包', '钱包', '旅行箱', '伞'],
  20: ['家具', '沙发', '床垫', '枕头', '镜子'],
  21: ['杯', '餐具', '保温瓶', '牙刷', '厨房用具'],
  25: ['服装', '鞋', '帽', '袜', '围巾', '运动衫', '衬衫', '婴儿全套衣'],
  28: ['玩具', '体育活动器械', '游戏机', '钓具', '积木'],
  29: ['肉', '牛奶', '酸奶', '果冻', '腌制蔬菜', '坚果'],
  30: ['咖啡', '茶', '糕点', '面包', '饼干', '方便面', '调味品', '冰淇淋'],
  32: ['啤酒', '矿泉水', '果汁', '植物饮料', '苏打水'],
  33: ['葡萄酒', '白酒', '黄酒', '果酒（含酒精）'],
  35: ['广告', '替他人推销', '进出口代理', '市场营销', '为零售目的在通讯媒体上展示商品', '人事管理咨询'],
  36: ['保险', '金融服务', '不动产出租', '艺术品估价'],
  38: ['信息传送', '提供互联网聊天室', '数字文件传送', '视频会议服务'],
  41: ['培训', '组织表演（演出）', '在线电子书籍和杂志的出版', '健身俱乐部', '教育'],
  42: ['计算机软件设计', '技术研究', '云计算', '软件即服务（SaaS）', '工业品外观设计'],
  43: ['餐馆', '咖啡馆', '住所代理（旅馆、供膳寄宿处）', '茶馆', '饭店'],
  44: ['美容院', '医疗诊所服务', '园艺', '按摩'],
  45: ['知识产权咨询', '许可证转让（法律服务）', '安全保卫咨询', '社交护送（陪伴）'],
};

const CLASS_WEIGHTS: Array<[number, number]> = [[9, 10], [25, 9], [35, 12], [30, 7], [43, 6], [41, 6], [42, 7], [3, 5], [5, 3], [29, 4], [32, 4], [33, 2], [18, 3], [21, 3], [28, 3], [11, 2], [16, 2], [20, 2], [36, 2], [38, 2], [44, 2], [45, 2]];

function weighted<T>(r: () => number, items: Array<[T, number]>): T {
  const total = items.reduce((n, [, w]) => n + w, 0);
  let x = r() * total;
  for (const [v, w] of items) if ((x -= w) < 0) return v;
  return items[items.length - 1][0];
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return day(d);
};
/** CNIPA gazette issues are weekly: issue 1600 appeared on 2018-06-13. */
const issueOf = (iso: string) => String(1600 + Math.round((Date.parse(`${iso}T00:00:00Z`) - Date.parse('2018-06-13T00:00:00Z')) / (7 * 86400000)));

async function goodsSource(tx: Queryable): Promise<{ edition: string | null; byClass: Map<number, Array<{ code: string | null; name: string; group: string | null }>> }> {
  const byClass = new Map<number, Array<{ code: string | null; name: string; group: string | null }>>();
  const ed = await tx.query<{ edition: string }>('select edition from nice_editions order by ncl_version desc nulls last, edition_year desc nulls last, imported_at desc limit 1');
  const edition = ed.rows[0]?.edition ?? null;
  if (edition) {
    // A sample per class is plenty: every 7th item in book order.
    const items = await tx.query<{ class_no: number; code: string; name: string; parent_code: string }>(
      `select class_no, code, name, parent_code from (
         select class_no, code, name, parent_code, row_number() over (partition by class_no order by line_no) as n
           from nice_entries where edition = $1 and level = 2) x where n % 7 = 1`,
      [edition],
    );
    for (const it of items.rows) {
      const list = byClass.get(it.class_no) ?? [];
      list.push({ code: it.code, name: it.name, group: it.parent_code });
      byClass.set(it.class_no, list);
    }
  }
  for (const c of NICE_CLASSES)
    if (!byClass.get(c.no)?.length) byClass.set(c.no, (FALLBACK_GOODS[c.no] ?? [c.zh]).map((name) => ({ code: null, name, group: null })));
  return { edition: byClass.size && edition ? edition : null, byClass };
}

/** The day statuses are judged against: the demo's reference day, or today when the demo is seeded later. */
const judgedOn = () => day(new Date(Math.max(Date.parse('2026-05-20T00:00:00Z'), Date.now())));
/** A registration runs ten years from the registration day (商标法第三十九条); a renewal adds ten more. */
const TERM_DAYS = 3652;
/** Stages in which the registration is in force. */
const IN_FORCE = new Set(['已注册', '续展中', '转让中', '变更中', '无效宣告中', '撤销复审中']);

/**
 * A mark's status and end date that agree with each other on `today`: a registration past its term was renewed
 * (most), is in the six-month grace period with a renewal filed (续展中), or lapsed (已销亡); 续展中 only near the
 * end of the term; 已销亡 only once the term is over, and only for a mark that was registered.
 */
export function lifecycle(status: string, stage: string, regDate: string | null, r: () => number, today = judgedOn()): { status: string; regDate: string | null; endDate: string | null } {
  // Refused marks (驳回, 不予注册) were never registered.
  if (!regDate || status === '已驳回' || status === '商标无效') return { status: status === '已销亡' && !regDate ? '已驳回' : status, regDate: null, endDate: null };
  let end = addDays(addDays(regDate, TERM_DAYS), -1);
  if (IN_FORCE.has(status) || stage === 'registered') {
    if (end < today && r() < 0.8) while (end < today) end = addDays(end, TERM_DAYS);
    if (end < today) return { status: addDays(end, 183) >= today ? '续展中' : '已销亡', regDate, endDate: end };
    if (status === '续展中' && end > addDays(today, 365)) return { status: '已注册', regDate, endDate: end };
    return { status, regDate, endDate: end };
  }
  if (status === '已销亡' && end >= today) return { status: '已注销', regDate, endDate: end };
  return { status, regDate, endDate: end };
}

/** Seeds the archive of a new demo tenant (runs unscoped inside seedDemo's transaction). */
export async function seedArchive(tx: Queryable, tenantId: number, count = 2400): Promise<void> {
  const r = mulberry32(20260601);
  const r2 = mulberry32(20261126);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)];
  const { edition, byClass } = await goodsSource(tx);
  const admin = (await tx.query<{ id: number }>(`select id from users where tenant_id = $1 order by id limit 1`, [tenantId])).rows[0]?.id ?? null;

  // Custom fields of the archive (module 1) so the list shows custom columns with values.
  const cf = async (title: string, type: number, content: object, isFilter: number) =>
    (
      await tx.query<{ id: number }>(
        `insert into custom_fields (tenant_id, module, field_title, show_field_title, is_require, field_type, field_content, is_filter, sort)
         values ($1, 1, $2, $2, 0, $3, $4, $5, (select coalesce(max(sort) + 1, 0) from custom_fields where tenant_id = $1 and module = 1)) returning id`,
        [tenantId, title, type, JSON.stringify(content), isFilter],
      )
    ).rows[0].id;
  const level = await cf('重要程度', 3, { options: [{ cont: '核心', name: '核心', color: '#ff4d4f' }, { cont: '重要', name: '重要', color: '#ff7200' }, { cont: '一般', name: '一般', color: '#1677ff' }] }, 1);
  const owner = await cf('负责人', 1, {}, 1);
  const LEVELS: Array<[string, number]> = [['核心', 2], ['重要', 3], ['一般', 5]];
  const OWNERS = ['王管理', '李专员', '赵法务', '陈律师', '周经理'];

  // Brand families: one name filed in several classes (and some abroad).
  const families: Array<{ name: string; applicant: (typeof APPLICANTS)[number]; agent: (typeof AGENTS)[number] }> = [];
  const seen = new Set<string>();
  while (families.length < 520) {
    const name = r() < 0.16 ? pick(LATIN) + (r() < 0.5 ? '' : ' ' + pick(['HOME', 'KIDS', 'PRO', 'LAB', 'GO', 'LIFE'])) : pick(Array.from(FIRST)) + pick(Array.from(SECOND)) + (r() < 0.25 ? pick(Array.from(SECOND)) : '');
    if (seen.has(name)) continue;
    seen.add(name);
    families.push({ name, applicant: weighted(r, APPLICANTS.map((a) => [a, a.weight])), agent: pick(AGENTS) });
  }

  const rows: TrademarkInput[] = [];
  let regNo = 20000000;
  const now = Date.parse('2026-05-20T00:00:00Z');
  for (let i = 0; rows.length < count; i++) {
    const fam = families[i % families.length];
    const cls = i < families.length ? weighted(r, CLASS_WEIGHTS) : r() < 0.7 ? weighted(r, CLASS_WEIGHTS) : 1 + Math.floor(r() * 45);
    const abroad = r() < 0.14;
    const country = abroad ? weighted(r, OVERSEAS) : 'CN';
    const st = weighted(r, STATUSES.map((s) => [s, s.w]));
    const appDate = day(new Date(Date.parse('2009-01-01T00:00:00Z') + r() * (now - Date.parse('2009-01-01T00:00:00Z') - 40 * 86400000)));
    const young = Date.parse(appDate) > now - 400 * 86400000;
    const stage = young && st.stage !== 'filed' ? 'filed' : st.stage;
    const status = young && stage === 'filed' && st.stage !== 'filed' ? '申请中' : st.s;
    const pubDate = stage === 'filed' ? null : addDays(appDate, 200 + Math.floor(r() * 120));
    const regDate = stage === 'registered' || (stage === 'dead' && r() < 0.4) ? addDays(pubDate ?? appDate, 91) : null;
    // Statuses agree with dates (issue 18), decided by a PRNG of their own so the rest of the data stays as it was.
    const life = lifecycle(status, stage, regDate, r2);
    const goodsPool = byClass.get(cls)!;
    const n = Math.min(goodsPool.length, 3 + Math.floor(r() * 8));
    const start = Math.floor(r() * Math.max(1, goodsPool.length - n));
    const chosen = goodsPool.slice(start, start + n);
    const goods: GoodsItem[] = chosen.map((g) => ({ code: g.code, name: g.name, suffix: regDate && r() < 0.06 ? 2 : null }));
    const groups = [...new Set(chosen.map((g) => g.group).filter((g): g is string => !!g))];
    regNo += 1 + Math.floor(r() * 3000);
    rows.push({
      tmName: fam.name,
      tmCl: cls,
      regNo: country === 'CN' ? String(regNo) : country === 'US' ? String(97000000 + (regNo % 999999)) : country === 'EM' ? String(18000000 + (regNo % 999999)).padStart(9, '0') : country === 'WO' ? String(1500000 + (regNo % 400000)) : `${country}${regNo % 10000000}`,
      newTmName: r() < 0.02 ? fam.name + '·新' : null,
      tmStatus: life.status,
      oriTmStatus: PROCESS[life.status] ?? null,
      applicant: fam.applicant.name,
      applicantEn: fam.applicant.en,
      applicantAddress: fam.applicant.address,
      // A mark filed without an agency has no agency at all, in no language.
      ...(r() < 0.9 ? { agent: fam.agent.name, agentEn: fam.agent.en, agentAddress: fam.agent.address } : { agent: null, agentEn: null, agentAddress: null }),
      countryCode: country,
      appDate,
      regDate: life.regDate,
      endDate: life.endDate,
      announcementIssue: pubDate && country === 'CN' ? issueOf(pubDate) : null,
      regIssue: life.regDate && country === 'CN' ? issueOf(life.regDate) : null,
      brandManagementType: weighted<string | null>(r, [['主商标', 3], ['防御商标', 2], ['储备商标', 1], ['联合商标', 1], [null, 3]]),
      dplSource: weighted<0 | 1 | 2 | 3>(r, [[0, 6], [1, 2], [2, 2], [3, 1]]),
      goodsItems: goods,
      goodsItemTranslate: r() < 0.3 ? { [String(cls)]: `Class ${cls}: ${NICE_CLASSES[cls - 1].en}` } : {},
      registeredGroupInfo: groups.map((g) => ({ name: g, contain: true })),
      niceEdition: chosen[0]?.code ? edition : null,
      customValues: { ...(r() < 0.6 ? { [level]: weighted(r, LEVELS) } : {}), ...(r() < 0.5 ? { [owner]: pick(OWNERS) } : {}) },
      createdAt: new Date(now - r() * 700 * 86400000).toISOString(),
    });
  }
  // Duplicate groups (same number and class), e.g. a record synced from the public cloud and typed in by hand.
  for (let k = 0; k < 6; k++) {
    const orig = rows[k * 97 + 11];
    for (let c = 0; c < (k % 2 ? 2 : 1); c++) rows.push({ ...orig, dplSource: c ? 2 : 1, brandManagementType: null, customValues: {}, createdAt: new Date(now - (k + c) * 86400000).toISOString() });
  }
  const ids = await insertTrademarks(tx, tenantId, admin, rows, 300);
  await logMany(tx, tenantId, admin, ids.map((id, i) => ({
    entity: 'trademark', recordId: id, action: 'create',
    summary: rows[i].dplSource === 0 ? '从公有云同步' : rows[i].dplSource === 2 ? '批量导入' : rows[i].dplSource === 3 ? '由案件生成' : '手动新增',
    detail: {},
  })), 1000);

  await seedDisputes(tx, tenantId, rows, ids, r);
  await seedAnnouncements(tx, tenantId, rows, ids, r);
}

async function multiInsert(tx: Queryable, table: string, columns: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += 200) {
    const chunk = rows.slice(start, start + 200);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(', ')})`);
    await tx.query(`insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`, params);
  }
}

async function seedDisputes(tx: Queryable, tenantId: number, rows: TrademarkInput[], ids: number[], r: () => number) {
  const TYPES: Array<[string, number]> = [['异议', 5], ['无效宣告', 3], ['撤三', 3], ['撤销复审', 1], ['驳回复审', 3], ['不予注册复审', 1], ['无效宣告复审', 1], ['行政诉讼', 1]];
  const OPP = ['佛山星汉日用品有限公司', '义乌市青和贸易商行', '汕头市云帆玩具厂', '泉州北辰鞋业有限公司', 'Starriver Holdings Ltd.', '温州锦澜服饰有限公司', '东莞蓝鲸电子科技有限公司', '宁波森柏工贸有限公司'];
  const STATUS: Array<[string, number]> = [['待提交', 1], ['已提交', 2], ['审理中', 4], ['补充证据', 1], ['已裁定', 3], ['已结案', 3], ['已撤回', 1]];
  const RESULT = ['成立', '部分成立', '不成立', '准予注册', '不予注册', '维持', '撤销', '宣告无效'];
  const out: unknown[][] = [];
  for (let k = 0; k < 60; k++) {
    const i = Math.floor(r() * rows.length);
    const tm = rows[i];
    const type = weighted(r, TYPES);
    const status = weighted(r, STATUS);
    const filing = addDays(tm.appDate ?? '2020-01-01', 300 + Math.floor(r() * 900));
    const decided = status === '已裁定' || status === '已结案';
    const s = searchColumns([tm.tmName, null]);
    const opponent = OPP[Math.floor(r() * OPP.length)];
    const s2 = searchColumns([tm.tmName, opponent]);
    void s;
    out.push([
      tenantId, ids[i], tm.tmName, tm.regNo, tm.tmCl, type, type === '驳回复审' || type === '不予注册复审' ? '申请人' : r() < 0.5 ? '申请人' : '被申请人',
      type === '驳回复审' ? null : opponent, type === '驳回复审' ? null : pick(r, ['北京润平知识产权代理有限公司', '上海翰信商标事务所', '广州三环知识产权代理有限公司']),
      status, `${type === '异议' ? 'YY' : type === '行政诉讼' ? 'XZ' : 'PS'}${filing.slice(0, 4)}${String(100000 + Math.floor(r() * 899999))}`, filing,
      decided ? null : addDays(filing, 30 + Math.floor(r() * 60)), decided ? addDays(filing, 180 + Math.floor(r() * 300)) : null,
      decided ? RESULT[Math.floor(r() * RESULT.length)] : null, r() < 0.3 ? '已提交使用证据，等待评审' : null, s2.grams, s2.text,
    ]);
  }
  await multiInsert(tx, 'disputes', ['tenant_id', 'trademark_id', 'tm_name', 'reg_no', 'tm_cl', 'dispute_type', 'our_role', 'opponent', 'opponent_agent', 'dispute_status', 'case_no', 'filing_date', 'deadline', 'decision_date', 'result', 'remark', 'search_grams', 'search_text'], out);
}

const pick = <T>(r: () => number, list: readonly T[]) => list[Math.floor(r() * list.length)];

async function seedAnnouncements(tx: Queryable, tenantId: number, rows: TrademarkInput[], ids: number[], r: () => number) {
  const out: unknown[][] = [];
  rows.forEach((tm, i) => {
    if (tm.countryCode !== 'CN' || r() > 0.12) return;
    const add = (type: string, issue: string | null | undefined, date: string | null | undefined) => {
      if (!issue || !date) return;
      const s = searchColumns([tm.tmName, tm.applicant ?? null]);
      out.push([tenantId, ids[i], issue, date, type, tm.tmName, tm.regNo, tm.tmCl, tm.applicant, tm.agent, 1 + Math.floor(r() * 2400), s.grams, s.text]);
    };
    add('初审公告', tm.announcementIssue, tm.announcementIssue ? addDays('2018-06-13', (Number(tm.announcementIssue) - 1600) * 7) : null);
    add('注册公告', tm.regIssue, tm.regDate);
    if (tm.tmStatus === '转让中') add('转让/移转公告', issueOf('2026-04-06'), '2026-04-06');
    if (tm.tmStatus === '已注销' || tm.tmStatus === '已撤销') add(tm.tmStatus === '已注销' ? '注销公告' : '撤销公告', issueOf('2025-11-13'), '2025-11-13');
  });
  await multiInsert(tx, 'announcements', ['tenant_id', 'trademark_id', 'announcement_issue', 'announcement_date', 'announcement_type', 'tm_name', 'reg_no', 'tm_cl', 'applicant', 'agent', 'page_no', 'search_grams', 'search_text'], out);
}
