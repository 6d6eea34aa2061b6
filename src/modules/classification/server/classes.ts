// The 45 Nice classes with their customary short headings, so class trees and pickers work on a machine where
// no edition of the classification has been imported yet. The full headings come with an imported edition.
// Classes 1-34 are goods, 35-45 services.

export interface NiceClass {
  no: number;
  /** Two-digit code as used in the classification table: "01" ... "45". */
  code: string;
  zh: string;
  en: string;
}

const HEADINGS: Array<[string, string]> = [
  ['化学原料', 'Chemicals'],
  ['颜料油漆', 'Paints and varnishes'],
  ['日化用品', 'Cosmetics and cleaning preparations'],
  ['燃料油脂', 'Industrial oils and fuels'],
  ['医药', 'Pharmaceuticals'],
  ['金属材料', 'Common metals'],
  ['机械设备', 'Machines'],
  ['手工器械', 'Hand tools'],
  ['科学仪器', 'Scientific and electronic apparatus'],
  ['医疗器械', 'Medical apparatus'],
  ['灯具空调', 'Lighting, heating and cooling'],
  ['运输工具', 'Vehicles'],
  ['军火烟火', 'Firearms and fireworks'],
  ['珠宝钟表', 'Jewellery and clocks'],
  ['乐器', 'Musical instruments'],
  ['办公用品', 'Paper and office requisites'],
  ['橡胶制品', 'Rubber and plastics'],
  ['皮革皮具', 'Leather goods'],
  ['建筑材料', 'Building materials (non-metallic)'],
  ['家具', 'Furniture'],
  ['厨房洁具', 'Household utensils'],
  ['绳网袋篷', 'Ropes, nets and tents'],
  ['纱线丝', 'Yarns and threads'],
  ['布料床单', 'Textiles'],
  ['服装鞋帽', 'Clothing, footwear and headwear'],
  ['纽扣拉链', 'Lace, buttons and haberdashery'],
  ['地毯席垫', 'Carpets and floor coverings'],
  ['健身器材', 'Games, toys and sporting goods'],
  ['食品', 'Meat, dairy and preserved foods'],
  ['方便食品', 'Coffee, tea, flour and confectionery'],
  ['饲料种籽', 'Agricultural products and animal feed'],
  ['啤酒饮料', 'Beer and non-alcoholic drinks'],
  ['酒', 'Alcoholic beverages'],
  ['烟草烟具', 'Tobacco and smokers\u2019 articles'],
  ['广告销售', 'Advertising and business'],
  ['金融物管', 'Finance, insurance and real estate'],
  ['建筑修理', 'Construction and repair'],
  ['通讯服务', 'Telecommunications'],
  ['运输贮藏', 'Transport and storage'],
  ['材料加工', 'Treatment of materials'],
  ['教育娱乐', 'Education and entertainment'],
  ['网站服务', 'Science and technology services'],
  ['餐饮住宿', 'Food and accommodation services'],
  ['医疗园艺', 'Medical, beauty and agricultural services'],
  ['社会服务', 'Legal, security and personal services'],
];

export const NICE_CLASSES: readonly NiceClass[] = HEADINGS.map(([zh, en], i) => ({ no: i + 1, code: classCode(i + 1), zh, en }));

/** "01" ... "45": class numbers below 10 are zero-padded (spec 9). */
export function classCode(no: number): string {
  return String(no).padStart(2, '0');
}

export function niceClass(no: number): NiceClass | undefined {
  return NICE_CLASSES[no - 1];
}
