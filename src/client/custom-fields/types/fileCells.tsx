// 附件 in the grid: up to 3 file icons (by kind, linking to the file) then +N with the rest in a tooltip, and
// the small add button while the record has fewer than 4 files and an upload call exists. Uploads check the
// size first (上传文件大小不能超过 30MB!) and save at once.
import {
  FileExcelOutlined,
  FileImageOutlined,
  FileOutlined,
  FilePdfOutlined,
  FilePptOutlined,
  FileTextOutlined,
  FileWordOutlined,
  FileZipOutlined,
} from '@ant-design/icons';
import { HoverTooltip } from '../../runtime/widgets/HoverTooltip';
import type { ComponentType } from 'react';
import { useState } from 'react';
import { useT } from '../../i18n';
import { download } from '../../request/download';
import { notify } from '../../request/notify';
import { tokenStore } from '../../session/token';
import { lazyComponent } from '../../runtime/lazyComponent';
import type { CellEditorWidget, CellRenderProps, CellWidget, FieldCtx } from '../../runtime/field-kinds/contracts';
import { canAddFile, fileHref, fileItemOf, filesOf, fileKind, fileSizeOk, formatSize, iconsShownOf, maxSizeMbOf, visibleFiles, type FileItem, type FileKind } from './files';
import { fileUploader, uploadAvailable, type FileUploader } from './uploader';
import '../customFields.css';

const ICONS: Record<FileKind, ComponentType<{ style?: React.CSSProperties }>> = {
  pdf: FilePdfOutlined,
  word: FileWordOutlined,
  excel: FileExcelOutlined,
  ppt: FilePptOutlined,
  image: FileImageOutlined,
  zip: FileZipOutlined,
  text: FileTextOutlined,
  file: FileOutlined,
};
const COLORS: Record<FileKind, string> = { pdf: '#f5222d', word: '#1677ff', excel: '#52c41a', ppt: '#fa8c16', image: '#722ed1', zip: '#8c8c8c', text: '#595959', file: '#8c8c8c' };

/** Where a file is downloaded from, for a signed-in user (downloads need the token: a public form's client has none). */
const linkOf = (f: FileItem) => (tokenStore.get() ? fileHref(f) : undefined);

/** Fetches a file with the token header and saves it under its own name (files are not opened as plain links). */
const save = (e: React.MouseEvent, file: FileItem, href: string) => {
  e.preventDefault();
  e.stopPropagation();
  void download(href, file.name).catch((err: Error) => notify.error(err.message));
};

export function FileIcon({ file }: { file: FileItem }) {
  const kind = fileKind(file.name);
  const Icon = ICONS[kind];
  const icon = <Icon style={{ color: COLORS[kind], fontSize: 18 }} />;
  const href = linkOf(file);
  return (
    <HoverTooltip title={`${file.name} (${formatSize(file.size)})`}>
      {href ? (
        <a href={href} className="ipms-cf-file" onClick={(e) => save(e, file, href)}>
          {icon}
        </a>
      ) : (
        <span className="ipms-cf-file">{icon}</span>
      )}
    </HoverTooltip>
  );
}

/** A read-only form's files: each by name, downloaded on click (a case's detail, a proposal). */
export function FilesReadView({ value }: CellRenderProps) {
  const files = filesOf(value);
  if (!files.length) return <span className="ipms-form-text">-</span>;
  return (
    <span className="ipms-cf-files ipms-cf-files-form" data-testid="file-read">
      {files.map((f) => {
        const href = linkOf(f);
        return (
          <span key={f.uid} className="ipms-cf-file-named" data-testid="file-read-item">
            <FileIcon file={f} />
            {href ? (
              <a href={href} className="ipms-cf-file-name" onClick={(e) => save(e, f, href)}>
                {f.name}
              </a>
            ) : (
              <span className="ipms-cf-file-name">{f.name}</span>
            )}
            <span className="ipms-cf-file-size">{formatSize(f.size)}</span>
          </span>
        );
      })}
    </span>
  );
}

/** Uploads one file after the size check; resolves with the new list, or null when refused or failed. */
export async function uploadInto(files: FileItem[], file: File, ctx: FieldCtx, texts: { tooLarge: string }, upload: FileUploader | null = fileUploader()): Promise<FileItem[] | null> {
  if (!upload) return null;
  if (!fileSizeOk(file.size, maxSizeMbOf(ctx.kind))) {
    notify.warning(texts.tooLarge);
    return null;
  }
  try {
    return [...files, fileItemOf(await upload(file))];
  } catch {
    return null; // the request layer showed why
  }
}

// The add button (antd Upload) loads when a cell first offers it, not with the list.
const AddFile = lazyComponent(() => import('./fileAdd').then((m) => m.AddFileButton), 'AddFile');

function FilesCellView({ value, ctx, editable, onChange }: CellRenderProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const files = filesOf(value);
  const shown = iconsShownOf(ctx.kind);
  const { icons, more } = visibleFiles(files, shown);
  const addable = editable && !!onChange && uploadAvailable() && canAddFile(files, shown);
  return (
    <span className="ipms-cf-files">
      {icons.map((f) => (
        <FileIcon key={f.uid} file={f} />
      ))}
      {more > 0 && (
        <HoverTooltip title={files.slice(shown).map((f) => f.name).join('\n')}>
          <span className="ipms-cf-files-more">+{more}</span>
        </HoverTooltip>
      )}
      {!files.length && !addable && '-'}
      {addable && (
        <AddFile
          busy={busy}
          label={t('cf.files.add')}
          onFile={(file) => {
            setBusy(true);
            void uploadInto(files, file, ctx, { tooLarge: t('cf.files.tooLarge', { n: maxSizeMbOf(ctx.kind) }) })
              .then((next) => next && onChange!(next))
              .finally(() => setBusy(false));
          }}
        />
      )}
    </span>
  );
}

export const filesCell: CellWidget = {
  text: (value) => filesOf(value).map((f) => f.name).join(', '),
  width: 160,
  Render: FilesCellView,
};

/** Attachments are added from the cell's own button, not by double-click editing. */
export const uploadCellEditor: CellEditorWidget = { Component: () => null, popup: false, available: () => false };
