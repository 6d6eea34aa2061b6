// UI text of the field kinds' widgets (money, image, form fields of custom fields), spread into zh.ts / en.ts.
export const fieldKindsZh = {
  'kind.money.currency': '默认币种',
  'kind.money.fixed': '固定币种',
  'kind.money.invalid': '请输入正确的金额（最多两位小数）',
  'kind.image.pick': '上传图片',
  'kind.image.replace': '更换图片',
  'kind.image.crop': '裁剪图片',
  'kind.image.type': '只能上传 jpg、jpeg、png 格式的图片',
  'kind.image.remark': '图片备注（最多20字）',
  'kind.form.loading': '加载中…',
  'kind.form.invalid': '“{title}”：{message}',
};
