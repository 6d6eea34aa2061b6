// Synthetic public trademark data for the demo tenant and the benchmark (never committed as data): brand-like
// Chinese and Latin names, with a share of deliberate near-misses (homophones, 形近字, reordered, with a suffix)
// so similar search has something to find; classes with their real-looking goods, applicants with addresses,
// gazette issues every week; a share of the marks (IMAGE_SHARE) with a generated figure image (shared/figures.ts:
// a variant of one of the figures, so copies of a figure recur as in real gazettes). Deterministic for a seed.
import { FIGURE_COUNT, FIGURE_VARIANTS, figureUrl } from './figures';
import { mulberry32 } from '../../../shared/random';

export interface GeneratedMark {
  tmName: string;
  tmCl: number;
  goods: string;
  applicant: string;
  applicantAddress: string;
  appNo: string;
  regNo: string | null;
  announcementType: string;
  announcementIssue: string;
  announcementDate: string;
  status: string;
  /** A generated figure (FIGURE_PATH), or null for a word mark. */
  tmImage: string | null;
}

/** The share of generated marks with a figure image. */
export const IMAGE_SHARE = 0.4;

const CHARS = '华美佳康金龙凤天泰鑫盛源达宏信福瑞祥安恒通雅丽新星光明德隆兴利欣悦乐优品尚蓝月亮白兔云山海川田禾木青松竹梅兰菊春夏秋冬阳晨曦嘉和顺丰益宝贝宜家爱心诚远航飞鹏博雷诺帝豪派森林语茶香米谷麦果园味坊记堂';
const LATIN = ['NOVA', 'LUMI', 'ZENO', 'ORCA', 'VITA', 'MIRA', 'KORA', 'SOLO', 'TERA', 'AURA', 'NEXA', 'ECHO', 'PIXI', 'RUBY', 'OPTA'];
const HOMOPHONE: Record<string, string> = { 华: '花', 美: '镁', 佳: '家', 康: '糠', 金: '今', 龙: '隆', 天: '添', 泰: '太', 信: '鑫', 福: '富', 安: '岸', 明: '铭', 乐: '勒', 优: '悠', 云: '芸', 海: '嗨', 心: '欣', 茶: '查' };
const LOOKALIKE: Record<string, string> = { 天: '夭', 大: '太', 未: '末', 土: '士', 日: '曰', 白: '百', 木: '本', 王: '玉', 千: '干', 今: '令' };
const SUFFIX = ['', '', '', '优选', '生活', '科技', '小铺', '家', '坊', '集团'];

const GOODS: Record<number, string[]> = {
  3: ['化妆品', '洗发液', '香水', '牙膏', '洗衣液', '护肤品', '口红'],
  5: ['药品', '膳食补充剂', '婴儿奶粉', '医用敷料', '消毒剂'],
  9: ['手机', '计算机软件', '耳机', '智能手表', '摄像头', '电池', '数据线'],
  11: ['空气净化器', '电热水器', '照明灯', '冰箱', '空调器'],
  16: ['笔记本', '纸巾', '印刷品', '文具', '包装纸'],
  18: ['手提包', '钱包', '背包', '旅行箱', '雨伞'],
  20: ['家具', '床垫', '枕头', '镜子', '沙发'],
  21: ['杯子', '厨房用具', '牙刷', '保温瓶', '餐具'],
  25: ['服装', '鞋', '帽子', '袜', '围巾', '运动衫'],
  28: ['玩具', '体育用品', '游戏机', '钓具'],
  29: ['肉', '牛奶', '食用油', '坚果', '酸奶'],
  30: ['茶', '咖啡', '饼干', '面包', '调味品', '方便面'],
  32: ['啤酒', '矿泉水', '果汁', '植物饮料', '苏打水'],
  33: ['白酒', '葡萄酒', '黄酒', '果酒'],
  35: ['广告', '替他人推销', '进出口代理', '市场营销', '人事管理咨询'],
  41: ['培训', '组织体育比赛', '在线电子书籍出版', '健身俱乐部'],
  42: ['软件设计', '云计算', '技术研究', '平台即服务（PaaS）'],
  43: ['餐厅', '咖啡馆', '酒店', '茶馆', '外卖餐饮服务'],
};
const CLASSES = Object.keys(GOODS).map(Number);
const CITIES = [
  ['广东省', '深圳市', '南山区科技园'], ['广东省', '广州市', '天河区珠江新城'], ['浙江省', '杭州市', '滨江区网商路'], ['上海市', '上海市', '浦东新区张江路'],
  ['北京市', '北京市', '海淀区中关村大街'], ['江苏省', '苏州市', '工业园区星湖街'], ['四川省', '成都市', '高新区天府大道'], ['福建省', '厦门市', '思明区鹭江道'],
];
const KINDS = ['科技有限公司', '食品有限公司', '贸易有限公司', '实业有限公司', '文化传媒有限公司', '生物科技有限公司', '餐饮管理有限公司'];

