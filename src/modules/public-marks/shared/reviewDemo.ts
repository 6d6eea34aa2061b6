// Synthetic review documents (评审文书) for the demo tenant: plausible 驳回复审, 不予注册复审, 无效宣告 and 撤销复审
// decisions with their parties, numbers, classes, legal basis and a full text written the way CNIPA writes them.
// Deterministic for a seed; every date, 文号 year and number agrees with the others of its document.
import type { ReviewDocInput } from './reviewDocTypes';
import { mulberry32 } from '../../../shared/random';

/** Pairs of a mark and the earlier mark it met (cited mark, or the petitioner's own). */
const PAIRS: Array<[string, string]> = [
  ['星河湾', '星河湾畔'], ['悦享家', '悦享'], ['蓝月亮', '蓝月光'], ['华美佳', '华美嘉'], ['康源', '康元'], ['金龙凤', '金龙'],
  ['天泰', '夭泰'], ['鑫盛源', '鑫盛'], ['宏信达', '宏鑫达'], ['福瑞祥', '福瑞'], ['安恒通', '安恒'], ['雅丽新', '雅丽'],
  ['晨曦阳光', '晨曦'], ['嘉和顺', '家和顺'], ['丰益宝', '丰益'], ['宜家贝贝', '宜贝'], ['诚远航', '远航'], ['飞鹏', '飞朋'],
  ['博雷诺', '博瑞诺'], ['帝豪派', '帝豪'], ['森林语', '森语'], ['茶香坊', '茶香'], ['米谷记', '米谷'], ['果园味', '果园'],
  ['NOVALUMI', 'NOVA'], ['ZENO 泽诺', 'ZENO'], ['ORCA 奥卡', 'ORKA'], ['VITA 维他', 'VITAE'], ['MIRA 米拉', 'MIRAH'],
  ['云山青', '云山'], ['海川田', '海川'], ['青松竹', '青松'], ['春夏秋冬', '四季春夏'], ['优品尚', '优品'], ['白兔云', '白兔'],
  ['明德隆', '明德'], ['兴利欣', '兴利'], ['悦乐优', '悦乐'], ['梅兰菊', '梅兰'], ['禾木青', '禾木'], ['祥安', '祥安康'],
  ['派森', '派森林'], ['爱心诚', '爱心'], ['宝贝宜', '宝贝'], ['鹏博', '鹏博士'],
];
const COMPANIES = ['杭州星河电子科技有限公司', '深圳悦享生活用品有限公司', '广州蓝月日化有限公司', '上海华美实业有限公司', '北京康源医药科技有限公司',
  '成都金龙食品有限公司', '苏州天泰纺织有限公司', '宁波鑫盛电器有限公司', '武汉宏信贸易有限公司', '厦门福瑞祥茶业有限公司', '青岛安恒通信设备有限公司',
  '南京雅丽服饰有限公司', '佛山晨曦家居有限公司', '东莞嘉和五金制品有限公司', '温州丰益鞋业有限公司', '合肥宜贝母婴用品有限公司', '长沙诚远物流有限公司',
  '西安飞鹏网络科技有限公司', '郑州博雷诺汽车配件有限公司', '天津帝豪酒业有限公司'];
const PEOPLE = ['王建国', '李晓梅', '张伟', '陈静', '刘洋', '赵敏'];
const AGENCIES = ['北京知信知识产权代理有限公司', '上海瀚海商标事务所有限公司', '广州明理知识产权代理有限公司', '深圳恒诺知识产权服务有限公司'];
const GOODS: Record<number, string> = {
  3: '化妆品、洗发液、香水、护肤品', 5: '药品、膳食补充剂、医用敷料', 9: '手机、计算机软件、耳机、智能手表', 11: '空气净化器、电热水器、照明灯',
  16: '纸、笔记本、印刷出版物', 18: '皮包、旅行箱、雨伞', 20: '家具、床垫、镜子', 21: '家用器皿、杯、牙刷', 25: '服装、鞋、帽',
  28: '玩具、体育活动器械', 29: '肉、牛奶制品、食用油', 30: '茶、咖啡、糕点、调味品', 32: '啤酒、矿泉水、果汁饮料', 33: '果酒、白酒、葡萄酒',
  35: '广告、替他人推销、进出口代理', 41: '培训、组织教育或娱乐竞赛', 42: '计算机软件设计、技术研究', 43: '餐馆、咖啡馆、住所代理',
};
const CLASSES = Object.keys(GOODS).map(Number);
const LAW = '《中华人民共和国商标法》';

