// Uploaded images (spec 5): jpg/jpeg/png only, scaled down to fit 980x600 and re-encoded at quality 0.8 (the
// image kind's limits), on a canvas in the browser before the upload.
export const IMAGE_TYPES = ['image/jpeg', 'image/png'];
export const IMAGE_ACCEPT = '.jpg,.jpeg,.png';

export interface ImageLimits { maxWidth: number; maxHeight: number; quality: number }

/** The size that fits within the limits, keeping the ratio (never enlarged). */
export function fitWithin(width: number, height: number, max: { maxWidth: number; maxHeight: number }): { width: number; height: number } {
  const scale = Math.min(1, max.maxWidth / width, max.maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The image scaled to fit and encoded at the given quality (PNG stays PNG, the rest becomes JPEG). */
export async function resizeImage(file: File, limits: ImageLimits): Promise<File> {
  const bitmap = await createImageBitmap(file);
  const { width, height } = fitWithin(bitmap.width, bitmap.height, limits);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
  bitmap.close?.();
  const type = file.type === 'image/png' ? 'image/png' : 'image/jpeg';
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, limits.quality));
  if (!blob) return file;
  return new File([blob], file.name.replace(/\.(jpe?g|png)$/i, '') + (type === 'image/png' ? '.png' : '.jpg'), { type });
}
