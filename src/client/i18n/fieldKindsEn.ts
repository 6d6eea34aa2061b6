// English of ./fieldKinds.ts, in its own file so that it loads with the English pack only (./english.ts).
import type { fieldKindsZh } from './fieldKinds';

export const fieldKindsEn: Record<keyof typeof fieldKindsZh, string> = {
  'kind.money.currency': 'Default currency',
  'kind.money.fixed': 'Fixed currency',
  'kind.money.invalid': 'Enter a valid amount (at most 2 decimals)',
  'kind.image.pick': 'Upload image',
  'kind.image.replace': 'Replace image',
  'kind.image.crop': 'Crop image',
  'kind.image.type': 'Only jpg, jpeg and png images can be uploaded',
  'kind.image.remark': 'Image remark (at most 20 characters)',
  'kind.form.loading': 'Loading…',
  'kind.form.invalid': '"{title}": {message}',
};
