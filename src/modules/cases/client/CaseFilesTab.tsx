// The submitted-files tab of the case detail: each file with its country and type, downloaded under the overseas
// naming rule 文件类型_申请号_国家 (spec 5; shared/submitted-file-names.ts).
import { Button, Empty, Table } from 'antd';
import { downloadAs } from '../../../client/request/download';
import { notify } from '../../../client/request/notify';
import { useT } from '../i18n';
import { submittedFileNames } from '../shared/submitted-file-names';

type Rec = Record<string, any>;
interface FileRow { key: string; country: string; fileType: string; fileName: string; filePath: string; downloadName: string }

/** The rows of the tab: every file of every group, with its download name. */
export function fileRows(biz: Rec, appNo: string | null | undefined): FileRow[] {
  const groups: Rec[] = Array.isArray(biz.officialSubmitFiles) ? biz.officialSubmitFiles : [];
  const flat = groups.flatMap((g) =>
    (Array.isArray(g?.files) ? g.files : []).map((f: Rec) => ({
      // a group without a country serves several countries: its names carry none (spec 5)
      country: g.appCountry ? String(g.countryName ?? g.appCountry) : '',
      fileType: String(g.fileType ?? ''),
      fileName: String(f.fileName ?? ''),
      filePath: String(f.filePath ?? ''),
    })),
  );
  const names = submittedFileNames(flat, appNo);
  return flat.map((f, i) => ({ ...f, key: `${i}:${f.filePath}`, downloadName: names[i] }));
}

export default function CaseFilesTab({ biz, appNo }: { biz: Rec; appNo: string | null | undefined }) {
  const t = useT();
  const rows = fileRows(biz, appNo);
  if (!rows.length) return <Empty description={t('cases.noFiles')} />;
  const save = (r: FileRow) => downloadAs(r.filePath, r.downloadName).catch((e: Error) => notify.error(e.message));
  return (
    <Table<FileRow>
      data-testid="case-files"
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      scroll={{ x: true }}
      columns={[
        { dataIndex: 'country', title: t('cases.fileCountry'), render: (v: string) => v || t('cases.fileAllCountries') },
        { dataIndex: 'fileType', title: t('cases.fileType'), render: (v: string) => v || '-' },
        { dataIndex: 'fileName', title: t('cases.fileOriginal') },
        {
          dataIndex: 'downloadName',
          title: t('cases.fileDownloadName'),
          render: (v: string, r) => (
            <Button type="link" size="small" style={{ padding: 0, whiteSpace: 'normal', textAlign: 'left', height: 'auto' }} onClick={() => void save(r)}>
              {v}
            </Button>
          ),
        },
      ]}
    />
  );
}
