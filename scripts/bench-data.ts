// Realistic trademark-archive rows for the list benchmark, generated deterministically (seeded PRNG) and
// bulk-inserted with one INSERT ... SELECT FROM unnest(arrays) per batch. search_grams/search_text are the
// ones the application writes (src/server/lists/search.ts searchColumns over [tmName, applicant]).
import type { Database } from '../src/server/db/types';
import { searchColumns } from '../src/server/lists/search';
import { mulberry32 } from '../src/shared/random';

/** mulberry32 (src/shared/random.ts), the benchmarks' name for it. */
export const rng = mulberry32;

/** Picks from items with the given weights (cumulative table + binary search). */
function weighted<T>(items: readonly T[], weights: readonly number[]) {
  const cum: number[] = [];
  let sum = 0;
  for (const w of weights) cum.push((sum += w));
  return (r: number) => {
    const x = r * sum;
    let lo = 0;
    let hi = cum.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cum[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return items[lo];
  };
}
const zipf = (n: number, s: number) => Array.from({ length: n }, (_, i) => 1 / Math.pow(i + 1, s));

// Characters Chinese brand names are made of, most frequent first (Zipf-weighted below).
const BRAND_CHARS = Array.from(
  '华美康达信兴盛福瑞祥泰安宝金龙凤天星海云山川源和德鑫丰恒利嘉佳隆昌荣旺鼎汇誉锦顺雅新科创智联优品乐悦欣怡百万千中国东方南北西长江河湖青绿蓝红白紫玉珍珠宏伟强立远航飞腾跃骏驰途通鸿博润泽晶晨曦阳光明辉耀月雪梅兰竹菊松柏林森木禾田果茶香味食酒水蜂鹿熊虎狮鹰',
);
const LATIN = ['LU', 'MI', 'NA', 'KO', 'RA', 'VI', 'TA', 'XO', 'ZEN', 'BO', 'SKY', 'MAX', 'NOVA', 'ONE', 'PRO', 'GO', 'AIR', 'FIT', 'JOY', 'KIT'];
const CITIES = ['北京', '上海', '广州', '深圳', '杭州', '南京', '苏州', '成都', '武汉', '西安', '重庆', '天津', '宁波', '厦门', '青岛', '长沙', '郑州', '佛山', '东莞', '合肥'];
const INDUSTRIES = ['科技', '食品', '服饰', '贸易', '生物科技', '电子', '文化传媒', '餐饮管理', '化妆品', '家居用品', '酒业', '茶业', '医药', '网络科技', '实业'];
const ROADS = ['人民路', '解放路', '中山路', '建设路', '科技园路', '文化路', '新华路', '长江路', '滨江大道', '高新大道'];
const AGENCY_WORDS = ['中细软', '汇智', '智信', '永信', '正理', '华诚', '金信', '博维', '知元', '恒和', '思博', '中原信达', '立方', '律和', '天达'];
const CLASS_WEIGHTS: Record<number, number> = { 35: 10, 9: 8, 25: 8, 30: 6, 43: 5, 41: 5, 3: 5, 42: 4, 5: 3, 29: 3, 32: 3, 21: 3, 33: 2, 11: 2, 20: 2, 18: 2, 16: 2, 44: 2, 45: 1.5, 28: 1.5, 10: 1.5 };
const STATUS: Array<[string, number, string]> = [
  ['已注册', 50, '注册证发文'], ['申请中', 12, '商标注册申请-等待受理通知书发文'], ['初审公告', 8, '商标注册申请-初审公告'],
  ['等待受理', 3, '商标注册申请-申请收文'], ['已驳回', 6, '商标注册申请-驳回通知发文'], ['驳回复审中', 4, '驳回复审-申请收文'],
  ['异议中', 2, '商标异议-申请收文'], ['无效宣告中', 1, '无效宣告-申请收文'], ['商标无效', 3, '商标无效'], ['已无效', 2, '无效宣告-结案'],
  ['已销亡', 4, '商标已无效'], ['已注销', 3, '商标注销-核准通知发文'], ['续展中', 1, '商标续展-申请收文'], ['转让中', 1, '商标转让-申请收文'],
];
const COUNTRIES: Array<[string, number]> = [['CN', 92], ['US', 3], ['JP', 2], ['KR', 1], ['DE', 0.5], ['GB', 0.5], ['FR', 0.5], ['HK', 0.5]];
/** Custom field 101: a single choice; 102: a number; 104: a multiple choice. */
export const CHOICES = ['重点', '一般', '防御', '储备', '待放弃', '已放弃'];
const CHOICE_WEIGHTS = [20, 35, 12, 10, 3, 2];
export const TAG_COUNT = 200;

export interface GeneratedRow {
  tenantId: number;
  regNo: string;
  tmCl: number;
  tmName: string;
  tmStatus: string;
  oriTmStatus: string;
  tmImage: string | null;
  applicant: string;
  applicantAddress: string;
  agent: string | null;
  countryCode: string;
  appDate: string;
  regDate: string | null;
  endDate: string | null;
  dplSource: number;
  tagIds: string[];
  custom: Record<string, unknown>;
  createdAt: string;
}

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function generator(seed = 20260101) {
  const r = rng(seed);
  const pickChar = weighted(BRAND_CHARS, zipf(BRAND_CHARS.length, 0.9));
  const pickClass = weighted(Array.from({ length: 45 }, (_, i) => i + 1), Array.from({ length: 45 }, (_, i) => CLASS_WEIGHTS[i + 1] ?? 0.8));
  const pickStatus = weighted(STATUS, STATUS.map((s) => s[1]));
  const pickCountry = weighted(COUNTRIES.map((c) => c[0]), COUNTRIES.map((c) => c[1]));
  const pickChoice = weighted(CHOICES, CHOICE_WEIGHTS);
  const pickTag = weighted(Array.from({ length: TAG_COUNT }, (_, i) => `n${i + 1}`), zipf(TAG_COUNT, 0.8));
  const pickSource = weighted([0, 1, 2, 3], [60, 15, 20, 5]);
  const applicants = Array.from({ length: 5000 }, (_, i) => {
    const city = CITIES[i % CITIES.length];
    const name = pickChar(r()) + pickChar(r());
    return { name: `${city}${name}${INDUSTRIES[Math.floor(r() * INDUSTRIES.length)]}有限公司`, address: `${city}市${ROADS[Math.floor(r() * ROADS.length)]}${1 + Math.floor(r() * 999)}号` };
  });
  const pickApplicant = weighted(applicants, zipf(applicants.length, 1.0));
  const agencies = Array.from({ length: 300 }, (_, i) => `${CITIES[i % CITIES.length]}${AGENCY_WORDS[i % AGENCY_WORDS.length]}${i >= AGENCY_WORDS.length ? i : ''}知识产权代理有限公司`);
  const pickAgency = weighted(agencies, zipf(agencies.length, 1.1));
  const start = Date.parse('2000-01-01T00:00:00Z');
  const end = Date.parse('2026-01-01T00:00:00Z');

  const name = () => {
    const x = r();
    if (x < 0.1) return LATIN[Math.floor(r() * LATIN.length)] + LATIN[Math.floor(r() * LATIN.length)];
    const len = r() < 0.45 ? 2 : r() < 0.75 ? 3 : 4;
    let s = '';
    let prev = '';
    for (let i = 0; i < len; i++) {
      let c = pickChar(r());
      while (c === prev) c = pickChar(r());
      s += prev = c;
    }
    return x < 0.14 ? s + LATIN[Math.floor(r() * LATIN.length)] : s;
  };

  return (i: number, n: number, tenantId: number): GeneratedRow => {
    const [tmStatus, , oriTmStatus] = pickStatus(r());
    const app = start + Math.floor(r() * (end - start));
    const registered = ['已注册', '续展中', '转让中', '商标无效', '已无效', '已销亡', '已注销', '异议中', '无效宣告中'].includes(tmStatus);
    const reg = registered ? app + (270 + Math.floor(r() * 270)) * DAY : null;
    const applicant = pickApplicant(r());
    const tags: string[] = [];
    const nTags = r() < 0.4 ? 0 : 1 + Math.floor(r() * 3);
    for (let k = 0; k < nTags; k++) {
      const t = pickTag(r());
      if (!tags.includes(t)) tags.push(t);
    }
    const custom: Record<string, unknown> = {};
    if (r() < 0.7) custom['101'] = pickChoice(r());
    if (r() < 0.3) custom['102'] = Math.round(r() * 100000) / 100;
    if (r() < 0.2) custom['104'] = [pickChoice(r()), pickChoice(r())].filter((v, k, a) => a.indexOf(v) === k);
    // Records are created over six years in id order, with some jitter.
    const created = Date.parse('2020-01-01T00:00:00Z') + Math.floor(((i + r() * 50) / n) * 6 * 365 * DAY);
    return {
      tenantId,
      regNo: String(10_000_000 + ((i * 7919) % 89_999_999)),
      tmCl: pickClass(r()),
      tmName: name(),
      tmStatus,
      oriTmStatus,
      tmImage: r() < 0.85 ? `trademarks/${i % 997}/${i}.jpg` : null,
      applicant: applicant.name,
      applicantAddress: applicant.address,
      agent: r() < 0.12 ? null : pickAgency(r()),
      countryCode: pickCountry(r()),
      appDate: iso(app),
      regDate: reg === null ? null : iso(reg),
      endDate: reg === null ? null : iso(reg + 3652 * DAY),
      dplSource: pickSource(r()),
      tagIds: tags,
      custom,
      createdAt: new Date(created).toISOString(),
    };
  };
}

const quote = (s: string) => '"' + s.replace(/[\\"]/g, (c) => '\\' + c) + '"';
const arrayLiteral = (items: readonly string[]) => '{' + items.map(quote).join(',') + '}';

/**
 * searchColumns([tmName, applicant]) with each field's part cached: the two fields' grams carry different
 * prefixes ("0", "1"), so the union is the concatenation and the text is the two texts joined.
 */
function searchCache() {
  const names = new Map<string, { grams: string; text: string }>();
  const applicants = new Map<string, { grams: string; text: string }>();
  const part = (cache: Map<string, { grams: string; text: string }>, value: string, index: number) => {
    let hit = cache.get(value);
    if (!hit) {
      const s = searchColumns(index === 0 ? [value] : [null, value]);
      hit = { grams: s.grams.map(quote).join(','), text: s.text };
      cache.set(value, hit);
    }
    return hit;
  };
  return (tmName: string, applicant: string) => {
    const a = part(names, tmName, 0);
    const b = part(applicants, applicant, 1);
    return { grams: `{${[a.grams, b.grams].filter(Boolean).join(',')}}`, text: [a.text, b.text].filter(Boolean).join(' ') };
  };
}

/** Same grams and text as the application computes (checked on a sample by the benchmark). */
export function checkSearchCache(rows: GeneratedRow[]) {
  const cached = searchCache();
  for (const row of rows) {
    const mine = cached(row.tmName, row.applicant);
    const app = searchColumns([row.tmName, row.applicant]);
    const parsed = JSON.parse('[' + mine.grams.slice(1, -1) + ']') as string[];
    if (JSON.stringify([...parsed].sort()) !== JSON.stringify(app.grams) || mine.text !== app.text) throw new Error(`search columns differ for ${row.tmName} / ${row.applicant}`);
  }
}

const INSERT = `insert into trademarks (tenant_id, reg_no, tm_cl, tm_name, tm_status, ori_tm_status, tm_image, applicant, applicant_address,
    agent, country_code, app_date, reg_date, end_date, dpl_source, tag_ids, custom_values, search_grams, search_text, created_at, updated_at)
  select tenant_id, reg_no, tm_cl, tm_name, tm_status, ori_tm_status, tm_image, applicant, applicant_address,
    agent, country_code, app_date, reg_date, end_date, dpl_source, tag_ids::text[], custom_values::jsonb, search_grams::text[], search_text, created_at, created_at
  from unnest($1::int[], $2::text[], $3::smallint[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
    $10::text[], $11::text[], $12::date[], $13::date[], $14::date[], $15::smallint[], $16::text[], $17::text[], $18::text[], $19::text[], $20::timestamptz[])
    as u(tenant_id, reg_no, tm_cl, tm_name, tm_status, ori_tm_status, tm_image, applicant, applicant_address,
    agent, country_code, app_date, reg_date, end_date, dpl_source, tag_ids, custom_values, search_grams, search_text, created_at)`;

/** Inserts n generated rows; tenantOf(i) chooses each row's tenant. Calls onRow for every row (statistics). */
export async function seedTrademarks(
  db: Database,
  n: number,
  tenantOf: (i: number) => number,
  opts: { batch?: number; onRow?: (row: GeneratedRow) => void; onProgress?: (done: number) => void } = {},
) {
  const gen = generator();
  const search = searchCache();
  const batch = opts.batch ?? 5000;
  for (let from = 0; from < n; from += batch) {
    const cols: unknown[][] = Array.from({ length: 20 }, () => []);
    for (let i = from; i < Math.min(n, from + batch); i++) {
      const row = gen(i, n, tenantOf(i));
      opts.onRow?.(row);
      const s = search(row.tmName, row.applicant);
      const values = [
        row.tenantId, row.regNo, row.tmCl, row.tmName, row.tmStatus, row.oriTmStatus, row.tmImage, row.applicant, row.applicantAddress,
        row.agent, row.countryCode, row.appDate, row.regDate, row.endDate, row.dplSource, arrayLiteral(row.tagIds), JSON.stringify(row.custom),
        s.grams, s.text, row.createdAt,
      ];
      values.forEach((v, k) => cols[k].push(v));
    }
    await db.query(INSERT, cols);
    opts.onProgress?.(Math.min(n, from + batch));
  }
}
