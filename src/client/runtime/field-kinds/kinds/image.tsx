// 图片上传 (image): one image with its crop and remark (spec 5); the input and the cropper load on first use.
import { lazyComponent } from '../../lazyComponent';
import type { EditorProps, FieldKindImpl } from '../contracts';
import { EmptyCheckField } from '../filterWidgets';
import { AuthImage, imageUrlOf } from './imageCell';
import { popupEditor } from './shared';


const editor = { Component: lazyComponent<EditorProps>(() => import('./imageUpload').then((m) => m.default), 'ImageUpload') };

export const image: FieldKindImpl = {
  filter: EmptyCheckField,
  editor,
  cell: {
    text: (v) => (v && typeof v === 'object' ? ((v as { remark?: string; name?: string }).remark || (v as { name?: string }).name || '') : (imageUrlOf(v) ?? '')),
    width: 80,
    Render: ({ value }) => {
      const src = imageUrlOf(value);
      return src ? <AuthImage src={src} width={32} height={32} /> : <>-</>;
    },
  },
  cellEditor: popupEditor(editor),
  readPretty: ({ value }) => {
    const src = imageUrlOf(value);
    return src ? <AuthImage src={src} width={96} height={96} /> : <span className="ipms-form-text">-</span>;
  },
};
