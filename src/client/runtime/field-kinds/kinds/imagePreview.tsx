// An image's full-size preview (antd Image's viewer: zoom, rotate), opened from a thumbnail (./imageCell).
import { Image } from 'antd';

export function ImagePreview({ src, onClose }: { src: string; onClose: () => void }) {
  return <Image.PreviewGroup items={[src]} preview={{ visible: true, onVisibleChange: (v) => !v && onClose() }} />;
}