/** Issue number → its date: issue 1900 came out on 2024-07-06, one issue a week. */
export function issueDate(issue: number): string {
  const d = new Date(Date.UTC(2024, 6, 6) + (issue - 1900) * 7 * 86400000);
  return d.toISOString().slice(0, 10);
}

/**
 * count marks starting at number `from` (application numbers 7,000,000 + index, so chunks of one run never
 * collide); `latestIssue` is the newest gazette issue the data reaches.
 */
export function generateMarks(count: number, { seed = 16, from = 0, latestIssue = 1990, figures = FIGURE_COUNT } = {}): GeneratedMark[] {
  const rnd = mulberry32(seed * 1000003 + from);
  // the images from a stream of their own, so the other fields stay what they were for a seed
  const imageRnd = mulberry32(seed * 7919 + from + 99991);
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const bases: string[] = [];
  const out: GeneratedMark[] = [];
  for (let i = 0; i < count; i++) {
    let name: string;
    const r = rnd();
    if (bases.length > 5 && r < 0.25) {
      // a near-miss of an earlier name
      const base = pick(bases);
      const chars = [...base];
      const k = Math.floor(rnd() * chars.length);
      const v = rnd();
      if (v < 0.35 && HOMOPHONE[chars[k]]) chars[k] = HOMOPHONE[chars[k]];
      else if (v < 0.6 && LOOKALIKE[chars[k]]) chars[k] = LOOKALIKE[chars[k]];
      else if (v < 0.8 && chars.length > 1) chars.reverse();
      else chars.push(...pick(SUFFIX.filter(Boolean)));
      name = chars.join('');
    } else if (r < 0.33) {
      name = pick(LATIN) + (rnd() < 0.3 ? String(Math.floor(rnd() * 99) + 1) : '');
    } else {
      const len = 2 + Math.floor(rnd() * 3);
      name = Array.from({ length: len }, () => pick([...CHARS])).join('') + pick(SUFFIX);
      bases.push(name);
      if (bases.length > 200) bases.shift();
    }
    const tmCl = pick(CLASSES);
    const goodsPool = GOODS[tmCl];
    const goods = goodsPool.filter(() => rnd() < 0.6);
    if (!goods.length) goods.push(goodsPool[0]);
    const [prov, city, street] = pick(CITIES);
    const owner = [...CHARS].filter(() => rnd() < 0.02).slice(0, 2).join('') || pick([...CHARS]) + pick([...CHARS]);
    const issue = latestIssue - Math.floor(rnd() * 120);
    const t = rnd();
    const type = t < 0.55 ? '初审公告' : t < 0.85 ? '注册公告' : t < 0.9 ? '转让公告' : t < 0.95 ? '续展公告' : '无效公告';
    const appNo = String(70000000 + from + i);
    out.push({
      tmName: name,
      tmCl,
      goods: goods.join('；'),
      applicant: `${city.replace('市', '')}${owner}${pick(KINDS)}`,
      applicantAddress: `${prov === city ? '' : prov}${city}${street}${1 + Math.floor(rnd() * 999)}号`,
      appNo,
      regNo: type === '初审公告' ? null : appNo,
      announcementType: type,
      announcementIssue: String(issue),
      announcementDate: issueDate(issue),
      status: type === '初审公告' ? '初审公告' : type === '无效公告' ? '无效' : '已注册',
      tmImage: imageRnd() < IMAGE_SHARE ? figureUrl(Math.floor(imageRnd() * Math.min(figures, FIGURE_COUNT)), Math.floor(imageRnd() * FIGURE_VARIANTS)) : null,
    });
  }
  return out;
}
