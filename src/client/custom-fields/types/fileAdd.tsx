// The 附件 cell's small add button (antd Upload), loaded when a cell first offers it.
import { PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip, Upload } from 'antd';

export function AddFileButton({ busy, label, onFile }: { busy: boolean; label: string; onFile: (file: File) => void }) {
  return (
    <Upload
      showUploadList={false}
      beforeUpload={(file) => {
        onFile(file);
        return false;
      }}
    >
      <Tooltip title={label}>
        <Button size="small" type="dashed" icon={<PlusOutlined />} loading={busy} className="ipms-cf-files-add" aria-label={label} />
      </Tooltip>
    </Upload>
  );
}
