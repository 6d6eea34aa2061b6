// Public explanation of the use-evidence checklist (spec 2.1), for clients asked to supply evidence in a
// non-use cancellation (撤三) defence. Content follows Trademark Law art. 49 and Implementing Regulations art. 66.
import { Card, Table, Typography } from 'antd';

const rows = [
  { key: 1, kind: '商品销售合同、发票、提货单、银行进账单、进出口报关单', note: '须显示注册商标及核定商品，合同双方、日期清晰；发票应与合同对应' },
  { key: 2, kind: '商品实物照片、包装、标签、说明书', note: '须能看到商标标识；照片本身不显示日期时，应配合其他带日期证据使用' },
  { key: 3, kind: '广告宣传合同、广告发布凭证、宣传册', note: '须显示商标与核定商品/服务，并有明确的发布时间和渠道' },
  { key: 4, kind: '电商平台销售记录、店铺页面截图（含网址与时间）', note: '建议通过可信时间戳或公证方式固定，注明订单号' },
  { key: 5, kind: '服务场所照片、服务合同、服务票据', note: '适用于服务类商标，须显示商标与服务项目' },
  { key: 6, kind: '参展证明、行业媒体报道、获奖证明', note: '作为辅助证据，须能体现商标的实际使用' },
  { key: 7, kind: '商标许可使用合同及被许可人的使用证据', note: '许可他人使用的，许可人和被许可人的使用均可作为证据' },
];

export default function UseEvidenceIllustratePage() {
  return (
    <div style={{ maxWidth: 960, margin: '32px auto', padding: '0 16px' }}>
      <Card>
        <Typography>
          <Typography.Title level={2}>使用证据清单说明</Typography.Title>
          <Typography.Paragraph>
            注册商标没有正当理由连续三年不使用的，任何单位或个人可以申请撤销（《商标法》第四十九条）。商标注册人收到《提供注册商标使用证据通知书》后，应在
            <Typography.Text strong>2个月</Typography.Text>内提交该商标在撤销申请提出前三年内的使用证据，或不使用的正当理由（《商标法实施条例》第六十六条）。
          </Typography.Paragraph>
          <Typography.Title level={4}>有效证据的基本要求</Typography.Title>
          <ul>
            <li>时间：证据应形成于撤销申请提出之日前三年内，且能看出具体日期。</li>
            <li>商标：使用的标识应与注册商标一致或无实质差别。</li>
            <li>商品/服务：使用应在核定使用的商品或服务上，未核定的商品上的使用不能维持注册。</li>
            <li>主体：商标注册人本人或经其许可的他人的使用。</li>
            <li>公开、真实、合法的商业使用；仅为维持注册而象征性使用的，通常不被认可。</li>
          </ul>
          <Typography.Title level={4}>证据清单</Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="key"
            dataSource={rows}
            columns={[
              { title: '序号', dataIndex: 'key', width: 60 },
              { title: '证据类型', dataIndex: 'kind' },
              { title: '注意事项', dataIndex: 'note' },
            ]}
          />
          <Typography.Title level={4} style={{ marginTop: 24 }}>
            提交建议
          </Typography.Title>
          <Typography.Paragraph>
            证据应按时间顺序整理并编制目录，注明每份证据的名称、来源、证明目的和页码；外文证据须附中文译文。单一证据往往难以形成完整证据链，建议将合同、发票与实物照片等相互印证的材料组合提交。
          </Typography.Paragraph>
        </Typography>
      </Card>
    </div>
  );
}