const pad = (n: number, w: number) => String(n).padStart(w, '0');
const cnDate = (d: Date) => `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
const iso = (d: Date) => d.toISOString().slice(0, 10);
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86400000);

/** `count` documents decided between 2023-01-01 and `until` (default 2026-10-31), newest last. */
export function generateReviewDocs(count = 48, seed = 20260101, until = new Date(Date.UTC(2026, 9, 31))): ReviewDocInput[] {
  const rnd = mulberry32(seed);
  const pick = <T,>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const start = Date.UTC(2023, 0, 1);
  const span = until.getTime() - start;
  const out: ReviewDocInput[] = [];
  const serialByYear = new Map<number, number>();
  const dates = Array.from({ length: count }, () => new Date(start + Math.floor((rnd() * span) / 86400000) * 86400000)).sort((a, b) => a.getTime() - b.getTime());
  dates.forEach((decided, i) => {
    const [name, cited] = PAIRS[i % PAIRS.length];
    const cl = pick(CLASSES);
    const cls = rnd() < 0.25 ? [cl, pick(CLASSES)].filter((c, k, a) => a.indexOf(c) === k).sort((a, b) => a - b) : [cl];
    const goods = GOODS[cls[0]];
    const kindIdx = i % 8; // 3 驳回复审, 2 无效宣告, 2 不予注册复审, 1 撤销复审 in 8
    const caseType = kindIdx < 3 ? '驳回复审' : kindIdx < 5 ? '无效宣告' : kindIdx < 7 ? '不予注册复审' : '撤销复审';
    const year = decided.getUTCFullYear();
    const serial = (serialByYear.get(year) ?? 1000 + Math.floor(rnd() * 3000)) + 100 + Math.floor(rnd() * 2000);
    serialByYear.set(year, serial);
    const docNo = `商评字[${year}]第${pad(serial, 7)}号`;
    const markNo = String(40000000 + Math.floor(rnd() * 35000000));
    const citedNo = String(10000000 + Math.floor(rnd() * 30000000));
    const filed = addDays(decided, -(150 + Math.floor(rnd() * 200)));
    const owner = pick(COMPANIES);
    let other = pick(COMPANIES);
    if (other === owner) other = COMPANIES[(COMPANIES.indexOf(owner) + 1) % COMPANIES.length];
    const agency = pick(AGENCIES);
    const clsText = cls.map((c) => `第${c}类`).join('、');
    const r = rnd();
    let doc: Omit<ReviewDocInput, 'docNo' | 'caseType' | 'decisionDate' | 'tmName' | 'markNo' | 'tmCls' | 'fullText'>;
    let body: string;
    if (caseType === '驳回复审') {
      const result = r < 0.45 ? '驳回' : r < 0.75 ? '予以初步审定' : '部分驳回';
      const basis = `${LAW}第三十条、第三十四条`;
      doc = { docKind: '决定书', applicant: owner, respondent: null, result, legalBasis: basis };
      const finding = result === '予以初步审定'
        ? `申请商标“${name}”与引证商标“${cited}”（第${citedNo}号）在文字构成、呼叫及整体视觉效果上区别明显，双方商标共存于市场不易导致相关公众对商品来源产生混淆误认，未构成${LAW}第三十条所指的使用在同一种或类似商品上的近似商标。`
        : `申请商标“${name}”与引证商标“${cited}”（第${citedNo}号）在文字构成、呼叫上相近，申请商标指定使用的${goods}等商品与引证商标核定使用的商品属于同一种或类似商品，双方商标共存于市场易导致相关公众对商品来源产生混淆误认，已构成${LAW}第三十条所指的使用在同一种或类似商品上的近似商标。申请人提交的使用证据不足以证明申请商标经使用已与申请人形成唯一对应关系。`;
      const decision = result === '驳回' ? '申请商标在复审商品上的注册申请予以驳回。'
        : result === '予以初步审定' ? '申请商标在复审商品上的注册申请予以初步审定，移交国家知识产权局商标局办理相关事宜。'
        : `申请商标在“${goods.split('、')[0]}”商品上的注册申请予以初步审定，在其余复审商品上的注册申请予以驳回。`;
      body = `商标驳回复审决定书\n${docNo}\n\n申请人：${owner}\n委托代理人：${agency}\n\n申请人对国家知识产权局驳回第${markNo}号“${name}”商标（以下称申请商标）注册申请不服，于${cnDate(filed)}向国家知识产权局申请复审。国家知识产权局予以受理，依法组成合议组进行审理，现已审理终结。\n\n申请人复审的主要理由：申请商标系申请人独创，与引证商标在文字构成、含义及整体外观上存在明显区别，不构成近似商标；申请商标经长期使用已具有较高知名度。申请人向国家知识产权局提交了营业执照、销售合同及发票、广告宣传材料等证据。\n\n经复审认为，${finding}\n\n依照${LAW}第三十条和第三十四条的规定，国家知识产权局决定如下：\n\n${decision}\n\n申请人如对本决定不服，可以自收到本决定之日起三十日内向北京知识产权法院起诉，并在向法院递交起诉状的同时或者至迟十五日内将该起诉状副本抄送或者另行将起诉信息书面告知国家知识产权局。\n\n合议组成员：${pick(PEOPLE)}　${pick(PEOPLE)}　${pick(PEOPLE)}\n${cnDate(decided)}`;
    } else if (caseType === '无效宣告') {
      const ground = r < 0.4 ? { art: '第三十条', basis: `${LAW}第三十条、第四十五条第一款`, text: `争议商标与引证商标“${cited}”（第${citedNo}号）构成使用在同一种或类似商品上的近似商标，违反了${LAW}第三十条的规定` }
        : r < 0.7 ? { art: '第三十二条', basis: `${LAW}第三十二条、第四十五条第一款`, text: `争议商标的申请注册系以不正当手段抢先注册请求人在先使用并有一定影响的“${cited}”商标，违反了${LAW}第三十二条的规定` }
        : { art: '第四条', basis: `${LAW}第四条、第四十四条第一款`, text: `争议商标注册人大量申请注册与他人知名商标相同或近似的商标，明显超出正常经营需要，缺乏真实使用意图，属于${LAW}第四条所指的不以使用为目的的恶意商标注册申请，亦构成第四十四条第一款所指的以其他不正当手段取得注册的情形` };
      const result = rnd() < 0.55 ? '宣告无效' : rnd() < 0.5 ? '予以维持' : '部分无效';
      doc = { docKind: '裁定书', applicant: other, respondent: owner, result, legalBasis: ground.basis };
      const decision = result === '宣告无效' ? '争议商标予以无效宣告。' : result === '予以维持' ? '争议商标予以维持。' : `争议商标在“${goods.split('、')[0]}”商品上予以无效宣告，在其余商品上予以维持。`;
      const finding = result === '予以维持' ? `请求人提交的证据不足以证明${ground.text}，故请求人的该项主张不能成立。` : `${ground.text}。`;
      body = `关于第${markNo}号“${name}”商标无效宣告请求裁定书\n${docNo}\n\n请求人：${other}\n委托代理人：${agency}\n被申请人：${owner}\n\n请求人于${cnDate(filed)}对被申请人注册的第${markNo}号“${name}”商标（以下称争议商标）提出无效宣告请求。国家知识产权局依法受理后，依法组成合议组进行审理，现已审理终结。\n\n争议商标由被申请人申请注册，核定使用在${clsText}${goods}等商品上。\n\n请求人的主要理由：${ground.text}。请求依据${ground.basis}的规定，宣告争议商标无效。\n\n被申请人答辩的主要理由：争议商标系被申请人独立创作，经使用已形成稳定的市场秩序，请求维持争议商标的注册。\n\n经审理查明：引证商标由请求人于争议商标申请日前申请注册，核定使用在${goods}等商品上。\n\n经审理认为，${finding}\n\n依照${ground.basis}和第四十六条的规定，国家知识产权局裁定如下：\n\n${decision}\n\n当事人如不服本裁定，可以自收到本裁定之日起三十日内向北京知识产权法院起诉，并在向法院递交起诉状的同时或者至迟十五日内将该起诉状副本抄送或者另行将起诉信息书面告知国家知识产权局。\n\n合议组成员：${pick(PEOPLE)}　${pick(PEOPLE)}　${pick(PEOPLE)}\n${cnDate(decided)}`;
    } else if (caseType === '不予注册复审') {
      const result = r < 0.55 ? '予以核准注册' : '不予核准注册';
      const basis = `${LAW}第三十条、第三十五条第三款`;
      doc = { docKind: '决定书', applicant: owner, respondent: other, result, legalBasis: basis };
      const finding = result === '予以核准注册'
        ? `被异议商标“${name}”与引证商标“${cited}”在文字构成、呼叫及含义上存在一定区别，未构成${LAW}第三十条所指的使用在同一种或类似商品上的近似商标。原异议人提交的证据不足以证明被异议商标的申请注册损害了其在先权利。`
        : `被异议商标“${name}”完整包含引证商标“${cited}”，在文字构成、呼叫上相近，指定使用的${goods}等商品与引证商标核定使用的商品属于同一种或类似商品，已构成${LAW}第三十条所指的使用在同一种或类似商品上的近似商标。`;
      const decision = result === '予以核准注册' ? '第' + markNo + '号“' + name + '”商标予以核准注册。' : '第' + markNo + '号“' + name + '”商标不予核准注册。';
      body = `关于第${markNo}号“${name}”商标不予注册复审决定书\n${docNo}\n\n申请人（原被异议人）：${owner}\n委托代理人：${agency}\n被申请人（原异议人）：${other}\n\n申请人不服国家知识产权局作出的第${markNo}号“${name}”商标（以下称被异议商标）不予注册的决定，于${cnDate(filed)}向国家知识产权局申请复审。国家知识产权局依法受理后，依法组成合议组进行审理，并通知被申请人参加复审，现已审理终结。\n\n申请人复审的主要理由：被异议商标与引证商标区别明显，已在${clsText}商品上长期使用，请求核准被异议商标的注册。\n\n被申请人答辩的主要理由：被异议商标与被申请人在先注册的“${cited}”商标构成近似，请求不予核准被异议商标的注册。\n\n经复审认为，${finding}\n\n依照${LAW}第三十条、第三十五条第三款的规定，国家知识产权局决定如下：\n\n${decision}\n\n申请人如对本决定不服，可以自收到本决定之日起三十日内向北京知识产权法院起诉。\n\n合议组成员：${pick(PEOPLE)}　${pick(PEOPLE)}　${pick(PEOPLE)}\n${cnDate(decided)}`;
    } else {
      const result = r < 0.4 ? '撤销' : r < 0.6 ? '部分撤销' : '予以维持';
      const basis = `${LAW}第四十九条第二款、第五十四条`;
      doc = { docKind: '决定书', applicant: owner, respondent: other, result, legalBasis: basis };
      const finding = result === '予以维持'
        ? `申请人提交的销售合同、发票及产品实物照片等证据，能够证明复审商标在指定期间内在${goods}等商品上进行了真实、公开、合法的商业使用，复审商标在上述商品上的注册应予维持。`
        : `申请人提交的证据多为自行制作的宣传材料，无法证明其形成时间，不足以证明复审商标在指定期间内在核定商品上进行了真实、有效的商业使用。`;
      const decision = result === '予以维持' ? '复审商标的注册予以维持。' : result === '撤销' ? '复审商标的注册予以撤销。' : `复审商标在“${goods.split('、')[0]}”商品上的注册予以维持，在其余商品上的注册予以撤销。`;
      body = `关于第${markNo}号“${name}”商标撤销复审决定书\n${docNo}\n\n申请人（商标注册人）：${owner}\n委托代理人：${agency}\n被申请人（撤销申请人）：${other}\n\n申请人不服国家知识产权局作出的撤销第${markNo}号“${name}”商标（以下称复审商标）注册的决定，于${cnDate(filed)}向国家知识产权局申请复审。国家知识产权局依法受理后，依法组成合议组进行审理，现已审理终结。\n\n被申请人以复审商标连续三年不使用为由提出撤销申请。申请人复审的主要理由：复审商标在指定期间内在核定商品上进行了真实使用，并提交了使用证据。\n\n经复审认为，本案的焦点问题为复审商标在指定期间内是否在核定使用的${clsText}商品上进行了真实、有效的商业使用。${finding}\n\n依照${LAW}第四十九条第二款、第五十四条的规定，国家知识产权局决定如下：\n\n${decision}\n\n当事人如对本决定不服，可以自收到本决定之日起三十日内向北京知识产权法院起诉。\n\n合议组成员：${pick(PEOPLE)}　${pick(PEOPLE)}　${pick(PEOPLE)}\n${cnDate(decided)}`;
    }
    out.push({ docNo, caseType, decisionDate: iso(decided), tmName: name, markNo, tmCls: cls.map((c) => pad(c, 2)), fullText: body, ...doc });
  });
  return out;
}
