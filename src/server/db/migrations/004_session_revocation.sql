-- Sessions ended by an administrator stay as revoked rows until they expire, so the gate can tell the
-- user why (disabled: 账号已锁定或不在有效期内, deleted: 用户不存在) instead of "login expired", and a
-- re-enabled user's old tokens never come back to life.
alter table sessions add column revoked_reason text;
