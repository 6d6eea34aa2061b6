-- Image search over the public marks (图形检索, graphicRetrieval, issue 16): each mark's perceptual hash (the 64-bit
-- pHash of src/modules/public-marks/shared/imageHash.ts, the comparison's) as a signed bigint, computed where images
-- enter (the import reads the uploads a file names, generated figures are drawn and hashed); image_pending marks an
-- image of the mark's own (an upload or a generated figure) not hashed yet, which the batch task publicMarksHash
-- hashes (started by the module's periodic job for each tenant that has some: the rows below after this migration).
-- A mark without an image of its own (none, the generated word mark, an address elsewhere) has no hash.
--
-- Multi-index hashing: the 64 bits in four 16-bit chunks image_c0..image_c3 (generated, most significant first),
-- each with a b-tree behind tenant_id (the row-level security condition) that also carries id, the hash and the
-- class, so a search reads the candidates index-only: a mark within Hamming distance r of the query has at least
-- one chunk within floor(r / 4) bits of the query's chunk, so the search looks up those chunk values (= any) in the
-- four indexes and checks the full distance on what they return (bit_count of the xor).
alter table public_marks add column image_hash bigint;
alter table public_marks add column image_pending boolean not null default false;
alter table public_marks add column image_c0 integer generated always as (((image_hash >> 48) & 65535)::integer) stored;
alter table public_marks add column image_c1 integer generated always as (((image_hash >> 32) & 65535)::integer) stored;
alter table public_marks add column image_c2 integer generated always as (((image_hash >> 16) & 65535)::integer) stored;
alter table public_marks add column image_c3 integer generated always as ((image_hash & 65535)::integer) stored;

create index public_marks_image_c0_idx on public_marks (tenant_id, image_c0) include (id, image_hash, tm_cl) where image_hash is not null;
create index public_marks_image_c1_idx on public_marks (tenant_id, image_c1) include (id, image_hash, tm_cl) where image_hash is not null;
create index public_marks_image_c2_idx on public_marks (tenant_id, image_c2) include (id, image_hash, tm_cl) where image_hash is not null;
create index public_marks_image_c3_idx on public_marks (tenant_id, image_c3) include (id, image_hash, tm_cl) where image_hash is not null;
create index public_marks_image_pending_idx on public_marks (tenant_id, id) where image_pending;

update public_marks set image_pending = true
 where tm_image ~ '^/files/uploads/[0-9a-f-]{36}$' or tm_image ~ '^/files/tm-figure\.svg\?f=[0-9]+&v=[0-9]+$';
