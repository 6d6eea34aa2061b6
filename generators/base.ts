export const SCHEMA_BASE = 'https://schemas.ipms.dev/';
