// The English pack: the platform's English texts and antd's en-US locale. Loaded only when a user picks English
// (loadLanguage in ./index.ts), so a Chinese user's first load does not carry them (issue 18 item 8).
export { en } from './en';
export { default as antdEnUS } from 'antd/es/locale/en_US';
