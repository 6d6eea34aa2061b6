/** UTF-8 safe base64 of a typed password (calls send encryptionType "base64"). */
export function encodePassword(pw: string): string {
  const bytes = new TextEncoder().encode(pw);
  let bin = '';
  bytes.forEach((b) => (bin += String.fromCharCode(b)));
  return btoa(bin);
}
